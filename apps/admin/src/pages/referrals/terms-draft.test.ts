import { describe, expect, it } from 'vitest';
import { bpOf, draftOf, majorOf, minorOf, percentOf, termsOf } from './terms-draft';

describe('the terms editor fields', () => {
  it('reads percent with two decimals as basis points', () => {
    expect(bpOf('5')).toBe(500);
    expect(bpOf('0.25')).toBe(25);
    expect(bpOf('0,5')).toBe(50);
    expect(bpOf('100')).toBe(10_000);
    expect(bpOf('100.01')).toBeNull();
    expect(bpOf('0.125')).toBeNull();
    expect(bpOf('-1')).toBeNull();
    expect(bpOf('')).toBeNull();
    expect(percentOf(25)).toBe('0.25');
  });

  it('reads the minimum in major units', () => {
    expect(minorOf('5')).toBe(500);
    expect(minorOf('5.5')).toBe(550);
    expect(minorOf('0.01')).toBe(1);
    expect(minorOf('0')).toBeNull();
    expect(minorOf('1.234')).toBeNull();
    expect(majorOf(65_000)).toBe('650.00');
  });

  it('answers the call’s body, or every refused field', () => {
    const draft = draftOf({
      currency: 'INR',
      enabled: true,
      depositShareBp: 500,
      stakeShareBp: 25,
      windowDays: 90,
      minTransfer: 40_000,
      updatedAt: '2026-01-01T00:00:00Z',
      updatedBy: null,
    });
    expect(termsOf({ ...draft, reason: 'New season' })).toEqual({
      ok: true,
      terms: {
        enabled: true,
        depositShareBp: 500,
        stakeShareBp: 25,
        windowDays: 90,
        minTransfer: 40_000,
      },
      reason: 'New season',
    });
    expect(
      termsOf({ ...draft, depositPercent: 'x', windowDays: '0', minTransfer: '', reason: ' ' }),
    ).toEqual({
      ok: false,
      errors: {
        depositPercent: 'percent',
        windowDays: 'days',
        minTransfer: 'amount',
        reason: 'reason',
      },
    });
  });
});
