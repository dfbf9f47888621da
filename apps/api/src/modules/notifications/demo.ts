import type { SqlRunner } from '../../db/client.js';
import { createNotifier } from './notifier.js';

/**
 * The demo player's notifications (npm start): a read deposit entry and an unread transfer on
 * the profile page, and one pending bonus notification for the popup. Refs make it run once.
 * Also one holiday campaign, inactive, for staff to switch on in the console.
 */
export async function seedDemoNotifications(sql: SqlRunner, userId: number): Promise<void> {
  const notifier = createNotifier({});
  await sql.transaction(async (tx) => {
    await notifier.raise(tx, {
      userId,
      kind: 'SystemSuccessfulDeposit',
      amount: 100_000n,
      currency: 'INR',
      ref: 'demo:deposit',
    });
    await notifier.raise(tx, {
      userId,
      kind: 'BonusTransferToMain',
      amount: 25_000n,
      currency: 'INR',
      ref: 'demo:transfer',
    });
    await notifier.raise(tx, {
      userId,
      kind: 'BonusAccruedReward',
      amount: 50_000n,
      currency: 'INR',
      ref: 'demo:accrued',
    });
    // The first two were shown already; the deposit was also read on the profile page.
    await tx.query(
      `update notifications set received_at = coalesce(received_at, now())
        where user_id = $1 and ref in ('demo:deposit', 'demo:transfer')`,
      [userId],
    );
    await tx.query(
      `update notifications set read_at = coalesce(read_at, now())
        where user_id = $1 and ref = 'demo:deposit'`,
      [userId],
    );
    await tx.query(
      `insert into holiday_campaigns
         (name, country, announce_from, starts_at, ends_at, final_hours, percent, active)
       select 'Independence Day', 'BD', '2027-03-19T00:00:00+06:00', '2027-03-26T00:00:00+06:00',
              '2027-03-27T00:00:00+06:00', 6, 50, false
        where not exists (select 1 from holiday_campaigns)`,
    );
  });
}
