import type { CurrencyCode, GameMode, PlayGameFamily } from '@jackdaw/contracts';
import type { FreeSpinsState, RoundOutcome } from '@jackdaw/games';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import type { SeedPairRow } from './seeds.repository.js';

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
  /** `free_spins`: a slot's feature unfinished; `open`: an original's step round in play. */
  status: 'complete' | 'free_spins' | 'open';
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

/** A real round locked for its next free spin, with what that spin needs of its seed pairs. */
export interface LockedFeature extends RoundRow {
  /** The server seed of the round's pair (revealed or not): the feature continues with it. */
  pair_server_seed: string;
  /** The player's active pair of the family now, for the answer's seeds. */
  active: SeedPairRow | null;
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

/** A feature's progress after one more free spin. */
export interface FeatureProgress {
  outcome: RoundOutcome;
  feature: FreeSpinsState | null;
  win: number;
  balanceAfter: bigint;
}

export const roundColumns = `r.round_id, r.session_id::text as session_id, r.user_id, r.title_id,
  r.paytable_version, r.mode, r.currency_code, r.bet, r.lines, r.win, r.balance_before,
  r.balance_after, r.status, r.outcome, r.feature, r.seed_pair_id, r.server_seed_hash,
  r.client_seed, r.nonce, r.created_at,
  case when p.revealed_at is not null then p.server_seed end as revealed_server_seed`;

/** A round's row with its pair's seed revealed once rotated: where every read of a round starts. */
export const selectRound = `select ${roundColumns} from play_rounds r
  left join play_seed_pairs p on p.id = r.seed_pair_id`;

/** A round's status while unfinished: a slot's free spins, or an original's open step round. */
export type UnfinishedStatus = 'free_spins' | 'open';

/** A round as it is written, slot or original: outcome and feature are stored as JSON. */
export interface RoundToStore extends Omit<NewRound, 'outcome' | 'feature'> {
  outcome: unknown;
  /** The unfinished part (free spins, a step round's state); null for a round already over. */
  feature: unknown;
}

/**
 * Inserts a round, unless its round id is taken or a round of the same title is `unfinished` for
 * the player (real) or session (demo): 'taken' or 'unfinished' then, nothing written. The check
 * runs in this statement, after the bet's lock of its seed pair (or demo session): a round
 * committed by a bet that held the lock is seen here, where the locking statement's own snapshot
 * could not see it.
 */
export async function insertUnlessUnfinished(
  tx: SqlSession,
  round: RoundToStore,
  unfinished: UnfinishedStatus,
): Promise<'inserted' | 'taken' | 'unfinished'> {
  // The status is written into the statement, not passed: the unfinished rounds' partial
  // indexes (`where status = 'free_spins'`, `'open'`) match only a literal. It is one of two words.
  const inserted = await tx.query(
    `insert into play_rounds (round_id, session_id, user_id, title_id, paytable_version, mode,
       currency_code, bet, lines, win, balance_before, balance_after, status, outcome,
       feature, seed_pair_id, server_seed_hash, client_seed, nonce)
     select $1, $2::uuid, $3::integer, $4, $5, $6, $7, $8::bigint, $9::integer, $10::bigint,
       $11::bigint, $12::bigint, $13, $14::jsonb, $15::jsonb, $16::bigint, $17, $18,
       $19::integer
     where not exists (
       select 1 from play_rounds p where p.status = '${unfinished}' and p.title_id = $4
         and (case when $6 = 'real' then p.user_id = $3::integer and p.mode = 'real'
                   else p.session_id = $2::uuid end))
     on conflict (round_id) do nothing returning id`,
    [
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
      round.feature ? unfinished : 'complete',
      JSON.stringify(round.outcome),
      round.feature ? JSON.stringify(round.feature) : null,
      round.seedPairId,
      round.serverSeedHash,
      round.clientSeed,
      round.nonce,
    ],
  );
  if (inserted.length > 0) return 'inserted';
  const [taken] = await tx.query('select 1 from play_rounds where round_id = $1', [round.roundId]);
  return taken ? 'taken' : 'unfinished';
}

/** Writes a round's state after a step (free spin, action): `complete` once its feature is null. */
export async function writeProgress(
  tx: SqlSession,
  roundId: string,
  change: { outcome: unknown; feature: unknown; win: number; balanceAfter: bigint },
  unfinished: UnfinishedStatus,
): Promise<void> {
  await tx.query(
    `update play_rounds set outcome = $2::jsonb, feature = $3::jsonb, status = $4, win = $5,
       balance_after = $6, updated_at = now()
     where round_id = $1`,
    [
      roundId,
      JSON.stringify(change.outcome),
      change.feature ? JSON.stringify(change.feature) : null,
      change.feature ? unfinished : 'complete',
      change.win,
      change.balanceAfter.toString(),
    ],
  );
}

/** The `play_rounds` table: every round played, real and demo, with its outcome and feature. */
export function createRoundsRepository(sql: SqlRunner) {
  return {
    /**
     * Inserts a round, unless its round id is taken or a feature of the same player and title
     * (real) or session (demo) is unfinished: 'taken' or 'pending' then, nothing written.
     */
    async insert(tx: SqlSession, round: NewRound): Promise<'inserted' | 'taken' | 'pending'> {
      const result = await insertUnlessUnfinished(tx, round, 'free_spins');
      return result === 'unfinished' ? 'pending' : result;
    },

    async find(
      roundId: string,
      executor: SqlSession = sql,
      lock = false,
    ): Promise<RoundRow | undefined> {
      const [row] = await executor.query<RoundRow>(
        `${selectRound}
         where r.round_id = $1 ${lock ? 'for update of r' : ''}`,
        [roundId],
      );
      return row;
    },

    /**
     * Locks a real round for its next free spin (concurrent calls of one spin wait and then
     * find it played), with its pair's server seed and the player's active pair of `family`.
     */
    async lockFeature(
      tx: SqlSession,
      roundId: string,
      family: PlayGameFamily,
    ): Promise<LockedFeature | undefined> {
      const [row] = await tx.query<LockedFeature>(
        `select ${roundColumns}, p.server_seed as pair_server_seed,
           (select json_build_object('id', q.id, 'server_seed', q.server_seed,
              'server_seed_hash', q.server_seed_hash, 'client_seed', q.client_seed,
              'nonce', q.nonce)
            from play_seed_pairs q where q.user_id = r.user_id and q.family = $2 and q.active)
             as active
         from play_rounds r join play_seed_pairs p on p.id = r.seed_pair_id
         where r.round_id = $1 and r.mode = 'real'
         for update of r`,
        [roundId, family],
      );
      return row;
    },

    async updateFeature(tx: SqlSession, roundId: string, change: FeatureProgress): Promise<void> {
      await writeProgress(tx, roundId, change, 'free_spins');
    },

    /** The player's (real mode) unfinished feature on a title. */
    async unfinished(userId: number, titleId: string): Promise<RoundRow | undefined> {
      const [row] = await sql.query<RoundRow>(
        `${selectRound}
         where r.user_id = $1 and r.title_id = $2 and r.status = 'free_spins' and r.mode = 'real'
         order by r.id limit 1`,
        [userId, titleId],
      );
      return row;
    },

    /**
     * The last rounds a game client lists: a real session's player's real rounds of its title,
     * or a demo session's own rounds; newest first.
     */
    async ofSession(
      session: { id: string; mode: GameMode; user_id: number | null; title_id: string },
      take: number,
    ): Promise<RoundRow[]> {
      if (session.mode === 'real') {
        return sql.query<RoundRow>(
          `${selectRound}
           where r.user_id = $1 and r.mode = 'real' and r.title_id = $2
           order by r.id desc limit $3`,
          [session.user_id, session.title_id, take],
        );
      }
      return sql.query<RoundRow>(
        `${selectRound}
         where r.session_id = $1::uuid and r.mode = 'demo'
         order by r.id desc limit $2`,
        [session.id, take],
      );
    },

    /** A player's real rounds, newest first, and how many there are. */
    async history(userId: number, take: number, offset: number) {
      const rows = await sql.query<RoundRow>(
        `${selectRound}
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

export type RoundsRepository = ReturnType<typeof createRoundsRepository>;
