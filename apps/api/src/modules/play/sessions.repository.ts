import type { CurrencyCode, GameMode } from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';

export interface PlaySessionRow {
  id: string;
  user_id: number | null;
  title_id: string;
  mode: GameMode;
  currency_code: CurrencyCode;
  language: string;
  return_url: string | null;
  expires_at: Date | string;
  /**
   * The player's token version the session was opened under (null for a visitor): a password
   * or e-mail change since raised the player's, which ends the session.
   */
  token_version: number | null;
}

export interface NewPlaySession {
  tokenHash: string;
  launchSessionId: string;
  userId: number | null;
  tokenVersion: number | null;
  titleId: string;
  mode: GameMode;
  currency: CurrencyCode;
  language: string;
  returnUrl: string | null;
  expiresAt: Date;
  /** A demo session's play money and its own seed pair (null for real money). */
  demo: { balance: bigint; serverSeed: string; clientSeed: string } | null;
}

/** A demo session's seed pair as it stands (rotation changes it); `nonce` is the next round's. */
export interface DemoSeeds {
  server_seed: string;
  client_seed: string;
  nonce: number;
}

/** A demo bet as takeDemoBet took it. */
export interface DemoBet extends DemoSeeds {
  /** False when the play money was short (then nothing changed but the nonce, rolled back). */
  covered: boolean;
  /** The play money after the bet. */
  balance: bigint;
  /** The session's unfinished feature or open original round, if any: it must end first. */
  pending: string | null;
}

/** The `play_sessions` table: open game sessions, and a demo session's play money and seeds. */
export function createSessionsRepository(sql: SqlRunner) {
  return {
    async create(input: NewPlaySession): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        `insert into play_sessions (token_hash, launch_session_id, user_id, title_id, mode,
           currency_code, language, return_url, expires_at, demo_balance, demo_server_seed,
           demo_client_seed, demo_nonce, token_version)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         returning id::text as id`,
        [
          input.tokenHash,
          input.launchSessionId,
          input.userId,
          input.titleId,
          input.mode,
          input.currency,
          input.language,
          input.returnUrl,
          input.expiresAt,
          input.demo?.balance.toString() ?? null,
          input.demo?.serverSeed ?? null,
          input.demo?.clientSeed ?? null,
          input.demo ? 0 : null,
          input.tokenVersion,
        ],
      );
      return row!.id;
    },

    /** The unexpired session of a token hash (its player's standing is the caller's to check). */
    async find(tokenHash: string): Promise<PlaySessionRow | undefined> {
      const [row] = await sql.query<PlaySessionRow>(
        `select id::text as id, user_id, title_id, mode, currency_code, language, return_url,
           expires_at, token_version
         from play_sessions
         where token_hash = $1 and expires_at > now()`,
        [tokenHash],
      );
      return row;
    },

    /**
     * Debits a demo bet from the session's play money and takes its next nonce, locking the
     * session row. `covered` is false (and the play money unchanged) when it is short.
     */
    async takeDemoBet(tx: SqlSession, sessionId: string, bet: number): Promise<DemoBet> {
      const [row] = await tx.query<DemoBet>(
        `with current as (
           select demo_balance >= $2 as covered from play_sessions where id = $1 for update)
         update play_sessions s
         set demo_balance = case when c.covered then demo_balance - $2 else demo_balance end,
           demo_nonce = demo_nonce + 1
         from current c where s.id = $1
         returning c.covered, s.demo_balance as balance, s.demo_nonce - 1 as nonce,
           (select round_id from play_rounds
            where session_id = $1 and (status = 'free_spins' or status = 'open')
            limit 1) as pending,
           s.demo_server_seed as server_seed, s.demo_client_seed as client_seed`,
        [sessionId, bet],
      );
      return { ...row!, balance: BigInt(row!.balance), nonce: Number(row!.nonce) };
    },

    async demoSeeds(sessionId: string, executor: SqlSession = sql): Promise<DemoSeeds> {
      const [row] = await executor.query<DemoSeeds>(
        `select demo_server_seed as server_seed, demo_client_seed as client_seed,
           demo_nonce as nonce
         from play_sessions where id = $1`,
        [sessionId],
      );
      return { ...row!, nonce: Number(row!.nonce) };
    },

    /**
     * Changes a demo session's seeds: the client seed alone, or (rotation) a new server seed
     * from nonce 0, refused (undefined) while a demo feature is unfinished or an original's
     * round open, since it continues with the session's server seed.
     */
    async changeDemoSeeds(
      sessionId: string,
      change: { clientSeed: string; serverSeed?: string },
    ): Promise<DemoSeeds | undefined> {
      return sql.transaction(async (tx) => {
        const [old] = await tx.query<DemoSeeds & { pending: boolean }>(
          `select demo_server_seed as server_seed, demo_client_seed as client_seed,
             demo_nonce as nonce,
             exists (select 1 from play_rounds
               where session_id = $1 and (status = 'free_spins' or status = 'open')) as pending
           from play_sessions where id = $1 for update`,
          [sessionId],
        );
        if (!old || (change.serverSeed && old.pending)) return undefined;
        await tx.query(
          `update play_sessions set demo_client_seed = $2,
             demo_server_seed = coalesce($3, demo_server_seed),
             demo_nonce = case when $3::text is null then demo_nonce else 0 end
           where id = $1`,
          [sessionId, change.clientSeed, change.serverSeed ?? null],
        );
        return {
          server_seed: old.server_seed,
          client_seed: old.client_seed,
          nonce: Number(old.nonce),
        };
      });
    },

    async creditDemo(tx: SqlSession, sessionId: string, amount: number): Promise<bigint> {
      const [row] = await tx.query<{ balance: bigint }>(
        `update play_sessions set demo_balance = demo_balance + $2 where id = $1
         returning demo_balance as balance`,
        [sessionId, amount],
      );
      return BigInt(row!.balance);
    },

    async demoBalance(sessionId: string, executor: SqlSession = sql): Promise<bigint> {
      const [row] = await executor.query<{ balance: bigint }>(
        'select demo_balance as balance from play_sessions where id = $1',
        [sessionId],
      );
      return BigInt(row?.balance ?? 0);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
