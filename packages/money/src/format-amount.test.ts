import { LANGUAGE_CODES, type LanguageCode } from '@jackdaw/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount.js';

const MAX = 9_999_999_999n;
const languages = fc.constantFrom(...LANGUAGE_CODES);
const minorWithinLimit = fc.bigInt({ min: -MAX, max: MAX });

describe('formatAmount', () => {
  describe('fraction: the last two digits', () => {
    it.each([
      [1050, '10,50'],
      [1000, '10'],
      [100, '1'],
      [101, '1,01'],
      [110, '1,10'],
      [199, '1,99'],
      [5, '0,05'],
      [50, '0,50'],
      [99, '0,99'],
      [100000, '1 000'],
      [100001, '1 000,01'],
      [123456789, '1 234 567,89'],
      [100000000, '1 000 000'],
    ])('%s minor → "%s" in English', (minor, expected) => {
      expect(formatAmount(minor, 'EN')).toBe(expected);
    });
  });

  describe('separators per language', () => {
    const commaDot: LanguageCode[] = ['BN', 'MM'];
    const spaceComma: LanguageCode[] = ['EN', 'RU', 'KZ', 'TR', 'UZ', 'SI', 'FR', 'AZ', 'NE'];

    it('covers every supported language', () => {
      expect([...commaDot, ...spaceComma].sort()).toEqual([...LANGUAGE_CODES].sort());
    });

    it.each(commaDot)('%s: comma thousands, dot decimal', (language) => {
      expect(formatAmount(123456789, language)).toBe('1,234,567.89');
      expect(formatAmount(100000, language)).toBe('1,000');
      expect(formatAmount(1050, language)).toBe('10.50');
      expect(formatAmount(-9999999999n, language)).toBe('-99,999,999.99');
    });

    it.each(spaceComma)('%s: space thousands, comma decimal (the English rule)', (language) => {
      expect(formatAmount(123456789, language)).toBe('1 234 567,89');
      expect(formatAmount(100000, language)).toBe('1 000');
      expect(formatAmount(1050, language)).toBe('10,50');
      expect(formatAmount(-9999999999n, language)).toBe('-99 999 999,99');
    });

    it('reads the language code in any casing', () => {
      expect(formatAmount(100050, 'bn' as LanguageCode)).toBe('1,000.50');
      expect(formatAmount(100050, 'Mm' as LanguageCode)).toBe('1,000.50');
    });

    it('gives an unknown language the English rule', () => {
      expect(formatAmount(100050, 'XX' as LanguageCode)).toBe('1 000,50');
    });
  });

  describe('the 10-digit limit', () => {
    it.each([
      [9999999999, '99 999 999,99'],
      [9999999999n, '99 999 999,99'],
      ['9999999999', '99 999 999,99'],
      [-9999999999, '-99 999 999,99'],
      [9999999900n, '99 999 999'],
      [10000000000, '0'],
      [10000000000n, '0'],
      ['10000000000', '0'],
      [-10000000000n, '0'],
      ['-10000000000', '0'],
      [123456789012345678901234567890n, '0'],
      [Number.MAX_SAFE_INTEGER, '0'],
      [1e21, '0'],
    ])('%s → "%s"', (minor, expected) => {
      expect(formatAmount(minor, 'EN')).toBe(expected);
    });

    it('counts significant digits, so leading zeros in a string do not count', () => {
      expect(formatAmount('000000000000100', 'EN')).toBe('1');
    });
  });

  describe('negatives keep a leading minus', () => {
    it.each([
      [-1050, '-10,50'],
      [-100000n, '-1 000'],
      ['-5', '-0,05'],
      ['-250000', '-2 500'],
    ])('%s → "%s"', (minor, expected) => {
      expect(formatAmount(minor, 'EN')).toBe(expected);
    });
  });

  describe('input kinds', () => {
    it('takes bigint, number and digit strings alike', () => {
      expect(formatAmount(123456n, 'EN')).toBe('1 234,56');
      expect(formatAmount(123456, 'EN')).toBe('1 234,56');
      expect(formatAmount('123456', 'EN')).toBe('1 234,56');
    });

    it.each([
      ['0', 0],
      ['0n', 0n],
      ['-0', -0],
      ['"0"', '0'],
      ['"-0"', '-0'],
      ['"000"', '000'],
    ])('zero (%s) → "0"', (_label, minor) => {
      expect(formatAmount(minor, 'EN')).toBe('0');
    });

    it.each([
      ['null', null],
      ['undefined', undefined],
      ['empty string', ''],
      ['letters', 'abc'],
      ['digits then letters', '100abc'],
      ['decimal text', '10.5'],
      ['exponent text', '1e3'],
      ['leading plus', '+100'],
      ['surrounding spaces', ' 100 '],
      ['grouped text', '1 000'],
      ['double minus', '--1'],
      ['lone minus', '-'],
      ['Bengali digits', '১০০'],
      ['fractional number', 10.5],
      ['NaN', Number.NaN],
      ['Infinity', Number.POSITIVE_INFINITY],
      ['-Infinity', Number.NEGATIVE_INFINITY],
    ])('%s → "0"', (_label, minor) => {
      expect(formatAmount(minor, 'EN')).toBe('0');
      expect(formatAmount(minor, 'BN')).toBe('0');
    });

    it('answers "0" for values outside the declared type too', () => {
      expect(formatAmount({} as unknown as string, 'EN')).toBe('0');
      expect(formatAmount(true as unknown as number, 'EN')).toBe('0');
    });
  });

  describe('properties', () => {
    const anyInput = fc.oneof(
      fc.bigInt(),
      fc.integer(),
      fc.double(),
      fc.string(),
      fc.stringMatching(/^-?\d{1,14}$/),
      fc.constant(null),
      fc.constant(undefined),
    );

    it('never shows NaN or undefined, and only Latin digits, "-" and separators', () => {
      fc.assert(
        fc.property(anyInput, languages, (minor, language) => {
          const text = formatAmount(minor, language);
          expect(text).not.toMatch(/NaN|undefined|null|Infinity/);
          expect(text).toMatch(/^-?[0-9][0-9 ,.]*$/);
        }),
      );
    });

    it('groups by threes and shows either no fraction or exactly two digits', () => {
      fc.assert(
        fc.property(minorWithinLimit, languages, (minor, language) => {
          const text = formatAmount(minor, language);
          const shape =
            language === 'BN' || language === 'MM'
              ? /^(0|-?[1-9]\d{0,2}(,\d{3})*(\.\d\d)?|-?0\.\d\d)$/
              : /^(0|-?[1-9]\d{0,2}( \d{3})*(,\d\d)?|-?0,\d\d)$/;
          expect(text).toMatch(shape);
        }),
      );
    });

    it('keeps the digits of the input, less a dropped "00" fraction', () => {
      fc.assert(
        fc.property(minorWithinLimit, languages, (minor, language) => {
          const absolute = minor < 0n ? -minor : minor;
          // Below one major unit the whole part shows as "0", so pad to "0" plus two digits.
          const digits = String(absolute).padStart(3, '0');
          const expected = digits.endsWith('00') ? digits.slice(0, -2) : digits;
          const text = formatAmount(minor, language);
          expect(text.replace(/\D/g, '')).toBe(minor === 0n ? '0' : expected);
          expect(text.startsWith('-')).toBe(minor < 0n);
        }),
      );
    });

    it('answers "0" for every amount beyond 10 digits', () => {
      fc.assert(
        fc.property(
          fc.bigInt({ min: MAX + 1n, max: 10n ** 30n }),
          fc.boolean(),
          languages,
          (absolute, negative, language) => {
            const minor = negative ? -absolute : absolute;
            expect(formatAmount(minor, language)).toBe('0');
            expect(formatAmount(String(minor), language)).toBe('0');
          },
        ),
      );
    });

    it('reads a number, its bigint and its digit string the same way', () => {
      fc.assert(
        fc.property(fc.integer({ min: -9999999999, max: 9999999999 }), languages, (n, language) => {
          const text = formatAmount(n, language);
          expect(formatAmount(BigInt(n), language)).toBe(text);
          expect(formatAmount(String(n), language)).toBe(text);
        }),
      );
    });
  });
});
