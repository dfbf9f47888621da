/**
 * Wagering progress in percent, floored to two decimals and kept within 0–100, so the bar
 * moves with a single small stake and never shows 100 before the requirement is met.
 *
 * @example progressPercent(20, 50_000) // 0.04
 */
export function progressPercent(progress: number, required: number): number {
  if (!(required > 0) || !(progress > 0)) return 0;
  if (progress >= required) return 100;
  const hundredths = (BigInt(Math.trunc(progress)) * 10_000n) / BigInt(Math.trunc(required));
  return Number(hundredths) / 100;
}

/** Wager still to go, minor units, never below 0. */
export function wagerLeft(progress: number, required: number): number {
  return Math.max(0, required - progress);
}
