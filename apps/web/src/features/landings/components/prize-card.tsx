import type { LandingPrize } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/lib/i18n';
import { usePrizeText } from './use-prize-text';

/**
 * A landing's offer as the visitor reads it before registering (engagement §2): the headline
 * percent with its cap, the free spins and their game, the smallest deposit that opens it and,
 * for an offer with a faster percent, the minutes it holds for. The figures are the server's,
 * in the visitor's currency.
 */
export function PrizeCard({
  prize,
  line,
  compact = false,
}: {
  prize: LandingPrize | undefined;
  /** The operator's prize line (placeholders filled), shown under the figures. */
  line?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const text = usePrizeText(prize);
  if (!prize) {
    return (
      <div
        className={`w-full max-w-sm animate-pulse rounded-card bg-surface ${compact ? 'h-20' : 'h-28'}`}
        aria-hidden="true"
      />
    );
  }
  const language = currentLanguage();
  return (
    <div
      className="w-full max-w-sm rounded-card border border-accent/60 bg-surface-raised p-4 text-center"
      data-prize
    >
      <p className="flex items-baseline justify-center gap-2">
        <span className={`font-extrabold text-accent ${compact ? 'text-3xl' : 'text-4xl'}`}>
          {text.headline}
        </span>
        <span className="text-sm font-semibold">{text.maxAmount}</span>
      </p>
      {text.freeSpins ? <p className="mt-1 font-bold">+ {text.freeSpins}</p> : null}
      {line ? <p className="mt-2 text-sm text-text-muted">{line}</p> : null}
      <p className="mt-2 text-xs text-text-muted">
        {t('landing.prize.minDeposit', {
          amount: formatMoney(prize.minDeposit, prize.currency, language),
        })}
        {prize.fastMinutes !== null && prize.basePercent !== prize.percent
          ? ` · ${t('landing.prize.fast', {
              percent: prize.percent,
              minutes: prize.fastMinutes,
              base: prize.basePercent,
            })}`
          : null}
      </p>
    </div>
  );
}
