import * as z from 'zod/mini';

/**
 * Shared building blocks of the contracts: the one rule for text and the bounds of the integer
 * columns behind ids. The server enforces the text rule on every string of every request it
 * validates (apps/api/src/lib/validation.ts); contracts use these schemas so that the site
 * refuses the same input before sending it.
 */

/** The largest value of a PostgreSQL `integer` (int4) column: serial ids, counters. */
export const INT4_MAX = 2_147_483_647;

/**
 * Whether a text can be stored and shown as it is: no NUL character (PostgreSQL text cannot hold
 * one) and no unpaired UTF-16 surrogate (not a character; it would be stored as U+FFFD, so what
 * was stored would differ from what was signed or checked). A loop rather than a regular
 * expression: bodies carry strings of hundreds of kilobytes, and this runs on every one.
 *
 * @example isStorableText('Ayşe') === true; isStorableText('a\u0000b') === false
 */
export function isStorableText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 0) return false;
    if (unit < 0xd800 || unit > 0xdfff) continue;
    // A high surrogate must be followed by a low one; a low one never stands first.
    if (unit > 0xdbff) return false;
    const next = text.charCodeAt(i + 1);
    if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
    i++;
  }
  return true;
}

export const STORABLE_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates';

/** The text rule as a zod check, for `z.string().check(storableText, …)`. */
export const storableText = z.refine<string>(isStorableText, STORABLE_TEXT_MESSAGE);

/** Free text of at most `max` characters under the text rule. */
export const textSchema = (max: number) => z.string().check(z.maxLength(max), storableText);

/** A row id of an `integer` column: 1 … INT4_MAX (a larger number names no row, and PostgreSQL refuses it). */
export const idSchema = z.int().check(z.gte(1), z.lte(INT4_MAX));

/** The same id as a path or query parameter: decimal digits, no sign, within the column. */
export const idParamSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'Expected a positive integer id')),
  z.pipe(
    z.transform((value: string) => Number(value)),
    idSchema,
  ),
);

/** A whole number from a query string (digits) or a JSON number, within min..max. */
export const intFromQuery = (min: number, max: number) =>
  z.pipe(
    z.union([z.string().check(z.regex(/^\d{1,9}$/)), z.int()]),
    z.pipe(
      z.transform((value: string | number) => Number(value)),
      z.int().check(z.gte(min), z.lte(max)),
    ),
  );
