/** The session's bet limits, minor units. */
export interface BetLimits {
  min: number;
  max: number;
}

/** A whole number of minor units within the limits (the server refuses anything else). */
export function clampAmount(amount: number, limits: BetLimits): number {
  if (!Number.isFinite(amount)) return limits.min;
  return Math.min(limits.max, Math.max(limits.min, Math.floor(amount)));
}

/** ½: halved and rounded down, never below the minimum bet. */
export const halfAmount = (amount: number, limits: BetLimits): number =>
  clampAmount(amount / 2, limits);

/**
 * 2×: doubled, never above the maximum bet nor, when the balance covers at least the minimum,
 * above the balance: doubling past what can be staked only earns a refusal.
 */
export function doubleAmount(amount: number, limits: BetLimits, balance: number): number {
  const doubled = clampAmount(amount * 2, limits);
  return balance >= limits.min ? Math.min(doubled, Math.max(amount, balance)) : doubled;
}
