import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng.js';
import { decimalRatio } from './payout.js';
import { wheelReturn } from './rtp.js';
import { RISKS, WHEEL_SEGMENTS, type WheelParams } from './types.js';
import { playWheel, validateWheel, wheelTable } from './wheel.js';

const modes: WheelParams[] = RISKS.flatMap((risk) =>
  WHEEL_SEGMENTS.map((segments) => ({ segments, risk })),
);

describe('wheel', () => {
  it('returns exactly 99 % for all 15 segments × risk tables, with 2-decimal multipliers', () => {
    expect(modes).toHaveLength(15);
    for (const p of modes) {
      const table = wheelTable(p);
      expect(table).toHaveLength(p.segments);
      for (const m of table) expect(Math.round(m * 100) / 100).toBe(m);
      const r = wheelReturn(p);
      expect(r.num * 100n, `${p.segments} ${p.risk}`).toBe(r.den * 99n);
    }
  });

  it('makes higher risk pay less often and more at the top', () => {
    for (const segments of WHEEL_SEGMENTS) {
      const paying = (risk: WheelParams['risk']) =>
        wheelTable({ segments, risk }).filter((m) => m > 0).length;
      const top = (risk: WheelParams['risk']) => Math.max(...wheelTable({ segments, risk }));
      expect(paying('low')).toBeGreaterThan(paying('medium'));
      expect(paying('medium')).toBeGreaterThan(paying('high'));
      expect(top('low')).toBeLessThan(top('medium'));
      expect(top('medium')).toBeLessThan(top('high'));
    }
  });

  it('stops on floor(float × segments)', () => {
    const p: WheelParams = { segments: 30, risk: 'medium' };
    for (const segment of [0, 7, 29]) {
      const result = playWheel(scriptedRng([(segment + 0.5) / 30]), p);
      expect(result.outcome.segment).toBe(segment);
      expect(result.multiplier).toEqual(decimalRatio(wheelTable(p)[segment]!));
    }
    expect(validateWheel({ segments: 25 as 10, risk: 'low' })).toBe('WHEEL_SEGMENTS');
    expect(validateWheel({ segments: 10, risk: 'mad' as 'low' })).toBe('WHEEL_RISK');
  });
});
