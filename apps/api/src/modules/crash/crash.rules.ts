import {
  CRASH_AUTO_MAX,
  CRASH_AUTO_MIN,
  ErrorCode,
  playBetLimits,
  type CrashHistoryEntry,
  type CrashMyBet,
  type CrashPublicBet,
  type CrashRoundState,
  type CurrencyCode,
} from '@jackdaw/contracts';
import { multiplierAt } from '@jackdaw/games';
import { AppError } from '../../lib/app-error.js';
import type { BetRow, RoundRow } from './crash.repository.js';

/**
 * The crash game's rules that need no database (pure): limits, names in the live list, what a
 * cash-out pays, and the rows as the contracts show them. The result and hash of a round are
 * shown only once it ended.
 */

/** The bet limits of a currency: the studio's (`playBetLimits`, contracts). */
export const crashBetLimits = (currency: CurrencyCode) => playBetLimits(currency);

/** Refuses an amount outside the currency's limits or an auto target outside 1.01×–10,000×. */
export function assertBetRules(
  currency: CurrencyCode,
  amount: number,
  autoCashOut: number | null,
): void {
  const { min, max } = crashBetLimits(currency);
  if (!Number.isSafeInteger(amount) || amount < min) {
    throw AppError.badRequest(`The smallest bet is ${min}.`, ErrorCode.PlayBetTooLow);
  }
  if (amount > max) {
    throw AppError.badRequest(`The largest bet is ${max}.`, ErrorCode.PlayBetTooHigh);
  }
  if (
    autoCashOut !== null &&
    (!Number.isInteger(autoCashOut) || autoCashOut < CRASH_AUTO_MIN || autoCashOut > CRASH_AUTO_MAX)
  ) {
    throw AppError.badRequest('The auto cash-out is 1.01× to 10,000×.', ErrorCode.RequestInvalid);
  }
}

/**
 * A player's name as the live list shows it: first letter, three stars, last letter ("J***n");
 * a one-letter name or none: "Player " and the last two digits of the id with stars.
 */
export function maskName(name: string | undefined, userId: number): string {
  const letters = [...(name ?? '').trim()];
  if (letters.length >= 2) return `${letters[0]}***${letters[letters.length - 1]}`;
  return `Player ***${String(userId).slice(-2)}`;
}

/** The multiplier at which an open bet is cashed out by the server at the latest. */
export const serverTarget = (bet: Pick<BetRow, 'auto_cash_out' | 'cap'>): number =>
  Math.min(bet.auto_cash_out ?? bet.cap, bet.cap);

/**
 * What a manual cash-out `elapsed` ms after take-off is made at: the multiplier counted then, or
 * the bet's own target when that was reached first (the server pays it there).
 */
export const manualCashOutAt = (
  bet: Pick<BetRow, 'auto_cash_out' | 'cap'>,
  elapsed: number,
): number => Math.min(multiplierAt(elapsed), serverTarget(bet));

export function roundState(round: RoundRow, serverNow: number = round.now): CrashRoundState {
  const ended = round.phase === 'ended';
  return {
    roundId: round.id,
    phase: round.phase,
    bettingEndsAt: round.phase === 'betting' ? Number(round.betting_ends_at) : null,
    startedAt: round.started_at === null ? null : Number(round.started_at),
    endedAt: ended && round.ended_at !== null ? Number(round.ended_at) : null,
    result: ended ? round.result : null,
    hash: ended ? round.hash : null,
    interrupted: round.interrupted,
    serverNow: Math.round(serverNow),
  };
}

export function historyEntry(round: RoundRow): CrashHistoryEntry {
  return {
    roundId: round.id,
    result: round.result,
    hash: round.hash,
    endedAt: Number(round.ended_at),
    interrupted: round.interrupted,
  };
}

export function myBet(bet: BetRow): CrashMyBet {
  return {
    betId: bet.id,
    roundId: bet.round_id,
    panel: bet.panel,
    currency: bet.currency_code,
    amount: Number(bet.amount),
    autoCashOut: bet.auto_cash_out,
    status: bet.status,
    cashedOutAt: bet.cashed_out_at,
    win: bet.win === null ? null : Number(bet.win),
    result: bet.round_result,
    createdAt: Math.round(Number(bet.created_at)),
  };
}

export function publicBet(bet: BetRow): CrashPublicBet {
  return {
    betId: bet.id,
    player: bet.player,
    currency: bet.currency_code,
    amount: Number(bet.amount),
    panel: bet.panel,
    cashedOutAt: bet.status === 'cashed' ? bet.cashed_out_at : null,
    win: bet.status === 'cashed' && bet.win !== null ? Number(bet.win) : null,
  };
}
