import {
  adminBonusOffersCall,
  adminBonusSettingsCall,
  adminBonusSettingsEditCall,
  type AdminBonusOffer,
  type AdminBonusState,
} from '@jackdaw/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client';
import { useKeysetList } from '../../api/keyset-list';
import { useCan } from '../../app/me';
import {
  Button,
  DataTable,
  ErrorNotice,
  FilterBar,
  LinkButton,
  Money,
  Page,
  ReasonDialog,
  Section,
  StatusBadge,
  useSearchFilters,
  type Column,
} from '../../ui';
import { BonusStateFilter, BonusValidity } from './bonus-state';
import { OfferStatus } from './offer-state';

/** The operator's switches: the sport bonus at registration, the turnover rule on withdrawals. */
function BonusSettings() {
  const { t } = useTranslation('bonus-offers');
  const canWrite = useCan('bonuses.write');
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: ['admin', 'bonus-offers', 'settings'],
    queryFn: ({ signal }) => api(adminBonusSettingsCall, { signal }),
  });
  const [change, setChange] = useState<'sportsbookEnabled' | 'turnoverRule' | null>(null);
  const current = settings.data?.settings;
  const row = (key: 'sportsbookEnabled' | 'turnoverRule') => (
    <div key={key} className="flex flex-wrap items-center gap-3">
      <span className="min-w-72 text-sm font-medium">{t(`settings.${key}`)}</span>
      <StatusBadge tone={current?.[key] ? 'success' : 'neutral'}>
        {current?.[key] ? t('settings.on') : t('settings.off')}
      </StatusBadge>
      {canWrite && current && (
        <Button size="sm" onClick={() => setChange(key)}>
          {current[key]
            ? t('settings.switchOff', { name: t(`settings.${key}`) })
            : t('settings.switchOn', { name: t(`settings.${key}`) })}
        </Button>
      )}
    </div>
  );
  return (
    <Section title={t('settings.title')}>
      {settings.error ? (
        <ErrorNotice error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="flex flex-col gap-2">
          {row('sportsbookEnabled')}
          {row('turnoverRule')}
          <p className="text-xs text-text-muted">{t('settings.hint')}</p>
        </div>
      )}
      {change && current && (
        <ReasonDialog
          open
          title={
            current[change]
              ? t('settings.switchOff', { name: t(`settings.${change}`) })
              : t('settings.switchOn', { name: t(`settings.${change}`) })
          }
          description={t(`settings.${change}Hint`)}
          confirmLabel={t('settings.confirm')}
          onOpenChange={(open) => !open && setChange(null)}
          onConfirm={async (reason) => {
            await api(adminBonusSettingsEditCall, {
              body: {
                sportsbookEnabled: current.sportsbookEnabled,
                turnoverRule: current.turnoverRule,
                [change]: !current[change],
                reason,
              },
            });
            await client.invalidateQueries({ queryKey: ['admin', 'bonus-offers', 'settings'] });
          }}
        />
      )}
    </Section>
  );
}

export function OffersList() {
  const { t } = useTranslation('bonus-offers');
  const canWrite = useCan('bonuses.write');
  const filters = useSearchFilters(['status'] as const);
  const status = filters.applied.status as AdminBonusState | undefined;
  const { rows, table } = useKeysetList({
    queryKey: ['admin', 'bonus-offers', 'list', status ?? 'all'],
    load: (cursor, signal) => api(adminBonusOffersCall, { query: { status, cursor }, signal }),
    rows: (page) => page.items,
    next: (page) => page.nextCursor,
  });
  const columns: Column<AdminBonusOffer>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      cell: (offer) => (
        <Link
          to={String(offer.id)}
          className="font-medium text-accent-strong underline-offset-2 hover:underline"
        >
          {offer.name}
        </Link>
      ),
    },
    {
      key: 'kind',
      header: t('columns.kind'),
      cell: (offer) =>
        `${t(`displayKind.${offer.displayKind}`)} · ${t(`product.${offer.product}`)}`,
    },
    {
      key: 'reward',
      header: t('columns.reward'),
      cell: (offer) =>
        offer.kind === 'deposit'
          ? `${offer.percent} %${offer.fastPercent ? ` (${offer.fastPercent} %)` : ''}`
          : t('spins', { count: offer.spinsTotal ?? 0 }),
    },
    {
      key: 'maxBonus',
      header: t('columns.maxBonus'),
      align: 'right',
      cell: (offer) =>
        offer.kind === 'deposit' && offer.amounts.USD ? (
          <Money minor={offer.amounts.USD.maxBonus} currency="USD" />
        ) : (
          '—'
        ),
    },
    {
      key: 'wager',
      header: t('columns.wager'),
      cell: (offer) =>
        t('wagerShort', { multiplier: offer.wagerMultiplier, hours: offer.wageringHours }),
    },
    {
      key: 'validity',
      header: t('columns.validity'),
      cell: (offer) => (
        <BonusValidity ns="bonus-offers" from={offer.startsAt} until={offer.endsAt} />
      ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (offer) => <OfferStatus status={offer.status} />,
    },
  ];
  return (
    <Page
      title={t('title')}
      description={t('description')}
      actions={canWrite ? <LinkButton to="new">{t('add')}</LinkButton> : undefined}
    >
      <BonusSettings />
      <FilterBar label={t('filters.label')} onApply={filters.apply} onReset={filters.reset}>
        <BonusStateFilter
          ns="bonus-offers"
          value={filters.draft.status ?? ''}
          onChange={filters.set('status')}
        />
      </FilterBar>
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={rows}
        rowKey={(offer) => offer.id}
        empty={t('empty')}
        {...table}
      />
    </Page>
  );
}
