import type { Rng } from '../fairness/rng.js';
import { ratio, ZERO } from './payout.js';
import type { DiceOutcome, DiceParams, OriginalsRuleCode, Ratio } from './types.js';

/*
 * Dice, as the published scheme: roll = floor(float × 10001) hundredths, 0.00–100.00 (10,001
 * equally likely values). Over t wins on 10000 − t of them and under t on t, so the exact
 * chance is (10000 − t) / 10001 (or t / 10001). The chance shown is the winning rolls in
 * hundredths of a percent, (10000 − t) / 100 %; the multiplier is 0.99 over the exact chance,
 * 0.99 × 10001 / winning rolls (2.0002× at 49.50 %), so every target returns exactly 99 %. The
 * usual 99 / shown % would return 0.99 × 10000 / 10001 = 98.9901 %, and on the 2^32-float grid
 * the 0.01 % targets fall just over 0.01 pp short.
 */
export const DICE_ROLL_VALUES = 10_001;
/** Chance shown, in hundredths of a percent: 0.01 %–98.00 %. */
export const DICE_MIN_CHANCE = 1;
export const DICE_MAX_CHANCE = 9_800;

/** Chance shown in hundredths of a percent (4950 = 49.50 %). */
export const diceChance = (p: DiceParams): number =>
  p.direction === 'over' ? 10_000 - p.target : p.target;

/** 0.99 / (winning rolls / 10001) = 99 × 10001 / (100 × winning rolls). */
export const diceMultiplier = (p: DiceParams): Ratio =>
  ratio(99 * DICE_ROLL_VALUES, 100 * diceChance(p));

export function validateDice(p: DiceParams): OriginalsRuleCode | null {
  if (p.direction !== 'over' && p.direction !== 'under') return 'PARAMS_INVALID';
  if (!Number.isInteger(p.target) || p.target < 0 || p.target > 10_000) return 'DICE_TARGET';
  const chance = diceChance(p);
  return chance < DICE_MIN_CHANCE || chance > DICE_MAX_CHANCE ? 'DICE_CHANCE' : null;
}

export function playDice(rng: Rng, p: DiceParams): { outcome: DiceOutcome; multiplier: Ratio } {
  const roll = Math.floor(rng.nextFloat() * DICE_ROLL_VALUES);
  const won = p.direction === 'over' ? roll > p.target : roll < p.target;
  const outcome = { roll, target: p.target, direction: p.direction, chance: diceChance(p), won };
  return { outcome, multiplier: won ? diceMultiplier(p) : ZERO };
}
