import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves a built app's `assets/` folder under `prefix`: content-hashed file names, so each is
 * cached for a year; precompressed copies when the build made them. For the apps besides the
 * site (game client, console), whose pages are answered by their own routes.
 */
export async function serveHashedAssets(
  app: FastifyInstance,
  distDir: string,
  prefix: `/${string}/assets/`,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(distDir, 'assets'),
    prefix,
    // The site's own static instance owns the reply decorators; this one only serves files.
    decorateReply: false,
    index: false,
    preCompressed: true,
    // Our header below, not the plugin's own `max-age=0`.
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
