import {
  adminReferralCurrencyEditCall,
  adminReferralSettingsCall,
  adminReferralSwitchCall,
  type AdminReferralCurrencySettings,
} from '@jackdaw/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useCan } from '../../app/me';
import {
  Button,
  ConfirmDialog,
  DataTable,
  DateTime,
  ErrorNotice,
  Field,
  Money,
  ReasonDialog,
  Section,
  Select,
  StatusBadge,
  Textarea,
  TextInput,
  type Column,
} from '../../ui';
import { draftOf, percentOf, termsOf, type TermsDraft, type TermsErrors } from './terms-draft';

const SETTINGS_KEY = ['admin', 'referrals', 'settings'];

/** Edits one currency's terms: each field checked here, the server checks again. */
function TermsDialog({
  row,
  onClose,
}: {
  row: AdminReferralCurrencySettings;
  onClose: () => void;
}) {
  const { t } = useTranslation('referrals');
  const client = useQueryClient();
  const [draft, setDraft] = useState<TermsDraft>(() => draftOf(row));
  const [errors, setErrors] = useState<TermsErrors>({});
  const set = (field: keyof TermsDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: field === 'enabled' ? value === 'on' : value }));
  const error = (field: keyof TermsErrors) =>
    errors[field] ? t(`terms.errors.${errors[field]}`) : undefined;
  return (
    <ConfirmDialog
      open
      title={t('terms.title', { currency: row.currency })}
      description={t('terms.hint')}
      confirmLabel={t('terms.save')}
      onOpenChange={(open) => !open && onClose()}
      validate={() => {
        const checked = termsOf(draft);
        setErrors(checked.ok ? {} : checked.errors);
        return checked.ok;
      }}
      onConfirm={async () => {
        const checked = termsOf(draft);
        if (!checked.ok) return;
        await api(adminReferralCurrencyEditCall, {
          params: { currency: row.currency },
          body: { ...checked.terms, reason: checked.reason },
        });
        await client.invalidateQueries({ queryKey: ['admin', 'referrals'] });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('terms.enabled')}>
          <Select
            value={draft.enabled ? 'on' : 'off'}
            onChange={(event) => set('enabled')(event.target.value)}
            options={[
              { value: 'on', label: t('on') },
              { value: 'off', label: t('off') },
            ]}
          />
        </Field>
        <Field label={t('terms.windowDays')} error={error('windowDays')}>
          <TextInput
            inputMode="numeric"
            value={draft.windowDays}
            maxLength={4}
            onChange={(event) => set('windowDays')(event.target.value)}
          />
        </Field>
        <Field
          label={t('terms.depositPercent')}
          hint={t('terms.percentHint')}
          error={error('depositPercent')}
        >
          <TextInput
            inputMode="decimal"
            value={draft.depositPercent}
            maxLength={6}
            onChange={(event) => set('depositPercent')(event.target.value)}
          />
        </Field>
        <Field
          label={t('terms.stakePercent')}
          hint={t('terms.percentHint')}
          error={error('stakePercent')}
        >
          <TextInput
            inputMode="decimal"
            value={draft.stakePercent}
            maxLength={6}
            onChange={(event) => set('stakePercent')(event.target.value)}
          />
        </Field>
        <Field
          label={t('terms.minTransfer', { currency: row.currency })}
          error={error('minTransfer')}
          className="sm:col-span-2"
        >
          <TextInput
            inputMode="decimal"
            value={draft.minTransfer}
            maxLength={14}
            onChange={(event) => set('minTransfer')(event.target.value)}
          />
        </Field>
      </div>
      <Field label={t('terms.reason')} error={error('reason')}>
        <Textarea
          value={draft.reason}
          maxLength={500}
          onChange={(event) => set('reason')(event.target.value)}
        />
      </Field>
    </ConfirmDialog>
  );
}

/** The programme switch and the commission terms of every currency. */
export function SettingsSection() {
  const { t } = useTranslation('referrals');
  const canWrite = useCan('referrals.write');
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => api(adminReferralSettingsCall, { signal }),
  });
  const [switching, setSwitching] = useState(false);
  const [editing, setEditing] = useState<AdminReferralCurrencySettings | null>(null);
  const current = settings.data?.settings;
  const columns: Column<AdminReferralCurrencySettings>[] = [
    { key: 'currency', header: t('columns.currency'), cell: (row) => row.currency },
    {
      key: 'enabled',
      header: t('columns.enabled'),
      cell: (row) => (
        <StatusBadge tone={row.enabled ? 'success' : 'neutral'}>
          {row.enabled ? t('on') : t('off')}
        </StatusBadge>
      ),
    },
    {
      key: 'deposit',
      header: t('columns.deposit'),
      align: 'right',
      cell: (row) => `${percentOf(row.depositShareBp)} %`,
    },
    {
      key: 'stake',
      header: t('columns.stake'),
      align: 'right',
      cell: (row) => `${percentOf(row.stakeShareBp)} %`,
    },
    {
      key: 'window',
      header: t('columns.window'),
      align: 'right',
      cell: (row) => t('days', { count: row.windowDays }),
    },
    {
      key: 'minTransfer',
      header: t('columns.minTransfer'),
      align: 'right',
      cell: (row) => <Money minor={row.minTransfer} currency={row.currency} />,
    },
    {
      key: 'updated',
      header: t('columns.updated'),
      cell: (row) => <DateTime value={row.updatedAt} />,
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (row) =>
        canWrite ? (
          <Button size="sm" onClick={() => setEditing(row)}>
            {t('terms.edit', { currency: row.currency })}
          </Button>
        ) : null,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <Section title={t('programme.title')}>
        {settings.error ? (
          <ErrorNotice error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <StatusBadge tone={current?.enabled ? 'success' : 'neutral'}>
              {current?.enabled ? t('programme.on') : t('programme.off')}
            </StatusBadge>
            {canWrite && current && (
              <Button
                size="sm"
                variant={current.enabled ? 'danger' : 'primary'}
                onClick={() => setSwitching(true)}
              >
                {current.enabled ? t('programme.switchOff') : t('programme.switchOn')}
              </Button>
            )}
            <p className="w-full text-xs text-text-muted">{t('programme.hint')}</p>
          </div>
        )}
      </Section>
      <DataTable
        caption={t('terms.caption')}
        columns={columns}
        rows={current?.currencies}
        rowKey={(row) => row.currency}
        loading={settings.isLoading}
        onRetry={() => void settings.refetch()}
      />
      {switching && current && (
        <ReasonDialog
          open
          title={current.enabled ? t('programme.switchOff') : t('programme.switchOn')}
          description={current.enabled ? t('programme.offHint') : t('programme.onHint')}
          confirmLabel={current.enabled ? t('programme.offConfirm') : t('programme.onConfirm')}
          confirmVariant={current.enabled ? 'danger' : 'primary'}
          onOpenChange={(open) => !open && setSwitching(false)}
          onConfirm={async (reason) => {
            await api(adminReferralSwitchCall, { body: { enabled: !current.enabled, reason } });
            await client.invalidateQueries({ queryKey: SETTINGS_KEY });
          }}
        />
      )}
      {editing && <TermsDialog row={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
