import { KENO_RISKS, kenoTable } from '@jackdaw/games';
import { describe, expect, it } from 'vitest';
import { compactMultiplier, payoutRow } from './keno-payouts';

describe('the keno payout row', () => {
  it('lists 0..picks hits with the maths table of the risk', () => {
    for (const risk of KENO_RISKS) {
      for (let picks = 1; picks <= 10; picks += 1) {
        const row = payoutRow(risk, picks);
        expect(row.map((cell) => cell.hits)).toEqual(
          Array.from({ length: picks + 1 }, (_, i) => i),
        );
        const picked = Array.from({ length: picks }, (_, i) => 40 - i);
        expect(row.map((cell) => cell.multiplier)).toEqual(kenoTable({ risk, picks: picked }));
      }
    }
    expect(payoutRow('classic', 0)).toEqual([]);
  });

  it('writes multipliers short and never above what they pay', () => {
    expect(compactMultiplier(0)).toBe('0×');
    expect(compactMultiplier(1.77)).toBe('1.77×');
    expect(compactMultiplier(0.5)).toBe('0.5×');
    expect(compactMultiplier(43.32)).toBe('43.3×');
    expect(compactMultiplier(3509)).toBe('3509×');
    for (const risk of KENO_RISKS) {
      for (let picks = 1; picks <= 10; picks += 1) {
        for (const { multiplier } of payoutRow(risk, picks)) {
          const shown = compactMultiplier(multiplier);
          expect(shown.length, shown).toBeLessThanOrEqual(6);
          expect(Number(shown.slice(0, -1))).toBeLessThanOrEqual(multiplier);
        }
      }
    }
  });
});
