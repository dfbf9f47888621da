import {
  errorBodySchema,
  profileEditBodySchema,
  profileEditResponseSchema,
  userProfileResponseSchema,
} from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.js';
import { personalOf, type UsersService } from './users.service.js';

const authErrors = { ...errorResponses, 403: errorBodySchema };

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.get(
    '/users/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "The signed-in player's profile and balances",
        security: [{ bearer: [] }],
        response: { 200: userProfileResponseSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { statusCode: 200 as const, user: await users.profile(request.player!) };
    },
  );

  app.post(
    '/users/profile/edit',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Edit identity details and settings (/profile/personal)',
        security: [{ bearer: [] }],
        body: profileEditBodySchema,
        response: { 200: profileEditResponseSchema, ...authErrors },
      },
    },
    async (request) => {
      const row = (await users.edit(request.player!.id, request.body)) ?? request.player!;
      return { statusCode: 200 as const, personal: personalOf(row) };
    },
  );
};
