import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng.js';
import { playPlinko, plinkoTable, validatePlinko } from './plinko.js';
import { deviationPp, plinkoReturn, withinTolerance } from './rtp.js';
import { RISKS, type PlinkoParams } from './types.js';

const modes: PlinkoParams[] = RISKS.flatMap((risk) =>
  Array.from({ length: 9 }, (_, i) => ({ rows: 8 + i, risk })),
);

describe('plinko', () => {
  it('returns 99 % within 0.01 pp for all 27 rows × risk tables', () => {
    expect(modes).toHaveLength(27);
    for (const p of modes) {
      const r = plinkoReturn(p);
      if (!withinTolerance(r)) expect.fail(`${p.rows} ${p.risk}: ${deviationPp(r)} pp`);
    }
  });

  it('has symmetric tables, lowest in the centre, rising to the edges, ≤ 4 decimals', () => {
    for (const p of modes) {
      const table = plinkoTable(p);
      expect(table).toHaveLength(p.rows + 1);
      expect([...table].reverse()).toEqual(table);
      for (let k = 0; k < p.rows / 2 - 0.5; k++) {
        if (table[k]! < table[k + 1]!) expect.fail(`${p.rows} ${p.risk} rises towards the centre`);
      }
      for (const m of table) expect(Math.round(m * 10_000) / 10_000).toBe(m);
      if (p.risk === 'high') expect(table[Math.floor(p.rows / 2)]).toBeLessThan(1);
    }
    // Higher risk, bigger edges.
    for (let rows = 8; rows <= 16; rows++) {
      const edge = (risk: PlinkoParams['risk']) => plinkoTable({ rows, risk })[0]!;
      expect(edge('low')).toBeLessThan(edge('medium'));
      expect(edge('medium')).toBeLessThan(edge('high'));
    }
  });

  it('lands in the bucket of the number of rights, each of the 2^8 paths once', () => {
    const seen = new Array<number>(9).fill(0);
    for (let bits = 0; bits < 256; bits++) {
      const floats = Array.from({ length: 8 }, (_, row) => ((bits >> row) & 1 ? 0.75 : 0.25));
      const { outcome } = playPlinko(scriptedRng(floats), { rows: 8, risk: 'low' });
      expect(outcome.bucket).toBe(outcome.path.filter((s) => s === 1).length);
      seen[outcome.bucket]!++;
    }
    expect(seen).toEqual([1, 8, 28, 56, 70, 56, 28, 8, 1]);
  });

  it('takes 8–16 rows and the three risks', () => {
    expect(validatePlinko({ rows: 7, risk: 'low' })).toBe('PLINKO_ROWS');
    expect(validatePlinko({ rows: 17, risk: 'low' })).toBe('PLINKO_ROWS');
    expect(validatePlinko({ rows: 12, risk: 'extreme' as 'low' })).toBe('PLINKO_RISK');
    expect(validatePlinko({ rows: 12, risk: 'high' })).toBeNull();
  });
});
