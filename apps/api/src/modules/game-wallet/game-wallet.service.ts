import {
  ErrorCode,
  type GameWalletBetBody,
  type GameWalletResponse,
  type GameWalletRollbackBody,
  type GameWalletWinBody,
} from '@jackdaw/contracts';
import { AppError } from '../../lib/app-error.js';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import type { Ledger, Posted } from '../wallet/ledger.js';
import { toMinor } from '../wallet/wallet.service.js';

/**
 * The seamless wallet behind a game provider's calls. The provider's own transaction ids are the
 * idempotency keys (prefixed with the provider, so two providers never collide), and every
 * movement goes through the ledger.
 */
export function createGameWalletService(ledger: Ledger, sql: SqlRunner) {
  const keyOf = (provider: string, transactionId: string) => `game:${provider}:${transactionId}`;

  async function playerFor(
    body: { playerId: number; currency: string },
    session: SqlSession = sql,
  ) {
    // Plain SQL: this runs before every bet, and only three columns matter.
    const [player] = await session.query<{ id: number; currency_code: string; banned: boolean }>(
      'select id, currency_code, banned from users where id = $1',
      [body.playerId],
    );
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

  async function answer(
    body: { playerId: number; currency: GameWalletResponse['currency'] },
    posted?: Posted,
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
      balance: toMinor(kinds?.get('real') ?? 0n),
      bonusBalance: toMinor(kinds?.get('bonus_casino') ?? 0n),
      ...(posted && { transactionId: String(posted.transactionId) }),
      replayed: posted?.replayed ?? false,
    };
  }

  const roundMetadata = (provider: string, body: GameWalletBetBody) => ({
    provider,
    roundId: body.roundId,
    gameId: body.gameId,
    providerTransactionId: body.transactionId,
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
        return ledger.bet(
          {
            key: keyOf(provider, body.transactionId),
            userId: player.id,
            currency: body.currency,
            amount: BigInt(body.amount),
            provider,
            metadata: roundMetadata(provider, body),
          },
          { tx },
        );
      });
      return answer(body, posted);
    },

    async win(provider: string, body: GameWalletWinBody) {
      const posted = await sql.transaction(async (tx) => {
        const player = await playerFor(body, tx);
        return ledger.win(
          {
            key: keyOf(provider, body.transactionId),
            userId: player.id,
            currency: body.currency,
            amount: BigInt(body.amount),
            provider,
            ...(body.betTransactionId && { betKey: keyOf(provider, body.betTransactionId) }),
            metadata: roundMetadata(provider, body),
          },
          { tx },
        );
      });
      return answer(body, posted);
    },

    /** Cancels a bet (the round failed on the provider's side); cancelling twice moves nothing. */
    async rollback(provider: string, body: GameWalletRollbackBody) {
      await playerFor(body);
      const betKey = keyOf(provider, body.betTransactionId);
      const bet = await ledger.find(betKey);
      if (!bet || bet.kind !== 'bet' || bet.userId !== body.playerId) {
        throw AppError.notFound(ErrorCode.WalletUnknownReference, 'The bet to cancel is unknown.');
      }
      const posted = await ledger.reverse({
        originalKey: betKey,
        metadata: { provider, roundId: body.roundId, providerTransactionId: body.transactionId },
      });
      return answer(body, posted);
    },
  };
}

export type GameWalletService = ReturnType<typeof createGameWalletService>;
