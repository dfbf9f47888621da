import type { OriginalsActionBody, OriginalsRoundResponse } from '@jackdaw/contracts';
import { applyStep, cashOut, createFairRng, type StepAction, type StepState } from '@jackdaw/games';
import type { SqlSession } from '../../db/client.js';
import type { Ledger } from '../wallet/index.js';
import type { LockedOriginal } from './originals.repository.js';
import {
  ORIGINALS_BONUS_CATEGORY,
  originalRoundView,
  refusedAction,
  type StoredOriginal,
} from './originals.rules.js';
import { actionInvalid, roundNotFound } from './play.errors.js';
import type { PlayRepository } from './play.repository.js';
import { heldSpendable, ROUND_ACCOUNTS } from './round-accounts.js';
import { ownsRound } from './rounds.js';
import type { Seeds } from './seeds.js';
import { assertStanding, STUDIO, type OriginalsSession, type StandingReader } from './sessions.js';

export interface OriginalActionsDependencies {
  repository: PlayRepository;
  ledger: Ledger;
  standing: StandingReader;
  seeds: Seeds;
}

/**
 * The next state of a locked round for an action: null when `step` was played already (the
 * round answers as it stands), else the state after it, from the round's stream where it
 * stopped (`cursor`), and what the round's row becomes.
 */
export function nextStep(
  row: Pick<LockedOriginal, 'outcome' | 'feature' | 'status' | 'client_seed' | 'nonce'>,
  body: Pick<OriginalsActionBody, 'step' | 'action'>,
  serverSeed: string,
) {
  const { actions } = row.outcome.original;
  if (body.step <= actions.length) return null;
  if (body.step !== actions.length + 1) {
    throw actionInvalid(`The next step of this round is ${actions.length + 1}.`);
  }
  const state = row.feature;
  if (row.status !== 'open' || !state) throw actionInvalid('This round is over.');
  let after: StepState;
  try {
    after =
      body.action.type === 'cashout'
        ? cashOut(state)
        : applyStep(
            state,
            body.action as StepAction,
            createFairRng(
              { serverSeed, clientSeed: row.client_seed, nonce: Number(row.nonce) },
              state.cursor,
            ),
          );
  } catch (error) {
    throw refusedAction(error);
  }
  const over = after.status !== 'open';
  const outcome: StoredOriginal = {
    original: {
      ...row.outcome.original,
      actions: [...actions, body.action],
      result: over ? after : null,
    },
  };
  return { outcome, feature: over ? null : after, win: over ? after.win : 0 };
}

/**
 * Actions on an open step round (POST /play/originals/action), each in its own transaction on
 * the locked round row, so a reconnect or a restart resumes where it stopped and two calls of
 * one round run one after the other. The win moves when the round ends (`ledger.win` under
 * `round:{id}:win`, in the proportion its bet was paid).
 */
export function createOriginalActions({
  repository,
  ledger,
  standing,
  seeds,
}: OriginalActionsDependencies) {
  /** The round as it stands, for a step sent again. */
  const asItStands = (row: LockedOriginal) =>
    originalRoundView(row.round_id, Number(row.bet), row.outcome, row.feature);

  /**
   * Writes the step played and answers it. While the round stays open its row keeps the balance
   * after the bet; the balance after the win is written once it ends.
   */
  async function recordStep(
    tx: SqlSession,
    row: LockedOriginal,
    next: NonNullable<ReturnType<typeof nextStep>>,
    balance: bigint,
  ) {
    await repository.originals.progress(tx, row.round_id, {
      outcome: next.outcome,
      feature: next.feature,
      win: next.win,
      balanceAfter: next.feature ? BigInt(row.balance_after) : balance,
    });
    return {
      replayed: false,
      round: originalRoundView(row.round_id, Number(row.bet), next.outcome, next.feature),
      balance,
    };
  }

  async function realAction(session: OriginalsSession, body: OriginalsActionBody) {
    const userId = session.user_id!;
    return repository.sql.transaction(async (tx) => {
      const row = await repository.originals.lock(tx, body.roundId);
      if (!row || !ownsRound(session, row)) throw roundNotFound();
      await assertStanding(standing, tx, session);
      // In the round's currency, which may no longer be this session's.
      const currency = row.currency_code;
      const next = nextStep(row, body, row.pair_server_seed!);
      if (!next) {
        return {
          replayed: true,
          round: asItStands(row),
          balance: await ledger.spendable(userId, currency, tx),
        };
      }
      let balance: bigint;
      if (next.win > 0) {
        const held = await ledger.lock(tx, { userId, currency, kinds: ROUND_ACCOUNTS });
        balance = heldSpendable(held) + BigInt(next.win);
        const betKey = `round:${row.round_id}:bet`;
        await ledger.win(
          {
            key: `round:${row.round_id}:win`,
            userId,
            currency,
            amount: BigInt(next.win),
            provider: STUDIO,
            betKey,
            betSplit: await ledger.betSplit(betKey, tx),
            metadata: {
              roundId: row.round_id,
              game: row.title_id,
              bonusCategory: ORIGINALS_BONUS_CATEGORY,
            },
          },
          { tx, held },
        );
      } else {
        balance = await ledger.spendable(userId, currency, tx);
      }
      return recordStep(tx, row, next, balance);
    });
  }

  async function demoAction(session: OriginalsSession, body: OriginalsActionBody) {
    return repository.sql.transaction(async (tx) => {
      const row = await repository.originals.lock(tx, body.roundId);
      if (!row || !ownsRound(session, row)) throw roundNotFound();
      await assertStanding(standing, tx, session);
      // A demo rotation waits for the session's open round: the round's seed is the session's.
      const { server_seed: serverSeed } = await repository.sessions.demoSeeds(session.id, tx);
      const next = nextStep(row, body, serverSeed);
      if (!next) {
        return {
          replayed: true,
          round: asItStands(row),
          balance: await repository.sessions.demoBalance(session.id, tx),
        };
      }
      const balance =
        next.win > 0
          ? await repository.sessions.creditDemo(tx, session.id, next.win)
          : await repository.sessions.demoBalance(session.id, tx);
      return recordStep(tx, row, next, balance);
    });
  }

  return {
    /**
     * POST /play/originals/action: the round's next action (`step` = its steps + 1), or the
     * round as it stands for a step played already.
     */
    async play(
      session: OriginalsSession,
      body: OriginalsActionBody,
    ): Promise<OriginalsRoundResponse> {
      const done =
        session.mode === 'real' ? await realAction(session, body) : await demoAction(session, body);
      // Read after the commit: PGlite has one connection, busy with the transaction until then.
      return {
        statusCode: 200,
        ...done,
        balance: Number(done.balance),
        seeds: await seeds.ofSession(session),
      };
    },
  };
}

export type OriginalActions = ReturnType<typeof createOriginalActions>;
