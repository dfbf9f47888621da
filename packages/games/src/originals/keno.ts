import type { Rng } from '../fairness/rng.js';
import { decimalRatio } from './payout.js';
import { drawWithoutReplacement } from './shuffle.js';
import { KENO_TABLES } from './tables/keno.js';
import {
  KENO_RISKS,
  type KenoOutcome,
  type KenoParams,
  type OriginalsRuleCode,
  type Ratio,
} from './types.js';

/*
 * Keno: 10 of 40 numbers drawn by the published Fisher–Yates draw (10 floats, shuffle.ts), shown
 * 1–40. With k picks the chance of h hits is C(k, h) C(40 − k, 10 − h) / C(40, 10); each risk ×
 * picks table (tables/keno.ts, multipliers for 0..k hits) returns 99 % within 0.01 pp.
 */
export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;

export function kenoTable(p: KenoParams): readonly number[] {
  return KENO_TABLES[p.risk][p.picks.length] as readonly number[];
}

export function validateKeno(p: KenoParams): OriginalsRuleCode | null {
  if (!KENO_RISKS.includes(p.risk)) return 'KENO_RISK';
  const picks = p.picks;
  if (!Array.isArray(picks) || picks.length < 1 || picks.length > KENO_MAX_PICKS)
    return 'KENO_PICKS';
  const valid = picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS);
  return valid && new Set(picks).size === picks.length ? null : 'KENO_PICKS';
}

export function playKeno(rng: Rng, p: KenoParams): { outcome: KenoOutcome; multiplier: Ratio } {
  const drawn = drawWithoutReplacement(rng, KENO_NUMBERS, KENO_DRAWN).map((n) => n + 1);
  const hits = p.picks.filter((n) => drawn.includes(n));
  return {
    outcome: { drawn, hits },
    multiplier: decimalRatio(kenoTable(p)[hits.length] as number),
  };
}
