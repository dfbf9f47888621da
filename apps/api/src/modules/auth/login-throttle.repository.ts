import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { failedLogins, loginThrottle } from './auth.schema.js';
import type { ThrottleState, Verdict } from './login-throttle.js';

/** The sign-in throttle's rows (login-throttle.ts decides). */
export function createLoginThrottleRepository(db: Database) {
  return {
    /**
     * Locks the rows of `keys` (created empty when missing), in key order so that two attempts
     * never wait on each other crosswise, lets `decide` judge them, and writes what it admits.
     */
    async claim<V extends Verdict>(
      keys: string[],
      now: Date,
      decide: (rows: Map<string, ThrottleState>) => V,
    ): Promise<V> {
      const sorted = [...keys].sort();
      return db.transaction(async (tx) => {
        await tx
          .insert(loginThrottle)
          .values(sorted.map((key) => ({ key, windowStart: now, attempts: 0 })))
          .onConflictDoNothing();
        const rows = await tx
          .select()
          .from(loginThrottle)
          .where(inArray(loginThrottle.key, sorted))
          .orderBy(loginThrottle.key)
          .for('update');
        const verdict = decide(new Map(rows.map((row) => [row.key, row])));
        if (verdict.admitted) {
          for (const row of verdict.next) {
            await tx
              .update(loginThrottle)
              .set({
                windowStart: row.windowStart,
                attempts: row.attempts,
                blockedUntil: row.blockedUntil,
              })
              .where(eq(loginThrottle.key, row.key));
          }
        }
        return verdict;
      });
    },

    /** Gives back the attempts of a sign-in that succeeded: successes never count. */
    async release(keys: string[]): Promise<void> {
      await db
        .update(loginThrottle)
        .set({ attempts: sql`greatest(${loginThrottle.attempts} - 1, 0)` })
        .where(inArray(loginThrottle.key, keys));
    },

    /** Forgets an account's attempts (its owner set a new password). */
    async clear(key: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
    },

    /**
     * Marks the paused account's unlock mail as sent, if it was not sent in this window; answers
     * whether this call marked it (of refusals at once, one sends the mail).
     */
    async markUnlockMailed(key: string, now: Date): Promise<boolean> {
      const marked = await db
        .update(loginThrottle)
        .set({ unlockMailedAt: now })
        .where(
          and(
            eq(loginThrottle.key, key),
            or(
              isNull(loginThrottle.unlockMailedAt),
              lt(loginThrottle.unlockMailedAt, loginThrottle.windowStart),
            ),
          ),
        )
        .returning({ key: loginThrottle.key });
      return marked.length > 0;
    },

    /**
     * Deletes up to `limit` rows whose window and wait ended before `before` (skipping rows
     * an attempt holds): each sign-in or recovery request adds at most two rows and takes away
     * stale ones, so
     * addresses sprayed by an attacker do not pile up.
     */
    async prune(before: Date, limit = 100): Promise<void> {
      await db.execute(sql`
        delete from ${loginThrottle} where ${loginThrottle.key} in (
          select ${loginThrottle.key} from ${loginThrottle}
          where ${loginThrottle.windowStart} < ${before}
            and (${loginThrottle.blockedUntil} is null or ${loginThrottle.blockedUntil} < ${before})
          order by ${loginThrottle.windowStart} limit ${limit}
          for update skip locked)`);
    },

    /** Keeps a failed sign-in in the history. */
    async recordFailure(emailLower: string, ip: string): Promise<void> {
      await db.insert(failedLogins).values({ emailLower, ip });
    },
  };
}

export type LoginThrottleRepository = ReturnType<typeof createLoginThrottleRepository>;
