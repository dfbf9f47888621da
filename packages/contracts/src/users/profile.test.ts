import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  CURRENCY_CODES,
  MAX_BALANCE_AMOUNT,
  MAX_TRANSACTION_AMOUNT,
  isTransactionAmount,
} from '../catalogue/currencies.js';
import { MAX_AMOUNT_DIGITS } from '../constants.js';
import { minorAmountSchema, toMinorAmount } from './profile.js';

describe('minor amounts on the wire', () => {
  it('carry any bigint exactly: a number below 2^53, its digits beyond', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }), (amount) => {
        const sent = JSON.parse(JSON.stringify(toMinorAmount(amount))) as unknown;
        const parsed = z.parse(minorAmountSchema, sent);
        expect(BigInt(parsed)).toBe(amount);
        const safe =
          amount <= BigInt(Number.MAX_SAFE_INTEGER) && -amount <= BigInt(Number.MAX_SAFE_INTEGER);
        expect(typeof parsed).toBe(safe ? 'number' : 'string');
      }),
    );
  });

  it('keep every bounded amount a number, and every movement within the digits the site shows', () => {
    expect(Number.isSafeInteger(MAX_BALANCE_AMOUNT)).toBe(true);
    for (const currency of CURRENCY_CODES) {
      const largest = MAX_TRANSACTION_AMOUNT[currency];
      expect(String(largest).length, currency).toBeLessThanOrEqual(MAX_AMOUNT_DIGITS);
      expect(largest * 100_000, currency).toBeLessThanOrEqual(MAX_BALANCE_AMOUNT + 1);
      expect(isTransactionAmount(largest, currency)).toBe(true);
      expect(isTransactionAmount(largest + 1, currency)).toBe(false);
      expect(isTransactionAmount(0, currency)).toBe(false);
      expect(isTransactionAmount(0, currency, true)).toBe(true);
      expect(isTransactionAmount(1.5, currency)).toBe(false);
    }
  });
});
