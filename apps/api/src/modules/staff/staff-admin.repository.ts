import type { SqlSession } from '../../db/client.js';

/** A staff row as the console's staff management reads it (raw SQL: it runs in audited transactions). */
export interface StaffAdminRow {
  id: number;
  email: string;
  role: string;
  totp_enrolled: boolean;
  disabled_at: Date | string | null;
  created_at: Date | string;
  last_sign_in_at: Date | string | null;
  sessions: number | string;
}

const COLUMNS = `s.id, s.email, s.role, s.totp_enrolled, s.disabled_at, s.created_at,
  s.last_sign_in_at,
  (select count(*) from staff_sessions x where x.staff_id = s.id)::int as sessions`;

/** The staff tables in SQL, for staff management: each call takes the transaction it runs in. */
export const staffAdminRepository = {
  list(db: SqlSession, after: number, limit: number): Promise<StaffAdminRow[]> {
    return db.query<StaffAdminRow>(
      `select ${COLUMNS} from staff s where s.id > $1 order by s.id limit $2`,
      [after, limit],
    );
  },

  async find(db: SqlSession, id: number): Promise<StaffAdminRow | undefined> {
    const [row] = await db.query<StaffAdminRow>(`select ${COLUMNS} from staff s where s.id = $1`, [
      id,
    ]);
    return row;
  },

  /** Locks the member's row until the transaction ends (two administrators at once: one waits). */
  async lock(db: SqlSession, id: number): Promise<StaffAdminRow | undefined> {
    const [locked] = await db.query<{ id: number }>(
      'select id from staff where id = $1 for update',
      [id],
    );
    return locked ? staffAdminRepository.find(db, id) : undefined;
  },

  /** A new member without a password, not enrolled; undefined when the e-mail is taken. */
  async insert(
    db: SqlSession,
    values: { email: string; role: string; totpSecret: string },
  ): Promise<number | undefined> {
    const [row] = await db.query<{ id: number }>(
      `insert into staff (email, password_hash, role, totp_secret, totp_enrolled)
       values ($1, null, $2, $3, false) on conflict (email) do nothing returning id`,
      [values.email, values.role, values.totpSecret],
    );
    return row?.id;
  },

  async setRole(db: SqlSession, id: number, role: string): Promise<void> {
    await db.query('update staff set role = $2 where id = $1', [id, role]);
  },

  async setDisabled(db: SqlSession, id: number, at: Date | null): Promise<void> {
    await db.query('update staff set disabled_at = $2 where id = $1', [
      id,
      at?.toISOString() ?? null,
    ]);
  },

  /** Forgets the member's password, TOTP secret (a new one is set) and recovery codes. */
  async resetSignIn(db: SqlSession, id: number, totpSecret: string): Promise<void> {
    await db.query(
      `update staff set password_hash = null, totp_secret = $2, totp_enrolled = false,
       totp_last_step = null where id = $1`,
      [id, totpSecret],
    );
    await db.query('delete from staff_recovery_codes where staff_id = $1', [id]);
  },

  /** Ends every session of the member; answers how many. */
  async endSessions(db: SqlSession, id: number): Promise<number> {
    const ended = await db.query<{ token_hash: string }>(
      'delete from staff_sessions where staff_id = $1 returning token_hash',
      [id],
    );
    return ended.length;
  },

  async deleteTickets(db: SqlSession, id: number): Promise<void> {
    await db.query('delete from staff_tickets where staff_id = $1', [id]);
  },

  async addTicket(
    db: SqlSession,
    values: { tokenHash: string; staffId: number; purpose: 'enrol'; expiresAt: Date },
  ): Promise<void> {
    await db.query('delete from staff_tickets where expires_at < $1', [new Date().toISOString()]);
    await db.query(
      `insert into staff_tickets (token_hash, staff_id, purpose, expires_at) values ($1, $2, $3, $4)`,
      [values.tokenHash, values.staffId, values.purpose, values.expiresAt.toISOString()],
    );
  },
};
