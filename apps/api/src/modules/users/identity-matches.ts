import type { SqlSession } from '../../db/client.js';

/** What the bonus engine reads of a player at a deposit (welcome bonus rules). */
export interface BonusProfile {
  bonusChoice: string;
  createdAt: Date;
  email: string;
}

export async function bonusProfileOf(
  executor: SqlSession,
  userId: number,
): Promise<BonusProfile | null> {
  const [row] = await executor.query<{ bonus_choice: string; created_at: string; email: string }>(
    'select bonus_choice, created_at, email from users where id = $1',
    [userId],
  );
  return row
    ? { bonusChoice: row.bonus_choice, createdAt: new Date(row.created_at), email: row.email }
    : null;
}

/**
 * An e-mail address as one person's: lower case, a `+tag` dropped, and for Gmail the dots of the
 * local part too (they reach the same mailbox).
 */
export function normaliseEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const bare = local.replace(/\+.*$/, '');
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? bare.replaceAll('.', '') : bare}@${gmail ? 'gmail.com' : domain}`;
}

const NORMALISED_SQL = `(case when lower(split_part(email, '@', 2)) in ('gmail.com', 'googlemail.com')
    then replace(regexp_replace(lower(split_part(email, '@', 1)), '\\+.*$', ''), '.', '') || '@gmail.com'
    else regexp_replace(lower(split_part(email, '@', 1)), '\\+.*$', '') || '@' || lower(split_part(email, '@', 2))
  end)`;

/** Other players whose normalised e-mail is the same as this player's (one bonus per person). */
export async function playersSharingEmail(
  executor: SqlSession,
  userId: number,
  email: string,
): Promise<number[]> {
  const rows = await executor.query<{ id: number }>(
    `select id from users where id <> $1 and ${NORMALISED_SQL} = $2 limit 50`,
    [userId, normaliseEmail(email)],
  );
  return rows.map((row) => Number(row.id));
}
