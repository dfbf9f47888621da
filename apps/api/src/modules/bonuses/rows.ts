/** How the repositories read a row: as the driver answered it, dates parsed here. */
export type Raw = Record<string, unknown>;
export const date = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string);
export const big = (value: unknown): bigint => BigInt((value as string | number | bigint) ?? 0);
export const bigOrNull = (value: unknown): bigint | null =>
  value === null || value === undefined ? null : BigInt(value as string);
