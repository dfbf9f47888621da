import { createHash, randomBytes } from 'node:crypto';
import {
  currencyCodeSchema,
  ErrorCode,
  PLAY_DEMO_BALANCE_FACTOR,
  PLAY_DEMO_DEFAULT_CURRENCY,
  PLAY_MIN_BET,
  PLAY_SESSION_TTL,
  type CurrencyCode,
  type PlayFreeRounds,
  type PlaySeeds,
  type PlaySessionResponse,
} from '@jackdaw/contracts';
import { findSlotTitle, isOriginalGame, type OriginalGame, type SlotTitle } from '@jackdaw/games';
import type { SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { GamesService } from '../games/index.js';
import type { playerStanding } from '../users/index.js';
import type { Ledger } from '../wallet/index.js';
import { banned, sessionInvalid } from './play.errors.js';
import type { PlayRepository } from './play.repository.js';
import { betLimits, betStep, freeSpinsView, gameConfigOf, linesFor } from './play.rules.js';
import { SLOTS, seedsView, type Seeds } from './seeds.js';
import type { SeedSource } from './seed-source.js';
import type { PlaySessionRow } from './sessions.repository.js';

/** The own studio's provider alias: its house account takes the other side of every round. */
export const STUDIO = 'jackdaw';

/** A session found by its token, with the slot title it plays. */
export type OpenSession = PlaySessionRow & { title: SlotTitle };

/** A session of one of the originals (originals.ts), found by its token. */
export type OriginalsSession = PlaySessionRow & { game: OriginalGame };

/** The users module's read of a player's ban and token version, on the caller's session. */
export type StandingReader = typeof playerStanding;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Refuses a session whose player may no longer act: banned (423), or at another token version
 * than the session was opened under (a password or e-mail change since: 401). Read on
 * `executor`, a spin's transaction, so the check holds under the spin's locks. A visitor's
 * session has no player to check.
 */
export async function assertStanding(
  standing: StandingReader,
  executor: SqlSession,
  session: PlaySessionRow,
): Promise<void> {
  if (session.user_id === null) return;
  const player = await standing(executor, session.user_id);
  if (!player) throw sessionInvalid();
  if (player.banned) throw banned();
  if (player.tokenVersion !== session.token_version) throw sessionInvalid();
}

export interface SessionsDependencies {
  repository: PlayRepository;
  ledger: Ledger;
  redeemLaunch: GamesService['redeemLaunch'];
  standing: StandingReader;
  seeds: Seeds;
  newPair: SeedSource;
  /** The player's free-spin campaign on the session's game (free-rounds.ts), or null. */
  freeRounds: (
    session: Pick<PlaySessionRow, 'mode' | 'user_id' | 'title_id'>,
  ) => Promise<PlayFreeRounds | null>;
}

/**
 * Play sessions: opened once from a launch token, found by their token (the database's row,
 * read on every call: nothing of a session is kept in memory).
 */
export function createSessions({
  repository,
  ledger,
  redeemLaunch,
  standing,
  seeds,
  newPair,
  freeRounds,
}: SessionsDependencies) {
  /** The unexpired session of a token; its player's standing is checked by the caller. */
  async function find(token: string): Promise<OpenSession> {
    const session = await repository.sessions.find(hashToken(token));
    const title = session && findSlotTitle(session.title_id);
    if (!session || !title) throw sessionInvalid();
    return { ...session, title };
  }

  /**
   * Redeems a launch token (once) of a game `plays` accepts (the studio's own) and writes the
   * session's row; answers what the session's answer is built from.
   */
  async function begin(launchToken: string, plays: (externalId: string) => boolean) {
    const launch = await redeemLaunch(launchToken);
    if (launch.game.provider !== STUDIO || !plays(launch.game.externalId)) {
      throw new AppError(409, ErrorCode.PlayGameUnsupported, 'This game is not played here.');
    }
    const titleId = launch.game.externalId;
    const userId = launch.playerId === null ? null : Number(launch.playerId);
    if (userId !== null && (await standing(repository.sql, userId))?.banned) throw banned();
    if (launch.mode === 'real' && userId === null) throw sessionInvalid();
    const parsed = currencyCodeSchema.safeParse(launch.currency);
    const currency: CurrencyCode = parsed.success ? parsed.data : PLAY_DEMO_DEFAULT_CURRENCY;

    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + PLAY_SESSION_TTL);
    const demoPair = launch.mode === 'demo' ? newPair() : null;
    const demoBalance = BigInt(PLAY_MIN_BET[currency] * PLAY_DEMO_BALANCE_FACTOR);
    await repository.sessions.create({
      tokenHash: hashToken(token),
      launchSessionId: launch.sessionId,
      userId,
      tokenVersion: launch.tokenVersion,
      titleId,
      mode: launch.mode,
      currency,
      language: launch.language,
      returnUrl: launch.returnUrl,
      expiresAt,
      demo: demoPair && {
        balance: demoBalance,
        serverSeed: demoPair.serverSeed,
        clientSeed: demoPair.clientSeed,
      },
    });
    return { launch, titleId, userId, currency, token, expiresAt, demoPair, demoBalance };
  }

  return {
    find,
    begin,

    /** The unexpired session of a token on one of the originals (standing: the caller's). */
    async findOriginal(token: string): Promise<OriginalsSession> {
      const session = await repository.sessions.find(hashToken(token));
      if (!session || !isOriginalGame(session.title_id)) throw sessionInvalid();
      return { ...session, game: session.title_id };
    },

    /**
     * A session of any game (a slot or an original) whose player (if any) may still act, for
     * the calls that move no money.
     */
    async active(token: string): Promise<PlaySessionRow> {
      const session = await repository.sessions.find(hashToken(token));
      if (!session || !(findSlotTitle(session.title_id) || isOriginalGame(session.title_id))) {
        throw sessionInvalid();
      }
      await assertStanding(standing, repository.sql, session);
      return session;
    },

    /**
     * POST /play/sessions: redeems a launch token (once) and opens a play session with the game
     * configuration, the balance, the seeds and any free spins to finish.
     */
    async open(launchToken: string): Promise<PlaySessionResponse> {
      const started = await begin(launchToken, (id) => findSlotTitle(id) !== undefined);
      const { launch, userId, currency, token, expiresAt, demoPair, demoBalance } = started;
      const title = findSlotTitle(started.titleId)!;

      let seedsNow: PlaySeeds;
      let balance: bigint;
      let freeSpins = null;
      if (demoPair) {
        seedsNow = {
          family: SLOTS,
          serverSeedHash: demoPair.serverSeedHash,
          clientSeed: demoPair.clientSeed,
          nonce: 0,
        };
        balance = demoBalance;
      } else {
        seedsNow = seedsView(SLOTS, await seeds.activePair(userId!, SLOTS));
        balance = await ledger.spendable(userId!, currency);
        const unfinished = await repository.rounds.unfinished(userId!, title.id);
        if (unfinished) freeSpins = freeSpinsView(unfinished.round_id, unfinished.feature);
      }
      return {
        statusCode: 200,
        sessionToken: token,
        expiresAt: expiresAt.toISOString(),
        mode: launch.mode,
        currency,
        balance: Number(balance),
        language: launch.language,
        returnUrl: launch.returnUrl,
        game: gameConfigOf(title),
        betLimits: betLimits(currency, betStep(title, linesFor(title, undefined))),
        seeds: seedsNow,
        freeSpins,
        freeRounds:
          userId === null || launch.mode !== 'real'
            ? null
            : await freeRounds({ mode: 'real', user_id: userId, title_id: title.id }),
      };
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
