import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../testing/scripted-rng.js';
import { binomial, minesMultiplier, MINES_TILES, validateMines } from './mines.js';
import { ratio } from './payout.js';
import { minesReturn } from './rtp.js';
import { drawWithoutReplacement } from './shuffle.js';

describe('mines', () => {
  it('returns exactly 99 % for every mine count and every number of reveals', () => {
    let modes = 0;
    for (let m = 1; m <= 24; m++) {
      for (let r = 1; r <= MINES_TILES - m; r++) {
        const value = minesReturn(m, r);
        expect(value.num * 100n, `${m} mines, ${r} reveals`).toBe(value.den * 99n);
        modes++;
      }
    }
    expect(modes).toBe(300);
  });

  it('survives r reveals with the product of the safe tiles left (the closed form)', () => {
    for (const [m, r] of [
      [1, 24],
      [3, 5],
      [24, 1],
      [12, 13],
    ] as const) {
      let num = 1n;
      let den = 1n;
      for (let i = 0; i < r; i++) {
        num *= BigInt(MINES_TILES - m - i);
        den *= BigInt(MINES_TILES - i);
      }
      expect(num * binomial(MINES_TILES, r)).toBe(den * binomial(MINES_TILES - m, r));
    }
    expect(minesMultiplier(1, 1)).toEqual(ratio(99n * 25n, 100n * 24n));
    expect(minesMultiplier(24, 1)).toEqual(ratio(99n * 25n, 100n));
  });

  it('draws distinct tiles by the published Fisher–Yates draw', () => {
    expect(drawWithoutReplacement(scriptedRng([0, 0, 0]), 25, 3)).toEqual([0, 1, 2]);
    expect(drawWithoutReplacement(scriptedRng([0.99, 0.99]), 25, 2)).toEqual([24, 23]);
    // Float 0.5 of 25 tiles is index 12; of the 24 left, index 12 is tile 13.
    expect(drawWithoutReplacement(scriptedRng([0.5, 0.5]), 25, 2)).toEqual([12, 13]);
    const all = drawWithoutReplacement(
      scriptedRng(Array.from({ length: 25 }, (_, i) => (i * 0.37) % 1)),
      25,
      25,
    );
    expect([...all].sort((a, b) => a - b)).toEqual([...Array(25).keys()]);
  });

  it('takes 1–24 mines', () => {
    expect(validateMines({ mines: 0 })).toBe('MINES_COUNT');
    expect(validateMines({ mines: 25 })).toBe('MINES_COUNT');
    expect(validateMines({ mines: 2.5 })).toBe('MINES_COUNT');
    expect(validateMines({ mines: 24 })).toBeNull();
  });
});
