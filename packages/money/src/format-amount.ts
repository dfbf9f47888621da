import type { LanguageCode } from '@jackdaw/contracts';
import {
  FRACTION_DIGITS,
  MINOR_PER_MAJOR,
  fitsAmountDigits,
  toMinorBigInt,
  type MinorAmount,
} from './minor-units.js';
import { separatorsFor } from './separators.js';

/**
 * Shows an amount held in minor units the way engagement §9 "Money formatting" asks: the last
 * two digits are the fraction, a zero fraction is dropped, a non-zero one always shows two
 * digits, digits are always Latin. Zero, empty, non-integer or unreadable input, and amounts of
 * more than MAX_AMOUNT_DIGITS digits all show "0". Arithmetic is bigint, so nothing is rounded.
 *
 * @example
 * formatAmount(123456789, 'EN'); // "1 234 567,89"
 * formatAmount('100000', 'BN'); // "1,000"
 * formatAmount(-1050n, 'MM'); // "-10.50"
 * formatAmount(10_000_000_000, 'EN'); // "0" (11 digits)
 */
export function formatAmount(minor: MinorAmount, language: LanguageCode): string {
  const value = toMinorBigInt(minor);
  if (value === null || value === 0n || !fitsAmountDigits(value)) return '0';

  const { group, decimal } = separatorsFor(language);
  const absolute = value < 0n ? -value : value;
  const whole = groupThousands(String(absolute / MINOR_PER_MAJOR), group);
  const fraction = absolute % MINOR_PER_MAJOR;
  const text =
    fraction === 0n
      ? whole
      : `${whole}${decimal}${String(fraction).padStart(FRACTION_DIGITS, '0')}`;
  return value < 0n ? `-${text}` : text;
}

function groupThousands(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, group);
}
