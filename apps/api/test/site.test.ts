import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, errorBodySchema } from '@jackdaw/contracts';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorsPlugin } from '../src/plugins/errors.js';
import { sitePlugin } from '../src/plugins/site.js';

// A stand-in build: the plugin serves whatever index.html the site's build wrote.
const distDir = mkdtempSync(join(tmpdir(), 'jackdaw-site-'));
mkdirSync(join(distDir, 'assets'));
writeFileSync(
  join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Jackdaw</title></head><body></body></html>',
);
writeFileSync(join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');

/**
 * The site plugin alone on a bare Fastify, with the errors plugin it depends on: no database,
 * no other module. Which hints the app computes (dictionaries, the first banner) is tested in
 * plugins/page-hints.test.ts and, on the built app, in the home journey (e2e/journeys/home).
 */
async function serve(
  dir: string,
  hints?: (request: FastifyRequest) => Promise<string[]>,
): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(sitePlugin, { distDir: dir, ...(hints ? { hints } : {}) });
  app.get('/api/v1/known', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('the site', () => {
  const asked: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await serve(distDir, async (request) => {
      asked.push(request.url);
      return [`<meta name="hint" content="${request.url}">`];
    });
  });
  afterAll(() => app.close());

  it('answers any page path with index.html, revalidated on every load', async () => {
    const response = await app.inject({ url: '/profile/transactions' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Jackdaw</title>');
  });

  it("writes the page's hints at the end of its head, asked with the page's own request", async () => {
    const response = await app.inject({ url: '/tr/slots?lang=tr' });
    expect(response.body).toContain(
      '<title>Jackdaw</title><meta name="hint" content="/tr/slots?lang=tr"></head>',
    );
    expect(asked).toContain('/tr/slots?lang=tr');
  });

  it('serves hashed assets for a year and answers 404 for missing files and API paths', async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/api/v1/known' })).statusCode).toBe(200);
    for (const url of ['/assets/missing.js', '/api/v1/nothing', '/langs/none.json', '/x.png']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(z.parse(errorBodySchema, response.json()).code).toBe(ErrorCode.RouteNotFound);
    }
    const post = await app.inject({ method: 'POST', url: '/profile' });
    expect(post.statusCode).toBe(404);
  });
});

describe('the site when its hints or its build are missing', () => {
  it('still serves the page when computing its hints fails', async () => {
    const app = await serve(distDir, () => Promise.reject(new Error('banners unavailable')));
    try {
      const response = await app.inject({ url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<head><title>Jackdaw</title></head>');
    } finally {
      await app.close();
    }
  });

  it('answers pages with a 404 of the error shape while the site is not built', async () => {
    const app = await serve(mkdtempSync(join(tmpdir(), 'jackdaw-site-none-')));
    try {
      const response = await app.inject({ url: '/profile' });
      expect(response.statusCode).toBe(404);
      expect(z.parse(errorBodySchema, response.json()).code).toBe(ErrorCode.RouteNotFound);
      expect((await app.inject({ url: '/api/v1/known' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
