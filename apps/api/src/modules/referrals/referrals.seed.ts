import type { SqlSession } from '../../db/client.js';

/** The demo player's code (README "Demo"): letters of the code alphabet, easy to type. */
export const DEMO_REFERRAL_CODE = 'JACKDAW7';

/**
 * The demo player's invite page with content (dev and demo installs, `db/demo-seed.ts`): their
 * code, and three friends who signed up with it 30, 20 and 10 days ago and earned them the
 * commission the demo history moved to the main balance (REFERRAL_COMMISSION there: 25 000, in
 * parts). Idempotent: every row is inserted once.
 */
export async function seedDemoReferrals(
  sql: SqlSession,
  { referrer, friends }: { referrer: number; friends: number[] },
): Promise<void> {
  await sql.query(
    `insert into referral_codes (user_id, code) values ($1, $2) on conflict do nothing`,
    [referrer, DEMO_REFERRAL_CODE],
  );
  const parts = [12_000n, 8_000n, 5_000n];
  for (const [n, friend] of friends.slice(0, parts.length).entries()) {
    const earned = parts[n]!;
    const [link] = await sql.query<{ id: number }>(
      `insert into referral_links (referrer_id, referee_id, currency_code, registered_at, earned)
       values ($1, $2, 'INR', now() - make_interval(days => $3), $4)
       on conflict (referee_id) do nothing returning id`,
      [referrer, friend, 30 - n * 10, earned.toString()],
    );
    if (!link) continue;
    await sql.query(
      `insert into referral_accruals (link_id, source_key, kind, base, base_currency, amount)
       values ($1, $2, 'deposit', $3, 'INR', $4) on conflict (source_key) do nothing`,
      [link.id, `demo:${friend}:referral-deposit`, (earned * 20n).toString(), earned.toString()],
    );
  }
}
