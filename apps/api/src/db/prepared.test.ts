import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import type { DatabaseHandle } from './client.js';
import { statementName } from './prepared.js';

/**
 * The plain-SQL runner prepares every statement once per connection (see prepared.ts): its
 * answers must be those of an unprepared statement, whatever the values, the errors around it or
 * the number of different statements.
 */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  await database.sql.query(
    `create table prepared_probe (
       id serial primary key, amount bigint not null, note text, data jsonb,
       tags text[], at timestamptz, constraint amount_positive check (amount > 0))`,
  );
});

afterAll(() => database.close());

const insert = `insert into prepared_probe (amount, note, data, tags, at)
  values ($1, $2, $3, $4, $5) returning id, amount, note, data, tags, at`;

describe('prepared statements', () => {
  it('names a statement by its text alone', () => {
    expect(statementName('select 1')).toBe(statementName('select 1'));
    expect(statementName('select 1')).not.toBe(statementName('select 2'));
    expect(statementName('select 1')).toMatch(/^jd_[\w-]{27}$/);
  });

  it('binds and parses every kind of value the same way on each execution', async () => {
    const at = new Date('2026-11-24T12:00:00.000Z');
    for (const amount of [1n, 9_007_199_254_740_993n]) {
      const [row] = await database.sql.query(insert, [
        amount,
        'ünïcødé',
        { nested: [1, 'two'] },
        ['a', 'b'],
        at,
      ]);
      expect(row).toMatchObject({
        amount,
        note: 'ünïcødé',
        data: { nested: [1, 'two'] },
        tags: ['a', 'b'],
        at,
      });
    }
    const [empty] = await database.sql.query(insert, [3n, null, null, null, undefined]);
    expect(empty).toMatchObject({ amount: 3n, note: null, data: null, tags: null, at: null });
  });

  it('answers statements that return no rows', async () => {
    expect(
      await database.sql.query('update prepared_probe set note = $1 where id = -1', ['x']),
    ).toEqual([]);
  });

  it('rolls a failed statement back with its transaction and keeps the connection usable', async () => {
    const before = await countRows();
    await expect(
      database.sql.transaction(async (tx) => {
        await tx.query(insert, [5n, 'kept?', null, null, null]);
        await tx.query(insert, [-5n, 'refused', null, null, null]);
      }),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await countRows()).toBe(before);
    await expect(database.sql.query('select nope from prepared_probe')).rejects.toMatchObject({
      code: '42703',
    });
    await database.sql.transaction((tx) => tx.query(insert, [6n, 'after', null, null, null]));
    expect(await countRows()).toBe(before + 1);
  });

  it('keeps answering past the number of statements it keeps prepared', async () => {
    for (let round = 0; round < 2; round++) {
      for (let n = 0; n < 300; n++) {
        const [row] = await database.sql.query<{ n: number }>(`select $1::int + ${n} as n`, [
          round,
        ]);
        expect(row?.n).toBe(round + n);
      }
    }
    if (database.kind === 'pglite') {
      // PGlite is one session: the least recently used statements were closed, not kept.
      const [kept] = await database.sql.query<{ n: number }>(
        'select count(*)::int as n from pg_prepared_statements',
      );
      expect(kept!.n).toBeLessThanOrEqual(256);
      expect(kept!.n).toBeGreaterThan(200);
    }
  });
});

describe('statements sent together', () => {
  it('answers each one, a failed one its own error, each in a transaction of its own', async () => {
    const before = await countRows();
    const [first, refused, third, missing] = await Promise.allSettled([
      database.sql.query<{ note: string }>(insert, [7n, 'first', null, null, null]),
      database.sql.query(insert, [-7n, 'refused', null, null, null]),
      database.sql.query<{ note: string }>(insert, [8n, 'third', null, null, null]),
      database.sql.query('select nope from prepared_probe'),
    ]);
    expect(first).toMatchObject({ status: 'fulfilled', value: [{ note: 'first' }] });
    expect(refused).toMatchObject({ status: 'rejected', reason: { code: '23514' } });
    expect(third).toMatchObject({ status: 'fulfilled', value: [{ note: 'third' }] });
    expect(missing).toMatchObject({ status: 'rejected', reason: { code: '42703' } });
    expect(await countRows()).toBe(before + 2);
  });

  it('answers more different statements at once than it keeps prepared', async () => {
    for (let round = 0; round < 2; round++) {
      const rows = await Promise.all(
        Array.from({ length: 300 }, (_, n) =>
          database.sql.query<{ together: number }>(`select $1::int + ${n} as together`, [round]),
        ),
      );
      expect(rows.map(([row]) => row?.together)).toEqual(
        Array.from({ length: 300 }, (_, n) => round + n),
      );
    }
  });
});

describe('a closed database', () => {
  it('answers a statement with an error rather than leaving it waiting', async () => {
    const closed = await createTestDatabase({ empty: true });
    await closed.close();
    await expect(closed.sql.query('select 1 as one')).rejects.toThrow();
  });
});

async function countRows(): Promise<number> {
  const [row] = await database.sql.query<{ n: number }>(
    'select count(*)::int as n from prepared_probe',
  );
  return row!.n;
}
