import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { registerPlayer } from '../../../test/players.js';
import { paymentsKit } from '../payments/payments.test-kit.js';
import { createLedger, verifyLedger } from '../wallet/index.js';
import { createGrants } from './grants.js';

/*
 * The sport welcome bonus (engagement §4, §9): 5× within 30 days on the sport bonus account,
 * which resets after 7 days. The sportsbook itself is not built: the grant and its reset are.
 */

const testApp = useTestApp();
const kit = paymentsKit(testApp);
const DAY = 24 * 3_600_000;

const profileBalance = async (token: string) =>
  (
    await testApp().app.inject({
      method: 'GET',
      url: '/api/v1/users/profile',
      headers: { authorization: `Bearer ${token}` },
    })
  ).json().user.balance as Record<string, number>;

const grantsOf = (userId: number) =>
  testApp().database.sql.query<{ product: string; status: string; end_reason: string | null }>(
    'select product, status, end_reason from bonus_grants where user_id = $1 order by id',
    [userId],
  );

describe('the sport welcome bonus', () => {
  it('a sport sign-up gets sport bonus money with its first deposit while the sportsbook is on; it resets after 7 days', async () => {
    const { sql } = testApp().database;
    // Without the sportsbook the sport choice brings nothing.
    const idle = await registerPlayer(testApp().app, { bonusChoice: 'sport' });
    const idlePaid = await kit.api('POST', '/payments/test/deposit', idle.token, {
      amount: 100_000,
      delay: 0,
    });
    expect(idlePaid.statusCode, idlePaid.body).toBe(200);
    await kit.idle();
    expect(await grantsOf(idle.id)).toEqual([]);

    await sql.query('update bonus_settings set sportsbook_enabled = true');
    const player = await registerPlayer(testApp().app, { bonusChoice: 'sport' });
    const paid = await kit.api('POST', '/payments/test/deposit', player.token, {
      amount: 100_000,
      delay: 0,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await kit.idle();

    const balance = await profileBalance(player.token);
    expect(balance).toMatchObject({ balance: 100_000, casinoBonus: 0 });
    expect(balance.sportBonus).toBeGreaterThan(0);
    expect(await grantsOf(player.id)).toEqual([
      { product: 'sport', status: 'active', end_reason: null },
    ]);

    await sql.query('update bonus_settings set sportsbook_enabled = false');
    const grants = createGrants({ sql, ledger: createLedger(sql) });
    // Six days on, nothing changes; past seven the sport account resets to zero.
    await grants.sweep(new Date(Date.now() + 6 * DAY));
    expect((await grantsOf(player.id))[0]!.status).toBe('active');
    await grants.sweep(new Date(Date.now() + 7 * DAY + 60_000));
    expect(await grantsOf(player.id)).toEqual([
      { product: 'sport', status: 'deactivated', end_reason: 'reset' },
    ]);
    expect(await profileBalance(player.token)).toMatchObject({ sportBonus: 0, balance: 100_000 });
    expect((await verifyLedger(testApp().database.db)).problems).toEqual([]);
  });
});
