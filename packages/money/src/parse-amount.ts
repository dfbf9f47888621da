import type { LanguageCode } from '@jackdaw/contracts';
import { FRACTION_DIGITS, MINOR_PER_MAJOR, fitsAmountDigits } from './minor-units.js';
import { separatorsFor, type Separators } from './separators.js';

/** Spaces a copied amount may carry instead of a plain one: no-break and narrow no-break. */
const SPACE_CLASS = '[ \\u00a0\\u202f]';
const DECIMAL_MARKS = ['.', ','];

/**
 * Reads an amount a player typed, in major units, into minor units; null when it is not one.
 *
 * The rule, after trimming surrounding whitespace:
 * - an optional leading '-' (callers decide whether a negative amount is allowed), then
 * - the whole part, Latin digits only, either plain ("1000") or grouped by threes with the
 *   language's thousands separator exactly as {@link formatAmount} writes it ("1 000" in English,
 *   where no-break spaces count too; "1,000" in Bengali and Burmese), then
 * - optionally a decimal mark and one or two fraction digits. A plain whole part takes either
 *   '.' or ',' ("1000.5" and "1000,5" both mean 1000.50); a grouped one takes any mark other
 *   than its thousands separator ("1 000,5" or "1 000.5"; "1,000.5" but not "1,000,5").
 *
 * Anything else is null: letters, other digit scripts, three or more fraction digits (so
 * English "1,000" and "1.000" are refused rather than guessed), misplaced separators, an empty
 * text, or a result of more than MAX_AMOUNT_DIGITS digits in minor units.
 *
 * @example
 * parseAmount('1 000,5', 'EN'); // 100050n
 * parseAmount('1000.5', 'EN'); // 100050n
 * parseAmount('1,000', 'BN'); // 100000n
 * parseAmount('1,000', 'EN'); // null
 */
export function parseAmount(text: string, language: LanguageCode): bigint | null {
  const match = amountPattern(separatorsFor(language)).exec(text.trim());
  if (!match) return null;

  const [, minus, plainWhole, plainFraction, groupedWhole, groupedFraction] = match;
  const whole = (plainWhole ?? groupedWhole ?? '').replace(/\D/g, '');
  const fraction = (plainFraction ?? groupedFraction ?? '').padEnd(FRACTION_DIGITS, '0');
  const absolute = BigInt(whole) * MINOR_PER_MAJOR + BigInt(fraction);
  if (!fitsAmountDigits(absolute)) return null;
  return minus ? -absolute : absolute;
}

const patterns = new Map<Separators, RegExp>();

function amountPattern(separators: Separators): RegExp {
  let pattern = patterns.get(separators);
  if (!pattern) {
    const group = separators.group === ' ' ? SPACE_CLASS : escapeRegExp(separators.group);
    const anyMark = `[${DECIMAL_MARKS.map(escapeRegExp).join('')}]`;
    const groupedMarks = DECIMAL_MARKS.filter((mark) => mark !== separators.group);
    const groupedMark = `[${groupedMarks.map(escapeRegExp).join('')}]`;
    const fraction = `(\\d{1,${FRACTION_DIGITS}})`;
    pattern = new RegExp(
      `^(-)?(?:(\\d+)(?:${anyMark}${fraction})?|(\\d{1,3}(?:${group}\\d{3})+)(?:${groupedMark}${fraction})?)$`,
    );
    patterns.set(separators, pattern);
  }
  return pattern;
}

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&');
}
