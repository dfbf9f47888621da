import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routeNotFound } from './errors.js';
import { serveHashedAssets } from './hashed-assets.js';

/** A launch token as the games module makes them (apps/play reads the same shape). */
const launchTokenPattern = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * The own studio's game clients (apps/play), a separate build from the player site: the slots'
 * index.html at GET /play/:launchToken, the crash game's crash.html at GET
 * /play/crash/:launchToken and the originals' originals.html at GET /play/originals/:launchToken,
 * whatever the token (the client itself redeems it), and their hashed files under /play/assets/
 * cached for a year. An unknown asset is a 404 of the usual error shape, never the page: a stale
 * script URL must fail loudly, not parse HTML.
 */
export const gameClientPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string }) => {
    const built = existsSync(join(opts.distDir, 'index.html'));
    if (!built) {
      app.log.warn({ distDir: opts.distDir }, 'game client not built; /play/* answers 404');
      return;
    }
    await serveHashedAssets(app, opts.distDir, '/play/assets/');
    const page = (file: string) =>
      async function servePage(request: FastifyRequest, reply: FastifyReply) {
        const { launchToken } = request.params as { launchToken: string };
        const path = join(opts.distDir, file);
        if (
          launchToken === 'assets' ||
          !launchTokenPattern.test(launchToken) ||
          // A build from before the crash or originals entry has no crash.html or originals.html.
          !existsSync(path)
        ) {
          return routeNotFound(reply, request.method, request.url);
        }
        // The page is the same for every token and changes with each deploy: revalidate always.
        // Read per request (half a kilobyte, in the OS cache) so a rebuild needs no restart.
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(await readFile(path));
      };
    app.get('/play/:launchToken', { schema: { hide: true } }, page('index.html'));
    app.get('/play/crash/:launchToken', { schema: { hide: true } }, page('crash.html'));
    app.get('/play/originals/:launchToken', { schema: { hide: true } }, page('originals.html'));
  },
  { name: 'game-client', dependencies: ['errors'] },
);
