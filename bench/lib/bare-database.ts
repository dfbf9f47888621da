import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { namedQuery } from '../../apps/api/src/db/named-query.js';

export type Query = (
  text: string,
  values?: unknown[],
) => Promise<{ rows: Record<string, unknown>[] }>;

/** One connection of a bare client: statements, and a transaction on that connection. */
export interface BareSession {
  query: Query;
  transaction(work: (query: Query) => Promise<void>): Promise<void>;
}

export interface BareDatabase {
  /** Statements on any connection (preparing the data). */
  query: Query;
  /** Runs `work` on one connection: checked out of the pool for it, or PGlite's only one. */
  session<T>(work: (session: BareSession) => Promise<T>): Promise<T>;
}

/**
 * The server's schema for a bare client, the baseline side of a bench: the PostgreSQL database at
 * `url` (the server's, migrated here too when no server has run on it yet; a pool as large as the
 * server's), or else a fresh embedded database, migrated here and removed afterwards. Statements
 * are prepared as the server's are (db/named-query.ts), so both sides do the same SQL work.
 */
export async function withBareDatabase<T>(
  url: string | undefined,
  use: (database: BareDatabase) => Promise<T>,
): Promise<T> {
  return url ? withPostgres(url, use) : withPglite(use);
}

async function withPostgres<T>(url: string, use: (database: BareDatabase) => Promise<T>) {
  // Before the first server of the run has started, the schema may not be there yet.
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  await migrate(handle).finally(() => handle.close());
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Prepared once per connection and then only bound and executed, as the server's statements.
  try {
    return await use({
      query: (text, values) => pool.query(namedQuery(text, values)),
      async session(work) {
        const client = await pool.connect();
        const query: Query = (text, values) => client.query(namedQuery(text, values));
        try {
          return await work({
            query,
            async transaction(inside) {
              await query('begin');
              try {
                await inside(query);
                await query('commit');
              } catch (error) {
                await query('rollback');
                throw error;
              }
            },
          });
        } finally {
          client.release();
        }
      },
    });
  } finally {
    await pool.end();
  }
}

async function withPglite<T>(use: (database: BareDatabase) => Promise<T>) {
  const dir = mkdtempSync(join(tmpdir(), 'jackdaw-bench-bare-'));
  try {
    const handle = await openDatabase({ kind: 'pglite', dir });
    await migrate(handle);
    // The server's own plain-SQL runner (PGlite's query and transaction calls), with
    // nothing of the server around it.
    const rowsOf = async (rows: Promise<Record<string, unknown>[]>) => ({ rows: await rows });
    const query: Query = (text, values) => rowsOf(handle.sql.query(text, values));
    try {
      // One connection, as in the server: transactions take their turn on it.
      const session: BareSession = {
        query,
        transaction: (work) =>
          handle.sql.transaction((tx) => work((text, values) => rowsOf(tx.query(text, values)))),
      };
      return await use({ query, session: (work) => work(session) });
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
