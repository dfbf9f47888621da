import type { Rng } from '../fairness/rng.js';
import { EDGE, ratio, times } from './payout.js';
import type { CoinSide, FlipAction, FlipRecord, OriginalsRuleCode, Ratio } from './types.js';

/*
 * Flip: each flip takes the round's next float, floor(float × 2) (0 heads, 1 tails). After n won
 * flips a cash-out pays 0.99 × 2^n: fair double-or-nothing with the edge taken once, so every
 * stopping point returns exactly 99 %. The round ends by itself after FLIP_MAX won flips.
 */
export const FLIP_MAX = 20;
const SIDES: readonly CoinSide[] = ['heads', 'tails'];

export const flipMultiplier = (wins: number): Ratio => times(EDGE, ratio(2n ** BigInt(wins)));

export function checkFlip(action: FlipAction): OriginalsRuleCode | null {
  return action.type === 'flip' && SIDES.includes(action.side) ? null : 'ACTION_INVALID';
}

export function drawFlip(rng: Rng, side: CoinSide): FlipRecord {
  const result = SIDES[Math.floor(rng.nextFloat() * 2)] as CoinSide;
  return { side, result, won: result === side };
}
