import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng.js';
import { kenoTable, playKeno, validateKeno } from './keno.js';
import { ratio } from './payout.js';
import { deviationPp, kenoHitChance, kenoReturn, sum, withinTolerance } from './rtp.js';
import { KENO_RISKS, type KenoParams } from './types.js';

const picksOf = (k: number) => Array.from({ length: k }, (_, i) => i + 1);
const modes: KenoParams[] = KENO_RISKS.flatMap((risk) =>
  Array.from({ length: 10 }, (_, i) => ({ picks: picksOf(i + 1), risk })),
);

describe('keno', () => {
  it('has hit chances that sum to one for every number of picks', () => {
    for (let k = 1; k <= 10; k++) {
      const total = sum(Array.from({ length: k + 1 }, (_, h) => kenoHitChance(k, h)));
      expect(total.num).toBe(total.den);
    }
    const one = kenoHitChance(1, 1); // 10 of the 40 numbers are drawn
    expect(one.num * 4n).toBe(one.den);
  });

  it('returns 99 % within 0.01 pp for all 40 risk × picks tables', () => {
    expect(modes).toHaveLength(40);
    for (const p of modes) {
      const r = kenoReturn(p);
      if (!withinTolerance(r)) expect.fail(`${p.risk} ${p.picks.length}: ${deviationPp(r)} pp`);
      const table = kenoTable(p);
      expect(table).toHaveLength(p.picks.length + 1);
      for (let h = 0; h < p.picks.length; h++) {
        if (table[h]! > table[h + 1]!) expect.fail(`${p.risk} ${p.picks.length} falls at ${h}`);
      }
    }
  });

  it('draws 10 distinct numbers by the Fisher–Yates draw and counts the hits', () => {
    // Float 0 always takes the first number left: 1, 2, … 10.
    const first = playKeno(scriptedRng(new Array(10).fill(0)), { picks: [1, 5, 11], risk: 'low' });
    expect(first.outcome).toEqual({ drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], hits: [1, 5] });
    expect(first.multiplier).toEqual(
      ratio(Math.round(kenoTable({ picks: [1, 5, 11], risk: 'low' })[2]! * 10_000), 10_000),
    );
    // The float just under 1 always takes the last number left: 40, 39, … 31.
    const last = playKeno(scriptedRng(new Array(10).fill(1 - 2 ** -32)), {
      picks: [40],
      risk: 'high',
    });
    expect(last.outcome.drawn).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31]);
  });

  it('takes 1–10 distinct picks from 1–40 and the four risks', () => {
    expect(validateKeno({ picks: [], risk: 'low' })).toBe('KENO_PICKS');
    expect(validateKeno({ picks: picksOf(11), risk: 'low' })).toBe('KENO_PICKS');
    expect(validateKeno({ picks: [1, 1], risk: 'low' })).toBe('KENO_PICKS');
    expect(validateKeno({ picks: [0], risk: 'low' })).toBe('KENO_PICKS');
    expect(validateKeno({ picks: [41], risk: 'low' })).toBe('KENO_PICKS');
    expect(validateKeno({ picks: [2.5], risk: 'low' })).toBe('KENO_PICKS');
    expect(validateKeno({ picks: [2], risk: 'wild' as 'low' })).toBe('KENO_RISK');
    expect(validateKeno({ picks: picksOf(10), risk: 'classic' })).toBeNull();
  });
});
