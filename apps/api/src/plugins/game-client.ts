import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routeNotFound } from './errors.js';
import { serveHashedAssets } from './hashed-assets.js';

/** A launch token as the games module makes them (apps/play reads the same shape). */
const launchTokenPattern = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * The own studio's game client (apps/play), a separate build from the player site: its
 * index.html at GET /play/:launchToken, whatever the token (the client itself redeems it), and
 * its hashed files under /play/assets/ cached for a year. An unknown asset is a 404 of the
 * usual error shape, never the page: a stale script URL must fail loudly, not parse HTML.
 */
export const gameClientPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string }) => {
    const built = existsSync(join(opts.distDir, 'index.html'));
    if (!built) {
      app.log.warn({ distDir: opts.distDir }, 'game client not built; /play/* answers 404');
      return;
    }
    await serveHashedAssets(app, opts.distDir, '/play/assets/');
    const indexFile = join(opts.distDir, 'index.html');
    app.get('/play/:launchToken', { schema: { hide: true } }, async (request, reply) => {
      const { launchToken } = request.params as { launchToken: string };
      if (launchToken === 'assets' || !launchTokenPattern.test(launchToken)) {
        return routeNotFound(reply, request.method, request.url);
      }
      // The page is the same for every token and changes with each deploy: revalidate always.
      // Read per request (half a kilobyte, in the OS cache) so a rebuild needs no restart.
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await readFile(indexFile));
    });
  },
  { name: 'game-client', dependencies: ['errors'] },
);
