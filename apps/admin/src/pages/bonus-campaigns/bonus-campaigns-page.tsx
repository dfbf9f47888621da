import {
  ADMIN_CAMPAIGN_STATES,
  adminFreespinCampaignEndCall,
  adminFreespinCampaignsCall,
  type AdminFreespinCampaign,
  type CurrencyCode,
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
  Money,
  Page,
  ReasonDialog,
  Select,
  StatusBadge,
  TextInput,
  useSearchFilters,
  type Column,
} from '../../ui';

type Status = AdminFreespinCampaign['status'];
const tones = {
  await_spin: 'info',
  finished: 'success',
  cancelled: 'neutral',
  expired: 'warning',
} as const;
const digits = (value: string | undefined) =>
  value && /^\d{1,10}$/.test(value) ? value : undefined;

export default function BonusCampaignsPage() {
  const { t } = useTranslation('bonus-campaigns');
  const canWrite = useCan('bonuses.write');
  const client = useQueryClient();
  const filters = useSearchFilters(['userId', 'status', 'offerId'] as const);
  const query = {
    userId: digits(filters.applied.userId),
    offerId: digits(filters.applied.offerId),
    status: filters.applied.status as Status | undefined,
  };
  const { rows, table } = useKeysetList({
    queryKey: ['admin', 'bonus-campaigns', query],
    load: (cursor, signal) =>
      api(adminFreespinCampaignsCall, { query: { ...query, cursor }, signal }),
    rows: (page) => page.items,
    next: (page) => page.nextCursor,
  });
  const [ending, setEnding] = useState<AdminFreespinCampaign | null>(null);
  const money = (minor: string, currency: string) => (
    <Money minor={minor} currency={currency as CurrencyCode} />
  );
  const columns: Column<AdminFreespinCampaign>[] = [
    { key: 'id', header: t('columns.id'), cell: (row) => `#${row.id}` },
    {
      key: 'player',
      header: t('columns.player'),
      cell: (row) => (
        <Link to={`/players/${row.userId}`} className="text-accent-strong hover:underline">
          {t('player', { id: row.userId })}
        </Link>
      ),
    },
    {
      key: 'game',
      header: t('columns.game'),
      cell: (row) => (
        <span className="flex flex-col">
          <code className="font-mono text-[13px]">{row.game}</code>
          <span className="text-xs text-text-muted">
            {t('bet')} {money(row.bet, row.currency)}
          </span>
        </span>
      ),
    },
    {
      key: 'spins',
      header: t('columns.spins'),
      cell: (row) => (
        <span className="flex flex-col">
          <span>{t('spinsOf', { played: row.spinsPlayed, total: row.spinsTotal })}</span>
          <span className="text-xs text-text-muted">
            {row.parts.map((part) => `${part.played}/${part.spins}`).join(' · ')}
          </span>
        </span>
      ),
    },
    {
      key: 'wins',
      header: t('columns.wins'),
      align: 'right',
      cell: (row) => (
        <span>
          {money(row.winTotal, row.currency)} / {money(row.winCap, row.currency)}
        </span>
      ),
    },
    {
      key: 'source',
      header: t('columns.source'),
      cell: (row) =>
        [
          t(`source.${row.source}`, { defaultValue: row.source }),
          row.offerId ? t('offer', { id: row.offerId }) : null,
          row.grantId ? t('grant', { id: row.grantId }) : null,
        ]
          .filter(Boolean)
          .join(' · '),
    },
    { key: 'ends', header: t('columns.ends'), cell: (row) => <DateTime value={row.endsAt} /> },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => (
        <StatusBadge tone={tones[row.status]}>{t(`status.${row.status}`)}</StatusBadge>
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (row) =>
        canWrite && row.status === 'await_spin' ? (
          <Button size="sm" variant="danger" onClick={() => setEnding(row)}>
            {t('end', { id: row.id })}
          </Button>
        ) : null,
    },
  ];
  return (
    <Page title={t('title')} description={t('description')}>
      <FilterBar label={t('filters.label')} onApply={filters.apply} onReset={filters.reset}>
        <Field label={t('filters.player')}>
          <TextInput
            inputMode="numeric"
            value={filters.draft.userId ?? ''}
            onChange={(event) => filters.set('userId')(event.target.value)}
          />
        </Field>
        <Field label={t('columns.status')}>
          <Select
            value={filters.draft.status ?? ''}
            onChange={(event) => filters.set('status')(event.target.value)}
            options={[
              { value: '', label: t('filters.any') },
              ...ADMIN_CAMPAIGN_STATES.map((value) => ({ value, label: t(`status.${value}`) })),
            ]}
          />
        </Field>
        <Field label={t('filters.offer')}>
          <TextInput
            inputMode="numeric"
            value={filters.draft.offerId ?? ''}
            onChange={(event) => filters.set('offerId')(event.target.value)}
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
      {ending && (
        <ReasonDialog
          open
          title={t('end', { id: ending.id })}
          description={t('endHint')}
          confirmLabel={t('endConfirm')}
          confirmVariant="danger"
          onOpenChange={(open) => !open && setEnding(null)}
          onConfirm={async (reason) => {
            await api(adminFreespinCampaignEndCall, {
              params: { id: String(ending.id) },
              body: { reason },
            });
            await client.invalidateQueries({ queryKey: ['admin', 'bonus-campaigns'] });
            await client.invalidateQueries({ queryKey: ['admin', 'players'] });
          }}
        />
      )}
    </Page>
  );
}
