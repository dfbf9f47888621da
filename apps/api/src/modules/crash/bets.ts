import {
  CRASH_GAME_ALIAS,
  type CrashMyBet,
  type CrashServerMessage,
  type CurrencyCode,
  type LanguageCode,
} from '@jackdaw/contracts';
import { cashOutInTime, crashWin, maxWinMultiplier } from '@jackdaw/games';
import type { SqlSession } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { playerStanding } from '../users/index.js';
import type { HeldAccounts, Ledger } from '../wallet/index.js';
import {
  banned,
  betConflict,
  betNotFound,
  bettingClosed,
  demoFundsShort,
  panelTaken,
  sessionInvalid,
  tooLate,
} from './crash.errors.js';
import type { BetRow, CrashRepository, SessionRow } from './crash.repository.js';
import { assertBetRules, manualCashOutAt, myBet, publicBet } from './crash.rules.js';

/** The own studio's provider alias: its house account takes the other side of every bet. */
export const STUDIO = 'jackdaw';

/** Who acts: a session of the game client (a real player's, or a demo session). */
export interface CrashActor {
  sessionId: string;
  userId: number | null;
  mode: 'real' | 'demo';
  currency: CurrencyCode;
  language: LanguageCode;
}

/** Whom a round message is for: everyone, or one player's (or demo session's) sockets. */
export interface CrashRecipient {
  userId?: number;
  sessionId?: string;
}

/** Announces a message to every instance's sockets; with `tx`, once it commits. */
export type CrashBroadcast = (
  message: CrashServerMessage,
  to?: CrashRecipient,
  tx?: SqlSession,
) => Promise<void>;

export interface BetCommand {
  betId: string;
  panel: 1 | 2;
  amount: number;
  autoCashOut: number | null;
}

export interface BetAnswer {
  bet: CrashMyBet;
  balance: number;
}

/** The highest max-win multiplier stored (hundredths; the column is a 32-bit integer). */
const MAX_CAP = 2_000_000_000;

export const betKey = (betId: string) => `crash:${betId}:bet`;
export const winKey = (betId: string) => `crash:${betId}:win`;

const ROUND_ACCOUNTS = ['real', 'bonus_casino'] as const;
const spendableOf = (held: HeldAccounts) =>
  (held.get('real')?.balance ?? 0n) + (held.get('bonus_casino')?.balance ?? 0n);

export const recipientOf = (bet: Pick<BetRow, 'mode' | 'user_id' | 'session_id'>) =>
  bet.mode === 'real' && bet.user_id !== null
    ? { userId: bet.user_id }
    : { sessionId: bet.session_id };

/** The bet id sent again: the same bet answers as stored; another bet's content is refused. */
class BetTaken extends Error {}

export interface BetsDependencies {
  repository: CrashRepository;
  ledger: Ledger;
  standing: typeof playerStanding;
  /** Engagement §9's maximum win per bet in `currency` (MAX_WIN_PER_BET_USD converted). */
  maxWin(currency: CurrencyCode): Promise<bigint>;
  /** The name the live list masks (users module). */
  nameOf(userId: number): Promise<string | undefined>;
  maskName(name: string | undefined, userId: number): string;
  broadcast: CrashBroadcast;
}

/**
 * The crash game's money: bets, cancels and cash-outs (every instance serves them, decided in
 * the database), and the leader's settlements (auto cash-outs, the round's end, refunds). Every
 * movement goes through the ledger under the bet's keys; lock order: the round row, the bet
 * row, then the player's accounts (or the demo session's row).
 */
export function createBets(deps: BetsDependencies) {
  const { repository, ledger, broadcast } = deps;
  const sql = repository.sql;

  const metadata = (bet: Pick<BetRow, 'id' | 'round_id'>) => ({
    game: CRASH_GAME_ALIAS,
    roundId: bet.round_id,
    betId: bet.id,
    bonusCategory: 'crash',
  });

  /** A real player's session may still act: not banned, same token version (play's rule). */
  async function assertStanding(executor: SqlSession, session: SessionRow | undefined) {
    if (!session) throw sessionInvalid();
    if (session.user_id === null) return;
    const player = await deps.standing(executor, session.user_id);
    if (!player) throw sessionInvalid();
    if (player.banned) throw banned();
    if (player.tokenVersion !== session.token_version) throw sessionInvalid();
  }

  async function balanceOf(actor: CrashActor, executor: SqlSession = sql): Promise<bigint> {
    if (actor.mode === 'demo') {
      return (await repository.sessions.byId(actor.sessionId, executor))?.demo_balance ?? 0n;
    }
    return ledger.spendable(actor.userId!, actor.currency, executor);
  }

  const owns = (actor: CrashActor, bet: BetRow) =>
    actor.mode === 'real'
      ? bet.mode === 'real' && bet.user_id === actor.userId
      : bet.session_id === actor.sessionId;

  async function stored(
    actor: CrashActor,
    bet: BetRow,
    executor: SqlSession = sql,
  ): Promise<BetAnswer> {
    return { bet: myBet(bet), balance: Number(await balanceOf(actor, executor)) };
  }

  function replay(actor: CrashActor, bet: BetRow, command: BetCommand): Promise<BetAnswer> {
    const same =
      bet.session_id === actor.sessionId &&
      bet.panel === command.panel &&
      bet.amount === BigInt(command.amount) &&
      bet.auto_cash_out === command.autoCashOut;
    if (!same) throw betConflict();
    return stored(actor, bet);
  }

  /**
   * Pays `bet` at `at` hundredths (win capped at its max win) in `tx`, which holds the round
   * and the bet: the win under the bet's win key (in the bet's real/bonus split), the row, and
   * the announcements after commit. Answers the balance after it.
   */
  async function pay(tx: SqlSession, bet: BetRow, at: number): Promise<BetAnswer> {
    const win = crashWin(bet.amount, at, bet.max_win);
    let balance: bigint;
    if (bet.mode === 'demo') {
      balance = (await repository.sessions.moveDemo(tx, bet.session_id, win))!;
    } else {
      const held = await ledger.lock(tx, {
        userId: bet.user_id!,
        currency: bet.currency_code,
        kinds: [...ROUND_ACCOUNTS],
      });
      await ledger.win(
        {
          key: winKey(bet.id),
          userId: bet.user_id!,
          currency: bet.currency_code,
          amount: win,
          provider: STUDIO,
          betKey: betKey(bet.id),
          metadata: metadata(bet),
        },
        { tx, held },
      );
      balance = spendableOf(held);
    }
    await repository.bets.settle(tx, bet.id, 'cashed', at, win);
    const settled: BetRow = { ...bet, status: 'cashed', cashed_out_at: at, win };
    if (bet.mode === 'real') {
      await broadcast(
        {
          type: 'cashout',
          roundId: bet.round_id,
          betId: bet.id,
          cashedOutAt: at,
          win: Number(win),
        },
        undefined,
        tx,
      );
    }
    const answer = { bet: myBet(settled), balance: Number(balance) };
    await broadcast({ type: 'mine', ...answer }, recipientOf(bet), tx);
    return answer;
  }

  /** A lost bet: a zero win under its win key (the ledger records that it was settled). */
  async function lose(tx: SqlSession, bet: BetRow): Promise<void> {
    if (bet.mode === 'real') {
      await ledger.win(
        {
          key: winKey(bet.id),
          userId: bet.user_id!,
          currency: bet.currency_code,
          amount: 0n,
          provider: STUDIO,
          betKey: betKey(bet.id),
          metadata: metadata(bet),
        },
        { tx },
      );
    }
    await repository.bets.settle(tx, bet.id, 'lost', null, 0n);
  }

  /** Gives an open bet's stake back (cancel, or a round interrupted before its result). */
  async function giveBack(
    tx: SqlSession,
    bet: BetRow,
    status: 'cancelled' | 'refunded',
  ): Promise<BetAnswer> {
    let balance: bigint;
    if (bet.mode === 'demo') {
      balance = (await repository.sessions.moveDemo(tx, bet.session_id, bet.amount))!;
    } else {
      const held = await ledger.lock(tx, {
        userId: bet.user_id!,
        currency: bet.currency_code,
        kinds: [...ROUND_ACCOUNTS],
      });
      await ledger.reverse({ originalKey: betKey(bet.id), metadata: metadata(bet) }, { tx, held });
      balance = spendableOf(held);
    }
    await repository.bets.settle(tx, bet.id, status, null, null);
    return { bet: myBet({ ...bet, status, win: null }), balance: Number(balance) };
  }

  return {
    balanceOf,
    pay,
    lose,
    giveBack,
    assertStanding,

    /** A bet on the round in its betting phase, once per bet id (the same id answers it again). */
    async place(actor: CrashActor, command: BetCommand): Promise<BetAnswer> {
      assertBetRules(actor.currency, command.amount, command.autoCashOut);
      const existing = await repository.bets.find(command.betId);
      if (existing) return replay(actor, existing, command);
      const amount = BigInt(command.amount);
      const maxWin = await deps.maxWin(actor.currency);
      const player =
        actor.userId === null
          ? 'Demo'
          : deps.maskName(await deps.nameOf(actor.userId), actor.userId);
      try {
        return await sql.transaction(async (tx) => {
          const round = await repository.rounds.latest(tx, 'for share');
          if (!round || round.phase !== 'betting' || round.now >= round.betting_ends_at) {
            throw bettingClosed();
          }
          await assertStanding(tx, await repository.sessions.byId(actor.sessionId, tx));
          if (await repository.bets.panelTaken(tx, round.id, actor.sessionId, command.panel)) {
            throw panelTaken();
          }
          const row = await repository.bets.insert(tx, {
            id: command.betId,
            round_id: round.id,
            session_id: actor.sessionId,
            user_id: actor.mode === 'real' ? actor.userId : null,
            mode: actor.mode,
            panel: command.panel,
            currency_code: actor.currency,
            amount,
            auto_cash_out: command.autoCashOut,
            max_win: maxWin,
            // An integer column: a misconfigured rate must not overflow it (any cap this high
            // is far beyond every result the chain can give in practice).
            cap: Math.min(maxWinMultiplier(amount, maxWin), MAX_CAP),
            player,
          });
          if (!row) throw new BetTaken();
          let balance: bigint;
          if (actor.mode === 'demo') {
            const left = await repository.sessions.moveDemo(tx, actor.sessionId, -amount);
            if (left === undefined) throw demoFundsShort();
            balance = left;
          } else {
            const held = await ledger.lock(tx, {
              userId: actor.userId!,
              currency: actor.currency,
              kinds: [...ROUND_ACCOUNTS],
            });
            await ledger.bet(
              {
                key: betKey(row.id),
                userId: actor.userId!,
                currency: actor.currency,
                amount,
                provider: STUDIO,
                metadata: metadata(row),
              },
              { tx, held },
            );
            balance = spendableOf(held);
            await broadcast({ type: 'bet', roundId: round.id, bet: publicBet(row) }, undefined, tx);
          }
          return { bet: myBet(row), balance: Number(balance) };
        });
      } catch (error) {
        if (!(error instanceof BetTaken) && !isUniqueViolation(error)) throw error;
        const again = await repository.bets.find(command.betId);
        if (again) return replay(actor, again, command);
        throw panelTaken();
      }
    },

    /** Takes an open bet back during the betting phase (the same cancel again answers it). */
    async cancel(actor: CrashActor, betId: string): Promise<BetAnswer> {
      const seen = await repository.bets.find(betId);
      if (!seen || !owns(actor, seen)) throw betNotFound();
      return sql.transaction(async (tx) => {
        const round = (await repository.rounds.byId(seen.round_id, tx, 'for share'))!;
        const bet = (await repository.bets.find(betId, tx, 'for update'))!;
        if (bet.status === 'cancelled') return stored(actor, bet, tx);
        if (
          bet.status !== 'open' ||
          round.phase !== 'betting' ||
          round.now >= round.betting_ends_at
        )
          throw bettingClosed();
        const answer = await giveBack(tx, bet, 'cancelled');
        if (bet.mode === 'real') {
          await broadcast({ type: 'cancelled', roundId: bet.round_id, betId }, undefined, tx);
        }
        return answer;
      });
    },

    /**
     * A manual cash-out, decided by the database clock under a share lock of the round (the
     * round's end takes it exclusively): paid iff the multiplier had not reached the result.
     */
    async cashOut(actor: CrashActor, betId: string): Promise<BetAnswer> {
      const seen = await repository.bets.find(betId);
      if (!seen || !owns(actor, seen)) throw betNotFound();
      return sql.transaction(async (tx) => {
        const round = (await repository.rounds.byId(seen.round_id, tx, 'for share'))!;
        const bet = (await repository.bets.find(betId, tx, 'for update'))!;
        if (bet.status === 'cashed') return stored(actor, bet, tx);
        if (bet.status !== 'open' || round.phase !== 'flying' || round.started_at === null) {
          throw tooLate();
        }
        // The clock read after both locks are held (a projection may be computed before its
        // row lock is granted): the moment the cash-out is decided.
        const elapsed = (await repository.now(tx)) - round.started_at;
        if (!cashOutInTime(elapsed, round.result)) throw tooLate();
        return pay(tx, bet, manualCashOutAt(bet, elapsed));
      });
    },
  };
}

export type Bets = ReturnType<typeof createBets>;
