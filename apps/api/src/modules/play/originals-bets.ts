import { isDeepStrictEqual } from 'node:util';
import type { CurrencyCode, OriginalsBetBody, OriginalsRoundResponse } from '@jackdaw/contracts';
import { hashServerSeed, type OriginalParams } from '@jackdaw/games';
import type { SqlSession } from '../../db/client.js';
import { type Ledger, RoundPostedBefore } from '../wallet/index.js';
import type { NewOriginalRound } from './originals.repository.js';
import {
  checkOriginalBet,
  drawOriginal,
  ORIGINALS_BONUS_CATEGORY,
  originalRoundView,
  parseParams,
} from './originals.rules.js';
import { demoFundsShort, roundConflict, roundOpen, RoundTaken } from './play.errors.js';
import type { PlayRepository } from './play.repository.js';
import { heldSpendable, ROUND_ACCOUNTS, spendableOf } from './round-accounts.js';
import { ownsRound } from './rounds.js';
import { demoSeedsView, ORIGINALS, seedsView, type Seeds } from './seeds.js';
import { assertStanding, STUDIO, type OriginalsSession, type StandingReader } from './sessions.js';

export interface OriginalBetsDependencies {
  repository: PlayRepository;
  ledger: Ledger;
  standing: StandingReader;
  seeds: Seeds;
  /** The maximum win per bet in a currency (MAX_WIN_PER_BET_USD converted). */
  maxWin(currency: CurrencyCode): Promise<number>;
}

/**
 * Bets on the originals (POST /play/originals/bet), idempotent by their round id: an instant
 * game settles in one transaction through `ledger.settleRound` (bet and win); a step game's
 * stake is posted the same way with `open: true` and the round stays open in its row.
 */
export function createOriginalBets({
  repository,
  ledger,
  standing,
  seeds,
  maxWin,
}: OriginalBetsDependencies) {
  async function store(tx: SqlSession, round: NewOriginalRound) {
    const stored = await repository.originals.insert(tx, round);
    if (stored === 'taken') throw new RoundTaken();
    if (stored === 'open') throw roundOpen();
  }

  /**
   * A real-money bet in one transaction, in the slots' order: the player's originals pair
   * locked and its nonce taken, the standing checked, the accounts locked, the round drawn, the
   * money and the round's row written by `ledger.settleRound`. Any failure rolls all of it back.
   */
  function realBet(
    session: OriginalsSession,
    body: OriginalsBetBody,
    params: OriginalParams,
    cap: number,
  ): Promise<OriginalsRoundResponse> {
    const userId = session.user_id!;
    const currency = session.currency_code;
    const { game } = session;
    return repository.sql.transaction(async (tx) => {
      const pair = await seeds.takeNonce(tx, userId, ORIGINALS);
      await assertStanding(standing, tx, session);
      const held = await ledger.lock(tx, { userId, currency, kinds: ROUND_ACCOUNTS });
      const balanceBefore = heldSpendable(held);
      const round = drawOriginal(
        game,
        { serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce: pair.nonce },
        body.bet,
        params,
        cap,
      );
      const settled = await ledger.settleRound(
        {
          key: `round:${body.roundId}:bet`,
          winKey: `round:${body.roundId}:win`,
          userId,
          currency,
          amount: BigInt(body.bet),
          win: BigInt(round.win),
          provider: STUDIO,
          metadata: { roundId: body.roundId, game, bonusCategory: ORIGINALS_BONUS_CATEGORY },
          open: round.feature !== null,
        },
        {
          tx,
          held,
          record: (money) =>
            store(tx, {
              roundId: body.roundId,
              sessionId: session.id,
              userId,
              titleId: game,
              mode: 'real',
              currency,
              bet: body.bet,
              win: round.win,
              balanceBefore,
              balanceAfter: spendableOf(money.balances),
              outcome: round.outcome,
              feature: round.feature,
              seedPairId: pair.id,
              serverSeedHash: pair.server_seed_hash,
              clientSeed: pair.client_seed,
              nonce: pair.nonce,
            }),
        },
      );
      return {
        statusCode: 200 as const,
        replayed: false,
        round: originalRoundView(body.roundId, body.bet, round.outcome, round.feature),
        balance: Number(spendableOf(settled.balances)),
        seeds: seedsView(ORIGINALS, { ...pair, nonce: pair.nonce + 1 }),
      };
    });
  }

  /** A demo bet on the session's play money and its own seed pair; the ledger is not touched. */
  function demoBet(
    session: OriginalsSession,
    body: OriginalsBetBody,
    params: OriginalParams,
    cap: number,
  ): Promise<OriginalsRoundResponse> {
    const { game } = session;
    return repository.sql.transaction(async (tx) => {
      await assertStanding(standing, tx, session);
      // An open round of the session is refused by the insert below, after a replay's id.
      const taken = await repository.sessions.takeDemoBet(tx, session.id, body.bet);
      if (!taken.covered) throw demoFundsShort();
      const seedsOfRound = {
        serverSeed: taken.server_seed,
        clientSeed: taken.client_seed,
        nonce: taken.nonce,
      };
      const round = drawOriginal(game, seedsOfRound, body.bet, params, cap);
      const balance =
        round.win > 0
          ? await repository.sessions.creditDemo(tx, session.id, round.win)
          : taken.balance;
      await store(tx, {
        roundId: body.roundId,
        sessionId: session.id,
        userId: null,
        titleId: game,
        mode: 'demo',
        currency: session.currency_code,
        bet: body.bet,
        win: round.win,
        balanceBefore: taken.balance + BigInt(body.bet),
        balanceAfter: balance,
        outcome: round.outcome,
        feature: round.feature,
        seedPairId: null,
        serverSeedHash: hashServerSeed(taken.server_seed),
        clientSeed: taken.client_seed,
        nonce: taken.nonce,
      });
      return {
        statusCode: 200 as const,
        replayed: false,
        round: originalRoundView(body.roundId, body.bet, round.outcome, round.feature),
        balance: Number(balance),
        seeds: demoSeedsView({ ...taken, nonce: taken.nonce + 1 }, ORIGINALS),
      };
    });
  }

  /** The stored round of an id sent again, as it stands now; another round's id → 409. */
  async function replay(
    session: OriginalsSession,
    body: OriginalsBetBody,
    params: OriginalParams,
  ): Promise<OriginalsRoundResponse> {
    const row = await repository.originals.find(body.roundId);
    if (
      !row ||
      !ownsRound(session, row) ||
      Number(row.bet) !== body.bet ||
      !isDeepStrictEqual(row.outcome.original?.params, params)
    ) {
      throw roundConflict();
    }
    const balance =
      session.mode === 'real'
        ? await ledger.spendable(session.user_id!, session.currency_code)
        : await repository.sessions.demoBalance(session.id);
    return {
      statusCode: 200,
      replayed: true,
      round: originalRoundView(row.round_id, Number(row.bet), row.outcome, row.feature),
      balance: Number(balance),
      seeds: await seeds.ofSession(session),
    };
  }

  return {
    /** POST /play/originals/bet: one bet on the session's game, idempotent by its round id. */
    async play(session: OriginalsSession, body: OriginalsBetBody): Promise<OriginalsRoundResponse> {
      checkOriginalBet(session.currency_code, body.bet);
      const params = parseParams(session.game, body.params);
      const cap = await maxWin(session.currency_code);
      try {
        return session.mode === 'real'
          ? await realBet(session, body, params, cap)
          : await demoBet(session, body, params, cap);
      } catch (error) {
        // The ledger answers a bet key posted before so even when the balance is spent since.
        if (!(error instanceof RoundTaken || error instanceof RoundPostedBefore)) throw error;
        return replay(session, body, params);
      }
    },
  };
}

export type OriginalBets = ReturnType<typeof createOriginalBets>;
