import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betLadder } from './bet-ladder';
import { BET_PRESETS, presetBet } from './bet-presets';

// USD limits of a ten-line title: 0.20 to 100.00 in steps of 0.10.
const ladder = betLadder({ min: 20, max: 10_000, step: 10 });

describe('presetBet', () => {
  it('goes to the ladder’s minimum and to the highest bet the balance covers', () => {
    expect(presetBet(ladder, 100, 1_000_000, 'min')).toBe(20);
    expect(presetBet(ladder, 100, 1_000_000, 'max')).toBe(10_000);
    expect(presetBet(ladder, 100, 4_321, 'max')).toBe(3_000);
  });

  it('doubles and halves onto ladder bets', () => {
    expect(presetBet(ladder, 100, 1_000_000, 'double')).toBe(200);
    expect(presetBet(ladder, 300, 1_000_000, 'double')).toBe(500);
    expect(presetBet(ladder, 300, 1_000_000, 'half')).toBe(200);
    expect(presetBet(ladder, 200, 1_000_000, 'half')).toBe(100);
  });

  it('leaves the bet where a preset has nowhere to go', () => {
    expect(presetBet(ladder, 20, 1_000_000, 'half')).toBe(20);
    expect(presetBet(ladder, 10_000, 1_000_000, 'double')).toBe(10_000);
  });

  it('never doubles above what the balance pays for', () => {
    expect(presetBet(ladder, 500, 700, 'double')).toBe(500);
    expect(presetBet(ladder, 500, 2_500, 'double')).toBe(1_000);
  });

  it('always answers a ladder bet the balance covers (when it covers the minimum)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ladder),
        fc.integer({ min: 20, max: 2_000_000 }),
        fc.constantFrom(...BET_PRESETS),
        (current, balance, preset) => {
          const bet = presetBet(ladder, current, balance, preset);
          expect(ladder).toContain(bet);
          if (bet !== current) expect(bet).toBeLessThanOrEqual(balance);
          if (preset === 'double') expect(bet === current || bet > current).toBe(true);
          if (preset === 'half') expect(bet).toBeLessThanOrEqual(Math.max(current, 20));
        },
      ),
    );
  });
});
