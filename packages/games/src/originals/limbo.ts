import type { Rng } from '../fairness/rng.js';
import { EDGE, ratio, times, ZERO } from './payout.js';
import type { LimboOutcome, LimboParams, OriginalsRuleCode, Ratio } from './types.js';

/*
 * Limbo, as the published scheme's JavaScript computes it (float arithmetic, kept in that order
 * so a third-party verifier agrees to the last bit):
 *   floatPoint = 1e8 / (float × 1e8) × 0.99;  result = max(1, floor(floatPoint × 100) / 100).
 * We keep the result in hundredths, floor(floatPoint × 100), capped at LIMBO_MAX_RESULT (float 0
 * gives Infinity). The result never increases with the float, so the floats whose result reaches
 * a target t are exactly k / 2^32 for k < limboCount(t): a binary search over the function that
 * plays (limboCount) gives the exact chance, count / 2^32.
 *
 * The return of target t paying t is t × count / (100 × 2^32) ≈ 0.99 + t / (100 × 2^32): the
 * float grid adds a little that only matters for very high targets. Where it exceeds 99 % by
 * more than 0.01 pp (t above about 429,497×), limboPayout pays 0.99 × 2^32 / count instead of
 * t, the largest multiplier whose return is at most 99 % (exactly 99 %).
 */
export const LIMBO_MIN_TARGET = 101;
export const LIMBO_MAX_TARGET = 100_000_000;
/** 1,000,000.00×: results above it (and float 0's Infinity) show as this. */
export const LIMBO_MAX_RESULT = 100_000_000;
const SPAN = 2 ** 32;

/** The result in hundredths for a float, exactly as the published JavaScript rounds. */
export function limboResult(float: number): number {
  const floatPoint = (1e8 / (float * 1e8)) * 0.99;
  const hundredths = Math.floor(floatPoint * 100);
  if (!(hundredths < LIMBO_MAX_RESULT)) return LIMBO_MAX_RESULT;
  return Math.max(100, hundredths);
}

/** How many of the 2^32 floats k / 2^32 give a result ≥ target (they are k = 0 … count − 1). */
export function limboCount(target: number): number {
  if (target <= 100) return SPAN;
  let low = 0; // result(low / 2^32) ≥ target always holds for k = 0 (the maximum)
  let high = SPAN; // first k known to miss (or the end)
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (limboResult(mid / SPAN) >= target) low = mid;
    else high = mid;
  }
  return high;
}

/** Whether the plain payout t keeps the return within 0.01 pp of 99 %: 100·t·c − 99·2^32·100 ≤ 2^32. */
export function limboPaysTarget(target: number, count = limboCount(target)): boolean {
  return 100n * BigInt(target) * BigInt(count) - 9_900n * BigInt(SPAN) <= BigInt(SPAN);
}

/** The exact multiplier a win at `target` pays: t / 100, or 0.99 × 2^32 / count where lowered. */
export function limboPayout(target: number): Ratio {
  const count = limboCount(target);
  if (limboPaysTarget(target, count)) return ratio(target, 100);
  return times(EDGE, ratio(SPAN, count));
}

/** The exact return of a target: payout × count / 2^32. */
export function limboReturn(target: number): Ratio {
  return times(limboPayout(target), ratio(limboCount(target), SPAN));
}

export function validateLimbo(p: LimboParams): OriginalsRuleCode | null {
  const t = p.target;
  return Number.isInteger(t) && t >= LIMBO_MIN_TARGET && t <= LIMBO_MAX_TARGET
    ? null
    : 'LIMBO_TARGET';
}

export function playLimbo(rng: Rng, p: LimboParams): { outcome: LimboOutcome; multiplier: Ratio } {
  const result = limboResult(rng.nextFloat());
  const won = result >= p.target;
  return {
    outcome: { result, target: p.target, won },
    multiplier: won ? limboPayout(p.target) : ZERO,
  };
}
