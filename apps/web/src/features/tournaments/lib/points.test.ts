import { MINOR_UNITS_PER_MAJOR, TOURNAMENT_MULTIPLIER_SCALE } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { describe, expect, it } from 'vitest';
import { formatPoints } from './points';

describe('points as the player reads them', () => {
  it('shows stake and win points as money of the board currency', () => {
    expect(formatPoints('123450', 'stake', 'USD', 'EN')).toBe(formatMoney(123450, 'USD', 'EN'));
    expect(formatPoints('99', 'win', 'INR', 'BN')).toBe(formatMoney(99, 'INR', 'BN'));
  });

  it('shows multiplier points, hundredths, as a multiplier', () => {
    // The formatting relies on multiplier hundredths and minor units sharing their scale.
    expect(TOURNAMENT_MULTIPLIER_SCALE).toBe(MINOR_UNITS_PER_MAJOR);
    expect(formatPoints('1250', 'multiplier', 'USD', 'EN')).toMatch(/^×12[.,]50$/);
    expect(formatPoints('300', 'multiplier', 'USD', 'EN')).toBe('×3');
  });
});
