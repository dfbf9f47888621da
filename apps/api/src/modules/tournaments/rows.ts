import type { CurrencyCode } from '@jackdaw/contracts';

/*
 * Reading the tournaments' rows, and the lock that scoring and the finish share. Bigint columns
 * come back as strings on PostgreSQL and as numbers or bigints on PGlite: read them through
 * `big`.
 */

/** The advisory lock class of a tournament's scoring (shared) against its finish (exclusive). */
export const SCORING_LOCK_CLASS = 25_032;

export interface EntryRow {
  userId: number;
  name: string;
  points: bigint;
  seq: number;
  joinedAt: Date;
  currency: CurrencyCode;
  finalPlace: number | null;
}

export type Raw = Record<string, unknown>;
export const big = (value: unknown): bigint =>
  typeof value === 'bigint' ? value : BigInt(value as string | number);
export const num = (value: unknown) => Number(value);
export const date = (value: unknown) => (value instanceof Date ? value : new Date(value as string));
export const maybeDate = (value: unknown) =>
  value === null || value === undefined ? null : date(value);
export const json = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

export const ENTRY_COLUMNS = 'user_id, name, points, seq, joined_at, currency_code, final_place';

export function entryOf(row: Raw): EntryRow {
  return {
    userId: num(row.user_id),
    name: row.name as string,
    points: big(row.points),
    seq: num(row.seq),
    joinedAt: date(row.joined_at),
    currency: row.currency_code as CurrencyCode,
    finalPlace: row.final_place === null ? null : num(row.final_place),
  };
}
