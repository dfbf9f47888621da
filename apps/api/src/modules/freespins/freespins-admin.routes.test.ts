import { ErrorCode, type AdminFreespinCampaign } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { registerPlayer } from '../../../test/players.js';
import { auditRowsOf, staffSession } from '../../../test/staff-sessions.js';
import { createLedger } from '../wallet/index.js';

const testApp = useTestApp();

async function call(method: string, url: string, token: string, payload?: unknown) {
  return testApp().app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A campaign of the player waiting for spins, with `won` already in free-spin winnings. */
async function campaign(userId: number, won: bigint, offerId: number | null = null) {
  const { sql } = testApp().database;
  const [row] = await sql.query<{ id: string }>(
    `insert into bonus_freespin_campaigns (user_id, currency_code, offer_id, source, game, bet,
       spins_total, spins_played, win_total, win_cap, terms, ends_at)
     values ($1, 'USD', $2, 'promo', 'fruit-classic', 20, 50, 10, $3, 5000, '{}'::jsonb,
       now() + interval '5 days') returning id`,
    [userId, offerId, won.toString()],
  );
  const id = Number(row!.id);
  await sql.query(
    `insert into bonus_freespin_parts (campaign_id, part, spins, played, available_from, expires_at)
     values ($1, 1, 50, 10, now(), now() + interval '1 day')`,
    [id],
  );
  if (won > 0n) {
    await createLedger(sql).freeRoundWin({
      key: `test-free-round:${id}`,
      userId,
      currency: 'USD',
      amount: won,
      provider: 'jackdaw',
    });
  }
  return id;
}

const winnings = async (userId: number) => {
  const [row] = await testApp().database.sql.query<{ balance: string }>(
    `select balance from wallet_accounts where user_id = $1 and kind = 'freespin_winnings'`,
    [userId],
  );
  return BigInt(row?.balance ?? 0);
};

describe('admin: free-spin campaigns', () => {
  it('lists campaigns by player, status and offer, with their parts', async () => {
    const { token } = await staffSession(testApp(), 'support');
    const player = await registerPlayer(testApp().app, { currencyCode: 'USD' });
    const id = await campaign(player.id, 0n);
    const list = await call('GET', `/admin/freespin-campaigns?userId=${player.id}`, token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      items: [
        {
          id,
          userId: player.id,
          status: 'await_spin',
          spinsTotal: 50,
          spinsPlayed: 10,
          bet: '20',
          parts: [{ part: 1, spins: 50, played: 10 }],
        },
      ],
      nextCursor: null,
    });
    const finished = await call(
      'GET',
      `/admin/freespin-campaigns?userId=${player.id}&status=finished`,
      token,
    );
    expect(finished.json<{ items: unknown[] }>().items).toEqual([]);
    const byOffer = await call('GET', '/admin/freespin-campaigns?offerId=999999', token);
    expect(byOffer.json<{ items: unknown[] }>().items).toEqual([]);
    expect((await call('GET', '/admin/freespin-campaigns?status=done', token)).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/admin/freespin-campaigns?userId=abc', token)).statusCode).toBe(400);
  });

  it('ends a campaign: no more spins, its winnings back to the house, audited once', async () => {
    const { token } = await staffSession(testApp(), 'manager');
    const player = await registerPlayer(testApp().app, { currencyCode: 'USD' });
    const id = await campaign(player.id, 700n);
    expect(await winnings(player.id)).toBe(700n);

    const support = await staffSession(testApp(), 'support');
    const path = `/admin/freespin-campaigns/${id}/end`;
    expect((await call('POST', path, support.token, { reason: 'Abuse' })).statusCode).toBe(403);
    expect((await call('POST', path, token, { reason: '' })).statusCode).toBe(400);
    const ended = await call('POST', path, token, { reason: 'Granted by mistake' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<{ campaign: AdminFreespinCampaign }>().campaign.status).toBe('cancelled');
    expect(await winnings(player.id)).toBe(0n);

    const again = await call('POST', path, token, { reason: 'Granted by mistake' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.BonusStateConflict });
    const unknown = await call('POST', '/admin/freespin-campaigns/99999999/end', token, {
      reason: 'Nothing',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: ErrorCode.FreespinNotFound });

    const rows = await auditRowsOf(testApp(), 'freespin_campaign', String(id));
    expect(rows).toMatchObject([
      {
        action: 'freespin_campaign.end',
        reason: 'Granted by mistake',
        before: { status: 'await_spin', winTotal: '700' },
        after: { status: 'cancelled', forfeited: '700' },
      },
    ]);
  });
});
