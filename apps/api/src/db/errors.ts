/**
 * Whether a database error is a unique violation (SQLSTATE 23505), from pg or PGlite, directly
 * or as the cause of a query builder's error.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } } | null)?.code ??
    (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
}
