import { defineCall, errorResponses, ErrorCode } from '@jackdaw/contracts';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { useGeoBlockStore } from '../state/geo-block';
import { useSessionStore } from '../state/session-store';
import { useUiStore } from '../state/ui-store';
import { ApiError, apiRequest } from './api-client';

const shelfCall = defineCall({
  method: 'PUT',
  path: '/api/v1/shelves/:shelf/items/:id',
  tags: ['test'],
  summary: 'Puts an item on a shelf',
  auth: 'bearer',
  params: z.object({ shelf: z.string(), id: z.string() }),
  query: z.object({ dryRun: z.optional(z.boolean()), tags: z.optional(z.array(z.string())) }),
  body: z.object({ name: z.string() }),
  responses: { 200: z.object({ stored: z.boolean() }), ...errorResponses(404) },
});

const listCall = defineCall({
  method: 'GET',
  path: '/api/v1/shelves',
  tags: ['test'],
  summary: 'Lists the shelves',
  auth: 'none',
  query: z.object({ page: z.optional(z.number()), search: z.optional(z.string()) }),
  responses: { 200: z.object({ shelves: z.array(z.string()) }) },
});

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

const sent: Sent[] = [];

function answer(status: number, payload: unknown, statusText = '') {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: URL, init: RequestInit) => {
      sent.push({
        url: url.toString(),
        method: String(init.method),
        headers: init.headers as Record<string, string>,
        body: init.body as string | undefined,
      });
      return Promise.resolve(new Response(JSON.stringify(payload), { status, statusText }));
    }),
  );
}

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('window', { location: { origin: 'https://casino.test' } });
  useSessionStore.getState().setToken(null);
  useUiStore.getState().setServiceError(false);
  useGeoBlockStore.getState().setBlocked(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it("takes method and path from the call, parameters percent-encoded, the query's values set", async () => {
    answer(200, { stored: true });
    await apiRequest(shelfCall, {
      params: { shelf: 'top shelf', id: 'a/b' },
      query: { dryRun: true, tags: ['red', 'blue'] },
      body: { name: 'jar' },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.url).toBe(
      'https://casino.test/api/v1/shelves/top%20shelf/items/a%2Fb?dryRun=true&tags=red&tags=blue',
    );
    expect(sent[0]!.body).toBe('{"name":"jar"}');
    expect(sent[0]!.headers['content-type']).toBe('application/json');
  });

  it('leaves out undefined query values and sends no body for a call without one', async () => {
    answer(200, { shelves: [] });
    await apiRequest(listCall, { query: { page: 2, search: undefined } });
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.url).toBe('https://casino.test/api/v1/shelves?page=2');
    expect(sent[0]!.body).toBeUndefined();
    expect(sent[0]!.headers['content-type']).toBeUndefined();
  });

  it('sends the stored token as a bearer token', async () => {
    useSessionStore.getState().setToken('player-token');
    answer(200, { shelves: [] });
    await apiRequest(listCall);
    expect(sent[0]!.headers.authorization).toBe('Bearer player-token');
  });

  it("parses the answer with the call's 200 schema", async () => {
    answer(200, { shelves: ['a', 'b'], internal: 'dropped' });
    await expect(apiRequest(listCall)).resolves.toEqual({ shelves: ['a', 'b'] });
    answer(200, { shelves: 'not a list' });
    await expect(apiRequest(listCall)).rejects.toThrow(z.core.$ZodError);
  });

  it("throws the server's error body as an ApiError", async () => {
    answer(404, { statusCode: 404, code: ErrorCode.GameNotFound, message: 'No such game' });
    const error: unknown = await apiRequest(shelfCall, {
      params: { shelf: 'top', id: '1' },
      body: { name: 'jar' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(404);
    expect((error as ApiError).code).toBe(ErrorCode.GameNotFound);
  });

  it('names an answer without an error body by its status', async () => {
    answer(502, '<html>', 'Bad Gateway');
    await expect(apiRequest(listCall)).rejects.toMatchObject({
      code: ErrorCode.ServerError,
      statusCode: 502,
      message: 'Bad Gateway',
    });
  });

  it('drops the token on 403, raises the service flag on a critical 5xx, notes a geo block', async () => {
    useSessionStore.getState().setToken('player-token');
    answer(403, { statusCode: 403, code: ErrorCode.UserBanned, message: 'Banned' });
    await expect(apiRequest(listCall)).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().token).toBeNull();

    answer(500, { statusCode: 500, code: ErrorCode.ServerError, message: 'Fault' });
    await expect(apiRequest(listCall)).rejects.toBeInstanceOf(ApiError);
    expect(useUiStore.getState().serviceError).toBe(false);
    await expect(apiRequest(listCall, { serviceCritical: true })).rejects.toBeInstanceOf(ApiError);
    expect(useUiStore.getState().serviceError).toBe(true);

    answer(451, { statusCode: 451, code: ErrorCode.GeoBlocked, message: 'Not here' });
    await expect(apiRequest(listCall)).rejects.toBeInstanceOf(ApiError);
    expect(useGeoBlockStore.getState().blocked).toBe(true);
  });

  it('turns a lost answer into a 503 ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest(listCall)).rejects.toMatchObject({
      statusCode: 503,
      code: ErrorCode.ServiceUnavailable,
    });
  });

  it('refuses a path string, and a request missing what its call declares', async () => {
    answer(200, { shelves: [] });
    // @ts-expect-error: a call is made by its object from packages/contracts, never by a path
    await expect(apiRequest('/api/v1/shelves')).rejects.toThrow(TypeError);

    // @ts-expect-error: the call has path parameters and a body
    await expect(apiRequest(shelfCall)).rejects.toThrow('no value for :shelf');
    expect(sent).toHaveLength(0);
    // @ts-expect-error: the call has no body
    await apiRequest(listCall, { body: { name: 'jar' } });
    expectTypeOf(apiRequest(listCall)).resolves.toEqualTypeOf<{ shelves: string[] }>();
  });
});
