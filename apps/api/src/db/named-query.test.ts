import { describe, expect, it } from 'vitest';
import { NAMED, namedQuery, statementName } from './named-query.js';

describe('statement names', () => {
  it('names a statement by its text alone', () => {
    expect(statementName('select 1')).toBe(statementName('select 1'));
    expect(statementName('select 1')).not.toBe(statementName('select 2'));
    expect(statementName('select 1')).toMatch(/^jd_[\w-]{27}$/);
    expect(namedQuery('select $1::int', [1])).toEqual({
      name: statementName('select $1::int'),
      text: 'select $1::int',
      values: [1],
    });
  });

  it('names at most NAMED texts; later texts run unnamed, earlier ones keep their name', () => {
    const first = statementName('select 1');
    const named = Array.from({ length: NAMED + 10 }, (_, n) => statementName(`select ${n} + 1`));
    expect(named.filter((name) => name === undefined).length).toBeGreaterThanOrEqual(10);
    expect(named.slice(0, NAMED - 10).every((name) => name !== undefined)).toBe(true);
    expect(new Set(named.filter(Boolean)).size).toBe(named.filter(Boolean).length);
    expect(statementName('select 1')).toBe(first);
    expect(namedQuery('select "never named"').name).toBeUndefined();
  });
});
