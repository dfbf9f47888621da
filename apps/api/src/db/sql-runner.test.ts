import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { afterCommit, beforeCommit, type DatabaseHandle, type SqlSession } from './client.js';

/**
 * The plain-SQL runner (client.ts) on either database: PGlite's public query and transaction
 * calls, or named statements on a PostgreSQL pool. Both must answer alike, and a transaction
 * must hold its statements in and everyone else's out.
 */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  await database.sql.query(
    `create table runner_probe (
       id serial primary key, amount bigint not null, note text, data jsonb,
       tags text[], at timestamptz, constraint amount_positive check (amount > 0))`,
  );
});

afterAll(() => database.close());

const insert = `insert into runner_probe (amount, note, data, tags, at)
  values ($1, $2, $3, $4, $5) returning id, amount, note, data, tags, at`;

const insertNote = (session: SqlSession, amount: bigint, note: string) =>
  session.query<{ note: string }>(insert, [amount, note, null, null, null]);

describe('statements', () => {
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
      await database.sql.query('update runner_probe set note = $1 where id = -1', ['x']),
    ).toEqual([]);
  });

  it('answers statements sent together each on its own, a failed one with its error', async () => {
    const before = await countRows();
    const [first, refused, third, missing] = await Promise.allSettled([
      insertNote(database.sql, 7n, 'first'),
      insertNote(database.sql, -7n, 'refused'),
      insertNote(database.sql, 8n, 'third'),
      database.sql.query('select nope from runner_probe'),
    ]);
    expect(first).toMatchObject({ status: 'fulfilled', value: [{ note: 'first' }] });
    expect(refused).toMatchObject({ status: 'rejected', reason: { code: '23514' } });
    expect(third).toMatchObject({ status: 'fulfilled', value: [{ note: 'third' }] });
    expect(missing).toMatchObject({ status: 'rejected', reason: { code: '42703' } });
    expect(await countRows()).toBe(before + 2);
  });
});

describe('transactions', () => {
  it('rolls a failed statement back with its transaction and keeps the database usable', async () => {
    const before = await countRows();
    await expect(
      database.sql.transaction(async (tx) => {
        await insertNote(tx, 5n, 'kept?');
        await insertNote(tx, -5n, 'refused');
      }),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await countRows()).toBe(before);
    await expect(database.sql.query('select nope from runner_probe')).rejects.toMatchObject({
      code: '42703',
    });
    expect(await database.sql.transaction((tx) => insertNote(tx, 6n, 'after'))).toMatchObject([
      { note: 'after' },
    ]);
    expect(await countRows()).toBe(before + 1);
  });

  it('refuses to call a transaction done when a failed statement in it was caught', async () => {
    await expect(
      database.sql.transaction(async (tx) => {
        await insertNote(tx, 15n, 'before the failure');
        await insertNote(tx, -15n, 'refused').catch(() => undefined);
        return 'done';
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    expect(await notes(15n)).toEqual([]);
  });

  it('keeps a statement sent from outside out of a transaction running meanwhile', async () => {
    let outside: Promise<unknown> | undefined;
    await expect(
      database.sql.transaction(async (tx) => {
        await insertNote(tx, 9n, 'inside');
        outside = insertNote(database.sql, 9n, 'outside');
        // Give the outside statement every chance to run before the rollback.
        for (let turn = 0; turn < 5; turn++) await new Promise((done) => setImmediate(done));
        await tx.query('select pg_sleep(0.05)');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await outside;
    expect(await notes(9n)).toEqual(['outside']);
  });

  it('commits or rolls back each of several concurrent transactions on its own', async () => {
    const results = await Promise.allSettled(
      [10n, 11n, 12n, 13n].map((amount) =>
        database.sql.transaction(async (tx) => {
          await insertNote(tx, amount, 'a');
          await insertNote(tx, amount, 'b');
          if (amount % 2n === 1n) throw new Error('odd');
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    for (const amount of [10n, 12n]) expect(await notes(amount)).toEqual(['a', 'b']);
    for (const amount of [11n, 13n]) expect(await notes(amount)).toEqual([]);
  });

  it('refuses a statement its work sends after the transaction ended', async () => {
    let kept: SqlSession | undefined;
    await database.sql.transaction(async (tx) => {
      kept = tx;
    });
    await expect(insertNote(kept!, 14n, 'late')).rejects.toThrow('Transaction is closed');
    expect(await notes(14n)).toEqual([]);
  });
});

describe('commit hooks', () => {
  it('runs before-commit work once per key, in the transaction, and work it asks for too', async () => {
    const calls: string[] = [];
    await database.sql.transaction(async (tx) => {
      for (const amount of [21n, 22n]) {
        await insertNote(tx, amount, 'moved');
        await beforeCommit(tx, 'total', async () => {
          calls.push('total');
          const [row] = await tx.query<{ n: number }>(
            'select count(*)::int as n from runner_probe where amount in (21, 22)',
          );
          await insertNote(tx, 23n, `seen ${row!.n}`);
          // Asked for by before-commit work: it still runs before the commit.
          await beforeCommit(tx, 'late', async () => {
            calls.push('late');
          });
        });
      }
      expect(calls).toEqual([]);
    });
    expect(calls).toEqual(['total', 'late']);
    expect(await notes(23n)).toEqual(['seen 2']);
  });

  it('runs after-commit work once committed, and neither on a rollback', async () => {
    const calls: string[] = [];
    await database.sql.transaction(async (tx) => {
      await insertNote(tx, 24n, 'kept');
      afterCommit(tx, () => calls.push('after'));
      await beforeCommit(tx, 'before', async () => {
        calls.push('before');
      });
      expect(calls).toEqual([]);
    });
    expect(calls).toEqual(['before', 'after']);

    const none: string[] = [];
    await expect(
      database.sql.transaction(async (tx) => {
        afterCommit(tx, () => none.push('after'));
        await beforeCommit(tx, 'before', async () => {
          none.push('before');
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A before-commit work that fails rolls the transaction back; nothing after it runs.
    await expect(
      database.sql.transaction(async (tx) => {
        await insertNote(tx, 25n, 'undone');
        afterCommit(tx, () => none.push('after'));
        await beforeCommit(tx, 'failing', () => Promise.reject(new Error('refused')));
      }),
    ).rejects.toThrow('refused');
    expect(none).toEqual([]);
    expect(await notes(25n)).toEqual([]);
  });

  it('runs the work at once given the runner itself', async () => {
    const calls: string[] = [];
    await beforeCommit(database.sql, 'now', async () => {
      calls.push('before');
    });
    afterCommit(database.sql, () => calls.push('after'));
    expect(calls).toEqual(['before']);
    await Promise.resolve();
    expect(calls).toEqual(['before', 'after']);
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
    'select count(*)::int as n from runner_probe',
  );
  return row!.n;
}

async function notes(amount: bigint): Promise<string[]> {
  const rows = await database.sql.query<{ note: string }>(
    'select note from runner_probe where amount = $1 order by id',
    [amount],
  );
  return rows.map((row) => row.note);
}
