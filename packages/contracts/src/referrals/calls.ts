import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX } from '../envelope.js';
import {
  referralLinkResponseSchema,
  referralListQuerySchema,
  referralListResponseSchema,
  referralServiceEnabledResponseSchema,
  referralSummaryResponseSchema,
  referralTransferBodySchema,
  referralTransferResponseSchema,
} from './referrals.js';

/** The player's referral calls (engagement §7). */

const playerErrors = errorResponses(401, 403);

export const referralLinkCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/referrals`,
  tags: ['referrals'],
  summary: "The player's referral code and invitation link (made on the first call, then kept)",
  description:
    'The programme switched off for the player’s currency → 409 REFERRAL.DISABLED; a banned ' +
    'player → 423 USER.BANNED.',
  auth: 'bearer',
  responses: { 200: referralLinkResponseSchema, ...playerErrors, ...errorResponses(409, 423) },
});

export const referralListCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/referrals`,
  tags: ['referrals'],
  summary: 'The friends the player invited, newest first, in pages of 5, with the total',
  description: 'A page past the last answers no items and the total.',
  auth: 'bearer',
  query: referralListQuerySchema,
  responses: { 200: referralListResponseSchema, ...playerErrors },
});

export const referralServiceEnabledCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/referrals/service-enabled`,
  tags: ['referrals'],
  summary: 'Whether the referral programme is open to the player (switch and currency settings)',
  auth: 'bearer',
  responses: { 200: referralServiceEnabledResponseSchema, ...playerErrors },
});

export const referralSummaryCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/referrals/summary`,
  tags: ['referrals'],
  summary: "The invite page's totals: referral balance, earned, friends, minimum transfer, terms",
  auth: 'bearer',
  responses: { 200: referralSummaryResponseSchema, ...playerErrors },
});

export const referralTransferCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/referrals/transfer-balance`,
  tags: ['referrals'],
  summary: 'Move referral money to the main balance (the whole balance, or `amount`)',
  description:
    'Programme off → 409 REFERRAL.DISABLED; nothing to move → 409 REFERRAL.NOTHING_TO_TRANSFER; ' +
    'below the currency’s minimum → 422 REFERRAL.BELOW_MINIMUM; `amount` above the balance → 409 ' +
    'WALLET.INSUFFICIENT_FUNDS; the key used before for another amount → 409 ' +
    'WALLET.IDEMPOTENCY_CONFLICT (the same request again answers the first result); a banned ' +
    'player → 423 USER.BANNED.',
  auth: 'bearer',
  body: referralTransferBodySchema,
  responses: {
    200: referralTransferResponseSchema,
    ...playerErrors,
    ...errorResponses(409, 422, 423),
  },
});
