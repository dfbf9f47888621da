import * as z from 'zod/mini';
import {
  currencyCodeSchema,
  isTransactionAmount,
  MAX_ANY_TRANSACTION_AMOUNT,
  type CurrencyCode,
} from '../catalogue/currencies.js';
import { okEnvelope } from '../envelope.js';
import { idSchema, storableText } from '../primitives.js';
import { minorAmountSchema } from '../users/profile.js';

/**
 * The seamless wallet a game provider calls (DESIGN.md "Games"): balance, bet, win and rollback,
 * each idempotent by the provider's own transaction id. Requests are JSON signed with the
 * provider's secret: header `x-signature` = hex HMAC-SHA256 of the exact request body.
 * A bet is open until a win settles it or a rollback cancels it, never both: a rollback of a won
 * bet answers 409 WALLET.ROUND_SETTLED, a win of a rolled-back bet 409 WALLET.BET_ROLLED_BACK
 * (apps/api/src/modules/game-wallet/README.md "Round states").
 */
const providerTransactionIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_.:-]{1,100}$/));
const amountSchema = z.int().check(z.gte(0), z.lte(MAX_ANY_TRANSACTION_AMOUNT));
/** The amount is at most its currency's MAX_TRANSACTION_AMOUNT (zero is the ledger's to refuse). */
const withinCurrencyMaximum = z.refine<{ amount: number; currency: CurrencyCode }>(
  (body: { amount: number; currency: CurrencyCode }) =>
    isTransactionAmount(body.amount, body.currency, true),
  { message: "The amount is past the currency's maximum.", path: ['amount'] },
);

export const gameWalletParamsSchema = z.object({
  provider: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/)),
});

export const gameWalletBalanceBodySchema = z.object({
  playerId: idSchema,
  currency: currencyCodeSchema,
});

const betShape = {
  playerId: idSchema,
  currency: currencyCodeSchema,
  /** Minor units, at most MAX_TRANSACTION_AMOUNT of the currency; a bet of zero is refused. */
  amount: amountSchema,
  transactionId: providerTransactionIdSchema,
  roundId: providerTransactionIdSchema,
  gameId: z.string().check(z.minLength(1), z.maxLength(100), storableText),
};

export const gameWalletBetBodySchema = z.object(betShape).check(withinCurrencyMaximum);
export type GameWalletBetBody = z.infer<typeof gameWalletBetBodySchema>;

export const gameWalletWinBodySchema = z
  .object({
    ...betShape,
    /**
     * The bet this win settles: its real/bonus split decides where the win goes, and the win is
     * refused once that bet is rolled back. A win naming no bet settles no round (a jackpot or
     * a promotion of the provider's) and goes to real money.
     */
    betTransactionId: z.optional(providerTransactionIdSchema),
  })
  .check(withinCurrencyMaximum);
export type GameWalletWinBody = z.infer<typeof gameWalletWinBodySchema>;

export const gameWalletRollbackBodySchema = z.object({
  playerId: idSchema,
  currency: currencyCodeSchema,
  transactionId: providerTransactionIdSchema,
  /** The provider's id of the bet being cancelled. */
  betTransactionId: providerTransactionIdSchema,
  roundId: providerTransactionIdSchema,
});
export type GameWalletRollbackBody = z.infer<typeof gameWalletRollbackBodySchema>;

export const gameWalletResponseSchema = okEnvelope({
  currency: currencyCodeSchema,
  /** Real money, minor units (decimal digits past 2^53, see minorAmountSchema). */
  balance: minorAmountSchema,
  /** Casino bonus money, minor units. */
  bonusBalance: minorAmountSchema,
  /**
   * Our ledger transaction id; absent for a balance query and for a rollback of a bet we never
   * received (nothing moved, the bet is refused if it comes later).
   */
  transactionId: z.optional(z.string()),
  /** True when this call was answered before: nothing moved this time. */
  replayed: z.boolean(),
});
export type GameWalletResponse = z.infer<typeof gameWalletResponseSchema>;
