import {
  DEFAULT_LANGUAGE,
  parseLanguageCode,
  type TransactionItem,
  type TransactionStatus,
} from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { Button } from '../../../shared/ui/button';
import { LATEST_TRANSACTIONS_COUNT, useLatestTransactions } from '../api/get-latest-transactions';

/**
 * The newest deposits and withdrawals, each linking to its detail page. The history's own status
 * badge, method label and time format come from the page that shows this (the transactions
 * feature's), so an item looks the same here and in the history.
 */
export function LatestTransactions({
  StatusBadge,
  MethodLabel,
  formatDateTime,
}: {
  StatusBadge: ComponentType<{ status: TransactionStatus }>;
  MethodLabel: ComponentType<{ method: TransactionItem['method'] }>;
  formatDateTime(iso: string): string;
}) {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  const localized = useLocalizedPath();
  const latest = useLatestTransactions();

  // Data already shown stays when a later refresh fails.
  if (!latest.data && latest.isError) {
    return (
      <div className="flex flex-col items-start gap-3" role="alert">
        <p>{t('transactions.loadError')}</p>
        <Button size="sm" pending={latest.isFetching} onClick={() => void latest.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!latest.data) {
    return (
      <div className="flex flex-col gap-2" role="status" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        {Array.from({ length: 3 }, (_, row) => (
          <div key={row} className="h-16 animate-pulse rounded-card bg-surface-raised" />
        ))}
      </div>
    );
  }
  if (latest.data.length === 0) {
    return <p className="text-text-muted">{t('profile.overview.noTransactions')}</p>;
  }
  return (
    <ul
      className="flex flex-col gap-2"
      data-testid="latest-transactions"
      data-count={LATEST_TRANSACTIONS_COUNT}
    >
      {latest.data.map((item) => (
        <li key={item.id} data-transaction={item.id}>
          <Link
            to={localized(paths.profile.transaction(item.id))}
            className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-card border border-border bg-surface-raised/40 p-3 hover:border-accent"
          >
            <MethodLabel method={item.method} />
            <span className="text-right font-bold whitespace-nowrap">
              {formatMoney(item.amount, item.currencyCode, language)}
            </span>
            <span className="text-xs text-text-muted">
              {t(`transactions.type.${item.type}`)} · {formatDateTime(item.createdAt)}
            </span>
            <span className="justify-self-end">
              <StatusBadge status={item.status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
