import {
  adminPaymentsCall,
  CURRENCY_CODES,
  PAYMENT_STATES,
  type AdminPayment,
  type AdminPaymentsQuery,
} from '@jackdaw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../../api/client';
import { useKeysetList } from '../../api/keyset-list';
import {
  DataTable,
  DateTime,
  Field,
  FilterBar,
  Select,
  TextInput,
  useSearchFilters,
  utcInstant,
  type Column,
} from '../../ui';
import { amountOf, PaymentStatus, PlayerLink } from './payment-parts';

const FILTER_KEYS = [
  'status',
  'kind',
  'provider',
  'method',
  'currency',
  'minAmount',
  'maxAmount',
  'from',
  'to',
  'userId',
] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type Filters = Partial<Record<FilterKey, string>>;

const digits = /^\d{1,19}$/;
function invalid(filters: Filters): 'range' | 'amount' | null {
  const from = utcInstant(filters.from);
  const to = utcInstant(filters.to);
  if (from && to && from > to) return 'range';
  const { minAmount, maxAmount } = filters;
  if ((minAmount && !digits.test(minAmount)) || (maxAmount && !digits.test(maxAmount)))
    return 'amount';
  if (minAmount && maxAmount && BigInt(minAmount) > BigInt(maxAmount)) return 'amount';
  return null;
}

function toQuery(filters: Filters): AdminPaymentsQuery {
  return {
    status: (filters.status || undefined) as AdminPaymentsQuery['status'],
    kind: (filters.kind || undefined) as AdminPaymentsQuery['kind'],
    provider: filters.provider || undefined,
    method: filters.method || undefined,
    currency: (filters.currency || undefined) as AdminPaymentsQuery['currency'],
    minAmount: filters.minAmount || undefined,
    maxAmount: filters.maxAmount || undefined,
    from: utcInstant(filters.from),
    to: utcInstant(filters.to),
    userId: filters.userId || undefined,
  };
}

/** The payments search: filters in the URL, newest first, "load more" by keyset. */
export function PaymentSearch() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const filters = useSearchFilters(FILTER_KEYS, { tab: 'search' });
  const { applied, draft, set } = filters;
  const [problem, setProblem] = useState<'range' | 'amount' | null>(null);
  const search = useKeysetList({
    queryKey: ['admin', 'payments', 'search', applied],
    load: (cursor, signal) =>
      api(adminPaymentsCall, { query: { ...toQuery(applied), cursor }, signal }),
    rows: (page) => page.items,
    next: (page) => page.nextCursor,
    enabled: invalid(applied) === null,
  });
  const apply = () => {
    const found = invalid(draft);
    setProblem(found);
    if (!found) filters.apply();
  };
  const reset = () => {
    setProblem(null);
    filters.reset();
  };

  const columns: Column<AdminPayment>[] = [
    {
      key: 'id',
      header: t('search.id'),
      cell: (row) => (
        <Link
          to={row.id}
          className="font-mono text-[13px] text-accent underline-offset-2 hover:underline"
          aria-label={t('queue.open', { id: row.id })}
          onClick={(event) => event.stopPropagation()}
        >
          {row.id.slice(0, 8)}
        </Link>
      ),
    },
    { key: 'time', header: t('search.time'), cell: (row) => <DateTime value={row.createdAt} /> },
    { key: 'player', header: t('queue.player'), cell: (row) => <PlayerLink id={row.userId} /> },
    { key: 'kind', header: t('search.kind'), cell: (row) => t(`kind.${row.kind}`) },
    {
      key: 'status',
      header: t('search.status'),
      cell: (row) => <PaymentStatus status={row.status} />,
    },
    { key: 'amount', header: t('queue.amount'), align: 'right', cell: amountOf },
    {
      key: 'method',
      header: t('queue.method'),
      cell: (row) => <code className="font-mono text-[13px]">{row.methodCode}</code>,
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <FilterBar label={t('search.filters')} onApply={apply} onReset={reset}>
        <Field label={t('search.status')}>
          <Select
            value={draft.status ?? ''}
            onChange={(event) => set('status')(event.target.value)}
            options={[
              { value: '', label: t('search.anyStatus') },
              ...PAYMENT_STATES.map((value) => ({ value, label: t(`status.${value}`) })),
            ]}
          />
        </Field>
        <Field label={t('search.kind')}>
          <Select
            value={draft.kind ?? ''}
            onChange={(event) => set('kind')(event.target.value)}
            options={[
              { value: '', label: t('search.anyKind') },
              { value: 'deposit', label: t('kind.deposit') },
              { value: 'withdrawal', label: t('kind.withdrawal') },
            ]}
          />
        </Field>
        <Field label={t('search.provider')}>
          <TextInput
            value={draft.provider ?? ''}
            maxLength={40}
            placeholder="paykassma"
            onChange={(event) => set('provider')(event.target.value.trim().toLowerCase())}
          />
        </Field>
        <Field label={t('search.method')}>
          <TextInput
            value={draft.method ?? ''}
            maxLength={80}
            placeholder="pm.paykassma.upi"
            onChange={(event) => set('method')(event.target.value.trim())}
          />
        </Field>
        <Field label={t('search.currency')}>
          <Select
            value={draft.currency ?? ''}
            onChange={(event) => set('currency')(event.target.value)}
            options={[
              { value: '', label: t('search.anyCurrency') },
              ...CURRENCY_CODES.map((code) => ({ value: code, label: code })),
            ]}
          />
        </Field>
        <Field label={t('search.minAmount')}>
          <TextInput
            inputMode="numeric"
            value={draft.minAmount ?? ''}
            maxLength={19}
            onChange={(event) => set('minAmount')(event.target.value.trim())}
          />
        </Field>
        <Field
          label={t('search.maxAmount')}
          error={problem === 'amount' ? t('search.amountInvalid') : undefined}
        >
          <TextInput
            inputMode="numeric"
            value={draft.maxAmount ?? ''}
            maxLength={19}
            onChange={(event) => set('maxAmount')(event.target.value.trim())}
          />
        </Field>
        <Field label={t('search.from')}>
          <TextInput
            type="datetime-local"
            value={draft.from ?? ''}
            onChange={(event) => set('from')(event.target.value)}
          />
        </Field>
        <Field
          label={t('search.to')}
          error={problem === 'range' ? t('search.rangeInvalid') : undefined}
        >
          <TextInput
            type="datetime-local"
            value={draft.to ?? ''}
            onChange={(event) => set('to')(event.target.value)}
          />
        </Field>
        <Field label={t('search.userId')}>
          <TextInput
            inputMode="numeric"
            value={draft.userId ?? ''}
            maxLength={10}
            onChange={(event) => set('userId')(event.target.value.replace(/\D/g, ''))}
          />
        </Field>
      </FilterBar>
      <DataTable
        caption={t('search.caption')}
        columns={columns}
        rows={search.rows}
        rowKey={(row) => row.id}
        {...search.table}
        empty={t('search.empty')}
        onRowClick={(row) => void navigate(row.id)}
      />
    </div>
  );
}
