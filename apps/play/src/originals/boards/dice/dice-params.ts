import { DICE_MAX_CHANCE, DICE_MIN_CHANCE, type DiceParams } from '@jackdaw/games';

/*
 * The dice fields are three views of one target: the chance shown (hundredths of a percent) is
 * 10000 − target rolling over, target rolling under; the multiplier is 99 / chance %.
 */

const clampChance = (chance: number): number =>
  Math.min(DICE_MAX_CHANCE, Math.max(DICE_MIN_CHANCE, Math.round(chance)));

export const chanceOf = (p: DiceParams): number =>
  p.direction === 'over' ? 10_000 - p.target : p.target;

/** The params with this chance (clamped to 0.01 %–98.00 %), keeping the direction. */
export function withChance(p: DiceParams, chance: number): DiceParams {
  const c = clampChance(chance);
  return { direction: p.direction, target: p.direction === 'over' ? 10_000 - c : c };
}

/** The params whose multiplier is nearest this one (in hundredths: 200 = 2.00×). */
export const withMultiplier = (p: DiceParams, hundredths: number): DiceParams =>
  withChance(p, hundredths > 0 ? 990_000 / hundredths : DICE_MAX_CHANCE);

/** A target from the slider or the field, moved into the allowed chances. */
export const withTarget = (p: DiceParams, target: number): DiceParams =>
  withChance(p, chanceOf({ direction: p.direction, target: Math.round(target) }));

/** Over ↔ under keeping the chance: the winning zone flips to the other end. */
export const switchDirection = (p: DiceParams): DiceParams => ({
  direction: p.direction === 'over' ? 'under' : 'over',
  target: 10_000 - p.target,
});
