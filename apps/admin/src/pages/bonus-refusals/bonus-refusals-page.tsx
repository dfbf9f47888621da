import {
  ADMIN_REFUSAL_STATES,
  adminBonusRefusalReviewCall,
  adminBonusRefusalsCall,
  type AdminBonusRefusal,
} from '@jackdaw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client';
import { useKeysetList } from '../../api/keyset-list';
import { useCan } from '../../app/me';
import {
  Button,
  DataTable,
  DateTime,
  Field,
  FilterBar,
  Page,
  ReasonDialog,
  Select,
  StatusBadge,
  useSearchFilters,
  type Column,
} from '../../ui';

type State = AdminBonusRefusal['status'];
type Decision = 'upheld' | 'overturned';
const tones = { open: 'warning', upheld: 'neutral', overturned: 'info' } as const;

function Account({ id, email }: { id: number; email: string | null }) {
  const { t } = useTranslation('bonus-refusals');
  return (
    <Link to={`/players/${id}`} className="flex flex-col text-accent-strong hover:underline">
      <span>{email ?? t('player', { id })}</span>
      <span className="text-xs text-text-muted">{t('player', { id })}</span>
    </Link>
  );
}

/** Grants refused as a second bonus of the same person, for a staff member to decide. */
export default function BonusRefusalsPage() {
  const { t } = useTranslation('bonus-refusals');
  const canWrite = useCan('bonuses.write');
  const client = useQueryClient();
  const filters = useSearchFilters(['status'] as const);
  const status = (filters.applied.status as State | undefined) ?? 'open';
  const { rows, table } = useKeysetList({
    queryKey: ['admin', 'bonus-refusals', status],
    load: (cursor, signal) => api(adminBonusRefusalsCall, { query: { status, cursor }, signal }),
    rows: (page) => page.items,
    next: (page) => page.nextCursor,
  });
  const [deciding, setDeciding] = useState<{
    refusal: AdminBonusRefusal;
    decision: Decision;
  } | null>(null);
  const columns: Column<AdminBonusRefusal>[] = [
    { key: 'at', header: t('columns.at'), cell: (row) => <DateTime value={row.createdAt} /> },
    {
      key: 'player',
      header: t('columns.player'),
      cell: (row) => <Account id={row.userId} email={row.email} />,
    },
    {
      key: 'bonus',
      header: t('columns.bonus'),
      cell: (row) =>
        [
          t(`source.${row.source}`, { defaultValue: row.source }),
          row.offerId ? t('offer', { id: row.offerId }) : null,
          row.promoCodeId ? t('code', { id: row.promoCodeId }) : null,
        ]
          .filter(Boolean)
          .join(' · '),
    },
    {
      key: 'matchedOn',
      header: t('columns.matchedOn'),
      cell: (row) => t(`matchedOn.${row.matchedOn}`),
    },
    {
      key: 'matched',
      header: t('columns.matched'),
      cell: (row) => <Account id={row.matchedUserId} email={row.matchedEmail} />,
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => (
        <span className="flex flex-col gap-1">
          <StatusBadge tone={tones[row.status]}>{t(`status.${row.status}`)}</StatusBadge>
          {row.note && <span className="text-xs text-text-muted">{row.note}</span>}
          {row.reviewedAt && (
            <span className="text-xs text-text-muted">
              <DateTime value={row.reviewedAt} />
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (row) =>
        canWrite && row.status === 'open' ? (
          <span className="flex gap-2">
            <Button size="sm" onClick={() => setDeciding({ refusal: row, decision: 'upheld' })}>
              {t('uphold', { id: row.id })}
            </Button>
            <Button size="sm" onClick={() => setDeciding({ refusal: row, decision: 'overturned' })}>
              {t('overturn', { id: row.id })}
            </Button>
          </span>
        ) : null,
    },
  ];
  return (
    <Page title={t('title')} description={t('description')}>
      <FilterBar label={t('filters.label')} onApply={filters.apply} onReset={filters.reset}>
        <Field label={t('columns.status')}>
          <Select
            value={filters.draft.status ?? 'open'}
            onChange={(event) => filters.set('status')(event.target.value)}
            options={ADMIN_REFUSAL_STATES.map((value) => ({ value, label: t(`status.${value}`) }))}
          />
        </Field>
      </FilterBar>
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={t('empty')}
        {...table}
      />
      {deciding && (
        <ReasonDialog
          open
          title={t(deciding.decision === 'upheld' ? 'uphold' : 'overturn', {
            id: deciding.refusal.id,
          })}
          description={t(deciding.decision === 'upheld' ? 'upholdHint' : 'overturnHint')}
          confirmLabel={t(deciding.decision === 'upheld' ? 'upholdConfirm' : 'overturnConfirm')}
          onOpenChange={(open) => !open && setDeciding(null)}
          onConfirm={async (note) => {
            await api(adminBonusRefusalReviewCall, {
              params: { id: String(deciding.refusal.id) },
              body: { decision: deciding.decision, note },
            });
            await client.invalidateQueries({ queryKey: ['admin', 'bonus-refusals'] });
          }}
        />
      )}
    </Page>
  );
}
