import { ErrorCode, type PlayFreeSpinBody } from '@jackdaw/contracts';
import { createFairRng, spinFeature, type RoundOutcome, type SlotTitle } from '@jackdaw/games';
import { AppError } from '../../lib/app-error.js';
import type { Ledger } from '../wallet/index.js';
import { roundNotFound } from './play.errors.js';
import type { PlayRepository } from './play.repository.js';
import { freeSpinsView } from './play.rules.js';
import { heldSpendable, ROUND_ACCOUNTS } from './round-accounts.js';
import { isFreeRound, ownsRound, type StoredOutcome } from './rounds.js';
import type { RoundRow } from './rounds.repository.js';
import { SLOTS, seedsView, type Seeds } from './seeds.js';
import { assertStanding, STUDIO, type OpenSession, type StandingReader } from './sessions.js';
import type { SpinAnswer } from './real-round.js';
import { FREE_ROUND_ACCOUNTS, type FreeRoundsPort } from './free-rounds.js';

export interface FreeSpinsDependencies {
  repository: PlayRepository;
  ledger: Ledger;
  standing: StandingReader;
  seeds: Seeds;
  /** The freespins module: a feature a free round triggered pays into its campaign. */
  campaigns?: FreeRoundsPort;
}

/** What a feature's next free spin reads of its round. */
type FeatureRound = Pick<
  RoundRow,
  'round_id' | 'outcome' | 'feature' | 'client_seed' | 'nonce' | 'win' | 'balance_after'
>;

/**
 * A feature's next free spin, once the round is locked: the stored answer of one played
 * already (`spin` ≤ played), or the spin drawn from the round's seeds where the feature stopped
 * (its random stream continues from the stored `cursor`).
 */
function nextFreeSpin(title: SlotTitle, row: FeatureRound, spinNumber: number, serverSeed: string) {
  const done = row.outcome.freeSpins;
  if (spinNumber <= done.length) {
    const outcome = done[spinNumber - 1]!;
    return {
      replayed: {
        statusCode: 200 as const,
        roundId: row.round_id,
        replayed: true,
        outcome,
        win: outcome.win,
        roundWin: Number(row.win),
        balance: Number(row.balance_after),
        freeSpins: freeSpinsView(row.round_id, row.feature),
      },
    };
  }
  const state = row.feature;
  if (!state || state.remaining <= 0 || spinNumber !== done.length + 1) {
    throw new AppError(
      409,
      ErrorCode.PlayFreeSpinInvalid,
      state && state.remaining > 0
        ? `The next free spin is number ${done.length + 1}.`
        : 'This round has no free spins left.',
    );
  }
  const rng = createFairRng(
    { serverSeed, clientSeed: row.client_seed, nonce: Number(row.nonce) },
    state.cursor,
  );
  const step = spinFeature(title, state, rng);
  const outcome: RoundOutcome = {
    base: row.outcome.base,
    freeSpins: [...done, step.outcome],
    win: row.outcome.win + step.outcome.win,
  };
  const feature = step.state.remaining > 0 ? step.state : null;
  /** The answer once the spin's win is credited and the balance is `balance`. */
  const answer = (balance: bigint): Omit<SpinAnswer, 'seeds'> => ({
    statusCode: 200,
    roundId: row.round_id,
    replayed: false,
    outcome: step.outcome,
    win: step.outcome.win,
    roundWin: outcome.win,
    balance: Number(balance),
    freeSpins: freeSpinsView(row.round_id, feature),
  });
  return { played: { win: step.outcome.win, outcome, feature, answer } };
}

/**
 * Free spins (POST /play/free-spin): a feature belongs to the round that triggered it and is
 * played one spin per call, each in its own transaction, so a reconnect or a restart resumes
 * where it stopped.
 */
export function createFreeSpins({
  repository,
  ledger,
  standing,
  seeds,
  campaigns,
}: FreeSpinsDependencies) {
  /**
   * A real free spin in one transaction: the round locked (concurrent calls of one spin wait,
   * then answer it played), the player's standing checked, their accounts locked, the win
   * credited in the proportion the round's bet was paid (`ledger.win`), the round's progress
   * written.
   */
  async function realFreeSpin(session: OpenSession, body: PlayFreeSpinBody): Promise<SpinAnswer> {
    const userId = session.user_id!;
    const { title } = session;
    const done = await repository.sql.transaction(async (tx) => {
      const row = await repository.rounds.lockFeature(tx, body.roundId, SLOTS);
      if (!row || !ownsRound(session, row)) throw roundNotFound();
      await assertStanding(standing, tx, session);
      const next = nextFreeSpin(title, row, body.spin, row.pair_server_seed);
      if (next.replayed) return { answer: next.replayed, active: row.active };
      const { win, outcome, feature, answer } = next.played;
      // In the round's currency, which may no longer be this session's.
      const currency = row.currency_code;
      const freeRound = isFreeRound(row) ? (row.outcome as StoredOutcome).freeRound : undefined;
      if (freeRound && campaigns) {
        // A feature of a free round: its wins go to the campaign's winnings (capped), as the
        // free round's own did; nothing reaches the spendable balance.
        const held = await ledger.lock(tx, { userId, currency, kinds: FREE_ROUND_ACCOUNTS });
        await campaigns.settle(tx, {
          userId,
          currency,
          campaignId: freeRound.campaignId,
          part: freeRound.part,
          roundId: `${row.round_id}:free:${body.spin}`,
          game: title.id,
          win: BigInt(win),
          countsSpin: false,
          open: feature !== null,
          held,
        });
        const balance = heldSpendable(held);
        await repository.rounds.updateFeature(tx, row.round_id, {
          outcome: { ...outcome, freeRound } as StoredOutcome,
          feature,
          win: outcome.win,
          balanceAfter: balance,
        });
        return { answer: answer(balance), active: row.active };
      }
      const held = await ledger.lock(tx, { userId, currency, kinds: ROUND_ACCOUNTS });
      const balance = heldSpendable(held) + BigInt(win);
      if (win > 0) {
        const betKey = `round:${row.round_id}:bet`;
        await ledger.win(
          {
            key: `round:${row.round_id}:free:${body.spin}`,
            userId,
            currency,
            amount: BigInt(win),
            provider: STUDIO,
            betKey,
            betSplit: await ledger.betSplit(betKey, tx),
            metadata: { roundId: row.round_id, game: title.id, freeSpin: body.spin },
          },
          { tx, held },
        );
      }
      await repository.rounds.updateFeature(tx, row.round_id, {
        outcome,
        feature,
        win: outcome.win,
        balanceAfter: balance,
      });
      return { answer: answer(balance), active: row.active };
    });
    return {
      ...done.answer,
      seeds: done.active ? seedsView(SLOTS, done.active) : await seeds.ofSession(session),
    };
  }

  /** A demo free spin: the win goes to the session's play money. */
  async function demoFreeSpin(session: OpenSession, body: PlayFreeSpinBody): Promise<SpinAnswer> {
    const played = await repository.sql.transaction(async (tx) => {
      const row = await repository.rounds.find(body.roundId, tx, true);
      if (!row || !ownsRound(session, row)) throw roundNotFound();
      await assertStanding(standing, tx, session);
      // A demo rotation waits for the session's features: the round's seed is the session's.
      const { server_seed: serverSeed } = await repository.sessions.demoSeeds(session.id, tx);
      const next = nextFreeSpin(session.title, row, body.spin, serverSeed);
      if (next.replayed) return next.replayed;
      const { win, outcome, feature, answer } = next.played;
      const balance =
        win > 0
          ? await repository.sessions.creditDemo(tx, session.id, win)
          : await repository.sessions.demoBalance(session.id, tx);
      await repository.rounds.updateFeature(tx, row.round_id, {
        outcome,
        feature,
        win: outcome.win,
        balanceAfter: balance,
      });
      return answer(balance);
    });
    // Read after the commit: PGlite has one connection, busy with the transaction until then.
    return { ...played, seeds: await seeds.ofSession(session) };
  }

  return {
    /**
     * POST /play/free-spin: the next free spin of a round's feature (`spin` = played + 1), or
     * the stored answer of an earlier one (`spin` ≤ played).
     */
    play(session: OpenSession, body: PlayFreeSpinBody): Promise<SpinAnswer> {
      return session.mode === 'real' ? realFreeSpin(session, body) : demoFreeSpin(session, body);
    },
  };
}

export type FreeSpins = ReturnType<typeof createFreeSpins>;
