import type { Rng } from '../fairness/rng.js';
import { decimalRatio } from './payout.js';
import { PLINKO_TABLES } from './tables/plinko.js';
import {
  RISKS,
  type OriginalsRuleCode,
  type PlinkoOutcome,
  type PlinkoParams,
  type Ratio,
} from './types.js';

/*
 * Plinko: one float per row, floor(float × 2) (1 = right); the ball lands in bucket k = the
 * number of rights, with chance C(n, k) / 2^n. Each rows × risk table (tables/plinko.ts) is
 * ours, symmetric, and returns 99 % within 0.01 pp (plinko.test.ts).
 */
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

export function plinkoTable(p: PlinkoParams): readonly number[] {
  return PLINKO_TABLES[p.risk][p.rows] as readonly number[];
}

export function validatePlinko(p: PlinkoParams): OriginalsRuleCode | null {
  if (!Number.isInteger(p.rows) || p.rows < PLINKO_MIN_ROWS || p.rows > PLINKO_MAX_ROWS) {
    return 'PLINKO_ROWS';
  }
  return RISKS.includes(p.risk) ? null : 'PLINKO_RISK';
}

export function playPlinko(
  rng: Rng,
  p: PlinkoParams,
): { outcome: PlinkoOutcome; multiplier: Ratio } {
  const path: (0 | 1)[] = [];
  for (let row = 0; row < p.rows; row++) path.push(Math.floor(rng.nextFloat() * 2) as 0 | 1);
  const bucket = path.reduce<number>((sum, step) => sum + step, 0);
  return { outcome: { path, bucket }, multiplier: decimalRatio(plinkoTable(p)[bucket] as number) };
}
