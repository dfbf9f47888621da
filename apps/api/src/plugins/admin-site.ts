import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routeNotFound } from './errors.js';
import { serveHashedAssets } from './hashed-assets.js';

/** Search engines never index or follow the console, whatever links to it. */
export const ADMIN_ROBOTS = 'noindex, nofollow, noarchive, nosnippet';

const isAdminPath = (url: string) =>
  url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');

/**
 * The operator console (apps/admin), a separate build from the player site: its hashed files
 * under /admin/assets/ cached for a year, and its index.html for /admin and every /admin/<page>
 * path (the console routes in the browser), revalidated on every load. Every /admin answer
 * carries `X-Robots-Tag` and sends no referrer (an enrolment link holds its ticket in the URL).
 * An unknown asset or file is a 404 of the usual error shape, never the page.
 */
export const adminSitePlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string }) => {
    app.addHook('onRequest', (request, reply, done) => {
      if (isAdminPath(request.url)) {
        reply.header('x-robots-tag', ADMIN_ROBOTS).header('referrer-policy', 'no-referrer');
      }
      done();
    });

    const indexFile = join(opts.distDir, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn({ distDir: opts.distDir }, 'operator console not built; /admin answers 404');
      return;
    }
    await serveHashedAssets(app, opts.distDir, '/admin/assets/');

    async function page(request: FastifyRequest, reply: FastifyReply) {
      const path = request.url.split('?')[0]!;
      if (/\.[a-z0-9]+$/i.test(path)) return routeNotFound(reply, request.method, request.url);
      // Read per request (half a kilobyte, in the OS cache) so a rebuild needs no restart.
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await readFile(indexFile));
    }
    app.get('/admin', { schema: { hide: true } }, page);
    app.get('/admin/*', { schema: { hide: true } }, page);
  },
  { name: 'admin-site', dependencies: ['errors'] },
);
