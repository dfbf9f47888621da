import {
  ErrorCode,
  toMinorAmount,
  type CurrencyCode,
  type GameWalletBetBody,
  type GameWalletResponse,
  type GameWalletRollbackBody,
  type GameWalletWinBody,
} from '@jackdaw/contracts';
import { AppError } from '../../lib/app-error.js';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import type { Ledger, PlayerAccountKind, Posted } from '../wallet/index.js';
import { findPlayer } from '../users/index.js';
import { lockRound, type RoundRow } from './game-wallet.repository.js';

/** The accounts a provider's bet, win and rollback post on (real, then casino bonus money). */
const ROUND_ACCOUNTS: PlayerAccountKind[] = ['real', 'bonus_casino'];

const betRolledBack = () =>
  new AppError(409, ErrorCode.WalletBetRolledBack, 'This bet was rolled back.');

/**
 * The seamless wallet behind a game provider's calls. The provider's own transaction ids are the
 * idempotency keys (prefixed with the provider, so two providers never collide), and every
 * movement goes through the ledger. Each bet has a round row (open → won | rolled back, see the
 * README): a bet's win and its rollback exclude each other.
 */
export function createGameWalletService(ledger: Ledger, sql: SqlRunner) {
  const keyOf = (provider: string, transactionId: string) => `game:${provider}:${transactionId}`;

  async function playerFor(
    body: { playerId: number; currency: string },
    session: SqlSession = sql,
  ) {
    const player = await findPlayer(session, body.playerId);
    if (!player) {
      throw AppError.notFound(ErrorCode.WalletPlayerNotFound, 'No such player.');
    }
    if (player.currency_code !== body.currency) {
      throw new AppError(
        409,
        ErrorCode.WalletCurrencyMismatch,
        `The player plays in ${player.currency_code}, not ${body.currency}.`,
      );
    }
    return player;
  }

  /** Locks the bet's round row (`lockRow`), then the player's accounts, in the same order always. */
  async function lockRoundThenAccounts(
    tx: SqlSession,
    body: { playerId: number; currency: CurrencyCode },
    lockRow: Promise<RoundRow | undefined>,
  ) {
    const round = await lockRow;
    const held = await ledger.lock(tx, {
      userId: body.playerId,
      currency: body.currency,
      kinds: ROUND_ACCOUNTS,
    });
    return { held, round };
  }

  /** The bet's round as the player's own; another player's bet is answered like an unknown one. */
  function ownRound(round: RoundRow | undefined, playerId: number, message: string) {
    if (!round || Number(round.user_id) !== playerId) {
      throw AppError.notFound(ErrorCode.WalletUnknownReference, message);
    }
    return round;
  }

  async function answer(
    body: { playerId: number; currency: GameWalletResponse['currency'] },
    posted?: Posted,
    replayed = posted?.replayed ?? false,
  ): Promise<GameWalletResponse> {
    // A bet or win locked both accounts and knows their balances; otherwise they are read.
    const known = posted?.balances;
    const kinds =
      known?.has('real') && known.has('bonus_casino')
        ? known
        : (await ledger.balances(body.playerId)).get(body.currency);
    return {
      statusCode: 200,
      currency: body.currency,
      balance: toMinorAmount(kinds?.get('real') ?? 0n),
      bonusBalance: toMinorAmount(kinds?.get('bonus_casino') ?? 0n),
      ...(posted && { transactionId: String(posted.transactionId) }),
      replayed,
    };
  }

  /** A provider's bet or win as the ledger's movement of the player's money. */
  const movementOf = (provider: string, body: GameWalletBetBody, userId: number) => ({
    key: keyOf(provider, body.transactionId),
    userId,
    currency: body.currency,
    amount: BigInt(body.amount),
    provider,
    metadata: {
      provider,
      roundId: body.roundId,
      gameId: body.gameId,
      providerTransactionId: body.transactionId,
    },
  });

  return {
    async balance(body: { playerId: number; currency: GameWalletResponse['currency'] }) {
      await playerFor(body);
      return answer(body);
    },

    // A bet and a win read the player and post on one connection: one pool checkout per call.
    async bet(provider: string, body: GameWalletBetBody) {
      const posted = await sql.transaction(async (tx) => {
        const player = await playerFor(body, tx);
        // A banned player places no new bets; wins and rollbacks of open rounds still settle.
        if (player.banned) throw new AppError(423, ErrorCode.UserBanned, 'The account is blocked.');
        const { held, round } = await lockRoundThenAccounts(
          tx,
          body,
          lockRound.open(tx, {
            provider,
            betTransactionId: body.transactionId,
            userId: player.id,
            roundId: body.roundId,
          }),
        );
        // Rolled back before it arrived: the provider already counts it as cancelled.
        if (round && !round.bet_posted) throw betRolledBack();
        return ledger.bet(movementOf(provider, body, player.id), { tx, held });
      });
      return answer(body, posted);
    },

    async win(provider: string, body: GameWalletWinBody) {
      const posted = await sql.transaction(async (tx) => {
        const player = await playerFor(body, tx);
        const input = movementOf(provider, body, player.id);
        // A win naming no bet settles no round: a credit of its own.
        if (!body.betTransactionId) return ledger.win(input, { tx });
        const { held, round } = await lockRoundThenAccounts(
          tx,
          body,
          lockRound.win(tx, { provider, betTransactionId: body.betTransactionId }),
        );
        const settled = ownRound(round, player.id, 'The bet this win settles is unknown.');
        if (settled.state === 'rolled_back') throw betRolledBack();
        return ledger.win(
          { ...input, betKey: keyOf(provider, body.betTransactionId) },
          { tx, held },
        );
      });
      return answer(body, posted);
    },

    /**
     * Cancels an open bet (the round failed on the provider's side); cancelling twice moves
     * nothing; a won bet stays won (WALLET.ROUND_SETTLED); a bet never received is recorded as
     * cancelled, answered with nothing moved, and refused if it arrives later.
     */
    async rollback(provider: string, body: GameWalletRollbackBody) {
      const { posted, replayed } = await sql.transaction(async (tx) => {
        await playerFor(body, tx);
        const { held, round } = await lockRoundThenAccounts(
          tx,
          body,
          lockRound.rollback(tx, {
            provider,
            betTransactionId: body.betTransactionId,
            userId: body.playerId,
            roundId: body.roundId,
          }),
        );
        const cancelled = ownRound(round, body.playerId, 'The bet to cancel is unknown.');
        if (cancelled.state === 'won') {
          throw new AppError(
            409,
            ErrorCode.WalletRoundSettled,
            'The bet was already settled by a win; it cannot be rolled back.',
          );
        }
        if (!cancelled.bet_posted) return { posted: undefined, replayed: !cancelled.created };
        const reversed = await ledger.reverse(
          {
            originalKey: keyOf(provider, body.betTransactionId),
            metadata: {
              provider,
              roundId: body.roundId,
              providerTransactionId: body.transactionId,
            },
          },
          { tx, held },
        );
        return { posted: reversed, replayed: reversed.replayed };
      });
      return answer(body, posted, replayed);
    },
  };
}

export type GameWalletService = ReturnType<typeof createGameWalletService>;
