import * as z from 'zod/mini';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { okEnvelope } from '../envelope.js';

/**
 * The seamless wallet a game provider calls (DESIGN.md "Games"): balance, bet, win and rollback,
 * each idempotent by the provider's own transaction id. Requests are JSON signed with the
 * provider's secret: header `x-signature` = hex HMAC-SHA256 of the exact request body.
 */
const providerTransactionIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_.:-]{1,100}$/));
const amountSchema = z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));

export const gameWalletParamsSchema = z.object({
  provider: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)),
});

export const gameWalletBalanceBodySchema = z.object({
  playerId: z.int().check(z.gte(1)),
  currency: currencyCodeSchema,
});

export const gameWalletBetBodySchema = z.object({
  playerId: z.int().check(z.gte(1)),
  currency: currencyCodeSchema,
  /** Minor units; a bet of zero is refused. */
  amount: amountSchema,
  transactionId: providerTransactionIdSchema,
  roundId: providerTransactionIdSchema,
  gameId: z.string().check(z.minLength(1), z.maxLength(100)),
});
export type GameWalletBetBody = z.infer<typeof gameWalletBetBodySchema>;

export const gameWalletWinBodySchema = z.object({
  ...gameWalletBetBodySchema.shape,
  /** The bet this win settles; its real/bonus split decides where the win goes. */
  betTransactionId: z.optional(providerTransactionIdSchema),
});
export type GameWalletWinBody = z.infer<typeof gameWalletWinBodySchema>;

export const gameWalletRollbackBodySchema = z.object({
  playerId: z.int().check(z.gte(1)),
  currency: currencyCodeSchema,
  transactionId: providerTransactionIdSchema,
  /** The provider's id of the bet being cancelled. */
  betTransactionId: providerTransactionIdSchema,
  roundId: providerTransactionIdSchema,
});
export type GameWalletRollbackBody = z.infer<typeof gameWalletRollbackBodySchema>;

export const gameWalletResponseSchema = okEnvelope({
  currency: currencyCodeSchema,
  /** Real money, minor units. */
  balance: z.int(),
  /** Casino bonus money, minor units. */
  bonusBalance: z.int(),
  /** Our ledger transaction id (absent for a balance query). */
  transactionId: z.optional(z.string()),
  /** True when this transaction id was seen before: nothing moved this time. */
  replayed: z.boolean(),
});
export type GameWalletResponse = z.infer<typeof gameWalletResponseSchema>;
