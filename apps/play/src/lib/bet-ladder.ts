import type { PlaySessionResponse } from '@jackdaw/contracts';

export type BetLimits = PlaySessionResponse['betLimits'];

/** Readable bet sizes per power of ten: 1, 2, 3, 5 (then 10, 20, 30, 50…). */
const NICE = [1, 2, 3, 5];

/**
 * The bets the selector steps through: readable values between the limits, each a multiple of
 * the step (the server refuses any other bet), the minimum and the maximum always included.
 * Every multiple of the step would be hundreds of values: a player wants a few clear ones.
 */
export function betLadder({ min, max, step }: BetLimits): number[] {
  if (min <= 0 || max < min || step <= 0) return [];
  const bets = new Set<number>([min, max]);
  for (let power = 1; power <= max * 10; power *= 10) {
    for (const nice of NICE) {
      const value = Math.ceil((nice * power) / step) * step;
      if (value > min && value < max) bets.add(value);
    }
  }
  return [...bets].filter((bet) => bet % step === 0).sort((a, b) => a - b);
}

/** The ladder's next bet up (+1) or down (-1) from `current`, staying within the ladder. */
export function stepBet(ladder: readonly number[], current: number, direction: 1 | -1): number {
  if (ladder.length === 0) return current;
  if (direction === 1) return ladder.find((bet) => bet > current) ?? (ladder.at(-1) as number);
  return [...ladder].reverse().find((bet) => bet < current) ?? (ladder[0] as number);
}

/** The ladder's bet closest to `wanted` (a remembered bet may no longer fit new limits). */
export function nearestBet(ladder: readonly number[], wanted: number): number | undefined {
  let best: number | undefined;
  for (const bet of ladder) {
    if (best === undefined || Math.abs(bet - wanted) < Math.abs(best - wanted)) best = bet;
  }
  return best;
}
