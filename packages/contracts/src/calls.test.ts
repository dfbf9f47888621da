import { describe, expect, it } from 'vitest';
import { isCall, pathParamNames, type Call } from './call.js';
import * as contracts from './index.js';

const calls = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, Call] => isCall(entry[1]),
);

/** The keys of a params schema (every params schema is a zod object). */
const paramKeys = (call: Call) =>
  call.params ? Object.keys((call.params as unknown as { shape: object }).shape) : [];

describe('the call objects', () => {
  it('are all found, each under a name ending in Call', () => {
    expect(calls.length).toBeGreaterThan(60);
    expect(calls.filter(([name]) => !name.endsWith('Call')).map(([name]) => name)).toEqual([]);
  });

  it('each name one method and path', () => {
    const keys = calls.map(([, call]) => `${call.method} ${call.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('declare exactly the parameters their path has', () => {
    for (const [name, call] of calls) {
      expect({ name, keys: paramKeys(call).sort() }).toEqual({
        name,
        keys: pathParamNames(call.path).sort(),
      });
    }
  });

  it('send no body on GET', () => {
    const withBody = calls.filter(([, call]) => call.method === 'GET' && call.body);
    expect(withBody.map(([name]) => name)).toEqual([]);
  });
});
