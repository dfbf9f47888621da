import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { fundedPlayer, openSession, QUIET_SEEDS, setSeeds, spinOk } from '../../../test/play.js';
import { registerPlayer } from '../../../test/players.js';
import { staffSession } from '../../../test/staff-sessions.js';
import { buildApp } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { paymentsKit } from '../payments/payments.test-kit.js';
import { createRealtimeChannel } from './index.js';
import {
  listening,
  openStream,
  playerTicket,
  type ReceivedEvent,
  type StreamReader,
} from './stream-client.test-kit.js';

/*
 * The realtime channel end to end: two server instances on one database (PGlite: the same
 * handle; PostgreSQL with DATABASE_URL: two handles, two pools, two LISTEN connections), real
 * HTTP listeners and a real SSE client (fetch reading the body).
 */

const testApp = useTestApp();
const kit = paymentsKit(testApp);
let other: FastifyInstance;
let otherDatabase: DatabaseHandle | undefined;
let baseA: string;
let baseB: string;
const streams: StreamReader[] = [];

beforeAll(async () => {
  const { config, database } = testApp();
  otherDatabase = database.kind === 'postgres' ? await openDatabase(config.database) : undefined;
  other = await buildApp({ config, database: otherDatabase ?? database, logger: false });
  await other.ready();
  baseA = await listening(testApp().app);
  baseB = await listening(other);
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await other?.close();
  await otherDatabase?.close();
});

async function stream(base: string, query: string, headers?: Record<string, string>) {
  const opened = await openStream(base, query, headers);
  streams.push(opened);
  return opened;
}

const ofType = (type: string) => (events: ReceivedEvent[]) =>
  events.filter((e) => e.event === type);

/** A stored balance event for the player, published on `app`'s side through the channel. */
async function publishBalanceNote(userId: number, database: DatabaseHandle, amount: number) {
  const realtime = createRealtimeChannel({ database });
  await database.sql.transaction((tx) =>
    realtime.publish(tx, userId, {
      type: 'bonus',
      bonus: { id: amount, status: 'active', progress: 0, wagered: '0', required: '1' },
    }),
  );
}

describe('stream tickets', () => {
  it('refuses a missing, unknown, used or expired ticket with 401 before any stream', async () => {
    const player = await registerPlayer(testApp().app);
    const missing = await fetch(`${baseA}/api/v1/events`);
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { code: string }).code).toBe('STREAM.TICKET_INVALID');

    const unknown = await fetch(`${baseA}/api/v1/events?ticket=not-a-ticket`);
    expect(unknown.status).toBe(401);

    const ticket = await playerTicket(testApp().app, player.token);
    const first = await stream(baseA, `/api/v1/events?ticket=${ticket}`);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toContain('text/event-stream');
    first.close();
    const used = await fetch(`${baseB}/api/v1/events?ticket=${ticket}`);
    expect(used.status).toBe(401);

    const late = await playerTicket(testApp().app, player.token);
    await testApp().database.sql.query(
      `update realtime_tickets set expires_at = now() - interval '1 second' where used_at is null`,
    );
    const expired = await fetch(`${baseA}/api/v1/events?ticket=${late}`);
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { code: string }).code).toBe('STREAM.TICKET_INVALID');
  });

  it('asks for a bearer token of a player not banned, and a staff ticket needs support.chat', async () => {
    const anonymous = await testApp().app.inject({ method: 'POST', url: '/api/v1/events/ticket' });
    expect(anonymous.statusCode).toBe(403);
    const banned = await registerPlayer(testApp().app);
    await testApp().database.sql.query('update users set banned = true where id = $1', [banned.id]);
    const refusedBanned = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/events/ticket',
      headers: { authorization: `Bearer ${banned.token}` },
    });
    expect(refusedBanned.statusCode).toBe(423);
    expect((refusedBanned.json() as { code: string }).code).toBe('USER.BANNED');
    const finance = await staffSession(testApp(), 'finance');
    const refused = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/admin/events/ticket',
      headers: { authorization: `Bearer ${finance.token}` },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("never gives player B's ticket player A's events; a player ticket opens no staff stream", async () => {
    const { database } = testApp();
    const a = await registerPlayer(testApp().app);
    const b = await registerPlayer(testApp().app);
    const streamB = await stream(
      baseA,
      `/api/v1/events?ticket=${await playerTicket(testApp().app, b.token)}`,
    );
    await streamB.until((events) => events.length >= 1);
    await publishBalanceNote(a.id, database, 1);
    await publishBalanceNote(b.id, database, 2);
    await streamB.until((events) => ofType('bonus')(events).length === 1);
    expect(ofType('bonus')(streamB.events).map((e) => e.data)).toEqual([
      expect.objectContaining({ bonus: expect.objectContaining({ id: 2 }) }),
    ]);
    const staffStream = await fetch(
      `${baseA}/api/v1/admin/events?ticket=${await playerTicket(testApp().app, a.token)}`,
    );
    expect(staffStream.status).toBe(401);
  });
});

describe('delivery', () => {
  it('opens with the balance, and delivers an event raised on one instance to a stream of the other', async () => {
    const { app, database } = testApp();
    const player = await fundedPlayer(app, database, 50_000n);
    const opened = await stream(
      baseB,
      `/api/v1/events?ticket=${await playerTicket(app, player.token)}`,
    );
    const [first] = await opened.until((events) => events.length >= 1);
    expect(first).toMatchObject({ event: 'balance', id: undefined });
    expect(first!.data).toMatchObject({
      type: 'balance',
      currency: 'INR',
      balance: { balance: 50_000 },
    });

    // A spin on instance A: exactly one balance event (bet and win in one transaction).
    const session = await openSession(app, 'fruit-classic', player.token);
    await setSeeds(database, player.id, QUIET_SEEDS);
    const spin = await spinOk(app, { sessionToken: session.sessionToken, bet: 1000 });
    await opened.until((events) => ofType('balance')(events).length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const balances = ofType('balance')(opened.events);
    expect(balances).toHaveLength(2);
    expect(balances[1]!.id).toMatch(/^\d+$/);
    expect((balances[1]!.data.balance as { balance: number }).balance).toBe(
      await kit.balance(player.token),
    );
    expect(spin).toBeDefined();
  });

  it('publishes nothing from a transaction that rolls back', async () => {
    const { app, database } = testApp();
    const player = await registerPlayer(app);
    const opened = await stream(
      baseA,
      `/api/v1/events?ticket=${await playerTicket(app, player.token)}`,
    );
    await opened.until((events) => events.length >= 1);
    const realtime = createRealtimeChannel({ database });
    await expect(
      database.sql.transaction(async (tx) => {
        await realtime.publish(tx, player.id, {
          type: 'bonus',
          bonus: { id: 99, status: 'active', progress: 0, wagered: '0', required: '1' },
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await publishBalanceNote(player.id, database, 100);
    await opened.until((events) => ofType('bonus')(events).length >= 1);
    expect(ofType('bonus')(opened.events).map((e) => (e.data.bonus as { id: number }).id)).toEqual([
      100,
    ]);
    const stored = await database.sql.query(`select 1 from realtime_events where channel = $1`, [
      `u:${player.id}`,
    ]);
    expect(stored).toHaveLength(1);
  });

  it('resumes after Last-Event-ID with every event published while away, once, in order', async () => {
    const { app, database } = testApp();
    const player = await registerPlayer(app);
    const first = await stream(
      baseA,
      `/api/v1/events?ticket=${await playerTicket(app, player.token)}`,
    );
    await first.until((events) => events.length >= 1);
    await publishBalanceNote(player.id, database, 1);
    const [seen] = await first
      .until((events) => ofType('bonus')(events).length === 1)
      .then(ofType('bonus'));
    first.close();
    for (const n of [2, 3, 4, 5]) await publishBalanceNote(player.id, database, n);

    const resumed = await stream(
      baseB,
      `/api/v1/events?ticket=${await playerTicket(app, player.token)}`,
      { 'last-event-id': seen!.id! },
    );
    // And one more while it is open: live after the replay.
    await resumed.until((events) => events.length >= 1);
    await publishBalanceNote(player.id, database, 6);
    await resumed.until((events) => ofType('bonus')(events).length >= 5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ids = ofType('bonus')(resumed.events).map((e) => (e.data.bonus as { id: number }).id);
    expect(ids).toEqual([2, 3, 4, 5, 6]);
    const sseIds = ofType('bonus')(resumed.events).map((e) => BigInt(e.id!));
    expect([...sseIds].sort((x, y) => (x < y ? -1 : 1))).toEqual(sseIds);

    // The query form, for a new EventSource.
    const byQuery = await stream(
      baseA,
      `/api/v1/events?ticket=${await playerTicket(app, player.token)}&lastEventId=${seen!.id!}`,
    );
    await byQuery.until((events) => ofType('bonus')(events).length >= 5);
    expect(ofType('bonus')(byQuery.events).map((e) => (e.data.bonus as { id: number }).id)).toEqual(
      [2, 3, 4, 5, 6],
    );
  });

  it('a deposit credited by a callback sends one balance event and the payment event', async () => {
    const { app } = testApp();
    const player = await kit.player('TRY');
    const opened = await stream(
      baseB,
      `/api/v1/events?ticket=${await playerTicket(app, player.token)}`,
    );
    await opened.until((events) => events.length >= 1);
    const deposit = await kit.api('POST', '/payments/payhera/papara/deposit', player.token, {
      amount: 50_000,
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    const paymentId = (deposit.json() as { payment: { id: string } }).payment.id;
    await kit.settle(paymentId, ['success']);
    await opened.until(
      (events) =>
        ofType('balance')(events).length >= 2 &&
        ofType('payment')(events).some(
          (e) => (e.data.payment as { status: string }).status === 'success',
        ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const balances = ofType('balance')(opened.events);
    expect(balances).toHaveLength(2);
    expect(balances[1]!.data).toMatchObject({ currency: 'TRY' });
    expect((balances[1]!.data.balance as { balance: number }).balance).toBe(
      await kit.balance(player.token),
    );
    const payment = ofType('payment')(opened.events).at(-1)!;
    expect(payment.data.payment).toMatchObject({
      id: paymentId,
      status: 'success',
      amount: 50_000,
    });
  });

  it('signals reach the streams open now without an id; isOnline follows the streams', async () => {
    const { app, database } = testApp();
    const player = await registerPlayer(app);
    const realtime = createRealtimeChannel({ database });
    expect(await realtime.isOnline(player.id)).toBe(false);
    const opened = await stream(
      baseB,
      `/api/v1/events?ticket=${await playerTicket(app, player.token)}`,
    );
    await opened.until((events) => events.length >= 1);
    expect(await realtime.isOnline(player.id)).toBe(true);
    await realtime.signal(player.id, {
      type: 'chat.typing',
      typing: { conversationId: 1, from: 'staff', typing: true },
    });
    await opened.until((events) => ofType('chat.typing')(events).length === 1);
    expect(ofType('chat.typing')(opened.events)[0]!.id).toBeUndefined();
    opened.close();
    await expect.poll(() => realtime.isOnline(player.id), { timeout: 3_000 }).toBe(false);
  });

  it('publishToOnline stores and delivers to the players with a stream open, no one else', async () => {
    const { app, database } = testApp();
    const online = await registerPlayer(app);
    const offline = await registerPlayer(app);
    const opened = await stream(
      baseB,
      `/api/v1/events?ticket=${await playerTicket(app, online.token)}`,
    );
    await opened.until((events) => events.length >= 1);
    const realtime = createRealtimeChannel({ database });
    const item = (id: number) => ({
      id,
      type: 'promo' as const,
      kind: null,
      title: 'Hello',
      body: `for ${id}`,
      customData: {},
      isRead: false,
      createdAt: new Date().toISOString(),
    });
    const reached = await database.sql.transaction((tx) =>
      realtime.publishToOnline(tx, [offline.id, online.id, online.id], (userId) => ({
        type: 'notification.message',
        item: item(userId),
      })),
    );
    expect(reached).toEqual([online.id]);
    await opened.until((events) => ofType('notification.message')(events).length === 1);
    const [received] = ofType('notification.message')(opened.events);
    expect(received!.id).toMatch(/^\d+$/);
    expect(received!.data).toMatchObject({ item: { id: online.id, body: `for ${online.id}` } });
    // Nothing kept for the offline player: a stream opened later replays no such event.
    const stored = await database.sql.query<{ channel: string }>(
      `select channel from realtime_events where type = 'notification.message' and channel = any($1)`,
      [[`u:${online.id}`, `u:${offline.id}`]],
    );
    expect(stored.map((row) => row.channel)).toEqual([`u:${online.id}`]);
    // Rolled back: neither stored nor delivered.
    await database.sql
      .transaction(async (tx) => {
        await realtime.publishToOnline(tx, [online.id], (userId) => ({
          type: 'notification.message',
          item: item(userId),
        }));
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ofType('notification.message')(opened.events)).toHaveLength(1);
  });

  it("delivers to the support inbox's stream", async () => {
    const support = await staffSession(testApp(), 'support');
    const ticket = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/admin/events/ticket',
      headers: { authorization: `Bearer ${support.token}` },
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
    const opened = await stream(
      baseB,
      `/api/v1/admin/events?ticket=${(ticket.json() as { ticket: string }).ticket}`,
    );
    expect(opened.response.status).toBe(200);
    const realtime = createRealtimeChannel({ database: testApp().database });
    await testApp().database.sql.transaction((tx) =>
      realtime.publishStaff(tx, { type: 'chat.conversation', conversationId: 7 }),
    );
    await opened.until((events) => events.length === 1);
    expect(opened.events[0]).toMatchObject({
      event: 'chat.conversation',
      data: { conversationId: 7 },
    });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a dropped LISTEN connection (PostgreSQL)', () => {
  it('comes back and the open streams catch up on what was published meanwhile', async () => {
    const { app, database } = testApp();
    const player = await registerPlayer(app);
    const opened = await stream(
      baseB,
      `/api/v1/events?ticket=${await playerTicket(app, player.token)}`,
    );
    await opened.until((events) => events.length >= 1);
    const dropped = await database.sql.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'listen %'`,
    );
    expect(dropped.length).toBeGreaterThanOrEqual(1);
    // Published while no instance listens: its NOTIFY reaches nobody.
    await publishBalanceNote(player.id, database, 41);
    await opened.until((events) => ofType('bonus')(events).length === 1, 10_000);
    // And live again afterwards.
    await publishBalanceNote(player.id, database, 42);
    await opened.until((events) => ofType('bonus')(events).length === 2, 10_000);
    expect(ofType('bonus')(opened.events).map((e) => (e.data.bonus as { id: number }).id)).toEqual([
      41, 42,
    ]);
  });
});
