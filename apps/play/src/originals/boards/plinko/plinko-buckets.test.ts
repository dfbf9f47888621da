import { plinkoTable, RISKS } from '@jackdaw/games';
import { describe, expect, it } from 'vitest';
import { bucketColour, bucketLabel } from './plinko-buckets';

const hue = (colour: string) => Number(/^hsl\((\d+) /.exec(colour)![1]);

describe('the plinko buckets', () => {
  it('labels a multiplier short and never above what it pays', () => {
    expect(bucketLabel(0.5)).toBe('0.5');
    expect(bucketLabel(5.58)).toBe('5.58');
    expect(bucketLabel(16.42)).toBe('16.4');
    expect(bucketLabel(130)).toBe('130');
    expect(bucketLabel(1170)).toBe('1.1K');
    expect(bucketLabel(1000)).toBe('1K');
    for (const risk of RISKS) {
      for (let rows = 8; rows <= 16; rows += 1) {
        for (const m of plinkoTable({ rows, risk })) {
          const label = bucketLabel(m);
          expect(label.length, label).toBeLessThanOrEqual(4);
          const shown = label.endsWith('K') ? Number(label.slice(0, -1)) * 1000 : Number(label);
          expect(shown).toBeLessThanOrEqual(m);
        }
      }
    }
  });

  it('colours the lowest bucket gold, the highest red, and the same value alike', () => {
    const table = plinkoTable({ rows: 16, risk: 'high' });
    const min = Math.min(...table);
    const max = Math.max(...table);
    expect(hue(bucketColour(min, table))).toBe(48);
    expect(hue(bucketColour(max, table))).toBe(358);
    expect(bucketColour(table[0]!, table)).toBe(bucketColour(table.at(-1)!, table));
    // Hotter as the multiplier grows: the hue walks from gold down through orange to red.
    const middle = hue(bucketColour(Math.sqrt(min * max), table));
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(48);
  });
});
