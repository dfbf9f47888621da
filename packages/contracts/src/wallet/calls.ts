import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX } from '../envelope.js';
import { walletBalancesResponseSchema } from './balances.js';
import {
  transactionParamsSchema,
  transactionResponseSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
} from './transactions.js';

/** The player's money history (spec core §7 "Payments": GET /transactions). */

export const transactionsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/transactions`,
  tags: ['wallet'],
  summary: "The signed-in player's deposits or withdrawals, newest first",
  auth: 'bearer',
  query: transactionsQuerySchema,
  responses: { 200: transactionsResponseSchema, ...errorResponses(403) },
});

export const transactionCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/transactions/:id`,
  tags: ['wallet'],
  summary: "One of the signed-in player's transactions (another player's id answers 404)",
  auth: 'bearer',
  params: transactionParamsSchema,
  responses: { 200: transactionResponseSchema, ...errorResponses(403, 404) },
});

/** Every account's balance, zero ones included (the profile overview). */
export const walletBalancesCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/wallet/balances`,
  tags: ['wallet'],
  summary: "The signed-in player's balance on each of their accounts",
  auth: 'bearer',
  responses: { 200: walletBalancesResponseSchema, ...errorResponses(403) },
});
