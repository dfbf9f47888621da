import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROBOTS, adminSitePlugin } from '../src/plugins/admin-site.js';
import { errorsPlugin } from '../src/plugins/errors.js';
import { sitePlugin } from '../src/plugins/site.js';

function build(title: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'jackdaw-admin-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(join(dir, 'assets', `${title}-abc123.js`), 'console.log(1)');
  return dir;
}

/** The console and the player site side by side, as app.ts registers them. */
describe('the operator console under /admin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(errorsPlugin);
    await app.register(adminSitePlugin, { distDir: build('console') });
    await app.register(sitePlugin, { distDir: build('site') });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers /admin and every page path under it with its own index.html, never indexed', async () => {
    for (const url of ['/admin', '/admin/', '/admin/players/12', '/admin/enrol?ticket=abc']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>console</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['x-robots-tag'], url).toBe(ADMIN_ROBOTS);
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
    const site = await app.inject({ url: '/administrator' });
    expect(site.body).toContain('<title>site</title>');
    expect(site.headers['x-robots-tag']).toBeUndefined();
  });

  it('serves hashed assets for a year; a missing file is a 404, never a page', async () => {
    const asset = await app.inject({ url: '/admin/assets/console-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-robots-tag']).toBe(ADMIN_ROBOTS);
    for (const url of ['/admin/assets/missing.js', '/admin/favicon.ico']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
  });

  it('answers 404 under /admin when the console is not built, not the player site', async () => {
    const bare = Fastify();
    await bare.register(errorsPlugin);
    await bare.register(adminSitePlugin, { distDir: join(tmpdir(), 'jackdaw-no-admin-build') });
    await bare.register(sitePlugin, { distDir: build('site') });
    await bare.ready();
    for (const url of ['/admin', '/admin/players']) {
      expect((await bare.inject({ url })).statusCode, url).toBe(404);
    }
    await bare.close();
  });
});
