import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  /** The connection URL (PostgreSQL only), for work that needs its own session. */
  url?: string;
  db: Database;
  /** Answers whether the database takes queries now. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// Postgres bigint (int8) comes back as a string by default; money is bigint, so keep it exact.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => BigInt(value));

export async function openDatabase(config: Config['database']): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      kind: 'postgres',
      url: config.url,
      db,
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  if (config.dir) mkdirSync(config.dir, { recursive: true });
  const client = await PGlite.create(config.dir ?? undefined, {
    parsers: { 20: (value: string) => BigInt(value) },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
