import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng.js';
import { diceMultiplier, playDice, validateDice } from './dice.js';
import { ratio } from './payout.js';
import { deviationPp, diceReturn, withinTolerance } from './rtp.js';
import type { DiceParams } from './types.js';

const SPAN = 2 ** 32;
const modes: DiceParams[] = [];
for (let target = 0; target <= 10_000; target++) {
  for (const direction of ['over', 'under'] as const) {
    if (validateDice({ target, direction }) === null) modes.push({ target, direction });
  }
}

describe('dice', () => {
  it('allows chances 0.01 %–98.00 % and nothing else', () => {
    // over 9999 (0.01 %) … over 200 (98.00 %); under 1 … under 9800.
    expect(modes).toHaveLength(2 * 9_800);
    expect(validateDice({ target: 199, direction: 'over' })).toBe('DICE_CHANCE');
    expect(validateDice({ target: 10_000, direction: 'over' })).toBe('DICE_CHANCE');
    expect(validateDice({ target: 0, direction: 'under' })).toBe('DICE_CHANCE');
    expect(validateDice({ target: 9_801, direction: 'under' })).toBe('DICE_CHANCE');
    expect(validateDice({ target: 50.5, direction: 'under' })).toBe('DICE_TARGET');
    expect(validateDice({ target: 5_000, direction: 'sideways' as 'over' })).toBe('PARAMS_INVALID');
  });

  it('pays 0.99 over the exact chance: 1.98019…× at 50 %, 9900.99× at 0.01 %', () => {
    expect(diceMultiplier({ target: 5_000, direction: 'over' })).toEqual(
      ratio(99 * 10_001, 100 * 5_000),
    );
    expect(diceMultiplier({ target: 9_999, direction: 'over' })).toEqual(ratio(990_099, 100));
    expect(diceMultiplier({ target: 4_950, direction: 'under' })).toEqual(ratio(990_099, 495_000));
  });

  it('counts the floats of each roll exactly (the boundaries of the float grid)', () => {
    // floor(k × 10001 / 2^32) on the grid: the first float of a roll and the last before it.
    for (const roll of [1, 2, 17, 5_000, 9_999, 10_000]) {
      const first = Math.ceil((roll * SPAN) / 10_001);
      const rolled = (k: number) =>
        playDice(scriptedRng([k / SPAN]), { target: 0, direction: 'over' });
      expect(rolled(first).outcome.roll).toBe(roll);
      expect(rolled(first - 1).outcome.roll).toBe(roll - 1);
    }
  });

  it('returns exactly 99 % for every target and direction over the 10,001 rolls', () => {
    for (const p of modes) {
      const r = diceReturn(p);
      if (r.num * 100n !== r.den * 99n)
        expect.fail(`${p.direction} ${p.target}: ${deviationPp(r)} pp`);
    }
  });

  it('returns 99 % within 0.01 pp for every mode counted on the 2^32-float grid', () => {
    const span = 2n ** 32n;
    const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
    /** Floats k / 2^32 whose roll is in [from, to). */
    const floatsOf = (from: number, to: number) =>
      ceilDiv(BigInt(to) * span, 10_001n) - ceilDiv(BigInt(from) * span, 10_001n);
    let worst = 0;
    for (const p of modes) {
      const winning =
        p.direction === 'over' ? floatsOf(p.target + 1, 10_001) : floatsOf(0, p.target);
      const m = diceMultiplier(p);
      const r = { num: winning * m.num, den: span * m.den };
      if (!withinTolerance(r)) expect.fail(`${p.direction} ${p.target}: ${deviationPp(r)} pp`);
      worst = Math.max(worst, Math.abs(deviationPp(r)));
    }
    expect(worst).toBeLessThan(0.0003);
  });

  it('gives each roll 2^32 / 10001 floats to within one (under 0.00025 pp of return)', () => {
    const floatsOf = (roll: number) =>
      Math.ceil(((roll + 1) * SPAN) / 10_001) - Math.ceil((roll * SPAN) / 10_001);
    for (let roll = 0; roll <= 10_000; roll++) {
      expect(Math.abs(floatsOf(roll) - SPAN / 10_001)).toBeLessThan(1);
    }
  });

  it('wins strictly over or under the target', () => {
    const at = (roll: number, p: DiceParams) => playDice(scriptedRng([(roll + 0.5) / 10_001]), p);
    expect(at(5_000, { target: 5_000, direction: 'over' }).outcome.won).toBe(false);
    expect(at(5_001, { target: 5_000, direction: 'over' }).outcome.won).toBe(true);
    expect(at(5_000, { target: 5_000, direction: 'under' }).outcome.won).toBe(false);
    expect(at(4_999, { target: 5_000, direction: 'under' }).outcome).toEqual({
      roll: 4_999,
      target: 5_000,
      direction: 'under',
      chance: 5_000,
      won: true,
    });
  });
});
