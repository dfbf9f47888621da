import type {
  CurrencyCode,
  PlayFreeSpinBody,
  PlayGameFamily,
  PlayRoundsQuery,
  PlaySpinBody,
  PlaySpinResponse,
} from '@jackdaw/contracts';
import type { GamesService } from '../games/index.js';
import type { Ledger } from '../wallet/index.js';
import { createFreeRounds, type FreeRoundsPort } from './free-rounds.js';
import { createFreeSpins } from './free-spins.js';
import { createOriginals } from './originals.js';
import type { PlayRepository } from './play.repository.js';
import { createRounds } from './rounds.js';
import type { SeedSource } from './seed-source.js';
import { createSeeds } from './seeds.js';
import { createSessions, type StandingReader } from './sessions.js';
import { createSpins } from './spins.js';

export interface PlayServiceDependencies {
  repository: PlayRepository;
  ledger: Ledger;
  redeemLaunch: GamesService['redeemLaunch'];
  /** The users module's `playerStanding`: a player's ban and token version. */
  standing: StandingReader;
  /** Where new seed pairs come from: random, or a test server seed's (seed-source.ts). */
  seedSource: SeedSource;
  /** The freespins module's campaigns, played here as free rounds (free-rounds.ts). */
  campaigns?: FreeRoundsPort;
  /** The back-office exchange rates: the originals' maximum win per bet in a currency. */
  convert(minor: bigint, from: CurrencyCode, to: CurrencyCode): Promise<bigint>;
}

/**
 * The own studio's game server, one file per purpose: sessions.ts (open and find a session),
 * spins.ts (a paid spin, settled through `ledger.settleRound`), free-spins.ts, originals.ts
 * (the eight originals), seeds.ts (fairness) and rounds.ts (history). Nothing is kept in memory
 * between calls.
 */
export function createPlayService({
  repository,
  ledger,
  redeemLaunch,
  standing,
  seedSource: newPair,
  campaigns,
  convert,
}: PlayServiceDependencies) {
  const seeds = createSeeds(repository, newPair);
  const freeRounds = createFreeRounds({ repository, ledger, standing, seeds, campaigns });
  const sessions = createSessions({
    repository,
    ledger,
    redeemLaunch,
    standing,
    seeds,
    newPair,
    freeRounds: freeRounds.view,
  });
  const spins = createSpins({ repository, ledger, standing, seeds });
  const freeSpins = createFreeSpins({ repository, ledger, standing, seeds, campaigns });
  const rounds = createRounds(repository);
  const originals = createOriginals({ repository, ledger, standing, seeds, sessions, convert });

  return {
    openSession: sessions.open,
    /** A paid spin, or a free round of the player's campaign on the game (`freeRound`). */
    spin: async (body: PlaySpinBody): Promise<PlaySpinResponse> => {
      const session = await sessions.find(body.sessionToken);
      if (body.freeRound) return freeRounds.play(session, body);
      const answer = await spins.play(session, body);
      return { ...answer, freeRounds: await freeRounds.view(session) };
    },
    freeSpin: async (body: PlayFreeSpinBody): Promise<PlaySpinResponse> => {
      const session = await sessions.find(body.sessionToken);
      const answer = await freeSpins.play(session, body);
      return { ...answer, freeRounds: await freeRounds.view(session) };
    },

    /**
     * The fairness panel of the game client, by its session token: a real session acts on the
     * player's seed pair of the game's family (as the Bearer calls do), a demo session on its own.
     */
    sessionSeeds: async (token: string) => seeds.ofSession(await sessions.active(token)),
    sessionClientSeed: async (token: string, clientSeed: string) =>
      seeds.setSessionClientSeed(await sessions.active(token), clientSeed),
    sessionRotate: async (token: string, clientSeed?: string) =>
      seeds.rotateSession(await sessions.active(token), clientSeed),

    /** The game client's last rounds and the balance now (real: spendable in its currency). */
    sessionRounds: async (token: string, take: number) => {
      const session = await sessions.active(token);
      const balance =
        session.mode === 'real'
          ? await ledger.spendable(session.user_id!, session.currency_code)
          : await repository.sessions.demoBalance(session.id);
      return { rounds: await rounds.ofSession(session, take), balance: Number(balance) };
    },

    /** The originals (originals.ts): sessions, bets and the step games' actions. */
    openOriginals: originals.open,
    originalsBet: originals.bet,
    originalsAction: originals.action,

    rounds: (userId: number, query: PlayRoundsQuery) => rounds.list(userId, query),
    round: (userId: number, roundId: string) => rounds.detail(userId, roundId),

    seeds: (userId: number, family: PlayGameFamily) => seeds.ofPlayer(userId, family),
    setClientSeed: seeds.setClientSeed,
    rotate: seeds.rotate,
  };
}

export type PlayService = ReturnType<typeof createPlayService>;
