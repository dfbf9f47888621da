import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX } from '../envelope.js';
import {
  playClientSeedBodySchema,
  playFreeSpinBodySchema,
  playRotateBodySchema,
  playRotateResponseSchema,
  playRoundParamsSchema,
  playRoundResponseSchema,
  playRoundsQuerySchema,
  playRoundsResponseSchema,
  playSeedsQuerySchema,
  playSeedsResponseSchema,
  playSessionBodySchema,
  playSessionClientSeedBodySchema,
  playSessionResponseSchema,
  playSessionRotateBodySchema,
  playSessionRoundsBodySchema,
  playSessionRoundsResponseSchema,
  playSessionSeedsBodySchema,
  playSpinBodySchema,
  playSpinResponseSchema,
} from './play.js';

/**
 * The own studio's game server: sessions from launch tokens, spins, free spins (the game
 * client's calls, by session token), round history and the fairness controls (the site's
 * calls, by bearer token).
 */

const sessionErrors = errorResponses(401, 404, 409, 423);
const playerErrors = errorResponses(403, 423);

export const playSessionCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/play/sessions`,
  tags: ['play'],
  summary: 'Open a play session from a launch token (single use)',
  description:
    'Used, expired or unknown launch token → 404 GAME.LAUNCH_INVALID; a game not of the ' +
    'own studio → 409 PLAY.GAME_UNSUPPORTED; banned player → 423 USER.BANNED.',
  auth: 'none',
  body: playSessionBodySchema,
  responses: { 200: playSessionResponseSchema, ...sessionErrors },
});

export const playSpinCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/play/spin`,
  tags: ['play'],
  summary: 'One paid spin, idempotent by roundId',
  description:
    'The same roundId again answers the stored round (`replayed: true`) and moves no money; ' +
    'used by another round → 409 PLAY.ROUND_CONFLICT. Bet outside the limits → 400 ' +
    'PLAY.BET_TOO_LOW / PLAY.BET_TOO_HIGH, not a multiple of the lines or ways divisor → ' +
    '400 PLAY.BET_STEP, bad lines → 400 PLAY.LINES_INVALID, balance too low → 409 ' +
    'WALLET.INSUFFICIENT_FUNDS, free spins unfinished → 409 PLAY.FREE_SPINS_PENDING, bad ' +
    'session → 401 PLAY.SESSION_INVALID. `freeRound: true` plays a free round of the ' +
    "player's free-spin campaign on the game (no stake; `bet` = `freeRounds.bet`): none " +
    'playable now → 409 FREESPIN.UNAVAILABLE, no campaign on the game → 404 FREESPIN.NOT_FOUND.',
  auth: 'none',
  body: playSpinBodySchema,
  responses: { 200: playSpinResponseSchema, ...sessionErrors },
});

export const playFreeSpinCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/play/free-spin`,
  tags: ['play'],
  summary: "The next free spin of a round's feature (spin = played + 1)",
  description:
    'An earlier spin number answers its stored result; any other number, or a round with ' +
    'no free spins left → 409 PLAY.FREE_SPIN_INVALID; unknown round → 404 ' +
    'PLAY.ROUND_NOT_FOUND.',
  auth: 'none',
  body: playFreeSpinBodySchema,
  responses: { 200: playSpinResponseSchema, ...sessionErrors },
});

export const playRoundsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/play/rounds`,
  tags: ['play'],
  summary: "The signed-in player's real-money rounds, newest first",
  auth: 'bearer',
  query: playRoundsQuerySchema,
  responses: { 200: playRoundsResponseSchema, ...playerErrors },
});

export const playRoundCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/play/rounds/:id`,
  tags: ['play'],
  summary: "One of the player's rounds with its outcome and seeds (another's → 404)",
  auth: 'bearer',
  params: playRoundParamsSchema,
  responses: { 200: playRoundResponseSchema, ...errorResponses(403, 404, 423) },
});

export const playSeedsCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/play/seeds`,
  tags: ['play'],
  summary: 'The active seed pair: server seed hash, client seed, next nonce',
  auth: 'bearer',
  query: playSeedsQuerySchema,
  responses: { 200: playSeedsResponseSchema, ...playerErrors },
});

export const playClientSeedCall = defineCall({
  method: 'PUT',
  path: `${API_PREFIX}/play/seeds/client-seed`,
  tags: ['play'],
  summary: "Set the active pair's client seed (1–64 printable ASCII characters)",
  description: 'Invalid → 400 PLAY.CLIENT_SEED_INVALID. The nonce carries on.',
  auth: 'bearer',
  body: playClientSeedBodySchema,
  responses: { 200: playSeedsResponseSchema, ...playerErrors },
});

export const playRotateCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/play/seeds/rotate`,
  tags: ['play'],
  summary: 'Reveal the active server seed and start a new pair from nonce 0',
  auth: 'bearer',
  body: playRotateBodySchema,
  responses: { 200: playRotateResponseSchema, ...playerErrors },
});

export const playSessionSeedsCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/play/session/seeds`,
  tags: ['play'],
  summary: "The game client's seeds, by session token (demo: the session's own pair)",
  auth: 'none',
  body: playSessionSeedsBodySchema,
  responses: { 200: playSeedsResponseSchema, ...sessionErrors },
});

export const playSessionClientSeedCall = defineCall({
  method: 'PUT',
  path: `${API_PREFIX}/play/session/client-seed`,
  tags: ['play'],
  summary: 'Set the client seed from the game client, by session token',
  description: 'Invalid → 400 PLAY.CLIENT_SEED_INVALID. The nonce carries on.',
  auth: 'none',
  body: playSessionClientSeedBodySchema,
  responses: { 200: playSeedsResponseSchema, ...sessionErrors },
});

export const playSessionRotateCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/play/session/rotate`,
  tags: ['play'],
  summary: 'Rotate the seeds from the game client, by session token',
  description:
    'Reveals the server seed and starts a new pair from nonce 0. A demo session with free ' +
    'spins to finish → 409 PLAY.FREE_SPINS_PENDING.',
  auth: 'none',
  body: playSessionRotateBodySchema,
  responses: { 200: playRotateResponseSchema, ...sessionErrors },
});

export const playSessionRoundsCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/play/session/rounds`,
  tags: ['play'],
  summary: "The game client's last rounds and balance, by session token",
  description:
    "A real session lists the player's real rounds of the session's game (another game's or " +
    "another player's never), a demo session its own rounds; newest first, `take` 1–50 " +
    '(default 10, else 400 REQUEST.INVALID). Bad session → 401 PLAY.SESSION_INVALID.',
  auth: 'none',
  body: playSessionRoundsBodySchema,
  responses: { 200: playSessionRoundsResponseSchema, ...sessionErrors },
});
