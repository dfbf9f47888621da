import type { CurrencyCode } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { useReferrals } from '../api/get-referrals';
import { useReferralFormat } from './use-referral-format';

/**
 * The invited friends, newest first, five at a time (engagement §9): "Show more" appends the
 * next page (§4), and says how many are shown of how many.
 */
export function ReferralList({ currency }: { currency: CurrencyCode }) {
  const { t } = useTranslation();
  const format = useReferralFormat(currency);
  const query = useReferrals(true);

  if (query.isPending) {
    return (
      <div className="h-32 animate-pulse rounded-lg bg-surface-raised" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-text-muted">{t('referrals.list.error')}</p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  const list = query.data;
  if (list.items.length === 0) {
    return (
      <p className="text-sm text-text-muted" data-testid="referral-list-empty">
        {t('referrals.list.empty')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-border" data-testid="referral-list">
        {list.items.map((item) => (
          <li
            key={item.referralId}
            className="flex items-center justify-between gap-3 py-3"
            data-referral-id={item.referralId}
          >
            <div className="flex min-w-0 flex-col">
              <span className="truncate font-semibold">{item.name}</span>
              <span className="text-xs text-text-muted">
                {t('referrals.list.joined', { date: format.date(item.registeredAt) })}
                {' · '}
                {item.selfReferral
                  ? t('referrals.list.held')
                  : item.active
                    ? t('referrals.list.activeUntil', { date: format.date(item.activeUntil) })
                    : t('referrals.list.ended')}
              </span>
            </div>
            <div className="flex shrink-0 flex-col items-end">
              <span className="text-xs text-text-muted">{t('referrals.list.profit')}</span>
              <span className="font-bold whitespace-nowrap" data-testid="referral-profit">
                {format.money(item.profit)}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <p className="text-xs text-text-muted" data-testid="referral-list-count">
        {t('referrals.list.shown', { shown: list.items.length, total: list.total })}
      </p>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-center"
          pending={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          data-testid="referral-list-more"
        >
          {t('referrals.list.more')}
        </Button>
      ) : null}
    </div>
  );
}
