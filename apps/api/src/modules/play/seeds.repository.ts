import type { PlayGameFamily } from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { roundOpen } from './play.errors.js';

/** A player's seed pair of a game family; `nonce` is the next round's. */
export interface SeedPairRow {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}

/** A new pair's seeds, as `createSeedPair` or `rotateSeeds` of @jackdaw/games make them. */
export interface NewSeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
}

/**
 * The advisory lock class of a player's seed changes (two int4 keys: this class and the player
 * id; 'PLAY' in ASCII). A rotation retires the active pair and inserts the next one: two at
 * once would both look for the same active row, and the second find none.
 */
const SEED_CHANGE_LOCK = 0x504c4159;

const pairColumns = 'id, server_seed, server_seed_hash, client_seed, nonce';
const pairOf = (row: SeedPairRow): SeedPairRow => ({
  ...row,
  id: Number(row.id),
  nonce: Number(row.nonce),
});

/** Takes the player's seed-change lock until the transaction ends. */
async function lockSeedChanges(tx: SqlSession, userId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1::integer, $2::integer)', [
    SEED_CHANGE_LOCK,
    userId,
  ]);
}

/** The `play_seed_pairs` table: one active pair per player and family, the retired ones kept. */
export function createSeedsRepository(sql: SqlRunner) {
  return {
    async active(
      userId: number,
      family: PlayGameFamily,
      executor: SqlSession = sql,
    ): Promise<SeedPairRow | undefined> {
      const [row] = await executor.query<SeedPairRow>(
        `select ${pairColumns} from play_seed_pairs
         where user_id = $1 and family = $2 and active`,
        [userId, family],
      );
      return row && pairOf(row);
    },

    /** Inserts a new active pair unless one exists (a racing caller's wins). */
    async insert(
      userId: number,
      family: PlayGameFamily,
      pair: NewSeedPair,
      executor: SqlSession = sql,
    ): Promise<void> {
      await executor.query(
        `insert into play_seed_pairs (user_id, family, server_seed, server_seed_hash, client_seed)
         values ($1, $2, $3, $4, $5)
         on conflict (user_id, family) where active do nothing`,
        [userId, family, pair.serverSeed, pair.serverSeedHash, pair.clientSeed],
      );
    },

    /**
     * Takes the active pair's nonce for a round (answered as `nonce`, the pair moving on to the
     * next), locking the pair until the transaction ends: one player's rounds are numbered one
     * after the other, and the lock is the first a real spin takes. Undefined when the player
     * has no pair yet.
     */
    async takeNonce(
      tx: SqlSession,
      userId: number,
      family: PlayGameFamily,
    ): Promise<SeedPairRow | undefined> {
      const [row] = await tx.query<SeedPairRow>(
        `update play_seed_pairs set nonce = nonce + 1
         where user_id = $1 and family = $2 and active
         returning id, server_seed, server_seed_hash, client_seed, nonce - 1 as nonce`,
        [userId, family],
      );
      return row && pairOf(row);
    },

    /** Sets the active pair's client seed, after any rotation under way (the player's lock). */
    async setClientSeed(userId: number, family: PlayGameFamily, clientSeed: string) {
      return sql.transaction(async (tx) => {
        await lockSeedChanges(tx, userId);
        const [row] = await tx.query<SeedPairRow>(
          `update play_seed_pairs set client_seed = $3
           where user_id = $1 and family = $2 and active
           returning ${pairColumns}`,
          [userId, family, clientSeed],
        );
        return row && pairOf(row);
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
      next: (retired: SeedPairRow) => NewSeedPair,
    ) {
      return sql.transaction(async (tx) => {
        await lockSeedChanges(tx, userId);
        const [retired] = await tx.query<SeedPairRow>(
          `update play_seed_pairs set active = false, revealed_at = now()
           where user_id = $1 and family = $2 and active
           returning ${pairColumns}`,
          [userId, family],
        );
        if (!retired) return undefined;
        // An original's open round continues with this pair: revealing its server seed now
        // would show the mines, cards or coins still to come. The rotation waits for its end.
        const [open] = await tx.query<{ round_id: string }>(
          `select round_id from play_rounds
           where user_id = $1 and status = 'open' and seed_pair_id = $2 limit 1`,
          [userId, retired.id],
        );
        if (open) throw roundOpen(open.round_id);
        const pair = next(pairOf(retired));
        await tx.query(
          `insert into play_seed_pairs (user_id, family, server_seed, server_seed_hash, client_seed)
           values ($1, $2, $3, $4, $5)`,
          [userId, family, pair.serverSeed, pair.serverSeedHash, pair.clientSeed],
        );
        return { retired: pairOf(retired), next: { ...pair, nonce: 0 } };
      });
    },
  };
}

export type SeedsRepository = ReturnType<typeof createSeedsRepository>;
