import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import {
  callPath,
  defineCall,
  errorResponses,
  pathParamNames,
  type CallBody,
  type CallParams,
  type CallQuery,
  type CallResponse,
} from './call.js';
import { errorBodySchema } from './errors.js';

const itemCall = defineCall({
  method: 'PUT',
  path: '/api/v1/shelves/:shelf/items/:id',
  tags: ['test'],
  summary: 'Puts an item on a shelf',
  auth: 'bearer',
  params: z.object({ shelf: z.string(), id: z.coerce.number() }),
  query: z.object({ dryRun: z.optional(z.boolean()) }),
  body: z.object({ name: z.string() }),
  responses: { 200: z.object({ statusCode: z.literal(200), stored: z.boolean() }) },
});

const listCall = defineCall({
  method: 'GET',
  path: '/api/v1/shelves',
  tags: ['test'],
  summary: 'Lists the shelves',
  auth: 'none',
  responses: { 200: z.object({ shelves: z.array(z.string()) }), ...errorResponses(404) },
});

describe('callPath', () => {
  it('fills every :name segment', () => {
    expect(callPath(itemCall, { shelf: 'top', id: 7 })).toBe('/api/v1/shelves/top/items/7');
  });

  it('percent-encodes values so that none adds a segment or a query', () => {
    expect(callPath(itemCall, { shelf: '../admin?x=1#y', id: 'a b/c' })).toBe(
      '/api/v1/shelves/..%2Fadmin%3Fx%3D1%23y/items/a%20b%2Fc',
    );
  });

  it('answers the path as it is when the call has no parameters', () => {
    expect(callPath(listCall)).toBe('/api/v1/shelves');
  });

  it('refuses a missing value rather than sending a literal :name', () => {
    const partial = { shelf: 'top' } as unknown as CallParams<typeof itemCall>;
    expect(() => callPath(itemCall, partial)).toThrow('no value for :id');
  });

  it('does not read values from the prototype chain', () => {
    const call = defineCall({
      ...listCall,
      path: '/a/:constructor',
      params: z.object({ constructor: z.string() }),
    });
    const none = {} as CallParams<typeof call>;
    expect(() => callPath(call, none)).toThrow('no value for :constructor');
  });
});

describe('pathParamNames', () => {
  it('lists the segments in order', () => {
    expect(pathParamNames(itemCall.path)).toEqual(['shelf', 'id']);
    expect(pathParamNames(listCall.path)).toEqual([]);
  });
});

describe('errorResponses', () => {
  it('adds the common error answers to the given ones', () => {
    expect(Object.keys(errorResponses(403, 404)).map(Number).sort()).toEqual([
      400, 403, 404, 429, 500,
    ]);
    expect(errorResponses()[429]).toBe(errorBodySchema);
  });
});

describe('inferred types', () => {
  it('follow the call object', () => {
    expectTypeOf<CallParams<typeof itemCall>>().toEqualTypeOf<{ shelf: string; id: unknown }>();
    expectTypeOf<CallQuery<typeof itemCall>>().toEqualTypeOf<{ dryRun?: boolean | undefined }>();
    expectTypeOf<CallBody<typeof itemCall>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<CallResponse<typeof itemCall>>().toEqualTypeOf<{
      statusCode: 200;
      stored: boolean;
    }>();
    expectTypeOf<CallParams<typeof listCall>>().toEqualTypeOf<undefined>();
    expectTypeOf<CallBody<typeof listCall>>().toEqualTypeOf<undefined>();
    // Checked by the compiler only: the second would throw.
    const misuses = () => [
      // @ts-expect-error a call without parameters takes none
      callPath(listCall, { shelf: 'top' }),
      // @ts-expect-error a call with parameters needs them
      callPath(itemCall),
    ];
    expectTypeOf(misuses).returns.toEqualTypeOf<string[]>();
  });
});
