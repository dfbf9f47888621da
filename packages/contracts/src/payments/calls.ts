import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX } from '../envelope.js';
import {
  banksQuerySchema,
  banksResponseSchema,
  paymentMethodsQuerySchema,
  paymentMethodsResponseSchema,
} from './methods.js';
import {
  callbackAckSchema,
  depositActivateBodySchema,
  depositBodySchema,
  depositResponseSchema,
  paymentIdParamsSchema,
  paymentPathParamsSchema,
  paymentProviderParamsSchema,
  paymentResponseSchema,
  testPaymentBodySchema,
  withdrawalBodySchema,
} from './payments.js';

/**
 * The player's payment calls (spec core §7 "Payments") and the providers' callbacks; the staff's
 * payment calls are in admin/payments.ts.
 */

const playerErrors = errorResponses(403, 404, 409, 422, 423, 424);

export const paymentMethodsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/payments/payment_methods`,
  tags: ['payments'],
  summary: "Payment methods for the signed-in player's currency in one direction",
  description:
    'No method offered → 404 PAYMENT.METHODS_EMPTY (the site shows empty lists). WITHDRAW ' +
    'lists only payment systems the player has a credited deposit with (engagement §5): the ' +
    'ones a withdrawal request accepts.',
  auth: 'bearer',
  query: paymentMethodsQuerySchema,
  responses: { 200: paymentMethodsResponseSchema, ...playerErrors },
});

export const banksCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/payments/:provider/banks`,
  tags: ['payments'],
  summary: "A provider's bank list (havale hera, azarpay…), active banks only",
  auth: 'bearer',
  params: paymentProviderParamsSchema,
  query: banksQuerySchema,
  responses: { 200: banksResponseSchema, ...playerErrors },
});

const deposit = {
  method: 'POST',
  tags: ['payments'],
  description:
    'Amount outside the limits → 422 PAYMENT.LIMIT (ATTENTION); missing form field → 400 ' +
    'PAYMENT.FIELD_REQUIRED; unknown method → 404 PAYMENT.METHOD_UNKNOWN; the provider refused ' +
    '→ 424 PAYMENT.FAILED.',
  auth: 'bearer',
  body: depositBodySchema,
  responses: { 200: depositResponseSchema, ...playerErrors },
} as const;

export const depositCall = defineCall({
  ...deposit,
  path: `${API_PREFIX}/payments/:provider/:method/deposit`,
  summary: 'Start a deposit',
  params: paymentPathParamsSchema,
});

export const providerDepositCall = defineCall({
  ...deposit,
  path: `${API_PREFIX}/payments/:provider/deposit`,
  summary: 'Start a deposit (fixed path; `method` in the body)',
  params: paymentProviderParamsSchema,
});

export const depositActivateCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/payments/:provider/:method/deposit/activate`,
  tags: ['payments'],
  summary: 'Confirm a transaction-flow deposit with the transaction id the player paid with',
  description: 'A transaction id used before → 409 TRANSACTION.ALREADY_ACTIVATED.',
  auth: 'bearer',
  params: paymentPathParamsSchema,
  body: depositActivateBodySchema,
  responses: { 200: depositResponseSchema, ...playerErrors },
});

const withdrawal = {
  method: 'POST',
  tags: ['payments'],
  description:
    'Holds the amount from the real balance (above it → 409 WALLET.INSUFFICIENT_FUNDS). Active ' +
    'bonus → 409 WITHDRAW.BLOCKED_BY_BONUS; method never deposited with → 409 ' +
    'WITHDRAW.METHOD_NOT_DEPOSITED; account under review → 423 PAYMENT.ACCOUNT_ON_HOLD; limits → ' +
    '422 PAYMENT.LIMIT. Status `request` until an operator approves.',
  auth: 'bearer',
  body: withdrawalBodySchema,
  responses: { 200: paymentResponseSchema, ...playerErrors },
} as const;

export const withdrawalCall = defineCall({
  ...withdrawal,
  path: `${API_PREFIX}/payments/:provider/:method/withdrawal`,
  summary: 'Request a withdrawal',
  params: paymentPathParamsSchema,
});

export const providerWithdrawalCall = defineCall({
  ...withdrawal,
  path: `${API_PREFIX}/payments/:provider/withdrawal`,
  summary: 'Request a withdrawal (fixed path)',
  params: paymentProviderParamsSchema,
});

export const paymentCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/payments/transactions/:id`,
  tags: ['payments'],
  summary: "One of the player's payments, for following its status",
  auth: 'bearer',
  params: paymentIdParamsSchema,
  responses: { 200: paymentResponseSchema, ...playerErrors },
});

export const withdrawalCancelCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/payments/withdrawals/:id/cancel`,
  tags: ['payments'],
  summary: 'Cancel a withdrawal still waiting for approval (the hold is released)',
  auth: 'bearer',
  params: paymentIdParamsSchema,
  responses: { 200: paymentResponseSchema, ...playerErrors },
});

const testPayment = {
  method: 'POST',
  tags: ['payments'],
  description:
    'Options of spec core §3: status (SUCCESS, FAILED, PENDING, REVERSED), delay (s), ' +
    'repeat, attempts, strategy; defaults SUCCESS, 1, 1, 1, withdrawDoubleCancel. Test mode only.',
  auth: 'bearer',
  body: testPaymentBodySchema,
} as const;

/** Registered only when the payment sandbox is on. */
export const testDepositCall = defineCall({
  ...testPayment,
  path: `${API_PREFIX}/payments/test/deposit`,
  summary: 'A test deposit',
  responses: { 200: depositResponseSchema, ...playerErrors },
});

/** Registered only when the payment sandbox is on. */
export const testWithdrawalCall = defineCall({
  ...testPayment,
  path: `${API_PREFIX}/payments/test/withdrawal`,
  summary: 'A test withdrawal',
  responses: { 200: paymentResponseSchema, ...playerErrors },
});

/** A provider calls it, signed its own way; the body is read raw, so the call declares none. */
export const paymentCallbackCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/payments/callbacks/:provider`,
  tags: ['payments'],
  summary: "A payment provider's callback (signed per provider)",
  description:
    'Stored with its signature verdict, then applied once. Invalid signature → 401 ' +
    'PROVIDER.SIGNATURE_INVALID and nothing changes (a bounded prefix and a digest of the ' +
    'body are kept); no readable amount, currency, status or payment → 400 ' +
    'PROVIDER.CALLBACK_INVALID; a field the signature does not cover and the ' +
    "provider's status call does not confirm → 409 PROVIDER.CALLBACK_UNCONFIRMED; " +
    'unknown payment → 404 PAYMENT.NOT_FOUND; more than the limit per provider and ' +
    'address → 429 RATE.LIMITED.',
  auth: 'none',
  params: paymentProviderParamsSchema,
  responses: { 200: callbackAckSchema, ...errorResponses(401, 404, 409) },
});
