import {
  adminReferrersCall,
  CURRENCY_CODES,
  type AdminReferrer,
  type CurrencyCode,
} from '@jackdaw/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client';
import { DataTable, Field, Money, Select, type Column } from '../../ui';

/** The 50 referrers who earned most, in one currency or all (amounts stay in their currency). */
export function TopReferrers() {
  const { t } = useTranslation('referrals');
  const [currency, setCurrency] = useState<CurrencyCode | ''>('');
  const top = useQuery({
    queryKey: ['admin', 'referrals', 'top', currency],
    queryFn: ({ signal }) =>
      api(adminReferrersCall, { query: { currency: currency || undefined }, signal }),
  });
  const columns: Column<AdminReferrer>[] = [
    {
      key: 'player',
      header: t('columns.referrer'),
      cell: (row) => (
        <Link
          to={`/players/${row.userId}`}
          className="flex flex-col text-accent-strong hover:underline"
        >
          <span>{row.email ?? t('player', { id: row.userId })}</span>
          <span className="text-xs text-text-muted">{t('player', { id: row.userId })}</span>
        </Link>
      ),
    },
    {
      key: 'code',
      header: t('columns.code'),
      cell: (row) => <span className="font-mono">{row.code || '—'}</span>,
    },
    {
      key: 'referrals',
      header: t('columns.referrals'),
      align: 'right',
      cell: (row) => row.referrals,
    },
    {
      key: 'earned',
      header: t('columns.earned'),
      align: 'right',
      cell: (row) => <Money minor={row.earned} currency={row.currency} />,
    },
    {
      key: 'balance',
      header: t('columns.balance'),
      align: 'right',
      cell: (row) => <Money minor={row.balance} currency={row.currency} />,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="max-w-56">
        <Field label={t('columns.currency')}>
          <Select
            value={currency}
            onChange={(event) => setCurrency(event.target.value as CurrencyCode | '')}
            options={[
              { value: '', label: t('allCurrencies') },
              ...CURRENCY_CODES.map((code) => ({ value: code, label: code })),
            ]}
          />
        </Field>
      </div>
      <DataTable
        caption={t('top.caption')}
        columns={columns}
        rows={top.data?.items}
        rowKey={(row) => `${row.userId}-${row.currency}`}
        loading={top.isLoading}
        error={top.error}
        onRetry={() => void top.refetch()}
        empty={t('top.empty')}
      />
    </div>
  );
}
