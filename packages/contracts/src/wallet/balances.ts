import * as z from 'zod/mini';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { okEnvelope } from '../envelope.js';
import { minorAmountSchema } from '../users/profile.js';

/**
 * The player's own accounts as the profile overview lists them, in this order (engagement §3
 * "Balances"; DESIGN.md "Money is a ledger"): withdrawable money, casino and sport bonus money,
 * free-spin winnings still to be wagered, and referral commission not yet moved to the main
 * balance. Money held for a pending withdrawal is shown by its history item, not here.
 */
export const WALLET_ACCOUNT_KINDS = [
  'real',
  'bonus_casino',
  'bonus_sport',
  'freespin_winnings',
  'referral',
] as const;
export const walletAccountKindSchema = z.enum(WALLET_ACCOUNT_KINDS);
export type WalletAccountKind = z.infer<typeof walletAccountKindSchema>;

export const walletAccountSchema = z.object({
  kind: walletAccountKindSchema,
  /** Minor units in the player's currency; 0 for an account that never moved. */
  amount: minorAmountSchema,
});
export type WalletAccount = z.infer<typeof walletAccountSchema>;

/** Every account of WALLET_ACCOUNT_KINDS, in that order, each once. */
export const walletBalancesResponseSchema = okEnvelope({
  currencyCode: currencyCodeSchema,
  accounts: z.array(walletAccountSchema),
});
export type WalletBalancesResponse = z.infer<typeof walletBalancesResponseSchema>;
