import { isoDateSchema } from '@jackdaw/contracts';
import * as z from 'zod/mini';

/**
 * A stored date (YYYY-MM-DD, or a timestamp starting so) as the site shows it, DD-MM-YYYY (spec
 * core §3 "User": birthday, registration date); empty for no date, and the text unchanged when
 * it is not a date of that shape.
 *
 * @example
 * formatDisplayDate('1990-04-07'); // "07-04-1990"
 */
export function formatDisplayDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : iso;
}

/**
 * A date typed as DD-MM-YYYY (dots and slashes also accepted, one-digit day and month too) as the
 * contract's YYYY-MM-DD, or null when it is not a real calendar date.
 *
 * @example
 * parseDisplayDate('7.4.1990'); // "1990-04-07"
 * parseDisplayDate('31-02-1990'); // null
 */
export function parseDisplayDate(text: string): string | null {
  const match = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return z.safeParse(isoDateSchema, iso).success ? iso : null;
}
