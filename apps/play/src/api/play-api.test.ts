import { defineCall, ErrorCode } from '@jackdaw/contracts';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { NetworkError, playApi, PlayApiError, request } from './play-api';

const tokenCall = defineCall({
  method: 'PUT',
  path: '/api/v1/play/test-token',
  tags: ['test'],
  summary: 'Echoes a token',
  auth: 'none',
  body: z.object({ sessionToken: z.string() }),
  responses: { 200: z.object({ accepted: z.boolean() }) },
});

const sent: { url: string; init: RequestInit }[] = [];

function answer(status: number, payload: unknown, statusText = '') {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve(new Response(JSON.stringify(payload), { status, statusText }));
    }),
  );
}

afterEach(() => {
  sent.length = 0;
  vi.unstubAllGlobals();
});

describe('the game client request', () => {
  it("takes method and path from the call and parses the answer with the call's 200 schema", async () => {
    answer(200, { accepted: true, extra: 'dropped' });
    await expect(request(tokenCall, { sessionToken: 's' })).resolves.toEqual({ accepted: true });
    expect(sent[0]!.url).toBe('/api/v1/play/test-token');
    expect(sent[0]!.init.method).toBe('PUT');
    expect(sent[0]!.init.body).toBe('{"sessionToken":"s"}');

    answer(200, { accepted: 'yes' });
    await expect(request(tokenCall, { sessionToken: 's' })).rejects.toThrow(z.core.$ZodError);
  });

  it("plays each game server call by its contract's method and path", async () => {
    answer(200, {});
    await playApi.rotateSeeds('s').catch(() => undefined);
    await playApi.setClientSeed('s', 'lucky').catch(() => undefined);
    await playApi.openSession('launch').catch(() => undefined);
    await playApi.sessionRounds({ sessionToken: 's', take: 20 }).catch(() => undefined);
    expect(sent.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'POST /api/v1/play/session/rotate',
      'PUT /api/v1/play/session/client-seed',
      'POST /api/v1/play/sessions',
      'POST /api/v1/play/session/rounds',
    ]);
  });

  it("throws the server's refusal as a PlayApiError, a codeless 5xx as a lost answer", async () => {
    answer(409, { statusCode: 409, code: ErrorCode.WalletInsufficientFunds, message: 'No funds' });
    const refusal: unknown = await request(tokenCall, { sessionToken: 's' }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(PlayApiError);
    expect((refusal as PlayApiError).code).toBe(ErrorCode.WalletInsufficientFunds);
    answer(502, '<html>', 'Bad Gateway');
    await expect(request(tokenCall, { sessionToken: 's' })).rejects.toBeInstanceOf(NetworkError);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(request(tokenCall, { sessionToken: 's' })).rejects.toBeInstanceOf(NetworkError);
  });

  it('refuses a path string and a body its call does not take', async () => {
    answer(200, { accepted: true });
    // @ts-expect-error: a call is made by its object from packages/contracts, never by a path
    await expect(request('/api/v1/play/spin', { sessionToken: 's' })).rejects.toThrow(TypeError);
    expect(sent).toHaveLength(0);
    // @ts-expect-error: the body lacks the session token
    await request(tokenCall, { launchToken: 'x' });
    expectTypeOf(request(tokenCall, { sessionToken: 's' })).resolves.toEqualTypeOf<{
      accepted: boolean;
    }>();
  });
});
