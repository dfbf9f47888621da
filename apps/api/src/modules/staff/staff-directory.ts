import type { SqlSession } from '../../db/client.js';

/**
 * Who staff ids are, for other modules' screens (the audit log, the approvals queue): e-mails by
 * id, and the id of an e-mail. Read-only; disabled members are still named (the log outlives them).
 */
export async function staffEmails(
  session: SqlSession,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await session.query<{ id: number; email: string }>(
    'select id, email from staff where id = any($1::int[])',
    [unique],
  );
  return new Map(rows.map((row) => [Number(row.id), row.email]));
}

/** The id of the staff member with this e-mail (any case), if there is one. */
export async function staffIdByEmail(
  session: SqlSession,
  email: string,
): Promise<number | undefined> {
  const [row] = await session.query<{ id: number }>('select id from staff where email = $1', [
    email.trim().toLowerCase(),
  ]);
  return row ? Number(row.id) : undefined;
}
