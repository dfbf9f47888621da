import { DEFAULT_LANGUAGE, parseLanguageCode, type TransactionType } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { Button } from '../../../shared/ui/button';
import { PageTitle } from '../../../shared/ui/page-title';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { useTransactions } from '../api/transactions';
import { formatDisplayDateTime } from '../lib/display-date-time';
import {
  historySystemId,
  METHOD_PARAM,
  STATUS_PARAM,
  serverStatuses,
  statusFrom,
} from '../lib/history-filter';
import { LoadProblem } from './load-problem';
import { MethodLabel } from './method-label';
import { StatusBadge } from './status-badge';
import { TransactionFilter, useHistoryFilter } from './transaction-filter';
import { WithdrawalCancel } from './withdrawal-cancel';

const tabClass =
  'rounded-full border border-border px-4 py-2 text-sm font-semibold text-text-muted aria-[current=page]:border-accent aria-[current=page]:text-accent';

/**
 * /profile/transactions (deposits), /profile/transactions/deposit and /withdrawal: the
 * player's history of one type, newest first, filtered by source, growing page by page.
 */
export function TransactionsPage({ type }: { type: TransactionType }) {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const language = parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  const { filter } = useHistoryFilter();
  const [params] = useSearchParams();
  const query = useTransactions(
    type,
    historySystemId(filter, params.get(METHOD_PARAM)),
    serverStatuses(statusFrom(params.get(STATUS_PARAM))),
  );
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const cancel = useCancelWithdrawal();

  return (
    <section className="flex flex-col gap-4">
      <PageTitle text={t('profile.transactions')} />
      <p className="text-text-muted">{t('profile.transactions.intro')}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t('profile.transactions')} className="flex gap-2">
          <NavLink
            to={localized(paths.profile.deposits)}
            aria-current={type === 'deposit' ? 'page' : undefined}
            className={tabClass}
          >
            {t('profile.transactions.deposits')}
          </NavLink>
          <NavLink
            to={localized(paths.profile.withdrawals)}
            aria-current={type === 'withdraw' ? 'page' : undefined}
            className={tabClass}
          >
            {t('profile.transactions.withdrawals')}
          </NavLink>
        </nav>
        <TransactionFilter />
      </div>

      {query.isPending ? (
        <p className="text-text-muted" role="status">
          {t('common.loading')}
        </p>
      ) : query.isError ? (
        <LoadProblem onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-card border border-border bg-surface p-6 text-center text-text-muted">
          {t('transactions.empty')}
        </p>
      ) : (
        <>
          <p className="text-sm text-text-muted">{t('transactions.count', { count: total })}</p>
          <ul className="flex flex-col gap-2" data-testid="transactions">
            {items.map((item) => (
              <li
                key={item.id}
                className="rounded-card border border-border bg-surface has-[a:hover]:border-accent"
              >
                <Link
                  to={localized(paths.profile.transaction(item.id))}
                  className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-card p-3 md:grid-cols-[1.5fr_1fr_auto_auto]"
                >
                  <MethodLabel method={item.method} />
                  <span className="text-right font-bold whitespace-nowrap md:order-3">
                    {formatMoney(item.amount, item.currencyCode, language)}
                  </span>
                  <span className="text-xs text-text-muted md:order-2 md:text-sm">
                    {formatDisplayDateTime(item.createdAt)}
                  </span>
                  <span className="justify-self-end md:order-4">
                    <StatusBadge status={item.status} />
                  </span>
                </Link>
                {item.type === 'withdraw' ? (
                  <WithdrawalCancel
                    id={item.id}
                    amount={formatMoney(item.amount, item.currencyCode, language)}
                    cancellable={item.cancellable}
                    cancel={cancel}
                  />
                ) : null}
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <Button
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              variant="secondary"
              className="self-center"
            >
              {query.isFetchingNextPage ? t('common.loading') : t('transactions.more')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
