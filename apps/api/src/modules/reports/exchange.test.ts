import { CURRENCY_CODES, type CurrencyCode } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { convertMinor, formatRate, parseRate, type Rates } from './exchange.js';

const rates = Object.fromEntries(CURRENCY_CODES.map((code) => [code, '1'])) as Record<
  CurrencyCode,
  string
>;
Object.assign(rates, { INR: '88.5', EUR: '0.86', UZS: '12050', GBP: '0.76' });
const table = rates as Rates;

describe('exchange conversion', () => {
  it('parses and formats rates exactly', () => {
    expect(parseRate('88.5')).toBe(885_000_000_000n);
    expect(formatRate(parseRate('0.0000000001')!)).toBe('0.0000000001');
    expect(formatRate(parseRate('12050')!)).toBe('12050');
    for (const bad of ['0', '-1', '1e3', '', 'abc', '1.12345678901', '0.0000000000']) {
      expect(parseRate(bad)).toBeNull();
    }
  });

  it('converts through USD at the precision of the target currency', () => {
    // 885.00 INR = 10.00 USD; 10.00 USD = 8.60 EUR.
    expect(convertMinor(88_500n, 'INR', 'USD', table)).toBe(1_000n);
    expect(convertMinor(1_000n, 'USD', 'EUR', table)).toBe(860n);
    expect(convertMinor(88_500n, 'INR', 'EUR', table)).toBe(860n);
    expect(convertMinor(12_345n, 'EUR', 'EUR', table)).toBe(12_345n);
  });

  it('rounds half away from zero, negatives symmetrically', () => {
    // 1.77 INR = 0.02 USD exactly; 0.885 INR → 0.01 USD, 0.44 INR → 0.00497… → 0.00.
    expect(convertMinor(177n, 'INR', 'USD', table)).toBe(2n);
    expect(convertMinor(89n, 'INR', 'USD', table)).toBe(1n);
    expect(convertMinor(44n, 'INR', 'USD', table)).toBe(0n);
    expect(convertMinor(-89n, 'INR', 'USD', table)).toBe(-1n);
    // 0.005 USD would be half: 1 UZS minor = 1/12050 USD… 6025 UZS minor = 0.5 USD minor → 1.
    expect(convertMinor(6_025n, 'UZS', 'USD', table)).toBe(1n);
    expect(convertMinor(6_024n, 'UZS', 'USD', table)).toBe(0n);
    expect(convertMinor(-6_025n, 'UZS', 'USD', table)).toBe(-1n);
  });

  it('keeps large amounts exact (no floating point)', () => {
    const large = 9_999_999_999_999_999n;
    expect(convertMinor(large, 'USD', 'UZS', table)).toBe(large * 12_050n);
    expect(convertMinor(large * 12_050n, 'UZS', 'USD', table)).toBe(large);
  });
});
