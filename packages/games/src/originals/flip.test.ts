import { describe, expect, it } from 'vitest';
import { flipMultiplier, FLIP_MAX } from './flip.js';
import { ratio } from './payout.js';
import { flipReturn } from './rtp.js';

describe('flip', () => {
  it('returns exactly 99 % at every stopping point 1–20 flips', () => {
    for (let n = 1; n <= FLIP_MAX; n++) {
      const r = flipReturn(n);
      expect(r.num * 100n, `${n} flips`).toBe(r.den * 99n);
    }
    expect(flipMultiplier(1)).toEqual(ratio(198, 100));
    expect(flipMultiplier(20)).toEqual(ratio(99n * 2n ** 20n, 100n));
  });
});
