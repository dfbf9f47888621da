import type { CurrencyCode, GameMode, PlayGameFamily } from '@jackdaw/contracts';
import type { FreeSpinsState, RoundOutcome } from '@jackdaw/games';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { READY, type Guarded, type GuardedSql } from '../wallet/index.js';

export interface SeedPairRow {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}

export interface PlaySessionRow {
  id: string;
  user_id: number | null;
  title_id: string;
  mode: GameMode;
  currency_code: CurrencyCode;
  language: string;
  return_url: string | null;
  expires_at: Date | string;
  demo_balance: bigint | null;
  demo_server_seed: string | null;
  demo_client_seed: string | null;
  demo_nonce: number | null;
  /** Of the session's player (false for a visitor). */
  banned: boolean;
  /**
   * The player's token version the session was opened under (null for a visitor): every spin's
   * guard compares it with the player's, so a password or e-mail change ends the session.
   */
  token_version: number | null;
}

export interface RoundRow {
  round_id: string;
  session_id: string;
  user_id: number | null;
  title_id: string;
  paytable_version: string;
  mode: GameMode;
  currency_code: CurrencyCode;
  bet: bigint;
  lines: number | null;
  win: bigint;
  balance_before: bigint;
  balance_after: bigint;
  status: 'complete' | 'free_spins';
  outcome: RoundOutcome;
  feature: FreeSpinsState | null;
  seed_pair_id: number | null;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  created_at: Date | string;
  /** Joined from the seed pair once it was rotated; null before (and in demo). */
  revealed_server_seed: string | null;
}

export interface NewRound {
  roundId: string;
  sessionId: string;
  userId: number | null;
  titleId: string;
  paytableVersion: string;
  mode: GameMode;
  currency: CurrencyCode;
  bet: number;
  lines: number | null;
  win: number;
  balanceBefore: bigint;
  balanceAfter: bigint;
  outcome: RoundOutcome;
  feature: FreeSpinsState | null;
  seedPairId: number | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

const roundColumns = `r.round_id, r.session_id::text as session_id, r.user_id, r.title_id,
  r.paytable_version, r.mode, r.currency_code, r.bet, r.lines, r.win, r.balance_before,
  r.balance_after, r.status, r.outcome, r.feature, r.seed_pair_id, r.server_seed_hash,
  r.client_seed, r.nonce, r.created_at,
  case when p.revealed_at is not null then p.server_seed end as revealed_server_seed`;

/** Every SQL statement of the play module (plain statements: a spin is a hot path). */
export type TakenNonce = SeedPairRow & { banned: boolean; token_version: number };

/**
 * Takes the active pair's next nonce (locking the pair until the transaction ends, so one
 * player's rounds are numbered one after the other) and tells whether the player is banned and
 * their token version (a session opened under another one was revoked). No
 * row when the player has no pair yet. (An unfinished feature is found by the round's insert,
 * which runs after this lock.) A statement of its own, or alongside the ledger's lock of the
 * player's accounts.
 */
export function nonceStatement(userId: number, family: PlayGameFamily) {
  return {
    text: `update play_seed_pairs set nonce = nonce + 1
       where user_id = $1 and family = $2 and active
       returning id, server_seed, server_seed_hash, client_seed, nonce - 1 as nonce,
         (select banned from users where id = $1) as banned,
         (select token_version from users where id = $1) as token_version`,
    params: [userId, family],
  };
}

/** A round's row as an insert of $1…$19 (roundParams), for a WHERE to follow. */
const roundInsert = `insert into play_rounds (round_id, session_id, user_id, title_id,
    paytable_version, mode, currency_code, bet, lines, win, balance_before, balance_after, status,
    outcome, feature, seed_pair_id, server_seed_hash, client_seed, nonce)
  select $1, $2::uuid, $3::integer, $4, $5, $6, $7, $8::bigint, $9::integer, $10::bigint,
    $11::bigint, $12::bigint, $13, $14::jsonb, $15::jsonb, $16::bigint, $17, $18, $19::integer`;

function roundParams(round: NewRound): unknown[] {
  return [
    round.roundId,
    round.sessionId,
    round.userId,
    round.titleId,
    round.paytableVersion,
    round.mode,
    round.currency,
    round.bet,
    round.lines,
    round.win,
    round.balanceBefore.toString(),
    round.balanceAfter.toString(),
    round.feature ? 'free_spins' : 'complete',
    JSON.stringify(round.outcome),
    round.feature ? JSON.stringify(round.feature) : null,
    round.seedPairId,
    round.serverSeedHash,
    round.clientSeed,
    round.nonce,
  ];
}

/**
 * Inserts a round, unless its round id is taken or a free-spins feature of the same player and
 * title (real) or session (demo) is unfinished: no row then (whyNotInserted tells which). The
 * check runs in this statement, after the seed pair's lock: a feature committed by a spin that
 * held the lock is seen here, where the lock statement's own snapshot could not see it. A
 * statement of its own, or alongside the ledger's posting of the round.
 */
export function roundStatement(round: NewRound) {
  return { text: roundUnlessPending, params: roundParams(round) };
}

/** One string for every call, so the caches that key on a statement's text find it cheaply. */
const roundUnlessPending = `${roundInsert}
       where not exists (
         select 1 from play_rounds p where p.status = 'free_spins' and p.title_id = $4
           and (case when $6 = 'real' then p.user_id = $3::integer and p.mode = 'real'
                     else p.session_id = $2::uuid end))
       on conflict (round_id) do nothing returning id`;

/** guardedRound's SQL: the same object for every spin, so the ledger builds its statement once. */
const roundGuard: GuardedSql = {
  guard: `select not u.banned and u.token_version = $20::integer and not exists (
          select 1 from play_rounds r where r.status = 'free_spins' and r.title_id = $4
            and r.user_id = $3::integer and r.mode = 'real') as ok
        from play_seed_pairs p join users u on u.id = p.user_id
        where p.id = $16::bigint and p.nonce = $19::integer and p.client_seed = $18 and p.active
        for update of p`,
  writes: [
    `update play_seed_pairs set nonce = nonce + 1 where id = $16::bigint and ${READY}`,
    `${roundInsert} where ${READY}`,
  ],
};

/**
 * A real round's side of the ledger's settlement on expected balances: the round was drawn from
 * the seed pair's nonce as last seen, so the guard locks the pair and holds only while that nonce
 * and client seed are still the active pair's, the player is not banned, the session's token
 * version ($20) is still the player's (a password change revokes it) and the player has no
 * feature of the title to finish. Every spin that leaves a feature takes a nonce of the pair, so one committed
 * after this statement's snapshot fails the nonce check rather than going unseen. The writes take
 * the nonce and insert the round (a round id taken fails the statement).
 */
export function guardedRound(round: NewRound, tokenVersion: number): Guarded {
  return { params: [...roundParams(round), tokenVersion], sql: roundGuard };
}

/** A real round as featureStatement answers it (through JSON: bigint columns as text). */
export interface FeatureRow extends Omit<
  RoundRow,
  'bet' | 'win' | 'balance_before' | 'balance_after'
> {
  bet: string;
  win: string;
  balance_before: string;
  balance_after: string;
  /** The server seed of the round's pair (revealed or not): the feature continues with it. */
  pair_server_seed: string;
  banned: boolean;
  token_version: number;
  /** What the round's bet took from the real and the casino bonus balance (positive). */
  bet_real: string;
  bet_bonus: string;
  /** The player's active pair of the family now, for the answer's seeds. */
  active: SeedPairRow | null;
}

/**
 * Locks a real round (its next free spin is played under the lock) and reads, in the same round
 * trip, all a free spin needs: its pair's server seed, whether the player is banned, how the
 * round's bet was paid (its win goes back in that proportion) and the player's active pair. For
 * the ledger's lockAccounts, alongside the player's accounts.
 */
export function featureStatement(roundId: string, family: PlayGameFamily) {
  return {
    text: `select r.round_id, r.session_id::text as session_id, r.user_id, r.title_id,
         r.paytable_version, r.mode, r.currency_code, r.bet::text as bet, r.lines, r.win::text as win,
         r.balance_before::text as balance_before, r.balance_after::text as balance_after, r.status,
         r.outcome, r.feature, r.seed_pair_id, r.server_seed_hash, r.client_seed, r.nonce,
         r.created_at, p.server_seed as pair_server_seed,
         (select banned from users where id = r.user_id) as banned,
         (select token_version from users where id = r.user_id) as token_version,
         (select coalesce(-sum(e.amount), 0)::text from wallet_entries e
          join wallet_accounts a on a.id = e.account_id
          where e.transaction_id = t.id and a.kind = 'real' and a.user_id is not null) as bet_real,
         (select coalesce(-sum(e.amount), 0)::text from wallet_entries e
          join wallet_accounts a on a.id = e.account_id
          where e.transaction_id = t.id and a.kind = 'bonus_casino' and a.user_id is not null)
           as bet_bonus,
         (select json_build_object('id', q.id, 'server_seed', q.server_seed,
            'server_seed_hash', q.server_seed_hash, 'client_seed', q.client_seed, 'nonce', q.nonce)
          from play_seed_pairs q where q.user_id = r.user_id and q.family = $2 and q.active)
           as active
       from play_rounds r
       join play_seed_pairs p on p.id = r.seed_pair_id
       left join wallet_transactions t on t.idempotency_key = 'round:' || r.round_id || ':bet'
       where r.round_id = $1 and r.mode = 'real'
       for update of r`,
    params: [roundId, family],
  };
}

/** A feature's progress after a free spin, as $1…$6 (featureParams), for a WHERE to follow. */
const featureProgress = `update play_rounds set outcome = $2::jsonb, feature = $3::jsonb, status = $4,
    win = $5, balance_after = $6, updated_at = now()
  where round_id = $1`;

type FeatureChange = {
  outcome: RoundOutcome;
  feature: FreeSpinsState | null;
  win: number;
  balanceAfter: bigint;
};

function featureParams(roundId: string, change: FeatureChange): unknown[] {
  return [
    roundId,
    JSON.stringify(change.outcome),
    change.feature ? JSON.stringify(change.feature) : null,
    change.feature ? 'free_spins' : 'complete',
    change.win,
    change.balanceAfter.toString(),
  ];
}

/** A feature's progress after a free spin; a statement of its own or alongside its win. */
export function featureUpdateStatement(roundId: string, change: FeatureChange) {
  return { text: featureProgressReturning, params: featureParams(roundId, change) };
}

const featureProgressReturning = `${featureProgress} returning id`;

/** Where a feature's next free spin was drawn from, as remembered from its last one. */
export interface FeatureAt {
  roundId: string;
  userId: number;
  /** Free spins played before this one. */
  played: number;
  /** The player's active pair as last seen: the answer's seeds. */
  pair: { id: number; clientSeed: string; nonce: number };
  /** The session's token version: a password change since revokes it. */
  tokenVersion: number;
}

/** guardedFeature's SQL, one object for every free spin (see roundGuard). */
const featureGuard: GuardedSql = {
  guard: `select not u.banned and u.token_version = $12::integer and exists (
          select 1 from play_seed_pairs p
          where p.id = $9::bigint and p.active and p.client_seed = $10 and p.nonce = $11::integer)
          as ok
        from play_rounds r join users u on u.id = r.user_id
        where r.round_id = $1 and r.user_id = $8::integer and r.status = 'free_spins'
          and jsonb_array_length(r.outcome -> 'freeSpins') = $7::integer
        for update of r`,
  writes: [`${featureProgress} and ${READY}`],
};

/**
 * The guard of a free spin settled on remembered state: the round still unfinished at `played`
 * free spins (locked), its player not banned and still at the session's token version, and the
 * active pair still the one the answer shows. Written: the round's progress.
 */
export function guardedFeature(at: FeatureAt, change: FeatureChange): Guarded {
  return {
    params: [
      ...featureParams(at.roundId, change),
      at.played,
      at.userId,
      at.pair.id,
      at.pair.clientSeed,
      at.pair.nonce,
      at.tokenVersion,
    ],
    sql: featureGuard,
  };
}

/**
 * The advisory lock class of a player's seed changes (two int4 keys: this class and the player
 * id; 'PLAY' in ASCII). A rotation retires the active pair and inserts the next one: two at
 * once would both look for the same active row, and the second find none.
 */
const SEED_CHANGE_LOCK = 0x504c4159;

/** Takes the player's seed-change lock until the transaction ends. */
async function lockSeedChanges(tx: SqlSession, userId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1::integer, $2::integer)', [
    SEED_CHANGE_LOCK,
    userId,
  ]);
}

/** Why a round's insert wrote nothing: its id is taken, or this feature is unfinished. */
async function whyNotInserted(tx: SqlSession, round: NewRound) {
  const [why] = await tx.query<{ taken: boolean; pending: string | null }>(
    `select exists (select 1 from play_rounds where round_id = $1) as taken,
       (select round_id from play_rounds p where p.status = 'free_spins' and p.title_id = $2
          and (case when $3 = 'real' then p.user_id = $4::integer and p.mode = 'real'
                    else p.session_id = $5::uuid end)
        limit 1) as pending`,
    [round.roundId, round.titleId, round.mode, round.userId, round.sessionId],
  );
  return why!;
}

export function createPlayRepository(sql: SqlRunner) {
  return {
    sql,

    async createSession(
      input: {
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
        demo: { balance: bigint; serverSeed: string; clientSeed: string } | null;
      },
      executor: SqlSession = sql,
    ): Promise<string> {
      const [row] = await executor.query<{ id: string }>(
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

    /**
     * The open session of a token hash with its player's ban flag; undefined when expired or
     * revoked (opened under an older token version of its player).
     */
    async findSession(tokenHash: string): Promise<PlaySessionRow | undefined> {
      const [row] = await sql.query<PlaySessionRow>(
        `select s.id::text as id, s.user_id, s.title_id, s.mode, s.currency_code, s.language,
           s.return_url, s.expires_at, s.demo_balance, s.demo_server_seed, s.demo_client_seed,
           s.demo_nonce, coalesce(u.banned, false) as banned, s.token_version
         from play_sessions s left join users u on u.id = s.user_id
         where s.token_hash = $1 and s.expires_at > now()
           and (s.user_id is null or s.token_version = u.token_version)`,
        [tokenHash],
      );
      return row;
    },

    /** Whether a player is banned, and their token version (undefined when none). */
    async playerState(
      userId: number,
      executor: SqlSession = sql,
    ): Promise<{ banned: boolean; tokenVersion: number | undefined }> {
      const [row] = await executor.query<{ banned: boolean; token_version: number }>(
        'select banned, token_version from users where id = $1',
        [userId],
      );
      return { banned: row?.banned ?? false, tokenVersion: row?.token_version };
    },

    async activeSeeds(
      userId: number,
      family: PlayGameFamily,
      executor: SqlSession = sql,
    ): Promise<SeedPairRow | undefined> {
      const [row] = await executor.query<SeedPairRow>(
        `select id, server_seed, server_seed_hash, client_seed, nonce from play_seed_pairs
         where user_id = $1 and family = $2 and active`,
        [userId, family],
      );
      return row && { ...row, id: Number(row.id) };
    },

    /** Inserts a new active pair unless one exists (a racing caller's wins). */
    async insertSeeds(
      userId: number,
      family: PlayGameFamily,
      pair: { serverSeed: string; serverSeedHash: string; clientSeed: string },
      executor: SqlSession = sql,
    ): Promise<void> {
      await executor.query(
        `insert into play_seed_pairs (user_id, family, server_seed, server_seed_hash, client_seed)
         values ($1, $2, $3, $4, $5)
         on conflict (user_id, family) where active do nothing`,
        [userId, family, pair.serverSeed, pair.serverSeedHash, pair.clientSeed],
      );
    },

    /** nonceStatement on its own; undefined when the player has no pair yet. */
    async takeNonce(
      tx: SqlSession,
      userId: number,
      family: PlayGameFamily,
    ): Promise<TakenNonce | undefined> {
      const { text, params } = nonceStatement(userId, family);
      const [row] = await tx.query<TakenNonce>(text, params);
      return row && { ...row, id: Number(row.id) };
    },

    /** Sets the active pair's client seed, after any rotation under way (the player's lock). */
    async setClientSeed(userId: number, family: PlayGameFamily, clientSeed: string) {
      return sql.transaction(async (tx) => {
        await lockSeedChanges(tx, userId);
        const [row] = await tx.query<SeedPairRow>(
          `update play_seed_pairs set client_seed = $3
           where user_id = $1 and family = $2 and active
           returning id, server_seed, server_seed_hash, client_seed, nonce`,
          [userId, family, clientSeed],
        );
        return row;
      });
    },

    /**
     * Retires the active pair (revealing it) and inserts the next one, in one transaction under
     * the player's seed-change lock, so rotations at once run one after the other, each on the
     * pair the one before left (a spin's nonce, which locks the pair's row, waits or retries).
     */
    async rotate(
      userId: number,
      family: PlayGameFamily,
      next: (retired: SeedPairRow) => {
        serverSeed: string;
        serverSeedHash: string;
        clientSeed: string;
      },
    ) {
      return sql.transaction(async (tx) => {
        await lockSeedChanges(tx, userId);
        const [retired] = await tx.query<SeedPairRow>(
          `update play_seed_pairs set active = false, revealed_at = now()
           where user_id = $1 and family = $2 and active
           returning id, server_seed, server_seed_hash, client_seed, nonce`,
          [userId, family],
        );
        if (!retired) return undefined;
        const pair = next(retired);
        await tx.query(
          `insert into play_seed_pairs (user_id, family, server_seed, server_seed_hash, client_seed)
           values ($1, $2, $3, $4, $5)`,
          [userId, family, pair.serverSeed, pair.serverSeedHash, pair.clientSeed],
        );
        return { retired, next: { ...pair, nonce: 0 } };
      });
    },

    /**
     * Debits a demo bet from the session's play money and takes its next nonce, locking the
     * session row. `covered` is false (and nothing changes) when the play money is short.
     */
    async takeDemoBet(tx: SqlSession, sessionId: string, bet: number) {
      const [row] = await tx.query<{
        covered: boolean;
        balance: bigint;
        nonce: number;
        pending: string | null;
        banned: boolean | null;
        token_version: number | null;
        server_seed: string;
        client_seed: string;
      }>(
        `with current as (
           select demo_balance >= $2 as covered from play_sessions where id = $1 for update)
         update play_sessions s
         set demo_balance = case when c.covered then demo_balance - $2 else demo_balance end,
           demo_nonce = demo_nonce + 1
         from current c where s.id = $1
         returning c.covered, s.demo_balance as balance, s.demo_nonce - 1 as nonce,
           (select round_id from play_rounds where session_id = $1 and status = 'free_spins'
            limit 1) as pending,
           (select banned from users where id = s.user_id) as banned,
           (select token_version from users where id = s.user_id) as token_version,
           s.demo_server_seed as server_seed, s.demo_client_seed as client_seed`,
        [sessionId, bet],
      );
      return row;
    },

    /** A demo session's seed pair as it stands (rotation changes it). */
    async demoSeeds(sessionId: string, executor: SqlSession = sql) {
      const [row] = await executor.query<{
        server_seed: string;
        client_seed: string;
        nonce: number;
      }>(
        `select demo_server_seed as server_seed, demo_client_seed as client_seed,
           demo_nonce as nonce
         from play_sessions where id = $1`,
        [sessionId],
      );
      return row!;
    },

    /**
     * Changes a demo session's seeds: the client seed alone, or (rotation) a new server seed
     * from nonce 0, refused (undefined) while a demo feature is unfinished, since it continues
     * with the session's server seed.
     */
    async changeDemoSeeds(
      sessionId: string,
      change: { clientSeed: string; serverSeed?: string },
    ): Promise<{ server_seed: string; client_seed: string; nonce: number } | undefined> {
      return sql.transaction(async (tx) => {
        const [old] = await tx.query<{
          server_seed: string;
          client_seed: string;
          nonce: number;
          pending: boolean;
        }>(
          `select demo_server_seed as server_seed, demo_client_seed as client_seed,
             demo_nonce as nonce,
             exists (select 1 from play_rounds where session_id = $1 and status = 'free_spins')
               as pending
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
        return old;
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

    /** Real + casino bonus money of the player in a currency (what a bet may spend). */
    async spendable(
      userId: number,
      currency: CurrencyCode,
      executor: SqlSession = sql,
    ): Promise<bigint> {
      const [row] = await executor.query<{ total: bigint | null }>(
        `select sum(balance) as total from wallet_accounts
         where user_id = $1 and currency_code = $2 and kind in ('real', 'bonus_casino')`,
        [userId, currency],
      );
      return BigInt(row?.total ?? 0);
    },

    /** roundStatement on its own: 'inserted', or why not ('taken' or 'pending'). */
    async insertRound(tx: SqlSession, round: NewRound): Promise<'inserted' | 'taken' | 'pending'> {
      const { text, params } = roundStatement(round);
      if ((await tx.query(text, params)).length > 0) return 'inserted';
      return (await whyNotInserted(tx, round)).taken ? 'taken' : 'pending';
    },

    whyNotInserted,

    async findRound(
      roundId: string,
      executor: SqlSession = sql,
      lock = false,
    ): Promise<RoundRow | undefined> {
      const [row] = await executor.query<RoundRow>(
        `select ${roundColumns} from play_rounds r
         left join play_seed_pairs p on p.id = r.seed_pair_id
         where r.round_id = $1 ${lock ? 'for update of r' : ''}`,
        [roundId],
      );
      return row;
    },

    /** The server seed a round was played under (to continue its free spins). */
    async serverSeedOf(tx: SqlSession, round: RoundRow): Promise<string | undefined> {
      const [row] =
        round.seed_pair_id === null
          ? await tx.query<{ seed: string }>(
              'select demo_server_seed as seed from play_sessions where id = $1',
              [round.session_id],
            )
          : await tx.query<{ seed: string }>(
              'select server_seed as seed from play_seed_pairs where id = $1',
              [round.seed_pair_id],
            );
      return row?.seed;
    },

    /**
     * A free spin that won nothing, on remembered state, in one statement: the round's progress, if
     * its guard (as guardedFeature's) holds, with the player's balance as it stands. Undefined when
     * it does not (nothing written).
     */
    async progressFeature(
      at: FeatureAt,
      change: Omit<FeatureChange, 'balanceAfter'>,
    ): Promise<bigint | undefined> {
      const [row] = await sql.query<{ balance: bigint }>(
        `update play_rounds r set outcome = $2::jsonb, feature = $3::jsonb, status = $4, win = $5,
           balance_after = (
             select coalesce(sum(a.balance), 0) from wallet_accounts a
             where a.user_id = r.user_id and a.currency_code = r.currency_code
               and a.kind in ('real', 'bonus_casino')),
           updated_at = now()
         from users u
         where r.round_id = $1 and r.user_id = $6::integer and u.id = r.user_id and not u.banned
           and u.token_version = $11::integer
           and r.status = 'free_spins' and jsonb_array_length(r.outcome -> 'freeSpins') = $7::integer
           and exists (
             select 1 from play_seed_pairs p
             where p.id = $8::bigint and p.active and p.client_seed = $9 and p.nonce = $10::integer)
         returning r.balance_after as balance`,
        [
          ...featureParams(at.roundId, { ...change, balanceAfter: 0n }).slice(0, 5),
          at.userId,
          at.played,
          at.pair.id,
          at.pair.clientSeed,
          at.pair.nonce,
          at.tokenVersion,
        ],
      );
      return row && BigInt(row.balance);
    },

    async updateRoundFeature(
      tx: SqlSession,
      roundId: string,
      change: Parameters<typeof featureUpdateStatement>[1],
    ): Promise<void> {
      const { text, params } = featureUpdateStatement(roundId, change);
      await tx.query(text, params);
    },

    /** The player's (real mode) or the demo session's unfinished feature on a title. */
    async unfinishedRound(
      owner: { userId: number } | { sessionId: string },
      titleId: string,
    ): Promise<RoundRow | undefined> {
      const [row] =
        'userId' in owner
          ? await sql.query<RoundRow>(
              `select ${roundColumns} from play_rounds r
               left join play_seed_pairs p on p.id = r.seed_pair_id
               where r.user_id = $1 and r.title_id = $2 and r.status = 'free_spins'
                 and r.mode = 'real'
               order by r.id limit 1`,
              [owner.userId, titleId],
            )
          : await sql.query<RoundRow>(
              `select ${roundColumns} from play_rounds r
               left join play_seed_pairs p on p.id = r.seed_pair_id
               where r.session_id = $1 and r.status = 'free_spins'
               order by r.id limit 1`,
              [owner.sessionId],
            );
      return row;
    },

    async history(userId: number, take: number, offset: number) {
      const rows = await sql.query<RoundRow>(
        `select ${roundColumns} from play_rounds r
         left join play_seed_pairs p on p.id = r.seed_pair_id
         where r.user_id = $1 and r.mode = 'real'
         order by r.id desc limit $2 offset $3`,
        [userId, take, offset],
      );
      const [count] = await sql.query<{ total: bigint }>(
        `select count(*) as total from play_rounds where user_id = $1 and mode = 'real'`,
        [userId],
      );
      return { rows, total: Number(count?.total ?? 0) };
    },
  };
}

export type PlayRepository = ReturnType<typeof createPlayRepository>;
