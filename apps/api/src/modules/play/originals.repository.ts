import type { SqlRunner, SqlSession } from '../../db/client.js';
import type { StoredOriginal } from './originals.rules.js';
import {
  insertUnlessUnfinished,
  roundColumns,
  selectRound,
  writeProgress,
  type NewRound,
  type RoundRow,
} from './rounds.repository.js';
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
  return {
    /**
     * Inserts a round, unless its round id is taken or a round of the same game is open for the
     * player (real) or session (demo): 'taken' or 'open' then, nothing written. As the slots'
     * insert, the check runs in this statement, after the bet's lock of the seed pair (or demo
     * session), so it sees a round another bet holding the lock committed.
     */
    async insert(tx: SqlSession, round: NewOriginalRound): Promise<'inserted' | 'taken' | 'open'> {
      const result = await insertUnlessUnfinished(
        tx,
        { ...round, paytableVersion: ORIGINALS_PAYTABLE, lines: null },
        'open',
      );
      return result === 'unfinished' ? 'open' : result;
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
      await writeProgress(tx, roundId, change, 'open');
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
