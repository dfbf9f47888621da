/*
 * The crash game's exact return (crash.ts): r is uniform over the 2^52 values of 52 bits, and
 * the result floor(99 × 2^52 / (2^52 − r)) is at least c (c > 100 hundredths) exactly when
 * 2^52 − r ≤ 99 × 2^52 / c, for floor(99 × 2^52 / c) of the values of r. So the chance to reach
 * c is floor(99 × 2^52 / c) / 2^52 (just under 0.99 / m for m = c / 100), and the return of a
 * cash-out at c is that chance times c / 100: at most 99 %.
 */
const SPAN = 1n << 52n;

/** Values of r (out of 2^52) whose result reaches `target` hundredths. */
export function reachingCount(target: number): bigint {
  if (target <= 100) return SPAN;
  return (99n * SPAN) / BigInt(target);
}

/** The exact chance to reach `target`, as a fraction of 2^52: { numerator, denominator }. */
export const reachChance = (target: number) => ({
  numerator: reachingCount(target),
  denominator: SPAN,
});

/**
 * The exact return of a bet cashed out at `target` (hundredths), as numerator / denominator
 * (denominator 100 × 2^52), and as a number for display.
 */
export function crashReturn(target: number) {
  const numerator = reachingCount(target) * BigInt(target);
  const denominator = 100n * SPAN;
  return { numerator, denominator, value: Number(numerator) / Number(denominator) };
}
