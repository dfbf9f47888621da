import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, errorBodySchema } from '@jackdaw/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loadConfig } from '../src/config.js';
import { errorsPlugin } from '../src/plugins/errors.js';
import { gameClientPlugin } from '../src/plugins/game-client.js';
import { securityPlugin } from '../src/plugins/security.js';
import { sitePlugin } from '../src/plugins/site.js';

/** A stand-in for apps/play/dist, so the test does not depend on a build having run. */
function fakeClientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'jackdaw-play-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Jackdaw Studio</title><script type="module" src="/play/assets/index-abc123.js"></script>',
  );
  writeFileSync(
    join(dir, 'crash.html'),
    '<!doctype html><title>Jackdaw Aviator</title><script type="module" src="/play/assets/crash-def456.js"></script>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("game client");');
  return dir;
}

/** A stand-in for the player site's build, whose page must never answer under /play. */
const siteDir = mkdtempSync(join(tmpdir(), 'jackdaw-site-'));
writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Jackdaw</title>');

/**
 * The game client's plugin on a bare Fastify, between the plugins it meets in the app: errors
 * (its dependency), security (the headers its page is framed under) and the site (whose
 * not-found handler answers what neither serves). No database, no other module.
 */
async function serve(distDir: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config: loadConfig({ JWT_SECRET: 'x'.repeat(40) }) });
  await app.register(gameClientPlugin, { distDir });
  await app.register(sitePlugin, { distDir: siteDir });
  await app.ready();
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await serve(fakeClientBuild());
});
afterAll(() => app.close());

const token = 'Ab1_-'.repeat(8) + 'xyz';

describe('the game client at /play', () => {
  it('serves its page for any launch token, revalidated on every load', async () => {
    const response = await app.inject({ url: `/play/${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('/play/assets/index-abc123.js');
    // Framed by the site's own pages only, under the site's policy.
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('serves the crash entry at /play/crash/:launchToken, not the slot page', async () => {
    const response = await app.inject({ url: `/play/crash/${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('/play/assets/crash-def456.js');
    expect(response.body).not.toContain('index-abc123.js');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    // The slot page keeps its own URL, even for a token that reads "crash".
    const slot = await app.inject({ url: '/play/crash' });
    expect(slot.body).toContain('/play/assets/index-abc123.js');
  });

  it('answers a malformed crash token or a build without the crash entry with a 404', async () => {
    const bad = await app.inject({ url: '/play/crash/not%20a%20token' });
    expect(bad.statusCode).toBe(404);
    expect(z.parse(errorBodySchema, bad.json()).code).toBe(ErrorCode.RouteNotFound);

    const dir = fakeClientBuild();
    rmSync(join(dir, 'crash.html'));
    const slotsOnly = await serve(dir);
    try {
      const response = await slotsOnly.inject({ url: `/play/crash/${token}` });
      expect(response.statusCode).toBe(404);
      expect(z.parse(errorBodySchema, response.json()).code).toBe(ErrorCode.RouteNotFound);
      expect((await slotsOnly.inject({ url: `/play/${token}` })).statusCode).toBe(200);
    } finally {
      await slotsOnly.close();
    }
  });

  it('serves its hashed files for a year', async () => {
    const response = await app.inject({ url: '/play/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toContain('game client');
  });

  it('answers an unknown file with a 404 of the error shape, not the page', async () => {
    for (const url of [
      '/play/assets/index-gone.js',
      '/play/assets',
      '/play/a/b',
      '/play/x.js',
      '/play/crash/a/b',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(z.parse(errorBodySchema, response.json()).code).toBe(ErrorCode.RouteNotFound);
    }
  });

  it('answers 404 while the client is not built', async () => {
    const empty = await serve(mkdtempSync(join(tmpdir(), 'jackdaw-play-none-')));
    try {
      const response = await empty.inject({ url: `/play/${token}` });
      expect(response.statusCode).toBe(404);
    } finally {
      await empty.close();
    }
  });
});
