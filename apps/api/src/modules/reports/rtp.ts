/** The confidence level of the RTP band, and its two-sided normal quantile. */
export const RTP_CONFIDENCE = 0.95;
const Z_95 = 1.959964;

/**
 * A title's measured RTP against its declared one. The measured RTP is the mean of each
 * round's return win/bet (whatever the stake, a round's expected return is the RTP, so the mean
 * is unbiased); its standard error is s/√n with s the rounds' sample standard deviation, from
 * n, Σr and Σr². The band is declared ± z·s/√n: a measured RTP outside it is flagged (about one
 * title in twenty by chance alone when the maths holds).
 */
export function rtpBand(input: {
  declared: number;
  rounds: number;
  sumRatio: number;
  sumRatioSq: number;
}): {
  rounds: number;
  measuredRtp: number | null;
  bandLow: number | null;
  bandHigh: number | null;
  flagged: boolean;
} {
  const { declared, rounds: n, sumRatio, sumRatioSq } = input;
  if (n === 0)
    return { rounds: 0, measuredRtp: null, bandLow: null, bandHigh: null, flagged: false };
  const mean = sumRatio / n;
  if (n < 2) return { rounds: n, measuredRtp: mean, bandLow: null, bandHigh: null, flagged: false };
  const variance = Math.max(0, (sumRatioSq - n * mean * mean) / (n - 1));
  const half = (Z_95 * Math.sqrt(variance)) / Math.sqrt(n);
  const bandLow = declared - half;
  const bandHigh = declared + half;
  return {
    rounds: n,
    measuredRtp: mean,
    bandLow,
    bandHigh,
    flagged: mean < bandLow || mean > bandHigh,
  };
}
