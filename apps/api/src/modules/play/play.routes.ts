import {
  errorBodySchema,
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
  playSessionRotateBodySchema,
  playSessionSeedsBodySchema,
  playSessionResponseSchema,
  playSpinBodySchema,
  playSpinResponseSchema,
  type PlaySessionBody,
} from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, notFoundResponse } from '../../lib/http.js';
import type { PlayService } from './play.service.js';

const privateCache = 'private, no-store';
const sessionErrors = {
  ...errorResponses,
  ...notFoundResponse,
  401: errorBodySchema,
  409: errorBodySchema,
  423: errorBodySchema,
};
const playerErrors = { ...errorResponses, 403: errorBodySchema, 423: errorBodySchema };

/**
 * The own studio's game server (README.md in this folder): sessions from launch tokens, spins,
 * free spins, round history and the fairness controls.
 */
export const playRoutes: FastifyPluginAsyncZod<{
  play: PlayService;
  /** Whether a launch token opens real-money play (the geo-fence refuses those, core §6). */
  isRealLaunch(token: string): Promise<boolean>;
}> = async (app, { play, isRealLaunch }) => {
  app.post(
    '/play/sessions',
    {
      config: {
        geoBlock: (request) => isRealLaunch((request.body as PlaySessionBody).launchToken),
      },
      schema: {
        tags: ['play'],
        summary: 'Open a play session from a launch token (single use)',
        description:
          'Used, expired or unknown launch token → 404 GAME.LAUNCH_INVALID; a game not of the ' +
          'own studio → 409 PLAY.GAME_UNSUPPORTED; banned player → 423 USER.BANNED.',
        body: playSessionBodySchema,
        response: { 200: playSessionResponseSchema, ...sessionErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', privateCache);
      return play.openSession(request.body.launchToken);
    },
  );

  app.post(
    '/play/spin',
    {
      schema: {
        tags: ['play'],
        summary: 'One paid spin, idempotent by roundId',
        description:
          'The same roundId again answers the stored round (`replayed: true`) and moves no money; ' +
          'used by another round → 409 PLAY.ROUND_CONFLICT. Bet outside the limits → 400 ' +
          'PLAY.BET_TOO_LOW / PLAY.BET_TOO_HIGH, not a multiple of the lines or ways divisor → ' +
          '400 PLAY.BET_STEP, bad lines → 400 PLAY.LINES_INVALID, balance too low → 409 ' +
          'WALLET.INSUFFICIENT_FUNDS, free spins unfinished → 409 PLAY.FREE_SPINS_PENDING, bad ' +
          'session → 401 PLAY.SESSION_INVALID.',
        body: playSpinBodySchema,
        response: { 200: playSpinResponseSchema, ...sessionErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', privateCache);
      return play.spin(request.body);
    },
  );

  app.post(
    '/play/free-spin',
    {
      schema: {
        tags: ['play'],
        summary: "The next free spin of a round's feature (spin = played + 1)",
        description:
          'An earlier spin number answers its stored result; any other number, or a round with ' +
          'no free spins left → 409 PLAY.FREE_SPIN_INVALID; unknown round → 404 ' +
          'PLAY.ROUND_NOT_FOUND.',
        body: playFreeSpinBodySchema,
        response: { 200: playSpinResponseSchema, ...sessionErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', privateCache);
      return play.freeSpin(request.body);
    },
  );

  app.get(
    '/play/rounds',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['play'],
        summary: "The signed-in player's real-money rounds, newest first",
        security: [{ bearer: [] }],
        querystring: playRoundsQuerySchema,
        response: { 200: playRoundsResponseSchema, ...playerErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', privateCache);
      return play.rounds(request.player!.id, request.query);
    },
  );

  app.get(
    '/play/rounds/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['play'],
        summary: "One of the player's rounds with its outcome and seeds (another's → 404)",
        security: [{ bearer: [] }],
        params: playRoundParamsSchema,
        response: { 200: playRoundResponseSchema, ...playerErrors, ...notFoundResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', privateCache);
      return {
        statusCode: 200 as const,
        round: await play.round(request.player!.id, request.params.id),
      };
    },
  );

  app.get(
    '/play/seeds',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['play'],
        summary: 'The active seed pair: server seed hash, client seed, next nonce',
        security: [{ bearer: [] }],
        querystring: playSeedsQuerySchema,
        response: { 200: playSeedsResponseSchema, ...playerErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', privateCache);
      return {
        statusCode: 200 as const,
        seeds: await play.seeds(request.player!.id, request.query.family),
      };
    },
  );

  app.put(
    '/play/seeds/client-seed',
    {
      preHandler: app.authenticateActive,
      schema: {
        tags: ['play'],
        summary: "Set the active pair's client seed (1–64 printable ASCII characters)",
        description: 'Invalid → 400 PLAY.CLIENT_SEED_INVALID. The nonce carries on.',
        security: [{ bearer: [] }],
        body: playClientSeedBodySchema,
        response: { 200: playSeedsResponseSchema, ...playerErrors },
      },
    },
    async (request) => ({
      statusCode: 200 as const,
      seeds: await play.setClientSeed(
        request.player!.id,
        request.body.family,
        request.body.clientSeed,
      ),
    }),
  );

  app.post(
    '/play/seeds/rotate',
    {
      preHandler: app.authenticateActive,
      schema: {
        tags: ['play'],
        summary: 'Reveal the active server seed and start a new pair from nonce 0',
        security: [{ bearer: [] }],
        body: playRotateBodySchema,
        response: { 200: playRotateResponseSchema, ...playerErrors },
      },
    },
    async (request) => ({
      statusCode: 200 as const,
      ...(await play.rotate(request.player!.id, request.body.family, request.body.clientSeed)),
    }),
  );

  app.post(
    '/play/session/seeds',
    {
      schema: {
        tags: ['play'],
        summary: "The game client's seeds, by session token (demo: the session's own pair)",
        body: playSessionSeedsBodySchema,
        response: { 200: playSeedsResponseSchema, ...sessionErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', privateCache);
      return {
        statusCode: 200 as const,
        seeds: await play.sessionSeeds(request.body.sessionToken),
      };
    },
  );

  app.put(
    '/play/session/client-seed',
    {
      schema: {
        tags: ['play'],
        summary: 'Set the client seed from the game client, by session token',
        description: 'Invalid → 400 PLAY.CLIENT_SEED_INVALID. The nonce carries on.',
        body: playSessionClientSeedBodySchema,
        response: { 200: playSeedsResponseSchema, ...sessionErrors },
      },
    },
    async (request) => ({
      statusCode: 200 as const,
      seeds: await play.sessionClientSeed(request.body.sessionToken, request.body.clientSeed),
    }),
  );

  app.post(
    '/play/session/rotate',
    {
      schema: {
        tags: ['play'],
        summary: 'Rotate the seeds from the game client, by session token',
        description:
          'Reveals the server seed and starts a new pair from nonce 0. A demo session with free ' +
          'spins to finish → 409 PLAY.FREE_SPINS_PENDING.',
        body: playSessionRotateBodySchema,
        response: { 200: playRotateResponseSchema, ...sessionErrors },
      },
    },
    async (request) => ({
      statusCode: 200 as const,
      ...(await play.sessionRotate(request.body.sessionToken, request.body.clientSeed)),
    }),
  );
};
