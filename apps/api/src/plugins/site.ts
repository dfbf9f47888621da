import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routeNotFound } from './errors.js';

/** Paths the server owns; anything else that is a GET for a page gets the site's index.html. */
const serverPrefixes = ['/api/', '/langs/', '/static/', '/flags/', '/play/', '/sandbox/'];

/**
 * Serves the built player site with an SPA fallback. Hashed assets are cached for a year;
 * index.html is revalidated on every load so a deploy reaches players at once.
 */
export const sitePlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string }) => {
    const indexFile = join(opts.distDir, 'index.html');
    const built = existsSync(indexFile);
    if (built) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(res, path) {
          res.setHeader(
            'cache-control',
            path.includes('/assets/')
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=300',
          );
        },
      });
    } else {
      app.log.warn({ distDir: opts.distDir }, 'player site not built; only the API is served');
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !serverPrefixes.some((prefix) => path.startsWith(prefix)) &&
        !/\.[a-z0-9]+$/i.test(path);
      if (built && wantsPage) {
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .sendFile('index.html');
      }
      return routeNotFound(reply, request.method, request.url);
    });
  },
  { name: 'site', dependencies: ['errors'] },
);
