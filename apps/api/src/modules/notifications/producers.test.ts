import { randomUUID } from 'node:crypto';
import {
  notificationListResponseSchema,
  type NotificationKind,
  type PlayerEvent,
} from '@jackdaw/contracts';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';
import { registerPlayer } from '../../../test/players.js';
import { createBonuses } from '../bonuses/index.js';
import { createCampaigns } from '../freespins/index.js';
import { paymentsKit } from '../payments/payments.test-kit.js';
import { createRealtimeChannel } from '../realtime/index.js';
import { createLedger } from '../wallet/index.js';
import { createNotifications } from './index.js';

const testApp = useTestApp();
const kit = paymentsKit(testApp);

/** The player's notifications, oldest first, as [kind, customData]. */
async function notificationsOf(userId: number) {
  const rows = await testApp().database.sql.query<{
    kind: NotificationKind;
    custom_data: Record<string, unknown>;
    disabled: boolean;
  }>('select kind, custom_data, disabled from notifications where user_id = $1 order by id', [
    userId,
  ]);
  return rows.map((row) => [row.kind, row.custom_data] as const);
}

/**
 * A real realtime channel of its own on the test database (LISTEN/NOTIFY); `open` starts one
 * stream of the player on it, collecting what the player's tab would receive from then on.
 */
async function playerStream(userId: number) {
  const realtime = createRealtimeChannel({ database: testApp().database });
  await realtime.start();
  const events: PlayerEvent[] = [];
  let close: (() => Promise<void>) | undefined;
  return {
    realtime,
    events,
    async open() {
      close = await realtime.open({
        channel: `u:${userId}`,
        write: (_id, event) => {
          if (event.type !== 'chat.conversation') events.push(event);
        },
      });
    },
    async end() {
      await close?.();
      await realtime.stop();
    },
  };
}

describe('deposits (payments onPaymentChanged)', () => {
  it('notifies the first, then each successful deposit, and the three failure steps', async () => {
    const player = await kit.player('INR');
    const deposit = async (status: 'SUCCESS' | 'FAILED', amount: number) => {
      const response = await kit.api('POST', '/payments/test/deposit', player.token, {
        delay: 0,
        amount,
        status,
      });
      expect(response.statusCode, response.body).toBe(200);
      await kit.idle();
    };
    await deposit('SUCCESS', 100_000);
    await deposit('SUCCESS', 120_000);
    await deposit('FAILED', 50_000);
    await deposit('FAILED', 60_000);
    await deposit('FAILED', 70_000);
    await deposit('FAILED', 80_000);
    expect(await notificationsOf(player.id)).toEqual([
      ['SystemFirstDeposit', { amount: 100_000, currency: 'INR' }],
      ['SystemSuccessfulDeposit', { amount: 120_000, currency: 'INR' }],
      ['SystemFirstFailedDeposit', { amount: 50_000, currency: 'INR' }],
      ['SystemSecondFailedDeposit', { amount: 60_000, currency: 'INR' }],
      ['SystemRestFailedDeposits', { amount: 70_000, currency: 'INR' }],
      ['SystemRestFailedDeposits', { amount: 80_000, currency: 'INR' }],
    ]);
    const listed = await kit.api('GET', '/notifications/list', player.token);
    const { unread } = z.parse(notificationListResponseSchema, listed.json());
    expect(unread).toBe(6);
  });
});

describe('balance utilisation (ledger.onMovement)', () => {
  it('fires once when a bet leaves less than the minimum bet, again after a deposit', async () => {
    const { sql } = testApp().database;
    const ledger = createLedger(sql);
    const { notifier } = createNotifications({ sql, ledger });
    const player = await registerPlayer(testApp().app, { bonusChoice: 'none' });
    const credit = (amount: bigint) =>
      ledger.deposit({
        key: `util:${randomUUID()}`,
        userId: player.id,
        currency: 'INR',
        amount,
        provider: 'test',
      });
    const bet = (amount: bigint) =>
      ledger.bet({
        key: `game:acme:${randomUUID()}`,
        userId: player.id,
        currency: 'INR',
        amount,
        provider: 'acme',
      });
    await credit(2_500n);
    await bet(1_000n); // 1 500 left: still a minimum bet (1 000)
    expect(await notificationsOf(player.id)).toEqual([]);
    await bet(1_000n); // 500 left
    await bet(200n); // 300 left: the same running out
    expect(await notificationsOf(player.id)).toEqual([
      ['SystemBalanceUtilization', { currency: 'INR' }],
    ]);
    // A deposit (its notification) and the money: the next running out is a new one.
    await sql.transaction((tx) =>
      notifier.raise(tx, {
        userId: player.id,
        kind: 'SystemSuccessfulDeposit',
        amount: 5_000n,
        currency: 'INR',
        ref: randomUUID(),
      }),
    );
    await credit(5_000n);
    await bet(5_000n);
    expect((await notificationsOf(player.id)).map(([kind]) => kind)).toEqual([
      'SystemBalanceUtilization',
      'SystemSuccessfulDeposit',
      'SystemBalanceUtilization',
    ]);
  });
});

describe('bonuses (grants, wagering, reminders) and free spins', () => {
  it('notifies the credit, the conversion, the next grant ready, and sends one bonus event per bet', async () => {
    const { sql } = testApp().database;
    const ledger = createLedger(sql);
    const player = await registerPlayer(testApp().app, { bonusChoice: 'none' });
    const stream = await playerStream(player.id);
    onTestFinished(() => stream.end());
    const { realtime } = stream;
    const { notifier } = createNotifications({ sql, ledger, realtime });
    const bonuses = createBonuses({ sql, ledger, notifier, realtime });
    await ledger.deposit({
      key: `bonus:${randomUUID()}`,
      userId: player.id,
      currency: 'INR',
      amount: 1_000_000n,
      provider: 'test',
    });
    const reload = (await bonuses.offers.bySlug('reload', 'INR'))!;
    const open = (amount: bigint) =>
      sql.transaction((tx) =>
        bonuses.grants.open(tx, {
          userId: player.id,
          currency: 'INR',
          offerId: reload.offer.id,
          kind: 'deposit',
          displayKind: 'deposit',
          product: 'casino',
          source: 'deposit',
          amount,
          terms: reload.terms,
          fundedFrom: 'expense',
          wagerMultiplier: 1,
          wageringHours: 72,
        }),
      );
    const first = await open(100_000n);
    const second = await open(40_000n);
    expect(second.status).toBe('queue');
    const bet = (amount: bigint) =>
      ledger.bet({
        key: `game:jackdaw:${randomUUID()}`,
        userId: player.id,
        currency: 'INR',
        amount,
        provider: 'jackdaw',
      });
    // What the tab receives from the first bet on (the grants' own opening events may still
    // be on their way when it opens: they come before the bet's, whatever they are).
    await stream.open();
    await bet(60_000n);
    const sinceBets = () => {
      const all = stream.events.flatMap((event) => (event.type === 'bonus' ? [event.bonus] : []));
      return all.slice(all.findIndex((bonus) => bonus.wagered !== '0'));
    };
    const progressed = {
      id: first.id,
      status: 'active',
      progress: 60,
      wagered: '60000',
      required: '100000',
    };
    await vi.waitFor(() => expect(sinceBets()).toEqual([progressed]));
    await bet(40_000n); // wagering met: converted, the queued grant is ready
    await vi.waitFor(() =>
      expect(sinceBets()).toEqual([
        progressed,
        { id: first.id, status: 'received', progress: 100, wagered: '100000', required: '100000' },
        { id: second.id, status: 'ready_to_receive', progress: 0, wagered: '0', required: '40000' },
      ]),
    );
    expect(await notificationsOf(player.id)).toEqual([
      ['BonusAccruedReward', { amount: 100_000, currency: 'INR', bonusId: first.id }],
      ['BonusTransferToMain', { amount: 100_000, currency: 'INR', bonusId: first.id }],
      ['BonusCampaignAvailable', { currency: 'INR', bonusId: second.id }],
    ]);
    await vi.waitFor(() =>
      expect(
        stream.events.flatMap((event) =>
          event.type === 'notification' && event.notification.kind !== 'BonusAccruedReward'
            ? [event.notification.kind]
            : [],
        ),
      ).toEqual(['BonusTransferToMain', 'BonusCampaignAvailable']),
    );

    // 24 hours before the ready grant's claim window closes: its reminder, disabled while the
    // campaign-available one is not yet received; a second sweep raises nothing more.
    const [ready] = await sql.query<{ valid_until: Date }>(
      'select valid_until from bonus_grants where id = $1',
      [second.id],
    );
    const before = new Date(new Date(ready!.valid_until).getTime() - 23 * 3_600_000);
    await bonuses.grants.remind(before);
    await bonuses.grants.remind(before);
    const reminders = await sql.query<{ kind: string; disabled: boolean }>(
      `select kind, disabled from notifications where user_id = $1 and kind like '%Term24'`,
      [player.id],
    );
    expect(reminders).toEqual([{ kind: 'BonusActivationTerm24', disabled: true }]);

    // The wagering reminder of an active grant.
    await bonuses.grants.receive(player.id, second.id);
    const [active] = await sql.query<{ valid_until: Date }>(
      'select valid_until from bonus_grants where id = $1',
      [second.id],
    );
    await bonuses.grants.remind(new Date(new Date(active!.valid_until).getTime() - 3_600_000));
    expect((await notificationsOf(player.id)).slice(-2)).toEqual([
      ['BonusAccruedReward', { amount: 40_000, currency: 'INR', bonusId: second.id }],
      ['BonusWageringTerm24', { currency: 'INR', bonusId: second.id }],
    ]);
  });

  it('notifies a campaign assigned, a later part open, and its winnings moved into wagering', async () => {
    const { sql } = testApp().database;
    const ledger = createLedger(sql);
    const { notifier } = createNotifications({ sql, ledger });
    const bonuses = createBonuses({ sql, ledger, notifier });
    const campaigns = createCampaigns({ sql, ledger, grants: bonuses.grants, notifier });
    const player = await registerPlayer(testApp().app, { bonusChoice: 'none' });
    const offer = (await bonuses.offers.bySlug('welcome-freespins', 'INR'))!;
    const { id } = await sql.transaction((tx) =>
      campaigns.campaigns.grant(tx, {
        userId: player.id,
        currency: 'INR',
        offerId: offer.offer.id,
        terms: { ...offer.terms, spinsParts: 2 },
        source: 'staff',
        spins: 20,
      }),
    );
    const [part] = await sql.query<{ available_from: Date; part: number }>(
      `select available_from, part from bonus_freespin_parts where campaign_id = $1
        order by part desc limit 1`,
      [id],
    );
    const open = new Date(new Date(part!.available_from).getTime() + 60_000);
    await campaigns.sweep(open);
    await campaigns.sweep(open);
    expect(await notificationsOf(player.id)).toEqual([
      ['FreeSpinAssigned', { quantity: 20, currency: 'INR', bonusId: id }],
      ['FreeSpinAvailable', { quantity: 10, currency: 'INR', bonusId: id }],
    ]);

    // Winnings wagered under a grant funded from them.
    await ledger.freeRoundWin({
      key: `free:${randomUUID()}`,
      userId: player.id,
      currency: 'INR',
      amount: 7_000n,
      provider: 'jackdaw',
    });
    const grant = await sql.transaction((tx) =>
      bonuses.grants.open(tx, {
        userId: player.id,
        currency: 'INR',
        offerId: offer.offer.id,
        kind: 'freespins',
        displayKind: 'freespins',
        product: 'casino',
        source: 'staff',
        amount: 7_000n,
        terms: offer.terms,
        fundedFrom: 'freespin_winnings',
        wagerMultiplier: 10,
        wageringHours: 24,
      }),
    );
    expect((await notificationsOf(player.id)).at(-1)).toEqual([
      'FreeSpinWinAccrued',
      { amount: 7_000, currency: 'INR', bonusId: grant.id },
    ]);
  });

  it('notifies a new player who chose a bonus of the welcome offer, and 24 h before it closes', async () => {
    const { sql } = testApp().database;
    const ledger = createLedger(sql);
    const { notifier } = createNotifications({ sql, ledger });
    const bonuses = createBonuses({ sql, ledger, notifier });
    const chose = await registerPlayer(testApp().app, { bonusChoice: 'casino' });
    const none = await registerPlayer(testApp().app, { bonusChoice: 'none' });
    const welcome = (await bonuses.offers.bySlug('welcome-casino', 'INR'))!.offer;
    await bonuses.sweep(new Date());
    await bonuses.sweep(new Date());
    expect(await notificationsOf(chose.id)).toEqual([
      ['BonusCampaignAvailable', { currency: 'INR', bonusId: welcome.id }],
    ]);
    expect(await notificationsOf(none.id)).toEqual([]);
    const [user] = await sql.query<{ created_at: Date }>(
      'select created_at from users where id = $1',
      [chose.id],
    );
    const closes = new Date(user!.created_at).getTime() + welcome.depositWindowHours! * 3_600_000;
    await bonuses.sweep(new Date(closes - 23.5 * 3_600_000));
    const rows = await sql.query<{ kind: string; disabled: boolean }>(
      `select kind, disabled from notifications where user_id = $1 order by id`,
      [chose.id],
    );
    // Disabled: the campaign-available one is still unreceived (the site's queue rule, §4).
    expect(rows).toEqual([
      { kind: 'BonusCampaignAvailable', disabled: false },
      { kind: 'BonusActivationTerm24', disabled: true },
    ]);
  });
});
