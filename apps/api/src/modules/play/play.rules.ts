import {
  ErrorCode,
  playBetLimits,
  type CurrencyCode,
  type PlayFreeSpins,
  type PlayGameConfig,
} from '@jackdaw/contracts';
import { findSlotTitle, type FreeSpinsState, type SlotTitle } from '@jackdaw/games';
import { AppError } from '../../lib/app-error.js';

/**
 * The bet rules of a slot (pure, tested without a server). A bet is a whole number of minor
 * units within the currency's limits and a multiple of the lines played (lines titles) or of
 * the ways divisor, so that every win is exact (packages/games README "Amounts").
 */

/** Lines played for a request: all of the title's lines by default; null for ways titles. */
export function linesFor(title: SlotTitle, requested: number | undefined): number | null {
  if (title.pay.kind === 'ways') {
    if (requested !== undefined) {
      throw AppError.badRequest(
        'This game pays ways and takes no lines.',
        ErrorCode.PlayLinesInvalid,
      );
    }
    return null;
  }
  const lines = requested ?? title.pay.lines.length;
  if (lines < title.pay.minLines || lines > title.pay.lines.length) {
    throw AppError.badRequest(
      `Lines must be ${title.pay.minLines} to ${title.pay.lines.length}.`,
      ErrorCode.PlayLinesInvalid,
    );
  }
  return lines;
}

/** The step a bet must be a multiple of. */
export const betStep = (title: SlotTitle, lines: number | null): number =>
  title.pay.kind === 'ways' ? title.pay.betDivisor : (lines ?? title.pay.lines.length);

/** The currency's limits narrowed to the multiples of `step`. */
export function betLimits(currency: CurrencyCode, step: number) {
  const { min, max } = playBetLimits(currency);
  return { min: Math.ceil(min / step) * step, max: Math.floor(max / step) * step, step };
}

/**
 * A title's smallest bet on all its lines in a currency (a free-spin campaign's bet).
 */
export function minBetOf(titleId: string, currency: CurrencyCode): number {
  const title = findSlotTitle(titleId);
  if (!title) throw new Error(`unknown slot title ${titleId}`);
  return betLimits(currency, betStep(title, linesFor(title, undefined))).min;
}

/** Checks a bet; answers the lines it plays. */
export function checkBet(
  title: SlotTitle,
  currency: CurrencyCode,
  bet: number,
  requestedLines: number | undefined,
): { lines: number | null } {
  const lines = linesFor(title, requestedLines);
  const limits = betLimits(currency, betStep(title, lines));
  if (bet < limits.min) {
    throw AppError.badRequest(
      `The smallest bet is ${limits.min} (minor units of ${currency}).`,
      ErrorCode.PlayBetTooLow,
    );
  }
  if (bet > limits.max) {
    throw AppError.badRequest(
      `The largest bet is ${limits.max} (minor units of ${currency}).`,
      ErrorCode.PlayBetTooHigh,
    );
  }
  if (bet % limits.step !== 0) {
    throw AppError.badRequest(
      `The bet must be a multiple of ${limits.step} (one minor unit per line or way coin).`,
      ErrorCode.PlayBetStep,
    );
  }
  return { lines };
}

/** What the game client needs to draw and explain the title. */
export function gameConfigOf(title: SlotTitle): PlayGameConfig {
  const pays = (record: Readonly<Record<number, number>> | undefined) =>
    record && Object.fromEntries(Object.entries(record).map(([count, pay]) => [count, pay]));
  return {
    titleId: title.id,
    name: title.name,
    paytableVersion: title.paytableVersion,
    reels: title.reels,
    rows: title.rows,
    symbols: title.symbols.map((symbol) => ({
      id: symbol.id,
      name: symbol.name,
      kind: symbol.kind,
      ...(symbol.pays ? { pays: pays(symbol.pays) } : {}),
      ...(symbol.multiplier !== undefined ? { multiplier: symbol.multiplier } : {}),
    })),
    pay:
      title.pay.kind === 'ways'
        ? { kind: 'ways', betDivisor: title.pay.betDivisor }
        : {
            kind: 'lines',
            lines: title.pay.lines.map((line) => [...line]),
            minLines: title.pay.minLines,
          },
    strips: title.strips.map((strip) => [...strip]),
    ...(title.freeSpins
      ? {
          freeSpins: {
            awards: pays(title.freeSpins.awards) ?? {},
            multiplier: title.freeSpins.multiplier,
            retrigger: title.freeSpins.retrigger,
            ...(title.freeSpins.strips
              ? { strips: title.freeSpins.strips.map((strip) => [...strip]) }
              : {}),
          },
        }
      : {}),
    rtp: Math.round(title.rtp * 1_000_000) / 10_000,
  };
}

/** The public view of a feature in progress (the stream cursor stays on the server). */
export function freeSpinsView(roundId: string, state: FreeSpinsState | null): PlayFreeSpins | null {
  if (!state || state.remaining <= 0) return null;
  return {
    roundId,
    bet: state.bet,
    lines: state.lines,
    remaining: state.remaining,
    played: state.played,
    awarded: state.awarded,
    multiplier: state.multiplier,
    win: state.win,
  };
}
