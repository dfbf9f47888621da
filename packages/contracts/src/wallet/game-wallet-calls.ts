import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX } from '../envelope.js';
import {
  gameWalletBalanceBodySchema,
  gameWalletBetBodySchema,
  gameWalletParamsSchema,
  gameWalletResponseSchema,
  gameWalletRollbackBodySchema,
  gameWalletWinBodySchema,
} from './game-wallet.js';

/**
 * The seamless wallet game providers call, server to server. Each request is signed
 * (`x-signature`: hex HMAC-SHA256 of the raw body with the provider's secret), so none takes
 * a token.
 */

const gameWallet = {
  method: 'POST',
  tags: ['game wallet'],
  auth: 'none',
  params: gameWalletParamsSchema,
  responses: { 200: gameWalletResponseSchema, ...errorResponses(401, 404, 409, 423) },
} as const;

export const gameWalletBalanceCall = defineCall({
  ...gameWallet,
  path: `${API_PREFIX}/game-wallet/:provider/balance`,
  summary: "The player's balance",
  body: gameWalletBalanceBodySchema,
});

export const gameWalletBetCall = defineCall({
  ...gameWallet,
  path: `${API_PREFIX}/game-wallet/:provider/bet`,
  summary: 'Debit a bet (real money first, then casino bonus money)',
  body: gameWalletBetBodySchema,
});

export const gameWalletWinCall = defineCall({
  ...gameWallet,
  path: `${API_PREFIX}/game-wallet/:provider/win`,
  summary: 'Credit a win, in the proportion its bet was paid (never for a rolled-back bet)',
  body: gameWalletWinBodySchema,
});

export const gameWalletRollbackCall = defineCall({
  ...gameWallet,
  path: `${API_PREFIX}/game-wallet/:provider/rollback`,
  summary: 'Cancel an open bet (a won one stays won)',
  body: gameWalletRollbackBodySchema,
});
