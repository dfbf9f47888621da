import { describe, expect, it } from 'vitest';
import { chanceOf, switchDirection, withChance, withMultiplier, withTarget } from './dice-params';

describe('the dice fields', () => {
  it('keep target, chance and direction consistent', () => {
    expect(chanceOf({ target: 5050, direction: 'over' })).toBe(4950);
    expect(chanceOf({ target: 2000, direction: 'under' })).toBe(2000);
    expect(withChance({ target: 5050, direction: 'over' }, 2500)).toEqual({
      target: 7500,
      direction: 'over',
    });
  });

  it('clamp the chance to 0.01–98.00 %', () => {
    expect(withChance({ target: 0, direction: 'under' }, 0)).toEqual({
      target: 1,
      direction: 'under',
    });
    expect(withTarget({ target: 5000, direction: 'over' }, 100)).toEqual({
      target: 200,
      direction: 'over',
    });
    expect(withTarget({ target: 5000, direction: 'over' }, 9_999.6)).toEqual({
      target: 9_999,
      direction: 'over',
    });
  });

  it('turn a multiplier into its chance', () => {
    expect(withMultiplier({ target: 0, direction: 'over' }, 200)).toEqual({
      target: 5050,
      direction: 'over',
    });
    expect(withMultiplier({ target: 0, direction: 'under' }, 9_900)).toEqual({
      target: 100,
      direction: 'under',
    });
  });

  it('switch sides keeping the chance', () => {
    const p = { target: 7000, direction: 'over' } as const;
    const q = switchDirection(p);
    expect(q).toEqual({ target: 3000, direction: 'under' });
    expect(chanceOf(q)).toBe(chanceOf(p));
  });
});
