import type { SqlRunner, SqlSession } from '../../db/client.js';
import type { StoredOriginal } from './originals.rules.js';
import { roundColumns, type NewRound, type RoundRow } from './rounds.repository.js';
import type { StepState } from '@jackdaw/games';

/** An original's round as `play_rounds` holds it (`feature`: a step round's state while open). */
export interface OriginalRoundRow extends Omit<RoundRow, 'outcome' | 'feature' | 'status'> {
  status: 'open' | 'complete';
  outcome: StoredOriginal;
  feature: StepState | null;
}

/** An original's round locked for its next action, with the server seed it continues with. */
export interface LockedOriginal extends OriginalRoundRow {
  /** The server seed of the round's pair (real rounds; null in demo, whose seed is the session's). */
  pair_server_seed: string | null;
}

export interface NewOriginalRound extends Omit<
  NewRound,
  'outcome' | 'feature' | 'paytableVersion' | 'lines'
> {
  outcome: StoredOriginal;
  /** A step round's state while it is open; null for a round already over. */
  feature: StepState | null;
}

/** An original's round after an action. */
export interface OriginalProgress {
  outcome: StoredOriginal;
  feature: StepState | null;
  win: number;
  balanceAfter: bigint;
}

/**
 * The originals' maths version, kept in `paytable_version`: rounds are recomputed with the tables
 * of the version they were played on.
 */
export const ORIGINALS_PAYTABLE = 'originals-1';

/** The originals' rows of `play_rounds` (the slots' are rounds.repository.ts'). */
export function createOriginalsRepository(sql: SqlRunner) {
  const selectRound = `select ${roundColumns} from play_rounds r
    left join play_seed_pairs p on p.id = r.seed_pair_id`;

  return {
    /**
     * Inserts a round, unless its round id is taken or a round of the same game is open for the
     * player (real) or session (demo): 'taken' or 'open' then, nothing written. As the slots'
     * insert, the check runs in this statement, after the bet's lock of the seed pair (or demo
     * session), so it sees a round another bet holding the lock committed.
     */
    async insert(tx: SqlSession, round: NewOriginalRound): Promise<'inserted' | 'taken' | 'open'> {
      const inserted = await tx.query(
        `insert into play_rounds (round_id, session_id, user_id, title_id, paytable_version, mode,
           currency_code, bet, lines, win, balance_before, balance_after, status, outcome,
           feature, seed_pair_id, server_seed_hash, client_seed, nonce)
         select $1, $2::uuid, $3::integer, $4, $5, $6, $7, $8::bigint, null, $9::bigint,
           $10::bigint, $11::bigint, $12, $13::jsonb, $14::jsonb, $15::bigint, $16, $17,
           $18::integer
         where not exists (
           select 1 from play_rounds p where p.status = 'open' and p.title_id = $4
             and (case when $6 = 'real' then p.user_id = $3::integer and p.mode = 'real'
                       else p.session_id = $2::uuid end))
         on conflict (round_id) do nothing returning id`,
        [
          round.roundId,
          round.sessionId,
          round.userId,
          round.titleId,
          ORIGINALS_PAYTABLE,
          round.mode,
          round.currency,
          round.bet,
          round.win,
          round.balanceBefore.toString(),
          round.balanceAfter.toString(),
          round.feature ? 'open' : 'complete',
          JSON.stringify(round.outcome),
          round.feature ? JSON.stringify(round.feature) : null,
          round.seedPairId,
          round.serverSeedHash,
          round.clientSeed,
          round.nonce,
        ],
      );
      if (inserted.length > 0) return 'inserted';
      const [taken] = await tx.query('select 1 from play_rounds where round_id = $1', [
        round.roundId,
      ]);
      return taken ? 'taken' : 'open';
    },

    async find(roundId: string, executor: SqlSession = sql): Promise<OriginalRoundRow | undefined> {
      const [row] = await executor.query<OriginalRoundRow>(`${selectRound} where r.round_id = $1`, [
        roundId,
      ]);
      return row;
    },

    /**
     * Locks a round for its next action (concurrent actions on it run one after the other),
     * with the server seed of its pair for a real round.
     */
    async lock(tx: SqlSession, roundId: string): Promise<LockedOriginal | undefined> {
      const [row] = await tx.query<LockedOriginal>(
        `select ${roundColumns}, p.server_seed as pair_server_seed from play_rounds r
         left join play_seed_pairs p on p.id = r.seed_pair_id
         where r.round_id = $1 for update of r`,
        [roundId],
      );
      return row;
    },

    /** Writes a round's state after an action: `complete` once its feature (state) is null. */
    async progress(tx: SqlSession, roundId: string, change: OriginalProgress): Promise<void> {
      await tx.query(
        `update play_rounds set outcome = $2::jsonb, feature = $3::jsonb, status = $4, win = $5,
           balance_after = $6, updated_at = now()
         where round_id = $1`,
        [
          roundId,
          JSON.stringify(change.outcome),
          change.feature ? JSON.stringify(change.feature) : null,
          change.feature ? 'open' : 'complete',
          change.win,
          change.balanceAfter.toString(),
        ],
      );
    },

    /** The player's (real money) open round of a game, to resume. */
    async openOf(userId: number, game: string): Promise<OriginalRoundRow | undefined> {
      const [row] = await sql.query<OriginalRoundRow>(
        `${selectRound}
         where r.user_id = $1 and r.title_id = $2 and r.status = 'open' and r.mode = 'real'
         limit 1`,
        [userId, game],
      );
      return row;
    },
  };
}

export type OriginalsRepository = ReturnType<typeof createOriginalsRepository>;
