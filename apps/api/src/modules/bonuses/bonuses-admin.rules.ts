import type { AdminBonusOfferBody, AdminBonusState } from '@jackdaw/contracts';

/*
 * The console's checks of an offer and of a status change (issue 21 "Back-office"): what the
 * contract's schema cannot say alone. Pure, so they are tested without a server.
 */

const FREESPIN_FIELDS = [
  'spinsTotal',
  'spinsParts',
  'spinsPartHours',
  'spinsGame',
  'freespinWagerMultiplier',
  'freespinWageringHours',
] as const;

const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);
/** A date the console would not mean (and PostgreSQL may not take, e.g. the year 0). */
export const outOfRange = (iso: string | null) =>
  iso !== null && !(Date.parse(iso) >= EARLIEST && Date.parse(iso) < LATEST);

/**
 * The first reason an offer's figures do not fit, or null. Every currency listed must make sense
 * on its own; USD is required because other currencies fall back to it.
 *
 * @example offerProblem({ ...offer, amounts: {} }) === 'Give the USD amounts: …'
 */
export function offerProblem(body: AdminBonusOfferBody): string | null {
  if (!body.amounts.USD) {
    return 'Give the USD amounts: currencies without their own figures use the USD ones.';
  }
  if (body.displayKind === 'deposit' && body.kind !== 'deposit') {
    return 'A deposit bonus must be of kind deposit.';
  }
  if (body.displayKind === 'freespins' && body.kind !== 'freespins') {
    return 'A free-spins bonus must be of kind freespins.';
  }
  if (body.product === 'sport' && body.kind !== 'deposit') {
    return 'A sport bonus is a deposit bonus: free spins are played in the casino.';
  }
  if (body.kind === 'deposit' && body.percent < 1) {
    return 'A deposit bonus needs a percent of at least 1.';
  }
  if ((body.fastPercent === null) !== (body.fastMinutes === null)) {
    return 'Give both the increased percent and its minutes after registration, or neither.';
  }
  if (body.fastPercent !== null && body.fastPercent < body.percent) {
    return 'The increased percent cannot be below the percent.';
  }
  if (body.kind === 'freespins') {
    const missing = FREESPIN_FIELDS.filter((field) => body[field] === null);
    if (missing.length) return `A free-spin offer needs ${missing.join(', ')}.`;
    if (body.spinsTotal! % body.spinsParts! !== 0) {
      return 'The spins must split into equal parts: the total must divide by the parts.';
    }
  }
  for (const [currency, amounts] of Object.entries(body.amounts)) {
    if (!amounts) continue;
    if (body.kind === 'deposit') {
      if (amounts.maxDeposit < 1 || amounts.maxDeposit < amounts.minDeposit) {
        return `${currency}: the maximum deposit must be at least the minimum deposit.`;
      }
      if (amounts.maxBonus < 1) return `${currency}: give the maximum bonus.`;
    } else {
      if (amounts.minDepositFreespins < 1) {
        return `${currency}: give the minimum deposit for the free spins.`;
      }
      if (amounts.winCap < 1) return `${currency}: give the free-spin winnings cap.`;
    }
  }
  if (body.maxStake && !body.maxStake.USD) {
    return 'A maximum stake needs its USD figure: other currencies use the USD one.';
  }
  if ([body.startsAt, body.endsAt].some(outOfRange)) {
    return 'Dates must fall between the years 2000 and 2200.';
  }
  if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
    return 'The end must come after the start.';
  }
  return null;
}

/**
 * Why an offer or a code cannot go from `current` to `wanted`, or null. Active and paused switch
 * back and forth; ended is for good.
 */
export function stateProblem(current: AdminBonusState, wanted: AdminBonusState): string | null {
  if (current === 'ended') return 'It has ended: an ended one cannot change any more.';
  if (current === wanted) return `It is ${current} already.`;
  return null;
}

/** Wagering progress in whole percent, 0–100 (100 when nothing is required). */
export function progressPercent(required: bigint, progress: bigint): number {
  if (required <= 0n) return 100;
  const percent = (progress * 100n) / required;
  return Number(percent > 100n ? 100n : percent);
}

const BONUS_ACCOUNTS = new Set(['bonus_casino', 'bonus_sport', 'freespin_winnings']);
const BONUS_MOVEMENTS = new Set(['bonus_grant', 'bonus_convert', 'bonus_cancel']);

/**
 * Whether a ledger entry of the player belongs to their bonuses: an entry of a bonus or free-spin
 * account, or the real side of a bonus movement (a conversion's credit).
 */
export function isBonusEntry(entry: {
  account: string;
  kind: string;
  metadata: Record<string, unknown>;
}): boolean {
  return (
    BONUS_ACCOUNTS.has(entry.account) ||
    BONUS_MOVEMENTS.has(entry.kind) ||
    entry.metadata.freeRound === true
  );
}
