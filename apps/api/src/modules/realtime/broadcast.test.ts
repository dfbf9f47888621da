import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { createRealtimeChannel, type RealtimeChannel } from './index.js';
import { MAX_INLINE_BYTES } from './wire.js';

/*
 * Topic broadcasts (`Realtime.broadcast` / `subscribe`, the crash game's round messages) between
 * two instances' channels on one database: PGlite shares one handle; with DATABASE_URL each
 * channel has its own handle, pool and LISTEN connection, as two processes would.
 */

let database: DatabaseHandle;
let otherDatabase: DatabaseHandle | undefined;
let a: RealtimeChannel;
let b: RealtimeChannel;
const errors: unknown[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  otherDatabase =
    database.kind === 'postgres' && database.url
      ? await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 })
      : undefined;
  const log = { error: (object: object) => errors.push(object) };
  a = createRealtimeChannel({ database, log });
  b = createRealtimeChannel({ database: otherDatabase ?? database, log });
  await a.start();
  await b.start();
});

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await otherDatabase?.close();
  await database?.close();
});

/** What one subscriber heard, and a wait for it. */
function hear(channel: RealtimeChannel, topic: string) {
  const heard: unknown[] = [];
  let resyncs = 0;
  const stop = channel.subscribe(
    topic,
    (data) => heard.push(data),
    () => (resyncs += 1),
  );
  return {
    heard,
    get resyncs() {
      return resyncs;
    },
    stop,
    async until(done: (heard: unknown[]) => boolean, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (!done(heard)) {
        if (Date.now() > deadline) throw new Error(`heard only ${JSON.stringify(heard)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

const marker = (n: number) => ({ marker: n });
const hasMarker = (n: number) => (heard: unknown[]) =>
  heard.some((data) => (data as { marker?: number }).marker === n);

describe('topic broadcasts across instances', () => {
  it("reach the topic's subscribers on both instances, the sender's included, in order", async () => {
    const onA = hear(a, 'order');
    const onB = hear(b, 'order');
    const sent = Array.from({ length: 60 }, (_, i) => ({ n: i, text: `message ${i}` }));
    for (const data of sent) await a.broadcast('order', data);
    await onA.until((heard) => heard.length === sent.length);
    await onB.until((heard) => heard.length === sent.length);
    expect(onA.heard).toEqual(sent);
    expect(onB.heard).toEqual(sent);
    onA.stop();
    onB.stop();
  });

  it('keep the order of messages sent at once without waiting (a burst)', async () => {
    const onB = hear(b, 'burst');
    const sent = Array.from({ length: 300 }, (_, i) => i);
    await Promise.all(sent.map((n) => a.broadcast('burst', n)));
    await onB.until((heard) => heard.length === sent.length);
    expect(onB.heard).toEqual(sent);
    onB.stop();
  });

  it('go only to their own topic', async () => {
    const crash = hear(b, 'crash');
    const other = hear(b, 'crash.other');
    await a.broadcast('crash.other', marker(1));
    await a.broadcast('crash', marker(2));
    await crash.until(hasMarker(2));
    await other.until(hasMarker(1));
    expect(crash.heard).toEqual([marker(2)]);
    expect(other.heard).toEqual([marker(1)]);
    crash.stop();
    other.stop();
  });

  it('with a transaction: only once it commits, never on a rollback', async () => {
    const onB = hear(b, 'tx');
    const separate = database.kind === 'postgres';
    await database.sql.transaction(async (tx) => {
      await a.broadcast('tx', { committed: true }, tx);
      // Sent later but outside the transaction: it arrives while the first still waits. (PGlite
      // has one connection, busy with this transaction: nothing else reaches it meanwhile.)
      if (separate) {
        await a.broadcast('tx', marker(1));
        await onB.until(hasMarker(1));
      }
      expect(onB.heard).toEqual(separate ? [marker(1)] : []);
    });
    if (!separate) await a.broadcast('tx', marker(1));
    await onB.until((heard) => heard.length === 2);
    expect(onB.heard).toEqual(
      separate ? [marker(1), { committed: true }] : [{ committed: true }, marker(1)],
    );

    await database.sql
      .transaction(async (tx) => {
        await a.broadcast('tx', { rolledBack: true }, tx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    // One instance's messages arrive in the order sent: the rolled-back one would precede it.
    await a.broadcast('tx', marker(2));
    await onB.until(hasMarker(2));
    expect(onB.heard.slice(2)).toEqual([marker(2)]);
    onB.stop();
  });

  it('refuse data larger than a NOTIFY carries, and send nothing', async () => {
    const onB = hear(b, 'large');
    await expect(a.broadcast('large', { text: 'x'.repeat(MAX_INLINE_BYTES) })).rejects.toThrow(
      /too large/,
    );
    // Just under the limit goes through (the envelope counts: channel and keys).
    const fits = { text: 'y'.repeat(MAX_INLINE_BYTES - 100) };
    await a.broadcast('large', fits);
    await onB.until((heard) => heard.length === 1);
    expect(onB.heard).toEqual([fits]);
    onB.stop();
  });

  it('stop reaching a subscriber that unsubscribed; the others still hear', async () => {
    const first = hear(b, 'leave');
    const second = hear(b, 'leave');
    await a.broadcast('leave', marker(1));
    await first.until(hasMarker(1));
    await second.until(hasMarker(1));
    first.stop();
    await a.broadcast('leave', marker(2));
    await second.until(hasMarker(2));
    expect(first.heard).toEqual([marker(1)]);
    second.stop();
  });

  it('a subscriber that throws is logged and does not keep the message from the others', async () => {
    const stopThrower = b.subscribe('throws', () => {
      throw new Error('a broken listener');
    });
    const after = hear(b, 'throws');
    errors.length = 0;
    await a.broadcast('throws', marker(1));
    await after.until(hasMarker(1));
    expect(errors).toHaveLength(1);
    stopThrower();
    after.stop();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a dropped LISTEN connection (PostgreSQL)', () => {
  it('tells the subscribers to read the state again, then they hear again', async () => {
    const onB = hear(b, 'resync');
    const dropped = await database.sql.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'listen %'`,
    );
    expect(dropped.length).toBeGreaterThanOrEqual(1);
    const deadline = Date.now() + 10_000;
    while (onB.resyncs === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(onB.resyncs).toBeGreaterThanOrEqual(1);
    await a.broadcast('resync', marker(1));
    await onB.until(hasMarker(1));
    onB.stop();
  });
});
