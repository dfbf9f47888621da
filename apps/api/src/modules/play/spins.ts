import type { PlaySpinBody } from '@jackdaw/contracts';
import { hashServerSeed } from '@jackdaw/games';
import { type Ledger, RoundPostedBefore } from '../wallet/index.js';
import { demoFundsShort, freeSpinsPending, roundConflict, RoundTaken } from './play.errors.js';
import type { PlayRepository } from './play.repository.js';
import { checkBet, freeSpinsView } from './play.rules.js';
import { heldSpendable, ROUND_ACCOUNTS, spendableOf } from './round-accounts.js';
import { isFreeRound, ownsRound } from './rounds.js';
import {
  drawRound,
  realRoundAnswer,
  realRoundRow,
  storeRound,
  type SpinAnswer,
} from './real-round.js';
import { demoSeedsView, type Seeds } from './seeds.js';
import { assertStanding, STUDIO, type OpenSession, type StandingReader } from './sessions.js';

export interface SpinsDependencies {
  repository: PlayRepository;
  ledger: Ledger;
  standing: StandingReader;
  seeds: Seeds;
}

/**
 * Paid spins (POST /play/spin), idempotent by their round id. A real spin is settled here, in
 * `realSpin`: one transaction, through `ledger.settleRound`.
 */
export function createSpins({ repository, ledger, standing, seeds }: SpinsDependencies) {
  /**
   * A real-money spin in one database transaction: the player's seed pair is locked and its
   * nonce taken, the player's standing checked, their accounts locked (pair first, then
   * accounts, always in that order), the outcome drawn from the fair stream, and the bet, the
   * win and the round row written by `ledger.settleRound`. Any failure rolls all of it back,
   * nonce included.
   */
  function realSpin(
    session: OpenSession,
    body: PlaySpinBody,
    lines: number | null,
  ): Promise<SpinAnswer> {
    const userId = session.user_id!;
    const currency = session.currency_code;
    const { title } = session;
    return repository.sql.transaction(async (tx) => {
      const pair = await seeds.takeNonce(tx, userId);
      await assertStanding(standing, tx, session);
      const held = await ledger.lock(tx, { userId, currency, kinds: ROUND_ACCOUNTS });
      const balanceBefore = heldSpendable(held);

      const drawn = drawRound(title, pair, body.bet, lines);
      const { base } = drawn;
      const settled = await ledger.settleRound(
        {
          key: `round:${body.roundId}:bet`,
          winKey: `round:${body.roundId}:win`,
          userId,
          currency,
          amount: BigInt(body.bet),
          win: BigInt(base.win),
          provider: STUDIO,
          metadata: { roundId: body.roundId, game: title.id },
          open: drawn.feature !== null,
        },
        {
          tx,
          held,
          record: (money) =>
            storeRound(
              repository,
              tx,
              realRoundRow(session, body, pair, drawn, {
                balanceBefore,
                balanceAfter: spendableOf(money.balances),
              }),
            ),
        },
      );
      return realRoundAnswer(body, pair, drawn, spendableOf(settled.balances));
    });
  }

  /** A demo spin on the session's play money and its own seed pair; the ledger is not touched. */
  function demoSpin(
    session: OpenSession,
    body: PlaySpinBody,
    lines: number | null,
  ): Promise<SpinAnswer> {
    const { title } = session;
    return repository.sql.transaction(async (tx) => {
      await assertStanding(standing, tx, session);
      const taken = await repository.sessions.takeDemoBet(tx, session.id, body.bet);
      if (!taken.covered) throw demoFundsShort();
      if (taken.pending) throw freeSpinsPending(taken.pending);
      const { base, feature } = drawRound(title, taken, body.bet, lines);
      const balanceAfter =
        base.win > 0
          ? await repository.sessions.creditDemo(tx, session.id, base.win)
          : taken.balance;
      await storeRound(repository, tx, {
        roundId: body.roundId,
        sessionId: session.id,
        userId: null,
        titleId: title.id,
        paytableVersion: title.paytableVersion,
        mode: 'demo',
        currency: session.currency_code,
        bet: body.bet,
        lines: base.lines,
        win: base.win,
        balanceBefore: taken.balance + BigInt(body.bet),
        balanceAfter,
        outcome: { base, freeSpins: [], win: base.win },
        feature,
        seedPairId: null,
        serverSeedHash: hashServerSeed(taken.server_seed),
        clientSeed: taken.client_seed,
        nonce: taken.nonce,
      });
      return {
        statusCode: 200 as const,
        roundId: body.roundId,
        replayed: false,
        outcome: base,
        win: base.win,
        roundWin: base.win,
        balance: Number(balanceAfter),
        freeSpins: freeSpinsView(body.roundId, feature),
        seeds: demoSeedsView({ ...taken, nonce: taken.nonce + 1 }),
      };
    });
  }

  /** The stored answer of a round sent again; another round under its id → 409. */
  async function replay(
    session: OpenSession,
    body: PlaySpinBody,
    lines: number | null,
  ): Promise<SpinAnswer> {
    const row = await repository.rounds.find(body.roundId);
    if (
      !row ||
      !ownsRound(session, row) ||
      isFreeRound(row) ||
      Number(row.bet) !== body.bet ||
      row.lines !== lines
    ) {
      throw roundConflict();
    }
    const base = row.outcome.base;
    return {
      statusCode: 200,
      roundId: row.round_id,
      replayed: true,
      outcome: base,
      win: base.win,
      roundWin: Number(row.win),
      balance: Number(BigInt(row.balance_before) - BigInt(row.bet) + BigInt(base.win)),
      freeSpins: freeSpinsView(row.round_id, row.feature),
      seeds: await seeds.ofSession(session),
    };
  }

  return {
    /** POST /play/spin: one paid spin of the session's title, idempotent by its round id. */
    async play(session: OpenSession, body: PlaySpinBody): Promise<SpinAnswer> {
      const { lines } = checkBet(session.title, session.currency_code, body.bet, body.lines);
      try {
        return session.mode === 'real'
          ? await realSpin(session, body, lines)
          : await demoSpin(session, body, lines);
      } catch (error) {
        // The ledger answers a bet key posted before so even when the balance is spent since.
        if (!(error instanceof RoundTaken || error instanceof RoundPostedBefore)) throw error;
        return replay(session, body, lines);
      }
    },
  };
}

export type Spins = ReturnType<typeof createSpins>;
