import {
  BONUS_DEFAULT_CONTRIBUTIONS,
  type BonusCategory,
  type BonusTerms,
} from '@jackdaw/contracts';

/*
 * Bonus wagering, pure (engagement §4 "Bonus account lifecycle", §9 "Turnover contribution" and
 * "Payout coefficient"). The stake hook (stake-hook.ts) and the grants (grants.ts) apply these
 * rules in the bet's transaction; the property tests (wagering.test.ts) hold them to their word.
 */

/** Percent of a stake in `category` that counts towards wagering, by the grant's own terms. */
export function contributionOf(
  terms: Pick<BonusTerms, 'contributions'>,
  category: BonusCategory,
  excluded = false,
): number {
  if (excluded) return 0;
  const percent = terms.contributions[category] ?? BONUS_DEFAULT_CONTRIBUTIONS[category] ?? 0;
  return Math.max(0, Math.min(100, Math.trunc(percent)));
}

/**
 * What a stake adds to the progress: stake × contribution / 100, rounded towards zero. A bet's
 * rollback (negative stake) takes back what its bet added.
 */
export function wagerOf(stake: bigint, contribution: number): bigint {
  return (stake * BigInt(contribution)) / 100n;
}

/** Progress after a stake: never below zero. */
export function nextProgress(progress: bigint, added: bigint): bigint {
  const next = progress + added;
  return next < 0n ? 0n : next;
}

/** The total wagering a grant asks for: amount × multiplier. */
export const wagerRequiredOf = (amount: bigint, multiplier: number): bigint =>
  amount * BigInt(Math.max(0, Math.trunc(multiplier)));

/** Wagering is met once the progress reaches the requirement (never before). */
export const isMet = (progress: bigint, required: bigint): boolean => progress >= required;

/** The transferable amount: bonus × payout coefficient (percent, 100 = coefficient 1). */
export const transferableOf = (amount: bigint, payoutPercent: number): bigint =>
  (amount * BigInt(Math.max(0, Math.min(100, Math.trunc(payoutPercent))))) / 100n;

/**
 * The end of a met bonus: min(bonus balance, bonus × coefficient) moves to real money; the rest
 * of the bonus balance goes back to the house's bonus expense.
 */
export function conversionOf(
  balance: bigint,
  amount: bigint,
  payoutPercent: number,
): { toReal: bigint; forfeit: bigint } {
  const cap = transferableOf(amount, payoutPercent);
  const safe = balance < 0n ? 0n : balance;
  const toReal = safe < cap ? safe : cap;
  return { toReal, forfeit: safe - toReal };
}

/** Progress in percent for a card (0–100, rounded down). */
export function progressPercent(progress: bigint, required: bigint): number {
  if (required <= 0n) return 100;
  const percent = (progress * 100n) / required;
  return Number(percent > 100n ? 100n : percent);
}

/**
 * A game's contribution category from its catalogue categories (slugs of GAME_CATEGORIES), when
 * the game has no `bonus_category` of its own: the first slug that maps, else `other`.
 */
const CATALOGUE_TO_BONUS: Record<string, BonusCategory> = {
  slots: 'slots',
  'table-games': 'table',
  lottery: 'lottery',
  'video-poker': 'video_poker',
  roulette: 'roulette',
  'black-jack': 'blackjack',
  'scratch-cards': 'scratch',
  poker: 'poker',
  bingo: 'bingo',
  baccara: 'baccarat',
  keno: 'keno',
  'live-casino': 'live_casino',
  crash: 'crash',
  'instant-games': 'crash',
  arcade: 'other',
  'asian-games': 'table',
};

export function categoryFromCatalogue(slugs: readonly string[]): BonusCategory {
  for (const slug of slugs) {
    const category = CATALOGUE_TO_BONUS[slug];
    if (category) return category;
  }
  return 'other';
}
