import { CURRENCY_CODES } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WITHDRAWAL_THRESHOLDS, needsSecondPerson } from './thresholds.js';

describe('needsSecondPerson', () => {
  it('always asks for a second person on corrections and unbans, whatever the amount', () => {
    expect(needsSecondPerson('player.correct_balance', 1n, 'USD')).toBe(true);
    expect(needsSecondPerson('player.correct_balance', null, null)).toBe(true);
    expect(needsSecondPerson('player.unban', null, null)).toBe(true);
  });

  it('asks on a withdrawal only above its currency threshold', () => {
    const thresholds = { USD: 100_000n, INR: 8_500_000n };
    expect(needsSecondPerson('withdrawal.approve', 100_000n, 'USD', thresholds)).toBe(false);
    expect(needsSecondPerson('withdrawal.approve', 100_001n, 'USD', thresholds)).toBe(true);
    expect(needsSecondPerson('withdrawal.approve', 8_500_000n, 'INR', thresholds)).toBe(false);
    expect(needsSecondPerson('withdrawal.approve', 8_500_001n, 'INR', thresholds)).toBe(true);
  });

  it('asks when the currency has no threshold or the amount is unknown', () => {
    expect(needsSecondPerson('withdrawal.approve', 1n, 'EUR', { USD: 100_000n })).toBe(true);
    expect(needsSecondPerson('withdrawal.approve', null, 'USD', { USD: 100_000n })).toBe(true);
  });

  it('never asks on other actions', () => {
    expect(needsSecondPerson('player.ban', null, null)).toBe(false);
    expect(needsSecondPerson('player.read', 10n ** 12n, 'USD')).toBe(false);
  });

  it('has a default threshold for each of the 14 currencies, 1,000 USD by default', () => {
    for (const code of CURRENCY_CODES)
      expect(DEFAULT_WITHDRAWAL_THRESHOLDS[code]).toBeGreaterThan(0n);
    expect(needsSecondPerson('withdrawal.approve', 100_000n, 'USD')).toBe(false);
    expect(needsSecondPerson('withdrawal.approve', 100_001n, 'USD')).toBe(true);
  });
});
