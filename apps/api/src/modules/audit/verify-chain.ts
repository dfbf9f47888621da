import type { SqlSession } from '../../db/client.js';
import { rowsAfter } from './audit.repository.js';
import { chainHash, GENESIS_HASH } from './canonical.js';

export type ChainReport =
  | { ok: true; rows: number }
  | {
      ok: false;
      /** Rows checked and sound before the broken one. */
      rows: number;
      brokenId: number;
      /** `link`: its prev_hash is not the previous row's hash; `hash`: its content was changed. */
      problem: 'link' | 'hash';
    };

const BATCH = 1_000;

/** Walks the chain in id order, in batches, and names its first broken row. */
export async function verifyChain(session: SqlSession): Promise<ChainReport> {
  let previous = GENESIS_HASH;
  let lastId = 0;
  let rows = 0;
  for (;;) {
    const batch = await rowsAfter(session, lastId, BATCH);
    for (const row of batch) {
      if (row.prevHash !== previous) return { ok: false, rows, brokenId: row.id, problem: 'link' };
      if (chainHash(row.prevHash, row) !== row.hash)
        return { ok: false, rows, brokenId: row.id, problem: 'hash' };
      previous = row.hash;
      lastId = row.id;
      rows++;
    }
    if (batch.length < BATCH) return { ok: true, rows };
  }
}
