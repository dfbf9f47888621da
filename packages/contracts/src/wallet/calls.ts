import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX } from '../envelope.js';
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
