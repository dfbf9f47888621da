import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX } from '../envelope.js';
import {
  originalsActionBodySchema,
  originalsBetBodySchema,
  originalsRoundResponseSchema,
  originalsSessionBodySchema,
  originalsSessionResponseSchema,
} from './originals.js';

/** The originals' game client calls, by session token (the play module). */

const sessionErrors = errorResponses(401, 404, 409, 423);

export const originalsSessionCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/play/originals/sessions`,
  tags: ['play'],
  summary: 'Open an originals play session from a launch token (single use)',
  description:
    'Used, expired or unknown launch token → 404 GAME.LAUNCH_INVALID; a game that is not one ' +
    'of the originals → 409 PLAY.GAME_UNSUPPORTED; banned player → 423 USER.BANNED. `open` is ' +
    'the round of this game to resume, if any.',
  auth: 'none',
  body: originalsSessionBodySchema,
  responses: { 200: originalsSessionResponseSchema, ...sessionErrors },
});

export const originalsBetCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/play/originals/bet`,
  tags: ['play'],
  summary: "One bet on the session's original, idempotent by roundId",
  description:
    'Instant games answer the settled round; step games (mines, hilo, flip) the open round, ' +
    'its stake taken. The same roundId again answers the stored round (`replayed: true`); ' +
    'used by another round → 409 PLAY.ROUND_CONFLICT. Bet outside the limits → 400 ' +
    "PLAY.BET_TOO_LOW / PLAY.BET_TOO_HIGH; parameters outside the game's rules → 400 " +
    'PLAY.PARAMS_INVALID; an open round of the game → 409 PLAY.ROUND_OPEN; balance too low → ' +
    '409 WALLET.INSUFFICIENT_FUNDS; bad session → 401 PLAY.SESSION_INVALID.',
  auth: 'none',
  body: originalsBetBodySchema,
  responses: { 200: originalsRoundResponseSchema, ...errorResponses(400, 401, 404, 409, 423) },
});

export const originalsActionCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/play/originals/action`,
  tags: ['play'],
  summary: 'The next action of an open step round (reveal, guess, skip, flip, cashout)',
  description:
    "`step` = the round's `steps` + 1 plays the action; an earlier step answers the round as " +
    'it stands (`replayed: true`). An action the round does not allow now, or a round that is ' +
    'over → 409 PLAY.ACTION_INVALID; a later step → 409 PLAY.ACTION_INVALID; unknown round → ' +
    '404 PLAY.ROUND_NOT_FOUND.',
  auth: 'none',
  body: originalsActionBodySchema,
  responses: { 200: originalsRoundResponseSchema, ...sessionErrors },
});
