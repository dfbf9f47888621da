import { LANGUAGE_CODES, type LanguageCode } from '@jackdaw/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount.js';
import { parseAmount } from './parse-amount.js';

const MAX = 9_999_999_999n;
const languages = fc.constantFrom(...LANGUAGE_CODES);
const commaDot: LanguageCode[] = ['BN', 'MM'];
const spaceComma: LanguageCode[] = ['EN', 'RU', 'KZ', 'TR', 'UZ', 'SI', 'FR', 'AZ', 'NE'];

describe('parseAmount', () => {
  describe.each(spaceComma)('%s (space thousands, comma decimal)', (language) => {
    it.each([
      ['0', 0n],
      ['10', 1000n],
      ['1 000', 100000n],
      ['1 000,5', 100050n],
      ['1 000,50', 100050n],
      ['1 000,05', 100005n],
      ['1 000.5', 100050n],
      ['1000', 100000n],
      ['1000,5', 100050n],
      ['1000.5', 100050n],
      ['0,05', 5n],
      ['12 345 678,9', 1234567890n],
      ['99 999 999,99', 9999999999n],
      ['-1 000', -100000n],
      ['-0,05', -5n],
      ['  25 ', 2500n],
      ['1\u00a0000', 100000n],
      ['1\u202f000,5', 100050n],
      ['007', 700n],
    ])('"%s" → %s', (text, expected) => {
      expect(parseAmount(text, language)).toBe(expected);
    });

    it.each([
      ['', 'empty'],
      ['   ', 'blank'],
      ['1,000', 'three decimals'],
      ['1.000', 'three decimals'],
      ['1,005', 'three decimals'],
      ['10,5,0', 'two marks'],
      ['1 000 000,5.5', 'two marks'],
      ['12 34', 'short group'],
      ['1 0000', 'long group'],
      ['1  000', 'double space'],
      ['1000 000', 'leading group too long'],
      ['- 1 000', 'space after the minus'],
      ['10,', 'mark without digits'],
      [',5', 'no whole part'],
      ['.', 'mark alone'],
      ['-', 'minus alone'],
      ['+5', 'plus sign'],
      ['--5', 'double minus'],
      ['5-', 'trailing minus'],
      ['abc', 'letters'],
      ['10a', 'trailing letter'],
      ['1e3', 'exponent'],
      ['0x10', 'hex'],
      ['১০০', 'Bengali digits'],
      ['१००', 'Devanagari digits'],
      ['100 000 000', 'eleven digits in minor units'],
      ['99 999 999,999', 'three decimals at the limit'],
      ['100000000', 'eleven digits in minor units'],
      ['-100000000', 'eleven digits in minor units, negative'],
      ['1,000 $', 'currency sign'],
    ])('"%s" → null (%s)', (text) => {
      expect(parseAmount(text, language)).toBeNull();
    });
  });

  describe.each(commaDot)('%s (comma thousands, dot decimal)', (language) => {
    it.each([
      ['0', 0n],
      ['1,000', 100000n],
      ['1,000.5', 100050n],
      ['1,000.05', 100005n],
      ['12,345,678.9', 1234567890n],
      ['99,999,999.99', 9999999999n],
      ['1000', 100000n],
      ['1000.5', 100050n],
      ['1000,5', 100050n],
      // Without grouping a comma is a decimal mark, as a player may type it.
      ['1,50', 150n],
      ['12,34', 1234n],
      ['-1,000.5', -100050n],
    ])('"%s" → %s', (text, expected) => {
      expect(parseAmount(text, language)).toBe(expected);
    });

    it.each([
      ['1,000,5', 'thousands separator used as the decimal mark'],
      ['1.000', 'three decimals'],
      ['1 000', 'space is not a separator here'],
      ['1,0000', 'long group'],
      ['100,000,000', 'eleven digits in minor units'],
      ['1,000.505', 'three decimals'],
    ])('"%s" → null (%s)', (text) => {
      expect(parseAmount(text, language)).toBeNull();
    });
  });

  describe('properties', () => {
    it('reads back what formatAmount writes, in every language', () => {
      fc.assert(
        fc.property(fc.bigInt({ min: -MAX, max: MAX }), languages, (minor, language) => {
          expect(parseAmount(formatAmount(minor, language), language)).toBe(minor);
        }),
      );
    });

    it('reads a plain "whole.fraction" or "whole,fraction" in every language', () => {
      fc.assert(
        fc.property(
          fc.bigInt({ min: 0n, max: MAX / 100n }),
          fc.integer({ min: 0, max: 99 }),
          fc.constantFrom('.', ','),
          languages,
          (whole, cents, mark, language) => {
            const fraction = String(cents).padStart(2, '0');
            const expected = whole * 100n + BigInt(cents);
            expect(parseAmount(`${whole}${mark}${fraction}`, language)).toBe(expected);
          },
        ),
      );
    });

    it('never throws, and answers null or an amount within 10 digits', () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.string(), fc.stringMatching(/^-?[\d ,.]{0,16}$/)),
          languages,
          (text, language) => {
            const minor = parseAmount(text, language);
            if (minor !== null) {
              expect(minor <= MAX && minor >= -MAX).toBe(true);
            }
          },
        ),
      );
    });

    it('refuses every amount of more than 10 digits in minor units', () => {
      fc.assert(
        fc.property(
          fc.bigInt({ min: MAX / 100n + 1n, max: 10n ** 20n }),
          languages,
          (whole, language) => {
            expect(parseAmount(String(whole), language)).toBeNull();
          },
        ),
      );
    });
  });
});
