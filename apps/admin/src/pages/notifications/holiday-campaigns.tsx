import {
  adminHolidayCampaignCreateCall,
  adminHolidayCampaignsCall,
  adminHolidayCampaignUpdateCall,
  type AdminHolidayCampaignBody,
  type CallResponse,
} from '@jackdaw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useCan } from '../../app/me';
import {
  Button,
  DataTable,
  DateTime,
  ErrorNotice,
  Field,
  Modal,
  ModalClose,
  Section,
  StatusBadge,
  TextInput,
  type Column,
} from '../../ui';
import { campaignBodyOf, campaignDraftOf, type CampaignDraft } from './campaign-draft';

type Campaign = CallResponse<typeof adminHolidayCampaignsCall>['items'][number];
const campaignsKey = ['admin', 'notifications', 'holiday-campaigns'] as const;

/** The holiday campaigns behind the independence popups: the list, and create or edit one. */
export function HolidayCampaigns() {
  const { t } = useTranslation('notifications');
  const canWrite = useCan('notifications.write');
  const campaigns = useQuery({
    queryKey: campaignsKey,
    queryFn: ({ signal }) => api(adminHolidayCampaignsCall, { signal }),
  });
  // null: closed; 'new': a new campaign; else the campaign being edited.
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null);
  const columns: Column<Campaign>[] = [
    {
      key: 'name',
      header: t('campaigns.name'),
      cell: (row) => <span className="font-medium">{row.name}</span>,
    },
    { key: 'country', header: t('campaigns.country'), cell: (row) => row.country },
    {
      key: 'announceFrom',
      header: t('campaigns.announceFrom'),
      cell: (row) => <DateTime value={row.announceFrom} />,
    },
    {
      key: 'startsAt',
      header: t('campaigns.startsAt'),
      cell: (row) => <DateTime value={row.startsAt} />,
    },
    {
      key: 'endsAt',
      header: t('campaigns.endsAt'),
      cell: (row) => <DateTime value={row.endsAt} />,
    },
    {
      key: 'finalHours',
      header: t('campaigns.finalHours'),
      align: 'right',
      cell: (row) => t('campaigns.hours', { count: row.finalHours }),
    },
    {
      key: 'percent',
      header: t('campaigns.percent'),
      align: 'right',
      cell: (row) => (row.percent === null ? '—' : `${row.percent} %`),
    },
    {
      key: 'active',
      header: t('campaigns.state'),
      cell: (row) => (
        <StatusBadge tone={row.active ? 'success' : 'neutral'}>
          {row.active ? t('campaigns.active') : t('campaigns.inactive')}
        </StatusBadge>
      ),
    },
    ...(canWrite
      ? [
          {
            key: 'edit',
            header: t('campaigns.actions'),
            cell: (row: Campaign) => (
              <Button size="sm" onClick={() => setEditing(row)}>
                {t('campaigns.edit', { name: row.name })}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Section
      title={t('campaigns.title')}
      actions={
        canWrite ? (
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('campaigns.add')}
          </Button>
        ) : undefined
      }
    >
      <p className="mb-3 text-xs text-text-muted">{t('campaigns.hint')}</p>
      <DataTable
        caption={t('campaigns.title')}
        columns={columns}
        rows={campaigns.data?.items}
        rowKey={(row) => row.id}
        loading={campaigns.isLoading}
        error={campaigns.error}
        onRetry={() => void campaigns.refetch()}
        empty={t('campaigns.empty')}
      />
      {editing !== null && (
        <CampaignDialog
          campaign={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Section>
  );
}

function CampaignDialog({ campaign, onClose }: { campaign: Campaign | null; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const client = useQueryClient();
  const [draft, setDraft] = useState<CampaignDraft>(() => campaignDraftOf(campaign));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: AdminHolidayCampaignBody) =>
      campaign
        ? api(adminHolidayCampaignUpdateCall, { params: { id: String(campaign.id) }, body })
        : api(adminHolidayCampaignCreateCall, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: campaignsKey });
      onClose();
    },
  });
  const set = (key: Exclude<keyof CampaignDraft, 'active'>) => (value: string) =>
    setDraft((old) => ({ ...old, [key]: value }));
  const field = (
    key: Exclude<keyof CampaignDraft, 'active'>,
    props: { type?: string; maxLength?: number; hint?: string; inputMode?: 'numeric' } = {},
  ) => (
    <Field label={t(`campaigns.${key}`)} hint={props.hint} error={errors[key]}>
      <TextInput
        type={props.type ?? 'text'}
        maxLength={props.maxLength}
        inputMode={props.inputMode}
        value={draft[key]}
        onChange={(event) => set(key)(event.target.value)}
      />
    </Field>
  );
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={campaign ? t('campaigns.editTitle', { name: campaign.name }) : t('campaigns.newTitle')}
      description={t('campaigns.formHint')}
      className="max-h-[90vh] w-[min(44rem,calc(100vw-2rem))] overflow-y-auto"
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const read = campaignBodyOf(draft);
          if (read.errors) {
            setErrors(
              Object.fromEntries(
                Object.entries(read.errors).map(([key, problem]) => [
                  key,
                  t(`campaigns.errors.${problem}`),
                ]),
              ),
            );
            return;
          }
          setErrors({});
          save.mutate(read.body);
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          {field('name', { maxLength: 80 })}
          {field('country', { maxLength: 2, hint: t('campaigns.countryHint') })}
          {field('announceFrom', { type: 'datetime-local', hint: t('campaigns.announceHint') })}
          {field('startsAt', { type: 'datetime-local' })}
          {field('endsAt', { type: 'datetime-local' })}
          {field('finalHours', { inputMode: 'numeric', hint: t('campaigns.finalHint') })}
          {field('percent', { inputMode: 'numeric', hint: t('campaigns.percentHint') })}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.active}
            onChange={(event) => setDraft((old) => ({ ...old, active: event.target.checked }))}
          />
          {t('campaigns.activeLabel')}
        </label>
        {save.error ? <ErrorNotice error={save.error} /> : null}
        <div className="flex justify-end gap-2">
          <ModalClose>
            <Button disabled={save.isPending}>{t('campaigns.cancel')}</Button>
          </ModalClose>
          <Button type="submit" variant="primary" busy={save.isPending}>
            {t('campaigns.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
