import {
  adminFreespinCampaignsCall,
  adminPlayerBonusCancelCall,
  adminPlayerBonusesCall,
  adminPlayerBonusLedgerCall,
  type AdminFreespinCampaign,
  type AdminPlayerBonus,
  type CurrencyCode,
} from '@jackdaw/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useKeysetList } from '../../api/keyset-list';
import { useCan } from '../../app/me';
import {
  Button,
  DataTable,
  DateTime,
  JsonBlock,
  Money,
  ReasonDialog,
  StatusBadge,
  type Column,
  type StatusTone,
} from '../../ui';
import { useLedgerColumns } from './player-tabs';

/*
 * The player card's Bonuses tab (issue 21): the player's grants with their wagering progress,
 * their free-spin campaigns, and the ledger entries of their bonus accounts; staff with
 * `bonuses.write` cancel a running bonus (its progress and unused bonus money are lost).
 */

const ENDED = new Set(['deactivated', 'received']);
const tones: Record<string, StatusTone> = {
  active: 'success',
  queue: 'info',
  ready_to_receive: 'info',
  await_spin: 'info',
  deactivated: 'neutral',
  received: 'neutral',
};
const money = (minor: string, currency: string) => (
  <Money minor={minor} currency={currency as CurrencyCode} />
);

function Progress({ bonus }: { bonus: AdminPlayerBonus }) {
  const { t } = useTranslation('players');
  return (
    <span className="flex min-w-40 flex-col gap-1">
      <meter
        min={0}
        max={100}
        value={bonus.progressPercent}
        className="h-2 w-full"
        aria-label={t('bonuses.progressOf', { name: bonus.name })}
      />
      <span className="text-xs">
        {bonus.progressPercent} % · {money(bonus.wagerProgress, bonus.currency)} /{' '}
        {money(bonus.wagerRequired, bonus.currency)}
      </span>
    </span>
  );
}

export function BonusesTab({ playerId }: { playerId: string }) {
  const { t } = useTranslation('players');
  const canWrite = useCan('bonuses.write');
  const client = useQueryClient();
  const [cancelling, setCancelling] = useState<AdminPlayerBonus | null>(null);
  const grants = useQuery({
    queryKey: ['admin', 'players', 'bonuses', playerId],
    queryFn: ({ signal }) => api(adminPlayerBonusesCall, { params: { id: playerId }, signal }),
  });
  const campaigns = useKeysetList({
    queryKey: ['admin', 'players', 'campaigns', playerId],
    load: (cursor, signal) =>
      api(adminFreespinCampaignsCall, { query: { userId: playerId, cursor }, signal }),
    rows: (page) => page.items,
    next: (page) => page.nextCursor,
  });
  const ledger = useKeysetList({
    queryKey: ['admin', 'players', 'bonus-ledger', playerId],
    load: (cursor, signal) =>
      api(adminPlayerBonusLedgerCall, { params: { id: playerId }, query: { cursor }, signal }),
    rows: (page) => page.items,
    next: (page) => page.nextCursor,
  });

  const grantColumns: Column<AdminPlayerBonus>[] = [
    {
      key: 'bonus',
      header: t('bonuses.bonus'),
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.name}</span>
          <span className="text-xs text-text-muted">
            #{row.id} · {t(`bonuses.source.${row.source}`, { defaultValue: row.source })} ·{' '}
            {row.product}
          </span>
          <details className="text-xs">
            <summary className="cursor-pointer text-accent">{t('bonuses.terms')}</summary>
            <span className="block">
              {t('bonuses.termsLine', {
                multiplier: row.terms.wagerMultiplier,
                hours: row.terms.wageringHours,
                payout: row.terms.payoutPercent,
              })}
            </span>
            <JsonBlock value={row.terms} className="mt-1 max-h-48 max-w-96" />
          </details>
        </span>
      ),
    },
    {
      key: 'status',
      header: t('bonuses.status'),
      cell: (row) => (
        <span className="flex flex-col gap-1">
          <StatusBadge tone={tones[row.status] ?? 'neutral'}>
            {t(`bonuses.statuses.${row.status}`, { defaultValue: row.status })}
          </StatusBadge>
          {row.endReason && (
            <span className="text-xs text-text-muted">
              {t(`bonuses.endReasons.${row.endReason}`, { defaultValue: row.endReason })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('bonuses.amount'),
      align: 'right',
      cell: (row) => money(row.amount, row.currency),
    },
    { key: 'progress', header: t('bonuses.progress'), cell: (row) => <Progress bonus={row} /> },
    {
      key: 'outcome',
      header: t('bonuses.outcome'),
      cell: (row) =>
        row.converted !== null || row.forfeited !== null ? (
          <span className="flex flex-col text-xs">
            {row.converted !== null && (
              <span>
                {t('bonuses.converted')} {money(row.converted, row.currency)}
              </span>
            )}
            {row.forfeited !== null && (
              <span>
                {t('bonuses.forfeited')} {money(row.forfeited, row.currency)}
              </span>
            )}
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'until',
      header: t('bonuses.until'),
      cell: (row) => <DateTime value={row.endedAt ?? row.validUntil} />,
    },
    {
      key: 'actions',
      header: t('bonuses.actions'),
      cell: (row) =>
        canWrite && !ENDED.has(row.status) ? (
          <Button size="sm" variant="danger" onClick={() => setCancelling(row)}>
            {t('bonuses.cancel', { id: row.id })}
          </Button>
        ) : null,
    },
  ];
  const campaignColumns: Column<AdminFreespinCampaign>[] = [
    { key: 'id', header: t('bonuses.campaign'), cell: (row) => `#${row.id} · ${row.game}` },
    {
      key: 'spins',
      header: t('bonuses.spins'),
      cell: (row) => t('bonuses.spinsOf', { played: row.spinsPlayed, total: row.spinsTotal }),
    },
    {
      key: 'wins',
      header: t('bonuses.wins'),
      align: 'right',
      cell: (row) => (
        <span>
          {money(row.winTotal, row.currency)} / {money(row.winCap, row.currency)}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('bonuses.status'),
      cell: (row) => (
        <StatusBadge>
          {t(`bonuses.campaignStatuses.${row.status}`, { defaultValue: row.status })}
        </StatusBadge>
      ),
    },
    { key: 'ends', header: t('bonuses.until'), cell: (row) => <DateTime value={row.endsAt} /> },
  ];
  const ledgerColumns = useLedgerColumns();
  return (
    <div className="flex flex-col gap-5">
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold">{t('bonuses.title')}</h2>
        <DataTable
          caption={t('bonuses.title')}
          columns={grantColumns}
          rows={grants.data?.items}
          rowKey={(row) => row.id}
          loading={grants.isFetching}
          error={grants.error}
          onRetry={() => void grants.refetch()}
          empty={t('bonuses.empty')}
        />
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold">{t('bonuses.campaigns')}</h2>
        <DataTable
          caption={t('bonuses.campaigns')}
          columns={campaignColumns}
          rows={campaigns.rows}
          rowKey={(row) => row.id}
          empty={t('bonuses.noCampaigns')}
          {...campaigns.table}
        />
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold">{t('bonuses.ledger')}</h2>
        <p className="text-xs text-text-muted">{t('bonuses.ledgerHint')}</p>
        <DataTable
          caption={t('bonuses.ledger')}
          columns={ledgerColumns}
          rows={ledger.rows}
          rowKey={(row) => row.id}
          empty={t('bonuses.noEntries')}
          {...ledger.table}
        />
      </section>
      {cancelling && (
        <ReasonDialog
          open
          title={t('bonuses.cancel', { id: cancelling.id })}
          description={t('bonuses.cancelHint')}
          confirmLabel={t('bonuses.cancelConfirm')}
          confirmVariant="danger"
          onOpenChange={(open) => !open && setCancelling(null)}
          onConfirm={async (reason) => {
            await api(adminPlayerBonusCancelCall, {
              params: { id: playerId, grantId: String(cancelling.id) },
              body: { reason },
            });
            await client.invalidateQueries({ queryKey: ['admin', 'players'] });
          }}
        />
      )}
    </div>
  );
}
