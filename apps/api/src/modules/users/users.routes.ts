import { profileCall, profileEditCall } from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.js';
import { personalOf, type UsersService } from './users.service.js';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  route(app, profileCall, { preHandler: app.authenticate }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { statusCode: 200 as const, user: await users.profile(request.player!) };
  });

  route(app, profileEditCall, { preHandler: app.authenticate }, async (request) => {
    const row = (await users.edit(request.player!.id, request.body)) ?? request.player!;
    return { statusCode: 200 as const, personal: personalOf(row) };
  });
};
