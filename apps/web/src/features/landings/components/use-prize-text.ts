import type { LandingPrize } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/lib/i18n';
import type { WheelLabels } from './prize-wheel';

/** Words of a prize in the visitor's language: the wheel's segments and the prize's lines. */
export function usePrizeText(prize: LandingPrize | undefined | null) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const again = t('landing.wheel.again').split(/\s+/);
  // Two lines at most: "SPIN" / "AGAIN", whatever the number of words.
  const againLines = again.length > 2 ? [again[0] ?? '', again.slice(1).join(' ')] : again;
  if (!prize) {
    return {
      labels: { prize: [], percent: [], spins: [], again: againLines } satisfies WheelLabels,
      headline: null,
      maxAmount: null,
      freeSpins: null,
    };
  }
  const spins = prize.freeSpins;
  const labels: WheelLabels = {
    prize: [
      `${prize.percent}%`,
      ...(spins ? [t('landing.wheel.spinsShort', { count: spins.count })] : []),
    ],
    percent: [`${prize.percent}%`, t('landing.wheel.bonus')],
    spins: spins ? [String(spins.count), t('landing.wheel.freeSpins')] : [],
    again: againLines,
  };
  return {
    labels,
    headline: `${prize.percent}%`,
    maxAmount: t('landing.prize.upTo', {
      amount: formatMoney(prize.maxAmount, prize.currency, language),
    }),
    freeSpins: spins
      ? t('landing.prize.freeSpins', { count: spins.count, game: spins.game.name })
      : null,
  };
}
