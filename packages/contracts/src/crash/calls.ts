import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX } from '../envelope.js';
import {
  crashFairnessResponseSchema,
  crashMyBetsBodySchema,
  crashMyBetsResponseSchema,
  crashRoundParamsSchema,
  crashRoundResponseSchema,
  crashRoundsQuerySchema,
  crashRoundsResponseSchema,
  crashSessionBodySchema,
  crashSessionResponseSchema,
} from './crash.js';

/**
 * The crash game's HTTP calls (its play is on the WebSocket, crash.ts): the game client's
 * session and "my bets", and the public fairness data, history and rounds the verify page reads.
 */

export const crashSessionCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/crash/sessions`,
  tags: ['crash'],
  summary: 'Open a crash session from a launch token (single use)',
  description:
    'Used, expired or unknown launch token → 404 GAME.LAUNCH_INVALID; a launch of another ' +
    'game → 409 PLAY.GAME_UNSUPPORTED; banned player → 423 USER.BANNED; the chain not yet ' +
    'generated → 503 CRASH.NOT_READY.',
  auth: 'none',
  body: crashSessionBodySchema,
  responses: { 200: crashSessionResponseSchema, ...errorResponses(404, 409, 423, 503) },
});

export const crashFairnessCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/crash/fairness`,
  tags: ['crash'],
  summary: "The chain's published terminating hash and salt",
  description: 'Not generated yet → 503 CRASH.NOT_READY.',
  auth: 'none',
  responses: { 200: crashFairnessResponseSchema, ...errorResponses(503) },
});

export const crashRoundsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/crash/rounds`,
  tags: ['crash'],
  summary: 'Ended rounds, newest first, with their results and revealed hashes',
  auth: 'none',
  query: crashRoundsQuerySchema,
  responses: { 200: crashRoundsResponseSchema },
});

export const crashRoundCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/crash/rounds/:roundId`,
  tags: ['crash'],
  summary: 'One ended round',
  description: 'Unknown or not ended yet → 404 CRASH.ROUND_NOT_FOUND.',
  auth: 'none',
  params: crashRoundParamsSchema,
  responses: { 200: crashRoundResponseSchema, ...errorResponses(404) },
});

export const crashMyBetsCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/crash/session/bets`,
  tags: ['crash'],
  summary: "The session's player's last bets (a demo session: its own)",
  description: 'Bad session → 401 PLAY.SESSION_INVALID; banned → 423 USER.BANNED.',
  auth: 'none',
  body: crashMyBetsBodySchema,
  responses: { 200: crashMyBetsResponseSchema, ...errorResponses(401, 423) },
});
