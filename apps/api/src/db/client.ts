import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config.js';
import { holdsDatabase, lockDataDirectory, type DataDirectoryLock } from './data-dir-lock.js';
import { namedQuery } from './named-query.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Plain SQL with numbered parameters, for the few hot paths where a query builder costs too much.
 * On PostgreSQL each text is prepared once per connection (named-query.ts): keep texts to a
 * bounded set, with values always as parameters.
 */
export interface SqlSession {
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

/** A SqlSession that can also run work in one database transaction (committed, or rolled back on a throw). */
export interface SqlRunner extends SqlSession {
  transaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T>;
}

/**
 * Work tied to a transaction's end (issue 22, the realtime channel): `beforeCommit` runs in the
 * transaction just before it commits, once per key however often it is asked for (one balance
 * event per player and transaction, after all its movements); `afterCommit` runs once it has
 * committed (a publish that must not announce what may still roll back). Neither runs on a
 * rollback. Given a session that is not a transaction (a runner itself), the work runs at once.
 */
interface CommitHooks {
  before: Map<string, () => Promise<void>>;
  after: (() => void)[];
}
const commitHooks = new WeakMap<SqlSession, CommitHooks>();

export async function beforeCommit(
  tx: SqlSession,
  key: string,
  work: () => Promise<void>,
): Promise<void> {
  const hooks = commitHooks.get(tx);
  if (!hooks) return work();
  if (!hooks.before.has(key)) hooks.before.set(key, work);
}

export function afterCommit(tx: SqlSession, work: () => void): void {
  const hooks = commitHooks.get(tx);
  if (hooks) hooks.after.push(work);
  else queueMicrotask(work);
}

/** Registers `session` as a transaction; answers how to end it. */
function trackCommit(session: SqlSession) {
  const hooks: CommitHooks = { before: new Map(), after: [] };
  commitHooks.set(session, hooks);
  return {
    /** Runs the before-commit work, including work that work asks for. */
    async beforeCommit() {
      const done = new Set<string>();
      for (;;) {
        const next = [...hooks.before].find(([key]) => !done.has(key));
        if (!next) return;
        done.add(next[0]);
        await next[1]();
      }
    },
    afterCommit() {
      for (const work of hooks.after) {
        try {
          work();
        } catch {
          // After the commit nothing may undo it; the work reports its own failures.
        }
      }
    },
  };
}

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  /** The same database without the query builder (the ledger's hot path). */
  sql: SqlRunner;
  /** The connection URL (PostgreSQL only), for work that needs its own session. */
  url?: string;
  db: Database;
  /** Answers whether the database takes queries now. */
  ping(): Promise<boolean>;
  /** The exclusive lock of the embedded data directory (PGlite on disk only). */
  lock?: DataDirectoryLock;
  /**
   * LISTENs to `channel` (the realtime channel's transport): `onNotify` gets each NOTIFY's
   * payload. On PostgreSQL one dedicated connection listens and comes back by itself when it
   * drops; `onReconnect` then runs, for the listener to catch up on what it may have missed.
   * Answers how to stop listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A lock of the directory already taken (db:reset wipes the directory under it first). */
  lock?: DataDirectoryLock;
  /** Called if the directory's lock is removed under the process (see lockDataDirectory). */
  onLockLost?: (error: Error) => void;
}

/** The embedded data directory exists but the engine cannot start on it. */
export class DataDirectoryDamagedError extends Error {
  override name = 'DataDirectoryDamagedError';
  constructor(
    readonly dir: string,
    override readonly cause: unknown,
  ) {
    super(
      `The embedded database in ${dir} could not be opened: it looks damaged ` +
        `(${cause instanceof Error ? cause.message : String(cause)}).\n` +
        'To recover, either restore that directory from a backup (with the server stopped), or ' +
        'run `npm run db:reset` to wipe it and start from an empty, seeded database (everything ' +
        'in it is lost). Copy the directory aside first if you want to keep it for analysis.',
    );
  }
}

/** COMMIT rolled an aborted transaction back; the code and words of PGlite's own error. */
class RolledBackError extends Error {
  readonly code = '25P02';
  constructor() {
    super('Transaction was rolled back instead of committed');
  }
}

// Postgres bigint (int8) comes back as a string by default; money is bigint, so keep it exact.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => BigInt(value));

export async function openDatabase(
  config: Config['database'],
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      kind: 'postgres',
      url: config.url,
      db,
      sql: postgresRunner(pool),
      ping: () => ping(db),
      listen: (channel, onNotify, onReconnect) =>
        postgresListener(config.url, channel, onNotify, onReconnect),
      close: () => pool.end(),
    };
  }
  let lock = options.lock;
  if (config.dir && !lock) {
    mkdirSync(config.dir, { recursive: true });
    lock = await lockDataDirectory(config.dir, { onLost: options.onLockLost });
  }
  let client: PGlite;
  try {
    client = await PGlite.create(config.dir ?? undefined, {
      parsers: { 20: (value: string) => BigInt(value) },
    });
  } catch (error) {
    await lock?.release();
    if (config.dir && holdsDatabase(config.dir))
      throw new DataDirectoryDamagedError(config.dir, error);
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    sql: pgliteRunner(client),
    ping: () => ping(db),
    // PGlite delivers a NOTIFY to every callback on its channel once the transaction commits.
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    lock,
    async close() {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

/** A NOTIFY arrives without a second reconnection attempt sooner than this after a drop. */
const LISTEN_RETRY_MS = 1_000;

/**
 * One dedicated connection doing LISTEN (a pooled one would be handed to other work). When it
 * drops it is replaced after LISTEN_RETRY_MS, again and again, until the listener is stopped.
 */
async function postgresListener(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const identifier = pg.escapeIdentifier(channel);

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotify(message.payload);
    });
    next.on('error', () => dropped(next));
    next.on('end', () => dropped(next));
    await next.connect();
    await next.query(`listen ${identifier}`);
    client = next;
  }

  function dropped(which: pg.Client) {
    if (stopped || client !== which) return;
    client = undefined;
    which.end().catch(() => undefined);
    schedule();
  }

  function schedule() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => onReconnect?.(),
        () => schedule(),
      );
    }, LISTEN_RETRY_MS);
    retry.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}

function postgresRunner(pool: pg.Pool): SqlRunner {
  return {
    async query<Row>(text: string, params?: unknown[]) {
      return (await pool.query(namedQuery(text, params))).rows as Row[];
    },
    async transaction(work) {
      const client = await pool.connect();
      let broken = false;
      let closed = false;
      try {
        await client.query('begin');
        const session: SqlSession = {
          query: async <Row>(text: string, params?: unknown[]) => {
            // Past its end the connection goes back to the pool, maybe into another transaction.
            if (closed) throw new Error('Transaction is closed');
            return (await client.query(namedQuery(text, params))).rows as Row[];
          },
        };
        const commit = trackCommit(session);
        // Work may leave a call unawaited: past this point it is refused, as PGlite's tx does.
        const result = await work(session)
          .then(async (answer) => {
            await commit.beforeCommit();
            return answer;
          })
          .finally(() => (closed = true));
        // After a failed statement that the work caught, COMMIT rolls back and only says so in
        // its answer: an error, as from PGlite's transaction(), so no caller takes it as done.
        if ((await client.query('commit')).command === 'ROLLBACK') throw new RolledBackError();
        commit.afterCommit();
        return result;
      } catch (error) {
        // A connection that cannot even roll back is not handed out again.
        await client.query('rollback').catch(() => (broken = true));
        throw error;
      } finally {
        client.release(broken);
      }
    },
  };
}

/**
 * PGlite through its public API. It is one session: its transaction() holds the session until it
 * ends, and a query() from outside waits for that, so a statement never lands inside another
 * caller's transaction. A statement on `sql` (or the query builder) awaited from inside a
 * transaction's work therefore waits forever: work inside a transaction uses its `tx` only.
 */
function pgliteRunner(client: PGlite): SqlRunner {
  return {
    query: async <Row>(text: string, params?: unknown[]) =>
      (await client.query<Row>(text, params)).rows,
    async transaction(work) {
      let commit: ReturnType<typeof trackCommit> | undefined;
      const result = await client.transaction(async (tx) => {
        const session: SqlSession = {
          query: async <Row>(text: string, params?: unknown[]) =>
            (await tx.query<Row>(text, params)).rows,
        };
        commit = trackCommit(session);
        const answer = await work(session);
        await commit.beforeCommit();
        return answer;
      });
      commit?.afterCommit();
      return result;
    },
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
