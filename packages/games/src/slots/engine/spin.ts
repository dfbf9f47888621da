import type { Rng } from '../../fairness/rng.js';
import { compileSlot, type CompiledSlot } from './compile.js';
import { evaluateStops } from './evaluate.js';
import type { SlotConfig, SpinMode, SpinOutcome } from './types.js';

export interface SpinOptions {
  /** Lines played (lines titles): the first n lines of the set; all of them by default. */
  lines?: number;
}

/** The lines a spin plays, checked against the title's bounds; null for ways titles. */
export function linesPlayed(c: CompiledSlot, requested: number | null | undefined): number | null {
  if (!c.lines) return null;
  const lines = requested ?? c.lines.length;
  if (!Number.isInteger(lines) || lines < c.minLines || lines > c.lines.length) {
    throw new RangeError(`lines must be ${c.minLines}…${c.lines.length}, got ${lines}`);
  }
  return lines;
}

export function assertBet(bet: number): void {
  if (!Number.isSafeInteger(bet) || bet <= 0) {
    throw new RangeError(`bet must be a positive integer of minor units, got ${bet}`);
  }
}

/** Draws one stop per reel, reel 0 first: float i of the round decides reel i. */
export function drawStops(c: CompiledSlot, mode: SpinMode, rng: Rng): number[] {
  const strips = mode === 'base' ? c.baseStrips : c.freeStrips;
  return strips.map((strip) => rng.nextInt(strip.length));
}

/**
 * One paid spin of the base game. `bet` is the total bet in minor units (a positive safe
 * integer); each win is floor(bet × pay × multiplier / lines) for lines titles,
 * floor(bet × pay × ways × multiplier / betDivisor) for ways titles and bet × pay × multiplier
 * for scatters, so wins are whole minor units and exact when the bet is a multiple of the
 * divisor. When `freeSpinsAwarded` > 0, continue with startFreeSpins.
 *
 * @example
 * const outcome = spin(fruitClassic, createFairRng({ serverSeed, clientSeed, nonce }), 100);
 * outcome.win; // minor units to credit for this spin
 */
export function spin(
  config: SlotConfig,
  rng: Rng,
  bet: number,
  options: SpinOptions = {},
): SpinOutcome {
  const c = compileSlot(config);
  assertBet(bet);
  const lines = linesPlayed(c, options.lines);
  return evaluateStops(c, 'base', drawStops(c, 'base', rng), bet, lines, 1);
}
