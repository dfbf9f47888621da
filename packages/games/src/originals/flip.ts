import type { Rng } from '../fairness/rng.js';
import { EDGE, priceStep, ratio, times } from './payout.js';
import {
  OriginalsRuleError,
  type CoinSide,
  type FlipAction,
  type FlipRecord,
  type FlipState,
  type OriginalsRuleCode,
  type Ratio,
  type StepStart,
} from './types.js';

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

/** Opens a round: nothing is drawn before the first flip. */
export function startFlip(rng: Rng, base: StepStart): FlipState {
  return { ...base, game: 'flip', params: {}, flips: [], cursor: rng.position };
}

export function applyFlip(state: FlipState, action: FlipAction, rng: Rng): FlipState {
  if (checkFlip(action)) throw new OriginalsRuleError('ACTION_INVALID');
  const flip = drawFlip(rng, action.side);
  const flips = [...state.flips, flip];
  const next: FlipState = { ...state, flips, steps: state.steps + 1, cursor: rng.position };
  if (!flip.won) return priceStep({ ...next, status: 'lost' }, null);
  return priceStep(
    { ...next, status: flips.length === FLIP_MAX ? 'won' : 'open' },
    flipMultiplier(flips.length),
  );
}
