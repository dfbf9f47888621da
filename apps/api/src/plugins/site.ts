import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routeNotFound } from './errors.js';
import { withHints } from './page-hints.js';

/** Paths the server owns; anything else that is a GET for a page gets the site's index.html. */
const serverPrefixes = [
  '/api/',
  '/langs/',
  '/static/',
  '/flags/',
  '/play/',
  '/sandbox/',
  // The operator console (admin-site.ts): its pages are never the player site's.
  '/admin/',
];

export interface SiteOptions {
  distDir: string;
  /** Tags for the head of one page's index.html (preloads of what its first paint needs). */
  hints?: (request: FastifyRequest) => Promise<string[]>;
}

/**
 * Serves the built player site with an SPA fallback. Hashed assets are cached for a year;
 * index.html is revalidated on every load so a deploy reaches players at once.
 */
export const sitePlugin = fp(
  async (app: FastifyInstance, opts: SiteOptions) => {
    const indexFile = join(opts.distDir, 'index.html');
    const built = existsSync(indexFile);
    if (built) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        // Otherwise send() writes its own `max-age=0` over the header set below.
        cacheControl: false,
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
        path !== '/admin' &&
        !serverPrefixes.some((prefix) => path.startsWith(prefix)) &&
        !/\.[a-z0-9]+$/i.test(path);
      if (built && wantsPage) {
        // A hint is an optimisation: a failure to compute one never costs the page.
        const hints = opts.hints
          ? await opts.hints(request).catch((error: unknown) => {
              request.log.warn({ err: error }, 'page hints failed');
              return [];
            })
          : [];
        return (
          reply
            .header('cache-control', 'no-cache')
            .type('text/html; charset=utf-8')
            // Read on every load, as a static file would be: a rebuild reaches the running server.
            .send(withHints(await readFile(indexFile, 'utf8'), hints))
        );
      }
      return routeNotFound(reply, request.method, request.url);
    });
  },
  { name: 'site', dependencies: ['errors'] },
);
