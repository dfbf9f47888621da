import { randomBytes } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { crashResult, generateChain, hashFromCheckpoint } from '@jackdaw/games';
import type { ChainRow, CrashRepository } from './crash.repository.js';

/** The chain's generation was stopped (ensure's `stopped`): nothing was stored. */
export class ChainAborted extends Error {}

/** A checkpoint every this many rounds: a round's hash is at most this many SHA-256 away. */
export const CHECKPOINT_EVERY = 1_000;
/** Checkpoints written per statement. */
const BATCH = 5_000;

export interface ChainOptions {
  length: number;
  /** The published salt; random when not given. */
  salt?: string;
  /** The secret end h_N (test mode, for known vectors); random when not given. */
  seed?: string;
}

/**
 * The published hash chain: generated once by the first leader (in chunks, yielding to the
 * event loop between them), stored as its terminating hash, salt and checkpoints; the secret
 * end itself is not kept. Round i's hash is found from the checkpoint at or above i.
 */
export function createChain(repository: CrashRepository) {
  let cached: ChainRow | undefined;

  async function find(): Promise<ChainRow | undefined> {
    cached ??= await repository.chain.find();
    return cached;
  }

  return {
    find,

    /**
     * Generates and stores the chain unless one exists (another instance's wins a race).
     * `stopped` is asked between chunks: a server shutting down (or a leader deposed) while the
     * ten million hashes are walked stops at once with ChainAborted, storing nothing.
     */
    async ensure(options: ChainOptions, stopped?: () => boolean): Promise<ChainRow> {
      const existing = await find();
      if (existing) return existing;
      const seed = options.seed ?? randomBytes(32).toString('hex');
      const salt = options.salt ?? randomBytes(16).toString('hex');
      const indexes: number[] = [];
      const hashes: string[] = [];
      const walk = generateChain(seed, options.length, {
        every: CHECKPOINT_EVERY,
        keep: (index, hash) => {
          indexes.push(index);
          hashes.push(hash);
        },
      });
      let step = walk.next();
      while (!step.done) {
        await yieldToEventLoop();
        if (stopped?.()) throw new ChainAborted();
        step = walk.next();
      }
      const terminatingHash = step.value;
      await repository.sql.transaction(async (tx) => {
        if (!(await repository.chain.insert(tx, { terminatingHash, salt, length: options.length })))
          return;
        for (let at = 0; at < indexes.length; at += BATCH) {
          await repository.chain.insertCheckpoints(
            tx,
            indexes.slice(at, at + BATCH),
            hashes.slice(at, at + BATCH),
          );
        }
      });
      cached = undefined;
      const stored = await find();
      if (!stored) throw new Error('the crash chain was not stored');
      return stored;
    },

    /** Round `index`'s hash and result (≤ 1,000 SHA-256 from its checkpoint). */
    async round(index: number): Promise<{ hash: string; result: number }> {
      const chain = await find();
      if (!chain) throw new Error('no crash chain yet');
      const checkpoint = await repository.chain.checkpointAtOrAbove(index);
      if (!checkpoint) throw new Error(`no checkpoint at or above round ${index}`);
      const hash = hashFromCheckpoint(checkpoint.hash, checkpoint.index, index);
      return { hash, result: crashResult(hash, chain.salt) };
    },
  };
}

export type Chain = ReturnType<typeof createChain>;
