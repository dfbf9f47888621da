import * as contracts from '@jackdaw/contracts';
import { defineCall, errorResponses } from '@jackdaw/contracts';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { validatorCompiler } from '../src/lib/validation.js';
import { route } from '../src/lib/route.js';
import { callsOf, checkCallRoutes, listRoutes, type RouteException } from './call-routes.js';
import { useTestApp } from './helper.js';

/** API routes that are not calls of the contracts; each says why. */
const EXCEPTIONS: RouteException[] = [
  {
    route: /^GET \/api\/local\/ledger\/verify$/,
    why:
      'The local control route `npm run ledger:verify` asks the process holding the embedded ' +
      'database; hidden from the API, its path and answer are shared in its own module.',
  },
  {
    route: /^GET \/api\/v1\/crash\/socket$/,
    why:
      "The crash game's WebSocket: its path (CRASH_SOCKET_PATH) and every message it carries " +
      '(crashClientMessageSchema, crashServerMessageSchema) are in the contracts.',
  },
  {
    route: /^GET \/api\/docs/,
    why: 'The OpenAPI document and its viewer (@fastify/swagger-ui), generated from the calls.',
  },
];

const calls = callsOf(contracts);
const testApp = useTestApp();

describe('routes and call objects', () => {
  it('every API route is registered from a call of the contracts, and every call is served', () => {
    expect(calls.length).toBeGreaterThan(60);
    expect(checkCallRoutes(testApp().app, calls, EXCEPTIONS)).toEqual({
      handWritten: [],
      unregistered: [],
      outsideContracts: [],
    });
  });

  it('the OpenAPI document has one operation per call, from the call', () => {
    const doc = testApp().app.swagger() as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        summary: operation.summary,
      })),
    );
    const fromCalls = calls.map((call) => ({
      route: `${call.method} ${call.path}`,
      summary: call.summary,
    }));
    const byRoute = (a: { route: string }, b: { route: string }) => a.route.localeCompare(b.route);
    expect(operations.sort(byRoute)).toEqual(fromCalls.sort(byRoute));
  });

  it('the check finds a hand-written route, an unserved call and a call outside the contracts', async () => {
    const call = (path: string) =>
      defineCall({
        method: 'GET',
        path,
        tags: ['test'],
        summary: 'A test call',
        auth: 'none',
        responses: { 200: z.object({ ok: z.boolean() }), ...errorResponses() },
      });
    const served = call('/api/v1/served');
    const unserved = call('/api/v1/unserved');
    const stray = call('/api/v1/stray');
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(
      async (api) => {
        route(api, served, {}, async () => ({ ok: true }));
        route(api, stray, {}, async () => ({ ok: true }));
        api.get('/hand-written/:id', async () => ({ ok: true }));
      },
      { prefix: '/api/v1' },
    );
    app.get('/site/page', async () => 'not an API call');
    await app.ready();

    expect(listRoutes(app).sort()).toEqual([
      'GET /api/v1/hand-written/:id',
      'GET /api/v1/served',
      'GET /api/v1/stray',
      'GET /site/page',
    ]);
    expect(checkCallRoutes(app, [served, unserved], [])).toEqual({
      handWritten: ['GET /api/v1/hand-written/:id'],
      unregistered: ['GET /api/v1/unserved'],
      outsideContracts: ['GET /api/v1/stray'],
    });
    await app.close();
  });

  it('route() refuses a call outside the prefix it is registered under', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    const outside = defineCall({
      method: 'GET',
      path: '/api/health-check',
      tags: ['test'],
      summary: 'A test call',
      auth: 'none',
      responses: { 200: z.object({ ok: z.boolean() }) },
    });
    let refusal: unknown;
    await app.register(
      async (api) => {
        try {
          route(api, outside, {}, async () => ({ ok: true }));
        } catch (error) {
          refusal = error;
        }
      },
      { prefix: '/api/v1' },
    );
    expect(String(refusal)).toMatch('is registered under the prefix /api/v1');
    await app.close();
  });
});
