import * as z from 'zod/mini';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { bonusChoiceSchema } from '../auth/auth.js';
import { okEnvelope } from '../envelope.js';
import { personalDetailsSchema } from './profile-edit.js';

/**
 * An amount in minor units (an integer: 1050 is 10.50), as the server sends it: a JSON number
 * while it is exact (|n| < 2^53), its decimal digits as a string beyond, so no amount is ever
 * rounded on its way out (@jackdaw/money formats both). Balances the ledger writes stay below
 * MAX_BALANCE_AMOUNT, a number; the string form keeps an older, larger one readable.
 */
export const minorAmountSchema = z.union([z.int(), z.string().check(z.regex(/^-?\d{1,30}$/))]);
export type MinorAmountValue = z.infer<typeof minorAmountSchema>;

const SAFE_MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** A bigint amount in the wire form of minorAmountSchema. */
export function toMinorAmount(amount: bigint): MinorAmountValue {
  return amount <= SAFE_MAX && amount >= -SAFE_MAX ? Number(amount) : amount.toString();
}

/** The player's balances (spec core §3 "User", server payload). */
export const balanceSchema = z.object({
  balance: minorAmountSchema,
  /** The header's bonus: casino and sport bonus money (engagement §3); not free-spin winnings. */
  bonusBalance: minorAmountSchema,
  /** Each bonus account on its own (engagement §3 "Balances"). */
  casinoBonus: minorAmountSchema,
  sportBonus: minorAmountSchema,
  freespinWinnings: minorAmountSchema,
  referrerBalance: minorAmountSchema,
  info: z.object({
    sumCommissionBet: minorAmountSchema,
    sumCommissionDeposit: minorAmountSchema,
  }),
});

export const userProfileSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    balance: balanceSchema,
    banned: z.boolean(),
    /** ISO date (YYYY-MM-DD) or null; the site shows DD-MM-YYYY. */
    birthday: z.nullable(z.string()),
    firstDeposit: z.boolean(),
    currencyCode: currencyCodeSchema,
    login: z.string(),
    /** ISO 3166-1 alpha-2 country detected for the player, or null. */
    geo: z.nullable(z.string()),
    createdAt: z.string(),
    /** Identity details of /profile/personal. */
    personal: personalDetailsSchema,
    /** The welcome bonus chosen at registration; it cannot be changed later. */
    bonusChoice: bonusChoiceSchema,
  })
  .register(z.globalRegistry, { id: 'UserProfile' });
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userProfileResponseSchema = okEnvelope({ user: userProfileSchema });
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;
