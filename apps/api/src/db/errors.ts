/** The SQLSTATE of a database error from pg or PGlite, directly or as a query builder's cause. */
function sqlStateOf(error: unknown): string | undefined {
  const code =
    (error as { code?: unknown } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * Whether a database error is a unique violation (SQLSTATE 23505), from pg or PGlite, directly
 * or as the cause of a query builder's error.
 */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/**
 * Whether the database refused a value itself (SQLSTATE class 22, "data exception": a number
 * out of its column's range, text with a NUL byte or not valid UTF-8, a malformed date): a
 * fault of the input, not of the server.
 */
export function isDataException(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith('22') ?? false;
}
