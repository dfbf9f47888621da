import { ErrorCode, type PlayGameFamily, type PlaySeeds } from '@jackdaw/contracts';
import {
  clientSeedProblem,
  createSeedPair,
  hashServerSeed,
  isOriginalGame,
  rotateSeeds,
} from '@jackdaw/games';
import type { SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { freeSpinsPending, roundOpen } from './play.errors.js';
import type { PlayRepository } from './play.repository.js';
import type { SeedSource } from './seed-source.js';
import type { DemoSeeds, PlaySessionRow } from './sessions.repository.js';
import type { SeedPairRow } from './seeds.repository.js';

/** Every slot title shares one seed pair and nonce sequence per player. */
export const SLOTS: PlayGameFamily = 'slots';
/** So do the eight originals, on a pair of their own. */
export const ORIGINALS: PlayGameFamily = 'originals';

/** The seed family of a session's game (`play_sessions.title_id`). */
export const familyOf = (titleId: string): PlayGameFamily =>
  isOriginalGame(titleId) ? ORIGINALS : SLOTS;

export const seedsView = (family: PlayGameFamily, pair: Omit<SeedPairRow, 'id'>): PlaySeeds => ({
  family,
  serverSeedHash: pair.server_seed_hash,
  clientSeed: pair.client_seed,
  nonce: Number(pair.nonce),
});

export const demoSeedsView = (pair: DemoSeeds, family: PlayGameFamily = SLOTS): PlaySeeds => ({
  family,
  serverSeedHash: hashServerSeed(pair.server_seed),
  clientSeed: pair.client_seed,
  nonce: Number(pair.nonce),
});

function refuseClientSeed(clientSeed: string): void {
  const problem = clientSeedProblem(clientSeed);
  if (problem) {
    throw AppError.badRequest(
      `The client seed must be 1 to 64 printable ASCII characters (${problem}).`,
      ErrorCode.PlayClientSeedInvalid,
    );
  }
}

/**
 * Provably fair seeds: a player's pair per game family (created on first use), a demo
 * session's own pair, the client seed and rotation (which reveals the retired server seed).
 */
export function createSeeds(repository: PlayRepository, newPair: SeedSource) {
  /** The player's active pair, created on first use. */
  async function activePair(userId: number, family: PlayGameFamily, executor?: SqlSession) {
    const found = await repository.seeds.active(userId, family, executor);
    if (found) return found;
    await repository.seeds.insert(userId, family, newPair(), executor);
    const created = await repository.seeds.active(userId, family, executor);
    if (!created) throw new Error('seed pair could not be created');
    return created;
  }

  /**
   * Takes the player's next nonce of a family for a real round in `tx`, locking their pair
   * (created on first use) until the transaction ends.
   */
  async function takeNonce(
    tx: SqlSession,
    userId: number,
    family: PlayGameFamily = SLOTS,
  ): Promise<SeedPairRow> {
    const taken = await repository.seeds.takeNonce(tx, userId, family);
    if (taken) return taken;
    await repository.seeds.insert(userId, family, newPair(), tx);
    const created = await repository.seeds.takeNonce(tx, userId, family);
    if (!created) throw new Error('seed pair could not be created');
    return created;
  }

  /** Sets the active pair's client seed; the nonce carries on. */
  async function setClientSeed(userId: number, family: PlayGameFamily, clientSeed: string) {
    refuseClientSeed(clientSeed);
    await activePair(userId, family);
    const row = await repository.seeds.setClientSeed(userId, family, clientSeed);
    if (!row) throw new Error('seed pair vanished');
    return seedsView(family, row);
  }

  /**
   * Retires the active pair, revealing its server seed, and starts a new one from nonce 0.
   * A feature still running under the old pair finishes with it (rounds keep their pair).
   */
  async function rotate(userId: number, family: PlayGameFamily, clientSeed?: string) {
    if (clientSeed !== undefined) refuseClientSeed(clientSeed);
    await activePair(userId, family);
    const rotated = await repository.seeds.rotate(userId, family, (retired) => {
      const { next } = rotateSeeds(
        {
          serverSeed: retired.server_seed,
          serverSeedHash: retired.server_seed_hash,
          clientSeed: retired.client_seed,
          nonce: retired.nonce,
        },
        clientSeed,
      );
      return next;
    });
    if (!rotated) throw new Error('seed pair vanished');
    return {
      revealed: {
        ...seedsView(family, rotated.retired),
        serverSeed: rotated.retired.server_seed,
      },
      seeds: {
        family,
        serverSeedHash: rotated.next.serverSeedHash,
        clientSeed: rotated.next.clientSeed,
        nonce: 0,
      },
    };
  }

  /**
   * The seeds a session plays with now: the player's pair of the game's family, or a demo
   * session's own.
   */
  async function ofSession(session: PlaySessionRow): Promise<PlaySeeds> {
    const family = familyOf(session.title_id);
    if (session.mode === 'demo') {
      return demoSeedsView(await repository.sessions.demoSeeds(session.id), family);
    }
    return seedsView(family, await activePair(session.user_id!, family));
  }

  return {
    activePair,
    takeNonce,

    /** GET /play/seeds: the player's active pair of a family (created on first use). */
    async ofPlayer(userId: number, family: PlayGameFamily): Promise<PlaySeeds> {
      return seedsView(family, await activePair(userId, family));
    },

    setClientSeed,
    rotate,
    ofSession,

    /** The game client's fairness panel: sets a session's client seed. */
    async setSessionClientSeed(session: PlaySessionRow, clientSeed: string): Promise<PlaySeeds> {
      if (session.mode === 'real') {
        return setClientSeed(session.user_id!, familyOf(session.title_id), clientSeed);
      }
      refuseClientSeed(clientSeed);
      await repository.sessions.changeDemoSeeds(session.id, { clientSeed });
      return ofSession(session);
    },

    /**
     * The game client's fairness panel: rotates a session's seeds. A demo rotation waits until
     * the session's free spins are played or its original's round is over (they continue with
     * its server seed).
     */
    async rotateSession(session: PlaySessionRow, clientSeed?: string) {
      const family = familyOf(session.title_id);
      if (session.mode === 'real') return rotate(session.user_id!, family, clientSeed);
      if (clientSeed !== undefined) refuseClientSeed(clientSeed);
      const current = await repository.sessions.demoSeeds(session.id);
      // Always random, as a player's rotation (rotateSeeds): a rotation shows a new commitment.
      const next = createSeedPair(clientSeed ?? current.client_seed);
      const old = await repository.sessions.changeDemoSeeds(session.id, {
        clientSeed: next.clientSeed,
        serverSeed: next.serverSeed,
      });
      if (!old) throw family === ORIGINALS ? roundOpen() : freeSpinsPending();
      return {
        revealed: { ...demoSeedsView(old, family), serverSeed: old.server_seed },
        seeds: demoSeedsView(
          { server_seed: next.serverSeed, client_seed: next.clientSeed, nonce: 0 },
          family,
        ),
      };
    },
  };
}

export type Seeds = ReturnType<typeof createSeeds>;
