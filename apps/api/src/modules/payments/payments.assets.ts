import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorCode } from '@jackdaw/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { apiRoot } from '../../config.js';
import { AppError } from '../../lib/app-error.js';

const assetsDir = join(apiRoot, 'src/modules/payments/assets');
const immutable = 'public, max-age=604800';

/** Payment method logos, served from the site root (`/static/payments/{name}.svg`). */
export const paymentsAssets: FastifyPluginAsync = async (app) => {
  const cache = new Map<string, Promise<string>>();
  app.get<{ Params: { file: string } }>(
    '/static/payments/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = /^([a-z0-9-]{1,40})\.svg$/.exec(request.params.file)?.[1];
      if (!name) throw AppError.notFound(ErrorCode.RouteNotFound, 'No such logo');
      let svg = cache.get(name);
      if (!svg) {
        svg = readFile(join(assetsDir, `${name}.svg`), 'utf8');
        cache.set(name, svg);
        svg.catch(() => cache.delete(name));
      }
      const body = await svg.catch(() => {
        throw AppError.notFound(ErrorCode.RouteNotFound, 'No such logo');
      });
      return reply.header('cache-control', immutable).type('image/svg+xml').send(body);
    },
  );
};
