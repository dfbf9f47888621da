import { describe, expect, it } from 'vitest';
import { compileSlot, type CompiledSlot } from '../engine/compile.js';
import { evaluateStops } from '../engine/evaluate.js';
import type { SlotConfig, SpinMode } from '../engine/types.js';
import { toyLines, toyLines5x4, toyWays, toyWays5x4 } from '../../testing/toy-slots.js';
import { exactFigures } from './exact-figures.js';

/** Plays every stop combination of one mode through the engine and averages. */
function bruteForce(c: CompiledSlot, mode: SpinMode, multiplier: number) {
  const strips = mode === 'base' ? c.baseStrips : c.freeStrips;
  // A bet equal to the pay divisor makes every win exact: amount / bet is the pay in bet units.
  const bet = c.lines ? c.lines.length : c.waysDivisor;
  let win = 0;
  let hits = 0;
  let awarded = 0;
  let triggers = 0;
  let combinations = 0;
  const stops = new Array<number>(c.reels).fill(0);
  const walk = (reel: number): void => {
    if (reel === c.reels) {
      const outcome = evaluateStops(c, mode, stops, bet, null, multiplier);
      combinations++;
      win += outcome.win / bet;
      awarded += outcome.freeSpinsAwarded;
      if (outcome.freeSpinsAwarded > 0) triggers++;
      if (outcome.win > 0 || outcome.freeSpinsAwarded > 0) hits++;
      return;
    }
    for (let stop = 0; stop < (strips[reel] as number[]).length; stop++) {
      stops[reel] = stop;
      walk(reel + 1);
    }
  };
  walk(0);
  return {
    win: win / combinations,
    hits: hits / combinations,
    awarded: awarded / combinations,
    triggers: triggers / combinations,
    combinations,
  };
}

describe('exactFigures against brute-force enumeration of every stop combination', () => {
  const cases: [string, SlotConfig][] = [
    ['5×3 lines, multiplying wild, own free-spins strips', toyLines],
    ['5×4 lines', toyLines5x4],
    ['5×3 243 ways, free-spins multiplier', toyWays],
    ['5×4 1024 ways', toyWays5x4],
  ];
  it.each(cases)('%s', (_name, config) => {
    const c = compileSlot(config);
    const feature = config.freeSpins!;
    const base = bruteForce(c, 'base', 1);
    const free = bruteForce(c, 'free', feature.multiplier);
    const figures = exactFigures(config);

    expect(figures.combinations).toBe(base.combinations);
    expect(figures.hitFrequency).toBeCloseTo(base.hits, 9);
    expect(figures.parts.base + figures.parts.scatter).toBeCloseTo(base.win, 9);
    expect(figures.featureFrequency).toBeCloseTo(base.triggers, 9);
    expect(figures.retriggerRate).toBeCloseTo(free.awarded, 9);
    expect(figures.freeSpinWin).toBeCloseTo(free.win, 9);
    // The closed form of the feature, from the brute-forced per-spin figures.
    expect(figures.parts.freeSpins).toBeCloseTo((base.awarded / (1 - free.awarded)) * free.win, 9);
    // The toys must exercise every part, or the comparison proves little.
    expect(figures.parts.base).toBeGreaterThan(0);
    expect(figures.parts.scatter).toBeGreaterThan(0);
    expect(figures.parts.freeSpins).toBeGreaterThan(0);
    expect(figures.retriggerRate).toBeGreaterThan(0);
  });
});
