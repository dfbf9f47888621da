import type { AdminBonusState, PromoAmounts, PromoReward } from '@jackdaw/contracts';

/*
 * The console's checks of a promo code (issue 21 "Back-office") that the contract's schema cannot
 * say alone. Pure, so they are tested without a server.
 */

export interface PromoCodeDraft {
  reward: PromoReward;
  offerId: number | null;
  amounts: PromoAmounts;
  refundPercent: number | null;
  refundDays: number | null;
  validFrom: string | null;
  validUntil: string | null;
}

/** The offer a code names, as the bonuses module describes it. */
export interface OfferBrief {
  kind: string;
  status: string;
}

const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);
/** A date the console would not mean (and PostgreSQL may not take, e.g. the year 0). */
const outOfRange = (iso: string | null) =>
  iso !== null && !(Date.parse(iso) >= EARLIEST && Date.parse(iso) < LATEST);

/**
 * The first reason a code's figures do not fit, or null. Bonus and free-spin codes grant with an
 * offer's terms (a deposit offer for bonus money, a free-spin offer for spins); money rewards need
 * their USD figure, which other currencies fall back to.
 *
 * @example promoCodeProblem({ reward: 'bonus', offerId: null, … }, null) === 'A bonus code needs …'
 */
export function promoCodeProblem(draft: PromoCodeDraft, offer: OfferBrief | null): string | null {
  const { reward } = draft;
  if ((reward === 'bonus' || reward === 'freespins') && draft.offerId === null) {
    return `A ${reward === 'bonus' ? 'bonus' : 'free-spin'} code needs the offer whose terms it grants with.`;
  }
  if (offer) {
    if (offer.status === 'ended') return 'The offer has ended: choose a running one.';
    if (reward === 'bonus' && offer.kind !== 'deposit') {
      return 'A bonus code grants with a deposit offer’s terms, not a free-spin offer’s.';
    }
    if (reward === 'freespins' && offer.kind !== 'freespins') {
      return 'A free-spin code needs a free-spin offer.';
    }
  }
  if (reward !== 'freespins' && !draft.amounts.byCurrency.USD) {
    return 'Give the USD figure: currencies without their own use the USD one.';
  }
  if (reward !== 'freespins' && draft.amounts.spins !== null) {
    return 'Only a free-spin code gives spins.';
  }
  if ((reward === 'refund') !== (draft.refundPercent !== null && draft.refundDays !== null)) {
    return reward === 'refund'
      ? 'A refund code needs its percent of net losses and its days.'
      : 'Only a refund code has a refund percent and days.';
  }
  if (reward !== 'refund' && (draft.refundPercent !== null || draft.refundDays !== null)) {
    return 'Only a refund code has a refund percent and days.';
  }
  if ([draft.validFrom, draft.validUntil].some(outOfRange)) {
    return 'Dates must fall between the years 2000 and 2200.';
  }
  if (
    draft.validFrom &&
    draft.validUntil &&
    Date.parse(draft.validUntil) <= Date.parse(draft.validFrom)
  ) {
    return 'The end must come after the start.';
  }
  return null;
}

/** Why a code cannot go from `current` to `wanted`, or null: ended is for good. */
export function codeStateProblem(current: AdminBonusState, wanted: AdminBonusState): string | null {
  if (current === 'ended') return 'The code has ended: an ended code cannot change any more.';
  if (current === wanted) return `The code is ${current} already.`;
  return null;
}
