import {
  adminPromoCodesCall,
  type AdminBonusState,
  type AdminPromoCode,
  type CurrencyCode,
} from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client';
import { useKeysetList } from '../../api/keyset-list';
import { useCan } from '../../app/me';
import {
  DataTable,
  Field,
  FilterBar,
  LinkButton,
  Money,
  Page,
  TextInput,
  useSearchFilters,
  type Column,
} from '../../ui';
import { BonusStateFilter, BonusValidity } from '../bonus-offers/bonus-state';
import { CodeStateActions, CodeStatus } from './code-state';

/** What a code gives, in a few words: its USD figure or its spins. */
export function RewardSummary({ code }: { code: AdminPromoCode }) {
  const { t } = useTranslation('promo-codes');
  const usd = code.amounts.byCurrency.USD;
  return (
    <span>
      {t(`reward.${code.reward}`)}
      {code.reward === 'freespins' && code.amounts.spins
        ? ` · ${t('spins', { count: code.amounts.spins })}`
        : null}
      {code.reward === 'refund' && code.refundPercent
        ? ` · ${t('refundShort', { percent: code.refundPercent, days: code.refundDays })}`
        : null}
      {usd ? (
        <>
          {' · '}
          <Money minor={usd} currency={'USD' as CurrencyCode} />
        </>
      ) : null}
    </span>
  );
}

export function PromoCodesList() {
  const { t } = useTranslation('promo-codes');
  const canWrite = useCan('bonuses.write');
  const filters = useSearchFilters(['status', 'q'] as const);
  const status = filters.applied.status as AdminBonusState | undefined;
  const q = filters.applied.q;
  const { rows, table } = useKeysetList({
    queryKey: ['admin', 'promo-codes', 'list', status ?? 'all', q ?? ''],
    load: (cursor, signal) => api(adminPromoCodesCall, { query: { status, q, cursor }, signal }),
    rows: (page) => page.items,
    next: (page) => page.nextCursor,
  });
  const columns: Column<AdminPromoCode>[] = [
    {
      key: 'code',
      header: t('columns.code'),
      cell: (code) => (
        <Link
          to={String(code.id)}
          className="font-mono font-medium text-accent-strong underline-offset-2 hover:underline"
        >
          {code.code}
        </Link>
      ),
    },
    { key: 'reward', header: t('columns.reward'), cell: (code) => <RewardSummary code={code} /> },
    {
      key: 'uses',
      header: t('columns.uses'),
      align: 'right',
      cell: (code) =>
        code.maxUses === null
          ? t('usesUnlimited', { uses: code.uses })
          : t('usesOf', { uses: code.uses, max: code.maxUses }),
    },
    {
      key: 'validity',
      header: t('columns.validity'),
      cell: (code) => (
        <BonusValidity ns="promo-codes" from={code.validFrom} until={code.validUntil} />
      ),
    },
    {
      key: 'for',
      header: t('columns.for'),
      cell: (code) =>
        [
          code.currencies.length ? code.currencies.join(', ') : t('allCurrencies'),
          code.countries.length ? code.countries.join(', ') : t('allCountries'),
        ].join(' · '),
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (code) => <CodeStatus status={code.status} />,
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (code) => <CodeStateActions code={code} />,
    },
  ];
  return (
    <Page
      title={t('title')}
      description={t('description')}
      actions={canWrite ? <LinkButton to="new">{t('add')}</LinkButton> : undefined}
    >
      <FilterBar label={t('filters.label')} onApply={filters.apply} onReset={filters.reset}>
        <Field label={t('filters.code')}>
          <TextInput
            value={filters.draft.q ?? ''}
            maxLength={32}
            onChange={(event) => filters.set('q')(event.target.value)}
          />
        </Field>
        <BonusStateFilter
          ns="promo-codes"
          value={filters.draft.status ?? ''}
          onChange={filters.set('status')}
        />
      </FilterBar>
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={rows}
        rowKey={(code) => code.id}
        empty={t('empty')}
        {...table}
      />
    </Page>
  );
}
