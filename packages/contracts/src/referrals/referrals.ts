import * as z from 'zod/mini';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { okEnvelope } from '../envelope.js';
import { minorAmountSchema } from '../users/profile.js';

/*
 * The referral programme (issue 25; engagement §3 "Referral", §4 "Referral", §7, §9). A player
 * invites friends with a link carrying their code (`/?r=CODE`); while a friend's account is
 * younger than the currency's window, the inviter earns a share of the friend's credited deposits
 * and real-money stakes into their `referral` account, and moves it to the main balance on request.
 * Money is minor units of the inviter's currency (as everywhere: divide by 100).
 */

/** engagement §9: the referral list's page size. */
export const REFERRAL_PAGE_SIZE = 5;

/**
 * A referral code: letters and digits without the look-alikes (0 O 1 I L), so that a code read
 * aloud or copied by hand names one player. Codes are compared in upper case.
 */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;
/** The `r` of a sign-up as the server accepts it (anything else is ignored, never refused). */
export const referralCodeSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9]{4,16}$/, 'Expected a referral code'));

/** Shares are basis points: 1 bp = 0.01 %, so 5 % is 500 and 0.25 % is 25. */
export const REFERRAL_BP_SCALE = 10_000;

/**
 * Why the programme pays nothing for a friend who shares the inviter's identity (self-referral):
 * the normalised e-mail, a phone number or card paid with, or the postal address.
 */
export const REFERRAL_MATCH_KINDS = ['email', 'phone', 'card', 'address'] as const;
export const referralMatchKindSchema = z.enum(REFERRAL_MATCH_KINDS);
export type ReferralMatchKind = z.infer<typeof referralMatchKindSchema>;

/**
 * A friend's link as the console reviews it: `clear` (commission accrues), `pending` (a
 * self-referral match, no commission until a staff member decides), `approved` (a staff member
 * let it earn: commission from the decision on), `blocked` (kept without commission).
 */
export const REFERRAL_LINK_STATUSES = ['clear', 'pending', 'approved', 'blocked'] as const;
export const referralLinkStatusSchema = z.enum(REFERRAL_LINK_STATUSES);
export type ReferralLinkStatus = z.infer<typeof referralLinkStatusSchema>;

// ---------------------------------------------------------------------------------------------
// The player's calls
// ---------------------------------------------------------------------------------------------

export const referralLinkResponseSchema = okEnvelope({
  code: z.string(),
  /** `${publicUrl}/?r=CODE`, ready to copy or share. */
  invitationLink: z.string(),
});
export type ReferralLinkResponse = z.infer<typeof referralLinkResponseSchema>;

/** One invited friend as the inviter sees them (never the friend's id or full e-mail). */
export const referralItemSchema = z
  .object({
    /** The link's own id: stable, and not the friend's user id. */
    referralId: z.int(),
    /** A masked name: `a***@g***.com`, enough for the inviter to recognise a friend. */
    name: z.string(),
    registeredAt: z.string(),
    /** Commission this friend has earned the inviter, minor units of `currency`. */
    profit: minorAmountSchema,
    currency: currencyCodeSchema,
    /** Whether the friend still earns commission: inside the window and not held as self-referral. */
    active: z.boolean(),
    /** The end of the commission window. */
    activeUntil: z.string(),
    /** A self-referral match holds this friend's commission (pending review or blocked). */
    selfReferral: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'ReferralItem' });
export type ReferralItem = z.infer<typeof referralItemSchema>;

/** `page` from 1; pages of REFERRAL_PAGE_SIZE, newest friend first. */
export const referralListQuerySchema = z.object({
  page: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'Expected a page number from 1')),
      z.transform((value: string) => Number(value)),
    ),
  ),
});
export type ReferralListQuery = z.infer<typeof referralListQuerySchema>;

export const referralListResponseSchema = okEnvelope({
  items: z.array(referralItemSchema),
  /** Every friend of the inviter; lastPage = ceil(total / REFERRAL_PAGE_SIZE). */
  total: z.int(),
  page: z.int(),
});
export type ReferralListResponse = z.infer<typeof referralListResponseSchema>;

export const referralServiceEnabledResponseSchema = okEnvelope({ enabled: z.boolean() });

/** The invite page's totals and the terms in force for the player's currency. */
export const referralSummaryResponseSchema = okEnvelope({
  enabled: z.boolean(),
  currency: currencyCodeSchema,
  /** The `referral` account now: what a transfer would move. */
  balance: minorAmountSchema,
  /** Commission ever earned (transfers do not lower it). */
  totalEarned: minorAmountSchema,
  referralsCount: z.int(),
  /** The smallest transfer to the main balance. */
  minTransfer: minorAmountSchema,
  /** Basis points of each credited deposit (500 = 5 %). */
  depositShareBp: z.int(),
  /** Basis points of each real-money stake (25 = 0.25 %). */
  stakeShareBp: z.int(),
  /** Days after a friend's registration during which they earn commission. */
  windowDays: z.int(),
});
export type ReferralSummaryResponse = z.infer<typeof referralSummaryResponseSchema>;

/** A client-made key per transfer attempt (a UUID): a repeated request moves the money once. */
export const referralIdempotencyKeySchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Expected an idempotency key of 8 to 64 characters'));

/**
 * Move referral money to the main balance: `amount` (minor units) or, without it, the whole
 * referral balance. The same key again answers the first transfer's result.
 */
export const referralTransferBodySchema = z.object({
  idempotencyKey: referralIdempotencyKeySchema,
  amount: z.optional(z.int().check(z.gte(1), z.lte(Number.MAX_SAFE_INTEGER))),
});
export type ReferralTransferBody = z.infer<typeof referralTransferBodySchema>;

export const referralTransferResponseSchema = okEnvelope({
  /** Moved to the main balance, minor units. */
  amount: minorAmountSchema,
  currency: currencyCodeSchema,
  /** The referral balance after the transfer. */
  balance: minorAmountSchema,
  /** The history row of the transfer (source referral). */
  transactionId: z.string(),
});
export type ReferralTransferResponse = z.infer<typeof referralTransferResponseSchema>;
