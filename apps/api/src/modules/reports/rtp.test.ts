import { describe, expect, it } from 'vitest';
import { rtpBand } from './rtp.js';

/** n rounds returning `ratios` in turn: n, Σr and Σr² as the roll-up keeps them. */
const rolled = (ratios: number[], n: number) => {
  let sumRatio = 0;
  let sumRatioSq = 0;
  for (let index = 0; index < n; index += 1) {
    const ratio = ratios[index % ratios.length]!;
    sumRatio += ratio;
    sumRatioSq += ratio * ratio;
  }
  return { rounds: n, sumRatio, sumRatioSq };
};

describe('the RTP band', () => {
  it('is declared ± 1.96 standard errors of the per-round return', () => {
    // Returns 0 or 2 in turn: mean 1, sample variance n/(n-1), standard error ≈ 1/√n.
    const band = rtpBand({ declared: 1, ...rolled([0, 2], 10_000) });
    expect(band.measuredRtp).toBeCloseTo(1, 12);
    expect(band.bandLow).toBeCloseTo(1 - (1.959964 * Math.sqrt(10_000 / 9_999)) / 100, 9);
    expect(band.bandHigh).toBeCloseTo(1 + (1.959964 * Math.sqrt(10_000 / 9_999)) / 100, 9);
    expect(band.flagged).toBe(false);
  });

  it('flags a title whose measured RTP is outside the band', () => {
    // Mean 0.9 over 10 000 rounds against a declared 0.96 with a standard error near 0.009.
    const band = rtpBand({ declared: 0.96, ...rolled([0, 1.8], 10_000) });
    expect(band.measuredRtp).toBeCloseTo(0.9, 12);
    expect(band.flagged).toBe(true);
  });

  it('has no band without rounds or with one round', () => {
    expect(rtpBand({ declared: 0.96, rounds: 0, sumRatio: 0, sumRatioSq: 0 })).toEqual({
      rounds: 0,
      measuredRtp: null,
      bandLow: null,
      bandHigh: null,
      flagged: false,
    });
    expect(rtpBand({ declared: 0.96, rounds: 1, sumRatio: 5, sumRatioSq: 25 })).toMatchObject({
      measuredRtp: 5,
      bandLow: null,
      flagged: false,
    });
  });
});
