import type { SqlRunner } from '../../db/client.js';
import { createOriginalsRepository } from './originals.repository.js';
import { createRoundsRepository } from './rounds.repository.js';
import { createSeedsRepository } from './seeds.repository.js';
import { createSessionsRepository } from './sessions.repository.js';

/**
 * All of play's SQL, by table: `play_sessions`, `play_seed_pairs` and `play_rounds` (the
 * originals' rows apart). Plain
 * statements (a spin is a hot path); no other module's table is named here.
 */
export function createPlayRepository(sql: SqlRunner) {
  return {
    /** For the transactions a spin or a free spin runs its calls in. */
    sql,
    sessions: createSessionsRepository(sql),
    seeds: createSeedsRepository(sql),
    rounds: createRoundsRepository(sql),
    /** The originals' rows of `play_rounds`. */
    originals: createOriginalsRepository(sql),
  };
}

export type PlayRepository = ReturnType<typeof createPlayRepository>;
