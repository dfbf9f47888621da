import type { Rng } from '../fairness/rng.js';
import { decimalRatio } from './payout.js';
import { WHEEL_TABLES } from './tables/wheel.js';
import {
  RISKS,
  WHEEL_SEGMENTS,
  type OriginalsRuleCode,
  type Ratio,
  type WheelOutcome,
  type WheelParams,
} from './types.js';

/*
 * Wheel: segment = floor(float × segments). Each segments × risk table (tables/wheel.ts) lists
 * the multiplier of every segment in wheel order; their mean is exactly 0.99 (wheel.test.ts).
 */
export function wheelTable(p: WheelParams): readonly number[] {
  return WHEEL_TABLES[p.risk][p.segments];
}

export function validateWheel(p: WheelParams): OriginalsRuleCode | null {
  if (!WHEEL_SEGMENTS.includes(p.segments)) return 'WHEEL_SEGMENTS';
  return RISKS.includes(p.risk) ? null : 'WHEEL_RISK';
}

export function playWheel(rng: Rng, p: WheelParams): { outcome: WheelOutcome; multiplier: Ratio } {
  const segment = Math.floor(rng.nextFloat() * p.segments);
  return { outcome: { segment }, multiplier: decimalRatio(wheelTable(p)[segment] as number) };
}
