import type { CurrencyCode, CrashBetStatus, CrashPhase, GameMode } from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';

/** Epoch milliseconds of a timestamp column, as a JSON number. */
const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

export interface ChainRow {
  terminating_hash: string;
  salt: string;
  length: number;
  published_at: number;
}

export interface RoundRow {
  id: number;
  phase: CrashPhase;
  hash: string;
  result: number;
  betting_ends_at: number;
  started_at: number | null;
  ended_at: number | null;
  interrupted: boolean;
  /** The database clock when read. */
  now: number;
}

export interface BetRow {
  id: string;
  round_id: number;
  session_id: string;
  user_id: number | null;
  mode: GameMode;
  panel: 1 | 2;
  currency_code: CurrencyCode;
  amount: bigint;
  auto_cash_out: number | null;
  max_win: bigint;
  cap: number;
  player: string;
  status: CrashBetStatus;
  cashed_out_at: number | null;
  win: bigint | null;
  created_at: number;
  /** The round's result once it ended, else null. */
  round_result: number | null;
}

export interface SessionRow {
  id: string;
  user_id: number | null;
  token_version: number | null;
  mode: GameMode;
  currency_code: CurrencyCode;
  language: string;
  return_url: string | null;
  demo_balance: bigint | null;
}

const ROUND = `id, phase, hash, result, ${ms('betting_ends_at')} as betting_ends_at,
  ${ms('started_at')} as started_at, ${ms('ended_at')} as ended_at, interrupted,
  ${ms('clock_timestamp()')} as now`;

const BET = `b.id, b.round_id, b.session_id::text as session_id, b.user_id, b.mode, b.panel::int as panel,
  b.currency_code, b.amount, b.auto_cash_out, b.max_win, b.cap, b.player, b.status, b.cashed_out_at,
  b.win, ${ms('b.created_at')} as created_at,
  (select r.result from crash_rounds r where r.id = b.round_id and r.phase = 'ended') as round_result`;

/** bigint columns come back as bigint from pg and as bigint or number from PGlite. */
function betOf(row: BetRow): BetRow {
  return {
    ...row,
    amount: BigInt(row.amount),
    max_win: BigInt(row.max_win),
    win: row.win === null ? null : BigInt(row.win),
    panel: Number(row.panel) as 1 | 2,
  };
}

/** All of the crash module's SQL (crash_* tables only). */
export function createCrashRepository(sql: SqlRunner) {
  return {
    sql,

    /** The database clock, epoch ms. */
    async now(executor: SqlSession = sql): Promise<number> {
      const [row] = await executor.query<{ now: number }>(
        `select ${ms('clock_timestamp()')} as now`,
      );
      return Number(row!.now);
    },

    chain: {
      async find(executor: SqlSession = sql): Promise<ChainRow | undefined> {
        const [row] = await executor.query<ChainRow>(
          `select terminating_hash, salt, length, ${ms('published_at')} as published_at
           from crash_chain where id = 1`,
        );
        return (
          row && { ...row, length: Number(row.length), published_at: Number(row.published_at) }
        );
      },

      /** Stores a generated chain once; false when another instance stored one first. */
      async insert(
        tx: SqlSession,
        chain: { terminatingHash: string; salt: string; length: number },
      ): Promise<boolean> {
        const rows = await tx.query(
          `insert into crash_chain (id, terminating_hash, salt, length) values (1, $1, $2, $3)
           on conflict (id) do nothing returning id`,
          [chain.terminatingHash, chain.salt, chain.length],
        );
        return rows.length === 1;
      },

      async insertCheckpoints(tx: SqlSession, indexes: number[], hashes: string[]): Promise<void> {
        await tx.query(
          `insert into crash_chain_checkpoints (index, hash)
           select * from unnest($1::int[], $2::text[]) on conflict (index) do nothing`,
          [indexes, hashes],
        );
      },

      async checkpointAtOrAbove(
        index: number,
        executor: SqlSession = sql,
      ): Promise<{ index: number; hash: string } | undefined> {
        const [row] = await executor.query<{ index: number; hash: string }>(
          `select index, hash from crash_chain_checkpoints where index >= $1 order by index limit 1`,
          [index],
        );
        return row && { index: Number(row.index), hash: row.hash };
      },
    },

    leader: {
      /** Takes the lease when it is free or expired (a new epoch); undefined when held. */
      async acquire(holder: string, ttlMs: number): Promise<number | undefined> {
        const [row] = await sql.query<{ epoch: number }>(
          `insert into crash_leader (id, holder, epoch, renewed_at, expires_at)
           values (1, $1, 1, clock_timestamp(), clock_timestamp() + $2 * interval '1 millisecond')
           on conflict (id) do update set holder = $1, epoch = crash_leader.epoch + 1,
             renewed_at = clock_timestamp(),
             expires_at = clock_timestamp() + $2 * interval '1 millisecond'
           where crash_leader.expires_at < clock_timestamp()
           returning epoch`,
          [holder, ttlMs],
        );
        return row && Number(row.epoch);
      },

      /** Extends the holder's unexpired lease; false when it was lost. */
      async renew(holder: string, epoch: number, ttlMs: number): Promise<boolean> {
        const rows = await sql.query(
          `update crash_leader set renewed_at = clock_timestamp(),
             expires_at = clock_timestamp() + $3 * interval '1 millisecond'
           where id = 1 and holder = $1 and epoch = $2 and expires_at >= clock_timestamp()
           returning epoch`,
          [holder, epoch, ttlMs],
        );
        return rows.length === 1;
      },

      async release(holder: string, epoch: number): Promise<void> {
        await sql.query(
          `update crash_leader set expires_at = clock_timestamp()
           where id = 1 and holder = $1 and epoch = $2`,
          [holder, epoch],
        );
      },

      /**
       * Whether `epoch` still holds the lease, in the caller's transaction (a share lock on the
       * row: a new leader's take-over waits for this transaction).
       */
      async holds(tx: SqlSession, holder: string, epoch: number): Promise<boolean> {
        const rows = await tx.query(
          `select 1 from crash_leader
           where id = 1 and holder = $1 and epoch = $2 and expires_at >= clock_timestamp()
           for share`,
          [holder, epoch],
        );
        return rows.length === 1;
      },
    },

    rounds: {
      async latest(
        executor: SqlSession = sql,
        lock: '' | 'for share' | 'for update' = '',
      ): Promise<RoundRow | undefined> {
        const [row] = await executor.query<RoundRow>(
          `select ${ROUND} from crash_rounds order by id desc limit 1 ${lock}`,
        );
        return row;
      },

      async byId(
        id: number,
        executor: SqlSession = sql,
        lock: '' | 'for share' | 'for update' = '',
      ): Promise<RoundRow | undefined> {
        const [row] = await executor.query<RoundRow>(
          `select ${ROUND} from crash_rounds where id = $1 ${lock}`,
          [id],
        );
        return row;
      },

      async create(
        tx: SqlSession,
        round: { id: number; hash: string; result: number; bettingMs: number; epoch: number },
      ): Promise<RoundRow | undefined> {
        const [row] = await tx.query<RoundRow>(
          `insert into crash_rounds (id, phase, hash, result, betting_ends_at, epoch)
           values ($1, 'betting', $2, $3, clock_timestamp() + $4 * interval '1 millisecond', $5)
           on conflict (id) do nothing
           returning ${ROUND}`,
          [round.id, round.hash, round.result, round.bettingMs, round.epoch],
        );
        return row;
      },

      async takeOff(tx: SqlSession, id: number, epoch: number): Promise<RoundRow | undefined> {
        const [row] = await tx.query<RoundRow>(
          `update crash_rounds set phase = 'flying', started_at = clock_timestamp(), epoch = $2
           where id = $1 and phase = 'betting' returning ${ROUND}`,
          [id, epoch],
        );
        return row;
      },

      async end(
        tx: SqlSession,
        id: number,
        epoch: number,
        interrupted: boolean,
      ): Promise<RoundRow | undefined> {
        const [row] = await tx.query<RoundRow>(
          `update crash_rounds set phase = 'ended', ended_at = clock_timestamp(), epoch = $2,
             interrupted = $3
           where id = $1 and phase <> 'ended' returning ${ROUND}`,
          [id, epoch, interrupted],
        );
        return row;
      },

      async history(take: number, before?: number, executor: SqlSession = sql) {
        return executor.query<RoundRow>(
          `select ${ROUND} from crash_rounds
           where phase = 'ended' and ($2::int is null or id < $2)
           order by id desc limit $1`,
          [take, before ?? null],
        );
      },

      async counts(id: number): Promise<{ bets: number; cashed: number }> {
        const [row] = await sql.query<{ bets: number; cashed: number }>(
          `select count(*)::int as bets, count(*) filter (where status = 'cashed')::int as cashed
           from crash_bets where round_id = $1 and mode = 'real' and status <> 'cancelled'`,
          [id],
        );
        return { bets: Number(row?.bets ?? 0), cashed: Number(row?.cashed ?? 0) };
      },
    },

    bets: {
      async find(
        id: string,
        executor: SqlSession = sql,
        lock: '' | 'for update' = '',
      ): Promise<BetRow | undefined> {
        const [row] = await executor.query<BetRow>(
          `select ${BET} from crash_bets b where b.id = $1 ${lock}`,
          [id],
        );
        return row && betOf(row);
      },

      async panelTaken(tx: SqlSession, roundId: number, sessionId: string, panel: number) {
        const rows = await tx.query(
          `select 1 from crash_bets where round_id = $1 and session_id = $2 and panel = $3
             and status in ('open', 'cashed')`,
          [roundId, sessionId, panel],
        );
        return rows.length > 0;
      },

      async insert(
        tx: SqlSession,
        bet: Omit<BetRow, 'status' | 'cashed_out_at' | 'win' | 'created_at' | 'round_result'>,
      ): Promise<BetRow | undefined> {
        const [row] = await tx.query<{ id: string }>(
          `insert into crash_bets (id, round_id, session_id, user_id, mode, panel, currency_code,
             amount, auto_cash_out, max_win, cap, player)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           on conflict (id) do nothing returning id`,
          [
            bet.id,
            bet.round_id,
            bet.session_id,
            bet.user_id,
            bet.mode,
            bet.panel,
            bet.currency_code,
            bet.amount.toString(),
            bet.auto_cash_out,
            bet.max_win.toString(),
            bet.cap,
            bet.player,
          ],
        );
        return row && this.find(bet.id, tx);
      },

      async settle(
        tx: SqlSession,
        id: string,
        status: CrashBetStatus,
        cashedOutAt: number | null,
        win: bigint | null,
      ): Promise<void> {
        await tx.query(
          `update crash_bets set status = $2, cashed_out_at = $3, win = $4,
             settled_at = clock_timestamp()
           where id = $1`,
          [id, status, cashedOutAt, win === null ? null : win.toString()],
        );
      },

      /**
       * The round's open bets, locked; with `upTo`, only those whose own target (or max-win
       * multiplier) is at most `upTo` hundredths: the auto cash-outs due.
       */
      async openOfRound(tx: SqlSession, roundId: number, upTo?: number): Promise<BetRow[]> {
        const rows = await tx.query<BetRow>(
          `select ${BET} from crash_bets b
           where b.round_id = $1 and b.status = 'open'
             and ($2::int is null or least(coalesce(b.auto_cash_out, b.cap), b.cap) <= $2)
           order by b.id for update`,
          [roundId, upTo ?? null],
        );
        return rows.map(betOf);
      },

      /** The round's real bets for the live list (cancelled ones aside), oldest first. */
      async publicOfRound(roundId: number, executor: SqlSession = sql): Promise<BetRow[]> {
        const rows = await executor.query<BetRow>(
          `select ${BET} from crash_bets b
           where b.round_id = $1 and b.mode = 'real' and b.status <> 'cancelled'
           order by b.created_at, b.id limit 500`,
          [roundId],
        );
        return rows.map(betOf);
      },

      /** A real player's bets (every session), or a demo session's own, newest first. */
      async mine(
        owner: { userId: number } | { sessionId: string },
        take: number,
        executor: SqlSession = sql,
      ): Promise<BetRow[]> {
        const rows =
          'userId' in owner
            ? await executor.query<BetRow>(
                `select ${BET} from crash_bets b where b.user_id = $1 and b.mode = 'real'
                 order by b.created_at desc, b.id desc limit $2`,
                [owner.userId, take],
              )
            : await executor.query<BetRow>(
                `select ${BET} from crash_bets b where b.session_id = $1
                 order by b.created_at desc, b.id desc limit $2`,
                [owner.sessionId, take],
              );
        return rows.map(betOf);
      },
    },

    sessions: {
      async create(input: {
        tokenHash: string;
        launchSessionId: string;
        userId: number | null;
        tokenVersion: number | null;
        mode: GameMode;
        currency: CurrencyCode;
        language: string;
        returnUrl: string | null;
        demoBalance: bigint | null;
        expiresAt: Date;
      }): Promise<string> {
        const [row] = await sql.query<{ id: string }>(
          `insert into crash_sessions (token_hash, launch_session_id, user_id, token_version, mode,
             currency_code, language, return_url, demo_balance, expires_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id::text as id`,
          [
            input.tokenHash,
            input.launchSessionId,
            input.userId,
            input.tokenVersion,
            input.mode,
            input.currency,
            input.language,
            input.returnUrl,
            input.demoBalance?.toString() ?? null,
            input.expiresAt,
          ],
        );
        return row!.id;
      },

      async byTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
        const [row] = await sql.query<SessionRow>(
          `select id::text as id, user_id, token_version, mode, currency_code, language,
             return_url, demo_balance
           from crash_sessions where token_hash = $1 and expires_at > clock_timestamp()`,
          [tokenHash],
        );
        return row && sessionOf(row);
      },

      async byId(id: string, executor: SqlSession = sql): Promise<SessionRow | undefined> {
        const [row] = await executor.query<SessionRow>(
          `select id::text as id, user_id, token_version, mode, currency_code, language,
             return_url, demo_balance
           from crash_sessions where id = $1`,
          [id],
        );
        return row && sessionOf(row);
      },

      /** Moves a demo session's play money by `delta`; undefined when it would go below 0. */
      async moveDemo(tx: SqlSession, id: string, delta: bigint): Promise<bigint | undefined> {
        const [row] = await tx.query<{ demo_balance: bigint }>(
          `update crash_sessions set demo_balance = demo_balance + $2
           where id = $1 and demo_balance + $2 >= 0 returning demo_balance`,
          [id, delta.toString()],
        );
        return row && BigInt(row.demo_balance);
      },
    },
  };
}

function sessionOf(row: SessionRow): SessionRow {
  return {
    ...row,
    demo_balance: row.demo_balance === null ? null : BigInt(row.demo_balance),
    token_version: row.token_version === null ? null : Number(row.token_version),
  };
}

export type CrashRepository = ReturnType<typeof createCrashRepository>;
