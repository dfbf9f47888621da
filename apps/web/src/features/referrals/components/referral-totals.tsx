import type { ReferralSummaryResponse } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { useReferralFormat } from './use-referral-format';

/** The referral balance, the commission ever earned and the number of friends. */
export function ReferralTotals({ summary }: { summary: ReferralSummaryResponse }) {
  const { t } = useTranslation();
  const format = useReferralFormat(summary.currency);
  const totals = [
    { key: 'balance', label: t('referrals.totals.balance'), value: format.money(summary.balance) },
    {
      key: 'earned',
      label: t('referrals.totals.earned'),
      value: format.money(summary.totalEarned),
    },
    { key: 'friends', label: t('referrals.totals.friends'), value: String(summary.referralsCount) },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2" data-testid="invite-totals">
      {totals.map((total) => (
        <div key={total.key} className="min-w-0 rounded-lg bg-surface-raised p-3">
          <dt className="text-xs leading-tight text-text-muted">{total.label}</dt>
          <dd
            className="mt-1 truncate font-bold whitespace-nowrap"
            data-testid={`invite-total-${total.key}`}
          >
            {total.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
