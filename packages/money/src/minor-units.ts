import { MAX_AMOUNT_DIGITS, MINOR_UNITS_PER_MAJOR } from '@jackdaw/contracts';

/**
 * An amount in minor units as callers hold it: a bigint, an integer number, or a string of
 * digits with an optional leading '-' (how the API sends large values). Anything else reads as
 * "no amount".
 */
export type MinorAmount = bigint | number | string | null | undefined;

export const MINOR_PER_MAJOR = BigInt(MINOR_UNITS_PER_MAJOR);

/** Digits after the decimal mark; MINOR_UNITS_PER_MAJOR is a power of ten (100 → 2). */
export const FRACTION_DIGITS = String(MINOR_UNITS_PER_MAJOR).length - 1;

/** The smallest absolute minor amount that no longer fits in MAX_AMOUNT_DIGITS digits. */
const AMOUNT_LIMIT = 10n ** BigInt(MAX_AMOUNT_DIGITS);

const INTEGER_TEXT = /^-?\d+$/;

/** The amount as a bigint, or null when it is not an integer (fractions, NaN, text, empty). */
export function toMinorBigInt(value: MinorAmount): bigint | null {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : null;
  if (typeof value === 'string') return INTEGER_TEXT.test(value) ? BigInt(value) : null;
  return null;
}

/** Whether the absolute value has at most MAX_AMOUNT_DIGITS significant digits. */
export function fitsAmountDigits(minor: bigint): boolean {
  return (minor < 0n ? -minor : minor) < AMOUNT_LIMIT;
}
