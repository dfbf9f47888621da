import { CURRENCY_CODES, LANGUAGE_CODES, type CurrencyCode } from '@jackdaw/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount.js';
import { formatMoney } from './format-money.js';

/** Engagement §9: which side each currency's sign goes, written out from the spec. */
const EXPECTED: Record<CurrencyCode, { positive: string; negative: string; zero: string }> = {
  USD: { positive: '1 000,50 $', negative: '-1 000,50 $', zero: '0 $' },
  AZN: { positive: '1 000,50 ₼', negative: '-1 000,50 ₼', zero: '0 ₼' },
  KZT: { positive: '1 000,50 ₸', negative: '-1 000,50 ₸', zero: '0 ₸' },
  PKR: { positive: '1 000,50 ₨', negative: '-1 000,50 ₨', zero: '0 ₨' },
  UZS: { positive: '1 000,50 soʻm', negative: '-1 000,50 soʻm', zero: '0 soʻm' },
  MMK: { positive: '1 000,50 K', negative: '-1 000,50 K', zero: '0 K' },
  KES: { positive: '1 000,50 KSh', negative: '-1 000,50 KSh', zero: '0 KSh' },
  LKR: { positive: '1 000,50 Rs', negative: '-1 000,50 Rs', zero: '0 Rs' },
  INR: { positive: '₹1 000,50', negative: '-₹1 000,50', zero: '₹0' },
  BDT: { positive: '৳1 000,50', negative: '-৳1 000,50', zero: '৳0' },
  BRL: { positive: 'R$1 000,50', negative: '-R$1 000,50', zero: 'R$0' },
  EUR: { positive: '€1 000,50', negative: '-€1 000,50', zero: '€0' },
  TRY: { positive: '₺1 000,50', negative: '-₺1 000,50', zero: '₺0' },
  GBP: { positive: '£1 000,50', negative: '-£1 000,50', zero: '£0' },
};

describe('formatMoney', () => {
  it('has an expectation for every currency', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...CURRENCY_CODES].sort());
  });

  describe.each(CURRENCY_CODES)('%s', (currency) => {
    const expected = EXPECTED[currency];

    it('puts the sign on its side of a positive amount', () => {
      expect(formatMoney(100050, currency, 'EN')).toBe(expected.positive);
    });

    it('keeps the minus in front of everything', () => {
      expect(formatMoney(-100050n, currency, 'EN')).toBe(expected.negative);
    });

    it.each([0, null, undefined, '', 'abc', 10000000000n])(
      'shows the sign with "0" for %s',
      (minor) => {
        expect(formatMoney(minor, currency, 'EN')).toBe(expected.zero);
      },
    );
  });

  it.each([
    [100000, 'INR', 'EN', '₹1 000'],
    [100000, 'USD', 'EN', '1 000 $'],
    [100050, 'BDT', 'BN', '৳1,000.50'],
    [-100050, 'BDT', 'BN', '-৳1,000.50'],
    ['123456789', 'MMK', 'MM', '1,234,567.89 K'],
    [-5n, 'EUR', 'RU', '-€0,05'],
    [9999999999n, 'UZS', 'UZ', '99 999 999,99 soʻm'],
    [1000, 'TRY', 'TR', '₺10'],
  ] as const)('%s %s in %s → "%s"', (minor, currency, language, expected) => {
    expect(formatMoney(minor, currency, language)).toBe(expected);
  });

  it('is the formatted amount plus the sign, for any amount, currency and language', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.bigInt({ min: -(10n ** 11n), max: 10n ** 11n }), fc.string(), fc.double()),
        fc.constantFrom(...CURRENCY_CODES),
        fc.constantFrom(...LANGUAGE_CODES),
        (minor, currency, language) => {
          const text = formatMoney(minor, currency, language);
          const amount = formatAmount(minor, language);
          expect(text).not.toMatch(/NaN|undefined|null/);
          expect(text.replace(/[^\d]/g, '')).toBe(amount.replace(/[^\d]/g, ''));
          expect(text.startsWith('-')).toBe(amount.startsWith('-'));
        },
      ),
    );
  });
});
