import type { ReferralSummaryResponse } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { useReferralFormat } from './use-referral-format';

/** How the programme works, with the shares, window and minimum in force for the currency. */
export function ProgrammeTerms({ summary }: { summary: ReferralSummaryResponse }) {
  const { t } = useTranslation();
  const format = useReferralFormat(summary.currency);
  const steps = [
    t('referrals.how.share'),
    t('referrals.how.register'),
    t('referrals.how.earn', {
      deposit: format.share(summary.depositShareBp),
      stake: format.share(summary.stakeShareBp),
      days: summary.windowDays,
    }),
    t('referrals.how.transfer', { min: format.money(summary.minTransfer) }),
  ];
  return (
    <ol className="flex flex-col gap-3" data-testid="invite-terms">
      {steps.map((step, index) => (
        <li key={index} className="flex gap-3 text-sm">
          <span
            className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-surface-raised font-bold text-accent"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <span className="pt-1">{step}</span>
        </li>
      ))}
    </ol>
  );
}
