import { and, eq, sql } from 'drizzle-orm';
import type { Database, SqlSession } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { users, type UserRow } from './users.schema.js';

export type NewUser = typeof users.$inferInsert;

export function createUsersRepository(db: Database) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },
    /**
     * Inserts the user; answers undefined when the e-mail is taken (unique index). The player's
     * country starts as the one detected at registration (core §3 User: country) unless given;
     * the player may change it in their personal details, the detected `geo` stays as it was.
     */
    async insert(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values({ ...user, country: user.country ?? user.geo ?? null })
        .onConflictDoNothing()
        .returning();
      return row;
    },
    async update(id: number, changes: Partial<NewUser>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    /**
     * Sets a new password and raises the token version, revoking every older token, if the token
     * version is still `fromVersion` (the one the caller was authorised under); undefined
     * otherwise. A compare-and-set: of changes at once under one version, the row lock lets the
     * first through and the others find the version moved on, so no answered token is dead.
     */
    async setPassword(
      id: number,
      passwordHash: string,
      fromVersion: number,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.tokenVersion, fromVersion)))
        .returning();
      return row;
    },
    /**
     * Sets a new e-mail and raises the token version, if the version is still `fromVersion` (as
     * setPassword): 'stale' when it moved on, 'taken' when another account has the address.
     */
    async setEmail(
      id: number,
      email: string,
      fromVersion: number,
    ): Promise<UserRow | 'stale' | 'taken'> {
      try {
        const [row] = await db
          .update(users)
          .set({ email, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
          .where(and(eq(users.id, id), eq(users.tokenVersion, fromVersion)))
          .returning();
        return row ?? 'stale';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/**
 * The three columns a money call needs of a player (id, currency, banned), read on the caller's
 * session (its transaction, if any); plain SQL, since it runs before every provider bet.
 */
export async function findPlayer(session: SqlSession, id: number) {
  const [player] = await session.query<{ id: number; currency_code: string; banned: boolean }>(
    'select id, currency_code, banned from users where id = $1',
    [id],
  );
  return player;
}

/** Whether a player may act: not banned, and the token version their sessions must carry. */
export interface PlayerStanding {
  banned: boolean;
  /** Raised by a password or e-mail change: a session opened under an older one is over. */
  tokenVersion: number;
  /** An AML hold staff put on the player (player-admin): while on, no withdrawal. */
  amlHold: boolean;
}

/**
 * A player's standing, read on the caller's session (inside its transaction, so a game round
 * checks it under the locks it holds); undefined for an unknown player.
 */
export async function playerStanding(
  session: SqlSession,
  id: number,
): Promise<PlayerStanding | undefined> {
  const [row] = await session.query<{ banned: boolean; token_version: number; aml_hold: boolean }>(
    'select banned, token_version, aml_hold from users where id = $1',
    [id],
  );
  return (
    row && {
      banned: row.banned,
      tokenVersion: Number(row.token_version),
      amlHold: row.aml_hold,
    }
  );
}
