import {
  ErrorCode,
  holidayCampaignsResponseSchema,
  notificationListResponseSchema,
  pendingNotificationsResponseSchema,
  type NotificationKind,
} from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';
import { nextAddress, registerPlayer } from '../../../test/players.js';
import { createNotifier } from './notifier.js';

const testApp = useTestApp();
const notifier = createNotifier({});

function call(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) {
  return testApp().app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: nextAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function raise(userId: number, kind: NotificationKind, ref: string, amount?: bigint) {
  return testApp().database.sql.transaction((tx) =>
    notifier.raise(tx, { userId, kind, ref, amount, currency: 'INR' }),
  );
}

async function pending(token: string) {
  const response = await call('GET', '/notifications', token);
  expect(response.statusCode, response.body).toBe(200);
  return z.parse(pendingNotificationsResponseSchema, response.json()).notifications;
}

async function list(token: string, query = '') {
  const response = await call('GET', `/notifications/list${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return z.parse(notificationListResponseSchema, response.json());
}

describe('the popup queue (GET /notifications, POST /notifications/received)', () => {
  it('answers the pending ones by weight, with their fields, once per cause', async () => {
    const player = await registerPlayer(testApp().app, { bonusChoice: 'none' });
    await raise(player.id, 'SystemBalanceUtilization', 'low:1');
    await raise(player.id, 'SystemSuccessfulDeposit', 'payment-1', 150_000n);
    await raise(player.id, 'SystemSuccessfulDeposit', 'payment-1', 150_000n);
    await raise(player.id, 'SystemFirstFailedDeposit', 'payment-2', 50_000n);
    const queue = await pending(player.token);
    expect(queue.map((entry) => entry.kind)).toEqual([
      'SystemFirstFailedDeposit',
      'SystemSuccessfulDeposit',
      'SystemBalanceUtilization',
    ]);
    expect(queue[1]).toMatchObject({
      status: 'new',
      weight: 80,
      lifeTime: 86_400,
      disabled: false,
      customData: { amount: 150_000, currency: 'INR' },
    });
  });

  it('leaves out the ones past their lifetime, received, or sent by staff', async () => {
    const player = await registerPlayer(testApp().app, { bonusChoice: 'none' });
    const { sql } = testApp().database;
    await raise(player.id, 'FreeSpinAvailable', 'old');
    await sql.query(
      `update notifications set created_at = now() - interval '2 days' where user_id = $1`,
      [player.id],
    );
    await sql.query(
      `insert into notifications (user_id, type, weight, life_time, ref, title, body)
       values ($1, 'promo', 20, 86400, 'staff', 'Hello', 'A message')`,
      [player.id],
    );
    await raise(player.id, 'BonusAccruedReward', 'grant:1', 10_000n);
    await raise(player.id, 'BonusTransferToMain', 'grant:1', 5_000n);
    const [first, second] = await pending(player.token);
    expect(first!.kind).toBe('BonusTransferToMain');
    const marked = await call('POST', '/notifications/received', player.token, {
      lastReceivedNotificationId: Math.min(first!.id, second!.id),
    });
    // Every one up to that id: the expired one and the staff message too.
    expect(marked.json()).toEqual({ statusCode: 200, received: 3 });
    expect((await pending(player.token)).map((entry) => entry.kind)).toEqual([
      'BonusTransferToMain',
    ]);
  });

  it("marks only the caller's own and refuses bad input with 400", async () => {
    const owner = await registerPlayer(testApp().app, { bonusChoice: 'none' });
    const other = await registerPlayer(testApp().app, { bonusChoice: 'none' });
    await raise(owner.id, 'SystemFirstDeposit', 'payment-9', 100_000n);
    const [entry] = await pending(owner.token);
    const response = await call('POST', '/notifications/received', other.token, {
      lastReceivedNotificationId: entry!.id,
    });
    expect(response.json()).toEqual({ statusCode: 200, received: 0 });
    expect(await pending(owner.token)).toHaveLength(1);
    expect(await pending(other.token)).toEqual([]);
    for (const body of [
      {},
      { lastReceivedNotificationId: 0 },
      { lastReceivedNotificationId: '5' },
      { lastReceivedNotificationId: 1.5 },
      { lastReceivedNotificationId: 2 ** 31 },
    ]) {
      const bad = await call('POST', '/notifications/received', owner.token, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().code).toBe(ErrorCode.RequestInvalid);
    }
    expect((await call('GET', '/notifications')).statusCode).toBe(403);
    expect(
      (await call('POST', '/notifications/received', undefined, { lastReceivedNotificationId: 1 }))
        .statusCode,
    ).toBe(403);
  });

  it('raises an activation reminder disabled while a campaign-available one is unreceived', async () => {
    const player = await registerPlayer(testApp().app, { bonusChoice: 'none' });
    await raise(player.id, 'BonusCampaignAvailable', 'grant:7');
    await raise(player.id, 'BonusActivationTerm24', 'grant:7');
    const queue = await pending(player.token);
    expect(queue.find((entry) => entry.kind === 'BonusActivationTerm24')!.disabled).toBe(true);
    const available = queue.find((entry) => entry.kind === 'BonusCampaignAvailable')!;
    await call('POST', '/notifications/received', player.token, {
      lastReceivedNotificationId: available.id,
    });
    await raise(player.id, 'BonusActivationTerm24', 'grant:8');
    const later = (await pending(player.token)).find(
      (entry) => entry.kind === 'BonusActivationTerm24' && entry.disabled === false,
    );
    expect(later).toBeDefined();
  });
});

describe('the profile page (GET /notifications/list, POST /notifications/read-all)', () => {
  it('lists newest first with types, read state, the unread count and a keyset', async () => {
    const player = await registerPlayer(testApp().app, { bonusChoice: 'none' });
    await raise(player.id, 'SystemFirstDeposit', 'p1', 100_000n);
    await raise(player.id, 'BonusTransferToMain', 'g1', 2_000n);
    await raise(player.id, 'FreeSpinAssigned', 'c1');
    const first = await list(player.token, '?limit=2');
    expect(first.unread).toBe(3);
    expect(first.notificationList.map((item) => [item.kind, item.type, item.isRead])).toEqual([
      ['FreeSpinAssigned', 'promo', false],
      ['BonusTransferToMain', 'transfer', false],
    ]);
    const second = await list(player.token, `?limit=2&before=${first.nextBefore}`);
    expect(second.notificationList.map((item) => item.kind)).toEqual(['SystemFirstDeposit']);
    expect(second.nextBefore).toBeNull();

    const read = await call('POST', '/notifications/read-all', player.token);
    expect(read.json()).toEqual({ statusCode: 200, unread: 0 });
    const after = await list(player.token);
    expect(after.unread).toBe(0);
    expect(after.notificationList.every((item) => item.isRead)).toBe(true);
    // Read is received too: nothing is left for the popups.
    expect(await pending(player.token)).toEqual([]);
  });

  it("shows no other player's entries and refuses a bad keyset with 400", async () => {
    const owner = await registerPlayer(testApp().app, { bonusChoice: 'none' });
    const other = await registerPlayer(testApp().app, { bonusChoice: 'none' });
    await raise(owner.id, 'SystemFirstDeposit', 'p1', 100_000n);
    expect((await list(other.token)).notificationList).toEqual([]);
    await call('POST', '/notifications/read-all', other.token);
    expect((await list(owner.token)).unread).toBe(1);
    for (const query of ['?before=0', '?before=abc', '?limit=0', '?limit=101', '?limit=-1']) {
      expect(
        (await call('GET', `/notifications/list${query}`, owner.token)).statusCode,
        query,
      ).toBe(400);
    }
    expect((await call('POST', '/notifications/read-all')).statusCode).toBe(403);
  });
});

describe('holiday campaigns (GET /notifications/holidays)', () => {
  it("answers the active campaigns of the player's country with their phase now", async () => {
    const { sql } = testApp().database;
    const player = await registerPlayer(testApp().app, { bonusChoice: 'none' });
    await sql.query(`update users set country = 'BD' where id = $1`, [player.id]);
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
    const add = (
      name: string,
      country: string,
      from: number,
      start: number,
      end: number,
      active = true,
    ) =>
      sql.query(
        `insert into holiday_campaigns
           (name, country, announce_from, starts_at, ends_at, final_hours, percent, active)
         values ($1, $2, $3, $4, $5, 6, 50, $6)`,
        [name, country, hours(from), hours(start), hours(end), active],
      );
    await add('Counter', 'BD', -1, 24, 48);
    await add('Day', 'BD', -48, -2, 20);
    await add('Final', 'BD', -48, -20, 2);
    await add('Off', 'BD', -48, -20, 20, false);
    await add('Elsewhere', 'TR', -48, -20, 20);
    await add('Over', 'BD', -48, -20, -1);
    const response = await call('GET', '/notifications/holidays', player.token);
    const { campaigns } = z.parse(holidayCampaignsResponseSchema, response.json());
    expect(campaigns.map((campaign) => [campaign.name, campaign.phase])).toEqual([
      ['Final', 'final'],
      ['Day', 'day'],
      ['Counter', 'counter'],
    ]);
    const stranger = await registerPlayer(testApp().app, { bonusChoice: 'none' });
    await sql.query(`update users set country = null where id = $1`, [stranger.id]);
    const none = await call('GET', '/notifications/holidays', stranger.token);
    expect(none.json()).toEqual({ statusCode: 200, campaigns: [] });
  });
});
