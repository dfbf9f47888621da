import {
  ErrorCode,
  adminHolidayCampaignResponseSchema,
  adminHolidayCampaignsResponseSchema,
  adminNotificationSendingResponseSchema,
  adminNotificationSendingsResponseSchema,
  notificationListResponseSchema,
  type AdminHolidayCampaignBody,
} from '@jackdaw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';
import { nextAddress, registerPlayer } from '../../../test/players.js';
import { auditRowsOf, staffSession } from '../../../test/staff-sessions.js';
import {
  listening,
  openStream,
  playerTicket,
  type StreamReader,
} from '../realtime/stream-client.test-kit.js';

const testApp = useTestApp();
let manager: string;
let support: string;

let base: string;
const streams: StreamReader[] = [];

beforeAll(async () => {
  manager = (await staffSession(testApp(), 'manager')).token;
  support = (await staffSession(testApp(), 'support')).token;
  base = await listening(testApp().app);
});
afterAll(() => {
  for (const stream of streams) stream.close();
});

/** The player's event stream, open (its first event, the balance, arrived). */
async function streamOf(player: { token: string }, after?: string) {
  const ticket = await playerTicket(testApp().app, player.token);
  const opened = await openStream(
    base,
    `/api/v1/events?ticket=${ticket}${after ? `&lastEventId=${after}` : ''}`,
  );
  streams.push(opened);
  await opened.until((events) => events.length >= 1);
  return opened;
}

const messagesIn = (stream: StreamReader) =>
  stream.events.filter((event) => event.event === 'notification.message');

function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) {
  return testApp().app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: nextAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const message = { type: 'promo', title: 'Weekend', body: 'Reload bonus on Saturday.' } as const;

/** A country no other test file's players have: the segment is exactly this file's players. */
async function segmentPlayers() {
  const { sql } = testApp().database;
  const players = [];
  for (let i = 0; i < 3; i++) {
    const player = await registerPlayer(testApp().app, { bonusChoice: 'none' });
    await sql.query(`update users set country = 'NP' where id = $1`, [player.id]);
    players.push(player);
  }
  // Two deposited: one on 2026-03-10, one on 2026-05-01.
  for (const [player, at] of [
    [players[0]!, '2026-03-10T12:00:00Z'],
    [players[1]!, '2026-05-01T08:00:00Z'],
  ] as const) {
    await sql.query(
      `insert into payments (id, user_id, type, provider, method_code, currency_code, amount,
         status, created_at, updated_at)
       values (gen_random_uuid(), $1, 'deposit', 'test', 'pm.test.card', 'INR', 100000,
         'success', $2, $2)`,
      [player.id, at],
    );
  }
  return players;
}

describe('staff messages', () => {
  it('counts an audience, sends to a segment, and counts delivered and read', async () => {
    const players = await segmentPlayers();
    const segment = { kind: 'segment', country: 'NP', currency: 'INR' } as const;
    const count = await call('POST', '/admin/notifications/audience', support, {
      audience: segment,
    });
    expect(count.json()).toEqual({ statusCode: 200, recipients: 3 });
    const dated = await call('POST', '/admin/notifications/audience', manager, {
      audience: { ...segment, lastDepositFrom: '2026-03-01', lastDepositTo: '2026-03-31' },
    });
    expect(dated.json()).toEqual({ statusCode: 200, recipients: 1 });
    const since = await call('POST', '/admin/notifications/audience', manager, {
      audience: { ...segment, lastDepositFrom: '2026-03-11' },
    });
    expect(since.json()).toEqual({ statusCode: 200, recipients: 1 });

    const sent = await call('POST', '/admin/notifications', manager, {
      audience: segment,
      ...message,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { sending } = z.parse(adminNotificationSendingResponseSchema, sent.json());
    expect(sending).toMatchObject({ recipients: 3, delivered: 0, read: 0, ...message });
    expect(sending.sentBy).toMatch(/^staff-manager/);

    // The player sees it on the profile page; reading all marks it delivered and read.
    const listed = await call('GET', '/notifications/list', players[0]!.token);
    const { notificationList } = z.parse(notificationListResponseSchema, listed.json());
    expect(notificationList[0]).toMatchObject({
      kind: null,
      ...message,
      isRead: false,
    });
    await call('POST', '/notifications/read-all', players[0]!.token);
    await call('POST', '/notifications/received', players[1]!.token, {
      lastReceivedNotificationId: notificationList[0]!.id + 10,
    });
    const sendings = await call('GET', '/admin/notifications', support);
    const { items } = z.parse(adminNotificationSendingsResponseSchema, sendings.json());
    expect(items.find((item) => item.id === sending.id)).toMatchObject({
      recipients: 3,
      delivered: 2,
      read: 1,
    });
    const audit = await auditRowsOf(testApp(), 'notification_sending', String(sending.id));
    expect(audit.map((row) => row.action)).toEqual(['notification.send']);
  });

  it('sends to one player; 404 for no such player, 409 for an empty segment', async () => {
    const player = await registerPlayer(testApp().app, { bonusChoice: 'none' });
    const sent = await call('POST', '/admin/notifications', manager, {
      audience: { kind: 'player', playerId: player.id },
      ...message,
    });
    expect(sent.json().sending.recipients).toBe(1);
    expect((await auditRowsOf(testApp(), 'player', String(player.id))).at(-1)!.action).toBe(
      'notification.send',
    );
    const missing = await call('POST', '/admin/notifications', manager, {
      audience: { kind: 'player', playerId: 2_000_000_000 },
      ...message,
    });
    expect([missing.statusCode, missing.json().code]).toEqual([404, ErrorCode.PlayerNotFound]);
    const empty = await call('POST', '/admin/notifications', manager, {
      audience: { kind: 'segment', country: 'AQ' },
      ...message,
    });
    expect([empty.statusCode, empty.json().code]).toEqual([
      409,
      ErrorCode.NotificationAudienceEmpty,
    ]);
  });

  it('pushes the message to recipients with a stream open, and keeps none for the others', async () => {
    const { sql } = testApp().database;
    const online = await registerPlayer(testApp().app, { bonusChoice: 'none' });
    const offline = await registerPlayer(testApp().app, { bonusChoice: 'none' });
    for (const player of [online, offline]) {
      await sql.query(`update users set country = 'LS' where id = $1`, [player.id]);
    }
    const stream = await streamOf(online);
    const sent = await call('POST', '/admin/notifications', manager, {
      audience: { kind: 'segment', country: 'LS' },
      ...message,
    });
    expect(sent.json().sending.recipients).toBe(2);
    await stream.until((events) => events.some((e) => e.event === 'notification.message'));
    const listed = await call('GET', '/notifications/list', online.token);
    const { notificationList } = z.parse(notificationListResponseSchema, listed.json());
    // The event carries the player's own list entry, as the list answers it.
    expect(messagesIn(stream).map((event) => event.data)).toEqual([
      { type: 'notification.message', item: notificationList[0] },
    ]);
    expect(messagesIn(stream)[0]!.id).toMatch(/^\d+$/);

    // The offline player has the row, and a stream opened now replays no such event.
    const theirs = await call('GET', '/notifications/list', offline.token);
    expect(theirs.json().notificationList[0]).toMatchObject({ kind: null, ...message });
    const later = await streamOf(offline, '0');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(messagesIn(later)).toEqual([]);

    // To one player: the same event on their open stream.
    const single = await call('POST', '/admin/notifications', manager, {
      audience: { kind: 'player', playerId: offline.id },
      ...message,
      title: 'Just you',
    });
    expect(single.statusCode, single.body).toBe(200);
    await later.until((events) => events.some((e) => e.event === 'notification.message'));
    expect(messagesIn(later)[0]!.data).toMatchObject({
      item: { kind: null, title: 'Just you', isRead: false },
    });
    expect(messagesIn(stream)).toHaveLength(1);
  });

  it('refuses bad input and staff without the permission', async () => {
    const bad = [
      { audience: { kind: 'segment', country: 'np' }, ...message },
      { audience: { kind: 'segment', lastDepositFrom: '2026-13-01' }, ...message },
      { audience: { kind: 'player', playerId: 0 }, ...message },
      { audience: { kind: 'everyone' }, ...message },
      { audience: { kind: 'segment' }, ...message, type: 'news' },
      { audience: { kind: 'segment' }, ...message, title: ' ' },
      { audience: { kind: 'segment' }, ...message, body: 'x'.repeat(1001) },
    ];
    for (const body of bad) {
      const response = await call('POST', '/admin/notifications', manager, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const refused = await call('POST', '/admin/notifications', support, {
      audience: { kind: 'segment' },
      ...message,
    });
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/admin/notifications')).statusCode).toBe(401);
    const finance = (await staffSession(testApp(), 'finance')).token;
    expect((await call('GET', '/admin/notifications', finance)).statusCode).toBe(403);
    expect((await call('GET', '/admin/notifications?cursor=abc', manager)).statusCode).toBe(400);
  });
});

describe('holiday campaigns', () => {
  const campaign = (
    overrides: Partial<AdminHolidayCampaignBody> = {},
  ): AdminHolidayCampaignBody => ({
    name: 'Victory Day',
    country: 'BD',
    announceFrom: '2026-12-09T00:00:00+06:00',
    startsAt: '2026-12-16T00:00:00+06:00',
    endsAt: '2026-12-17T00:00:00+06:00',
    finalHours: 6,
    percent: 100,
    active: false,
    ...overrides,
  });

  it('creates, lists and changes a campaign, audited', async () => {
    const created = await call('POST', '/admin/holiday-campaigns', manager, campaign());
    expect(created.statusCode, created.body).toBe(200);
    const { campaign: made } = z.parse(adminHolidayCampaignResponseSchema, created.json());
    expect(made).toMatchObject({ name: 'Victory Day', country: 'BD', active: false, percent: 100 });
    const changed = await call(
      'PUT',
      `/admin/holiday-campaigns/${made.id}`,
      manager,
      campaign({ active: true, percent: null }),
    );
    expect(changed.json().campaign).toMatchObject({ active: true, percent: null });
    const listed = await call('GET', '/admin/holiday-campaigns', support);
    const { items } = z.parse(adminHolidayCampaignsResponseSchema, listed.json());
    expect(items.find((item) => item.id === made.id)).toMatchObject({ active: true });
    const audit = await auditRowsOf(testApp(), 'holiday_campaign', String(made.id));
    expect(audit.map((row) => row.action)).toEqual([
      'holiday_campaign.create',
      'holiday_campaign.update',
    ]);
  });

  it('answers 404 for no such campaign and 400 for bad dates or fields', async () => {
    const missing = await call('PUT', '/admin/holiday-campaigns/999999', manager, campaign());
    expect([missing.statusCode, missing.json().code]).toEqual([
      404,
      ErrorCode.NotificationCampaignNotFound,
    ]);
    for (const body of [
      campaign({ endsAt: '2026-12-15T00:00:00+06:00' }),
      campaign({ announceFrom: '2026-12-20T00:00:00+06:00' }),
      campaign({ finalHours: 0 }),
      campaign({ country: 'Bangladesh' }),
      campaign({ startsAt: 'tomorrow' }),
    ]) {
      expect((await call('POST', '/admin/holiday-campaigns', manager, body)).statusCode).toBe(400);
    }
    expect((await call('POST', '/admin/holiday-campaigns', support, campaign())).statusCode).toBe(
      403,
    );
  });
});
