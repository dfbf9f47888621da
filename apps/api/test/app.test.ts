import { ErrorCode, errorBodySchema } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createTestApp, useTestApp } from './helper.js';

const testApp = useTestApp({
  extend(app) {
    app.post('/api/v1/__test/echo', async (request) => ({ statusCode: 200, body: request.body }));
    app.get('/api/v1/__test/boom', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
  },
});

describe('health and readiness', () => {
  it('GET /api/health answers ok', async () => {
    const response = await testApp().app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready checks the database', async () => {
    const response = await testApp().app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testApp().database.kind });
  });
});

describe('the error shape', () => {
  it('answers unknown API routes with ROUTE.NOT_FOUND', async () => {
    const response = await testApp().app.inject({ url: '/api/v1/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(z.parse(errorBodySchema, response.json()).code).toBe(ErrorCode.RouteNotFound);
  });

  it('answers malformed JSON with REQUEST.MALFORMED', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ErrorCode.RequestMalformed });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/__test/echo',
      headers: { 'content-type': 'application/x-made-up' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: ErrorCode.UnsupportedMediaType });
  });

  it('refuses an oversized body with 413', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: ErrorCode.RequestTooLarge });
  });

  it('never leaks internals in a 500', async () => {
    const response = await testApp().app.inject({ url: '/api/v1/__test/boom' });
    expect(response.statusCode).toBe(500);
    const body = z.parse(errorBodySchema, response.json());
    expect(body.code).toBe(ErrorCode.ServerError);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('postgres');
  });
});

describe('security headers and compression', () => {
  it('sends a Content-Security-Policy that allows only our own origin', async () => {
    const response = await testApp().app.inject({ url: '/api/v1/users/currencies' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses large answers', async () => {
    const response = await testApp().app.inject({
      url: '/static/countries.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('OpenAPI', () => {
  it('publishes the contract at /api/docs/json and a UI at /api/docs', async () => {
    const json = await testApp().app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const spec = json.json() as { openapi: string; paths: Record<string, unknown> };
    expect(spec.openapi).toBe('3.1.0');
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/users/currencies',
        '/api/v1/users/languages',
        '/api/v1/localization',
        '/api/v1/geo',
        '/api/v1/geo/ip',
        '/api/v1/geo/{country}',
      ]),
    );
    const ui = await testApp().app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('rate limiting', () => {
  it('refuses a burst over the limit with 429, a code and Retry-After', async () => {
    const limited = await createTestApp({ config: { rateLimitPerMinute: 3 } });
    try {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 5; i += 1) {
        last = await limited.app.inject({ url: '/api/v1/users/currencies' });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(last?.json()).toMatchObject({ statusCode: 429, code: ErrorCode.RateLimited });
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
      // Probes and the site's static files are never limited.
      expect((await limited.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await limited.app.inject({ url: '/langs/Localization+(en).json' })).statusCode,
        ).toBe(200);
        expect((await limited.app.inject({ url: '/flags/gb.svg' })).statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});
