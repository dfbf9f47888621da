import {
  ORIGINAL_NAMES,
  MAX_WIN_PER_BET_USD,
  type CurrencyCode,
  type OriginalsActionBody,
  type OriginalsBetBody,
  type OriginalsRoundResponse,
  type OriginalsSessionResponse,
  type PlaySeeds,
} from '@jackdaw/contracts';
import { isOriginalGame, ORIGINALS_RTP, type OriginalGame } from '@jackdaw/games';
import type { Ledger } from '../wallet/index.js';
import { createOriginalActions } from './originals-actions.js';
import { createOriginalBets } from './originals-bets.js';
import { originalBetLimits, originalRoundView } from './originals.rules.js';
import type { PlayRepository } from './play.repository.js';
import { ORIGINALS, seedsView, type Seeds } from './seeds.js';
import type { Sessions, StandingReader } from './sessions.js';

export interface OriginalsDependencies {
  repository: PlayRepository;
  ledger: Ledger;
  standing: StandingReader;
  seeds: Seeds;
  sessions: Sessions;
  /** The back-office exchange rates (reports module): `minor` of `from` in minor units of `to`. */
  convert(minor: bigint, from: CurrencyCode, to: CurrencyCode): Promise<bigint>;
}

/**
 * The eight originals (issue 24) on the slots' machinery: play sessions, the seed family
 * `originals` (one pair for the eight), `play_rounds` rows and the ledger's settlement. Bets are
 * originals-bets.ts, the step games' actions originals-actions.ts, the rules originals.rules.ts.
 */
export function createOriginals(deps: OriginalsDependencies) {
  const { repository, ledger, seeds, sessions } = deps;

  /** Engagement §9's maximum win per bet in `currency`, by the operator's rates. */
  async function maxWin(currency: CurrencyCode): Promise<number> {
    return Number(await deps.convert(BigInt(MAX_WIN_PER_BET_USD), 'USD', currency));
  }

  const bets = createOriginalBets({ ...deps, maxWin });
  const actions = createOriginalActions(deps);

  return {
    /**
     * POST /play/originals/sessions: redeems a launch token of an original (once) and opens a
     * play session with the game's limits, the balance, the seeds and the open round to resume.
     */
    async open(launchToken: string): Promise<OriginalsSessionResponse> {
      const started = await sessions.begin(launchToken, isOriginalGame);
      const { launch, userId, currency, demoPair } = started;
      const game = started.titleId as OriginalGame;
      let seedsNow: PlaySeeds;
      let balance: bigint;
      let open = null;
      if (demoPair) {
        seedsNow = {
          family: ORIGINALS,
          serverSeedHash: demoPair.serverSeedHash,
          clientSeed: demoPair.clientSeed,
          nonce: 0,
        };
        balance = started.demoBalance;
      } else {
        seedsNow = seedsView(ORIGINALS, await seeds.activePair(userId!, ORIGINALS));
        balance = await ledger.spendable(userId!, currency);
        const row = await repository.originals.openOf(userId!, game);
        if (row) open = originalRoundView(row.round_id, Number(row.bet), row.outcome, row.feature);
      }
      return {
        statusCode: 200,
        sessionToken: started.token,
        expiresAt: started.expiresAt.toISOString(),
        mode: launch.mode,
        currency,
        balance: Number(balance),
        language: launch.language,
        returnUrl: launch.returnUrl,
        game: {
          id: game,
          name: ORIGINAL_NAMES[game],
          rtp: Math.round(ORIGINALS_RTP * 10_000) / 100,
          maxWin: await maxWin(currency),
        },
        betLimits: originalBetLimits(currency),
        seeds: seedsNow,
        open,
      };
    },

    /** POST /play/originals/bet. */
    async bet(body: OriginalsBetBody): Promise<OriginalsRoundResponse> {
      return bets.play(await sessions.findOriginal(body.sessionToken), body);
    },

    /** POST /play/originals/action. */
    async action(body: OriginalsActionBody): Promise<OriginalsRoundResponse> {
      return actions.play(await sessions.findOriginal(body.sessionToken), body);
    },
  };
}

export type Originals = ReturnType<typeof createOriginals>;
