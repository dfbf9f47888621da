import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as NamedQueryModule from './named-query.js';

// The module keeps the texts it named for the process's life: each test takes a fresh copy, so
// it sees none named by the API files that ran before it in the same worker.
let NAMED: typeof NamedQueryModule.NAMED;
let namedQuery: typeof NamedQueryModule.namedQuery;
beforeEach(async () => {
  vi.resetModules();
  ({ NAMED, namedQuery } = await import('./named-query.js'));
});

const nameOf = (text: string) => namedQuery(text).name;

describe('named queries', () => {
  it('name a statement by its text alone', () => {
    expect(nameOf('select 1')).toBe(nameOf('select 1'));
    expect(nameOf('select 1')).not.toBe(nameOf('select 2'));
    expect(nameOf('select 1')).toMatch(/^jd_[\w-]{27}$/);
    expect(namedQuery('select $1::int', [1])).toEqual({
      name: nameOf('select $1::int'),
      text: 'select $1::int',
      values: [1],
    });
  });

  it('name at most NAMED texts; later texts run unnamed, earlier ones keep their name', () => {
    const first = nameOf('select 1');
    const named = Array.from({ length: NAMED + 10 }, (_, n) => nameOf(`select ${n} + 1`));
    expect(named.filter((name) => name === undefined).length).toBeGreaterThanOrEqual(10);
    expect(named.slice(0, NAMED - 10).every((name) => name !== undefined)).toBe(true);
    expect(new Set(named.filter(Boolean)).size).toBe(named.filter(Boolean).length);
    expect(nameOf('select 1')).toBe(first);
    expect(nameOf('select "never named"')).toBeUndefined();
  });
});
