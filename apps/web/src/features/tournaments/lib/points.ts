import type { CurrencyCode, LanguageCode, TournamentScoring } from '@jackdaw/contracts';
import { formatAmount, formatMoney } from '@jackdaw/money';

/**
 * Points as the player reads them: money of the board's currency for stake and win scoring, and
 * the best multiplier (`×12.5`) for multiplier scoring. Multiplier points are hundredths
 * (TOURNAMENT_MULTIPLIER_SCALE), the same scale as minor units, so both go through the site's
 * money formatting and the separators follow the language (engagement §9).
 */
export function formatPoints(
  points: string,
  scoring: TournamentScoring,
  currency: CurrencyCode,
  language: LanguageCode,
): string {
  if (scoring === 'multiplier') return `×${formatAmount(points, language)}`;
  return formatMoney(points, currency, language);
}
