import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountFromText,
  amountInput,
  checkAmount,
  checkWithdrawal,
  majorText,
  shownAmount,
} from './amount';

describe('payment amounts', () => {
  it('shows 0 for an empty amount and for one longer than 10 digits (spec core §5)', () => {
    expect(shownAmount('', 'EN')).toBe('0');
    expect(shownAmount('   ', 'EN')).toBe('0');
    expect(shownAmount('100000000', 'EN')).toBe('0'); // 10 000 000 000 minor units: 11 digits
    expect(shownAmount('99999999.99', 'EN')).not.toBe('0');
    expect(shownAmount('1000', 'EN')).toBe('1 000');
  });

  it('reads typed major units into minor units, refusing zero, negatives and text', () => {
    expect(amountFromText('1000', 'EN')).toBe(100_000);
    expect(amountFromText('10,5', 'TR')).toBe(1_050);
    expect(amountFromText('0', 'EN')).toBeNull();
    expect(amountFromText('-5', 'EN')).toBeNull();
    expect(amountFromText('abc', 'EN')).toBeNull();
  });

  it('writes a preset so that every language reads it back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999_999 }), (minor) => {
        for (const language of ['EN', 'BN', 'RU', 'TR', 'MM'] as const) {
          expect(amountFromText(majorText(minor), language)).toBe(minor);
        }
      }),
    );
  });

  it('checks the limits, a limit of 0 meaning none', () => {
    const limit = { min: 30_000, max: 10_000_000 };
    expect(checkAmount(null, limit)).toBe('empty');
    expect(checkAmount(29_999, limit)).toBe('below');
    expect(checkAmount(30_000, limit)).toBe('ok');
    expect(checkAmount(10_000_000, limit)).toBe('ok');
    expect(checkAmount(10_000_001, limit)).toBe('above');
    expect(checkAmount(1, { min: 0, max: 0 })).toBe('ok');
  });

  it('checks a withdrawal against the limits and the amount available, naming the lower ceiling', () => {
    const limit = { min: 50_000, max: 5_000_000 };
    expect(checkWithdrawal(null, limit, 1_000_000)).toBe('empty');
    expect(checkWithdrawal(49_999, limit, 1_000_000)).toBe('below');
    expect(checkWithdrawal(1_000_000, limit, 1_000_000)).toBe('ok');
    expect(checkWithdrawal(1_000_001, limit, 1_000_000)).toBe('balance');
    expect(checkWithdrawal(6_000_000, limit, 1_000_000)).toBe('balance');
    expect(checkWithdrawal(6_000_000, limit, 9_000_000)).toBe('above');
    expect(checkWithdrawal(5_000_000, limit, 9_000_000)).toBe('ok');
    // Below the minimum is said first, even when the balance is smaller still.
    expect(checkWithdrawal(40_000, limit, 10_000)).toBe('below');
    expect(checkWithdrawal(60_000, { min: 0, max: 0 }, 50_000)).toBe('balance');
  });
});

describe('the amount field', () => {
  it('keeps digits and one decimal mark, never letters, with at most two decimals', () => {
    expect(amountInput('abc', 'EN')).toBe('');
    expect(amountInput('5e3', 'EN')).toBe('53');
    expect(amountInput('-500', 'EN')).toBe('500');
    expect(amountInput('₺ 1 500', 'TR')).toBe('1500');
    expect(amountInput('10,5', 'TR')).toBe('10,5');
    expect(amountInput('10.256', 'EN')).toBe('10.25');
    expect(amountInput('10,2567', 'TR')).toBe('10,25');
    expect(amountInput('1.000.000', 'EN')).toBe('1000000');
    expect(amountInput('1,000.50', 'BN')).toBe('1000.50');
    expect(amountInput('1,000', 'BN')).toBe('1000');
    expect(amountInput('1,', 'BN')).toBe('1,');
    expect(amountInput('1,5,', 'EN')).toBe('1,5');
    expect(amountInput('1,50.', 'TR')).toBe('1,50');
  });

  it('keeps only what reads back as the same amount (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('EN', 'TR', 'BN', 'RU') as fc.Arbitrary<'EN'>,
        (typed, language) => {
          const kept = amountInput(typed, language);
          expect(kept).toMatch(/^\d*(?:[.,]\d{0,2})?$/);
          expect(amountInput(kept, language)).toBe(kept);
        },
      ),
    );
  });
});
