import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  referralListResponseSchema,
  referralSummaryResponseSchema,
} from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';
import { openSession, spinOk } from '../../../test/play.js';
import { nextAddress } from '../../../test/players.js';
import { paymentsKit } from '../payments/payments.test-kit.js';
import { createExchangeService } from '../reports/index.js';
import { createLedger, verifyLedger } from '../wallet/index.js';
import { seedDemoReferrals } from './referrals.seed.js';
import { createReferrals } from './referrals.service.js';

const testApp = useTestApp();
const kit = paymentsKit(testApp);
const sql = () => testApp().database.sql;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  testApp().app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: nextAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

let sequence = 0;
/** A sign-up through the real call, with `r` as the invitation link carries it. */
async function signUp(
  options: { r?: string; email?: string; currency?: string } = {},
): Promise<{ id: number; token: string; email: string }> {
  const email = options.email ?? `ref${++sequence}.${Date.now()}@example.com`;
  const query = options.r === undefined ? '' : `?r=${encodeURIComponent(options.r)}`;
  const response = await testApp().app.inject({
    method: 'POST',
    url: `/api/v1/auth/register${query}`,
    remoteAddress: nextAddress(),
    payload: {
      login: email,
      password: 'Str0ng-pass',
      currencyCode: options.currency ?? 'INR',
      bonusChoice: 'none',
      ageAgreement: true,
      policyAgreement: true,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const token = response.json().authToken as string;
  const profile = await call('GET', '/users/profile', token);
  return { id: profile.json().user.id as number, token, email };
}

async function codeOf(token: string): Promise<string> {
  const response = await call('POST', '/referrals', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().code as string;
}

async function deposit(token: string, amount: number) {
  const response = await call('POST', '/payments/test/deposit', token, { amount, delay: 0 });
  expect(response.statusCode, response.body).toBe(200);
  await kit.idle();
}

async function referralBalance(userId: number, currency = 'INR'): Promise<bigint> {
  const [row] = await sql().query<{ balance: string }>(
    `select balance::text as balance from wallet_accounts
     where user_id = $1 and kind = 'referral' and currency_code = $2`,
    [userId, currency],
  );
  return BigInt(row?.balance ?? 0);
}

async function linkOf(refereeId: number) {
  const [row] = await sql().query<{ referrer_id: number; status: string; matched_on: string[] }>(
    'select referrer_id, status, matched_on from referral_links where referee_id = $1',
    [refereeId],
  );
  return row;
}

async function summary(token: string) {
  const response = await call('GET', '/referrals/summary', token);
  expect(response.statusCode, response.body).toBe(200);
  return z.parse(referralSummaryResponseSchema, response.json());
}

async function list(token: string, page?: number | string) {
  const response = await call(
    'GET',
    `/referrals${page === undefined ? '' : `?page=${page}`}`,
    token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return z.parse(referralListResponseSchema, response.json());
}

const transfer = (token: string, body: Record<string, unknown>) =>
  call('POST', '/referrals/transfer-balance', token, body);

async function setTerms(currency: string, terms: Record<string, unknown>) {
  await sql().query(
    `update referral_currency_settings set enabled = coalesce($2, enabled),
       min_transfer = coalesce($3, min_transfer) where currency_code = $1`,
    [currency, terms.enabled ?? null, terms.minTransfer ?? null],
  );
}

async function expectSound() {
  expect((await verifyLedger(testApp().database.db)).problems).toEqual([]);
}

describe('the referral link', () => {
  it('is made once per player: a short, unambiguous code and the link carrying it', async () => {
    const player = await signUp();
    const first = await call('POST', '/referrals', player.token);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(body.invitationLink).toBe(
      `${testApp().config.publicUrl.replace(/\/+$/, '')}/?r=${body.code}`,
    );
    const again = await call('POST', '/referrals', player.token);
    expect(again.json()).toEqual(body);
  });

  it('answers 403 AUTH.TOKEN_INVALID without a token on every player call', async () => {
    for (const [method, url] of [
      ['POST', '/referrals'],
      ['GET', '/referrals'],
      ['GET', '/referrals/service-enabled'],
      ['GET', '/referrals/summary'],
      ['POST', '/referrals/transfer-balance'],
    ] as const) {
      const response = await call(
        method,
        url,
        undefined,
        method === 'POST' ? { idempotencyKey: randomUUID() } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().code).toBe(ErrorCode.AuthTokenInvalid);
    }
  });
});

describe('sign-up with r', () => {
  it('links the friend to the inviter, whatever the case of the code', async () => {
    const inviter = await signUp();
    const code = await codeOf(inviter.token);
    const friend = await signUp({ r: code.toLowerCase() });
    expect(await linkOf(friend.id)).toMatchObject({ referrer_id: inviter.id, status: 'clear' });
    const page = await list(inviter.token);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ profit: 0, active: true, selfReferral: false });
    expect(page.items[0]!.name).toMatch(/^r\*\*\*@e\*\*\*\.com$/);
    expect(page.items[0]!.referralId).not.toBe(friend.id);
  });

  it('ignores an unknown or malformed code: the friend is registered, linked to nobody', async () => {
    for (const r of ['ZZZZZZZZ', 'no', '%%%', 'x'.repeat(40)]) {
      const friend = await signUp({ r });
      expect(await linkOf(friend.id)).toBeUndefined();
    }
  });

  it('links a friend once: a second link for the same account writes nothing', async () => {
    const a = await signUp();
    const b = await signUp();
    const codeA = await codeOf(a.token);
    const codeB = await codeOf(b.token);
    const friend = await signUp({ r: codeA });
    // The module's own hook, called again for the same account with another inviter's code.
    const { database } = testApp();
    const referrals = createReferrals({
      sql: database.sql,
      ledger: createLedger(database.sql),
      exchange: createExchangeService(database.sql),
      publicUrl: 'http://localhost',
    });
    await referrals.onRegistered({ userId: friend.id, currency: 'INR', referralCode: codeB });
    await referrals.onRegistered({ userId: friend.id, currency: 'INR', referralCode: codeA });
    expect(await linkOf(friend.id)).toMatchObject({ referrer_id: a.id });
    const [count] = await sql().query<{ n: number }>(
      'select count(*)::int as n from referral_links where referee_id = $1',
      [friend.id],
    );
    expect(Number(count!.n)).toBe(1);
  });
});

describe('commission', () => {
  it('pays floor(5 %) of a friend’s credited deposit and floor(0.25 %) of a real stake', async () => {
    const inviter = await signUp();
    const friend = await signUp({ r: await codeOf(inviter.token) });
    await deposit(friend.token, 100_003);
    expect(await referralBalance(inviter.id)).toBe(5_000n); // floor(100_003 × 0.05)
    const session = await openSession(testApp().app, 'fruit-classic', friend.token);
    await spinOk(testApp().app, { sessionToken: session.sessionToken, bet: 2_000 });
    expect(await referralBalance(inviter.id)).toBe(5_005n); // + floor(2_000 × 0.0025)
    const totals = await summary(inviter.token);
    expect(totals).toMatchObject({
      enabled: true,
      currency: 'INR',
      balance: 5_005,
      totalEarned: 5_005,
      referralsCount: 1,
      depositShareBp: 500,
      stakeShareBp: 25,
      windowDays: 90,
    });
    expect((await list(inviter.token)).items[0]!.profit).toBe(5_005);
    await expectSound();
  });

  it('converts a friend’s commission into the inviter’s currency', async () => {
    const inviter = await signUp({ currency: 'USD' });
    const friend = await signUp({ r: await codeOf(inviter.token) });
    await deposit(friend.token, 1_000_000);
    const [rates] = await sql().query<{ inr: string; usd: string }>(
      `select max(per_usd) filter (where currency_code = 'INR')::text as inr,
         max(per_usd) filter (where currency_code = 'USD')::text as usd
       from report_exchange_rates`,
    );
    const expected = Math.round((50_000 * Number(rates!.usd)) / Number(rates!.inr));
    const earned = await referralBalance(inviter.id, 'USD');
    expect(Math.abs(Number(earned) - expected)).toBeLessThanOrEqual(1);
    expect(earned).toBeGreaterThan(0n);
    expect((await list(inviter.token)).items[0]).toMatchObject({
      currency: 'USD',
      profit: Number(earned),
    });
    expect(await referralBalance(inviter.id, 'INR')).toBe(0n);
  });

  it('pays nothing once the window has passed', async () => {
    const inviter = await signUp();
    const friend = await signUp({ r: await codeOf(inviter.token) });
    await sql().query(
      `update referral_links set registered_at = now() - interval '91 days' where referee_id = $1`,
      [friend.id],
    );
    await deposit(friend.token, 100_000);
    expect(await referralBalance(inviter.id)).toBe(0n);
    expect((await list(inviter.token)).items[0]).toMatchObject({ active: false, profit: 0 });
  });

  it('holds a self-referral (same normalised e-mail): no commission, listed for review', async () => {
    const stamp = Date.now();
    const inviter = await signUp({ email: `jo.hn${stamp}@gmail.com` });
    const friend = await signUp({
      email: `john${stamp}+two@gmail.com`,
      r: await codeOf(inviter.token),
    });
    expect(await linkOf(friend.id)).toMatchObject({ status: 'pending', matched_on: ['email'] });
    await deposit(friend.token, 100_000);
    expect(await referralBalance(inviter.id)).toBe(0n);
    expect((await list(inviter.token)).items[0]).toMatchObject({
      selfReferral: true,
      active: false,
    });
  });
});

describe('self-referral found at a deposit', () => {
  it('holds a friend who paid with the inviter’s phone number: that deposit earns nothing', async () => {
    const inviter = await signUp();
    const friend = await signUp({ r: await codeOf(inviter.token) });
    expect(await linkOf(friend.id)).toMatchObject({ status: 'clear' });
    // A payment of each with the same phone (as a wallet method keeps it), e.g. a failed one.
    for (const userId of [inviter.id, friend.id]) {
      await sql().query(
        `insert into payments (id, user_id, type, provider, method_code, currency_code, amount,
           status, details)
         values ($1, $2, 'deposit', 'test', 'pm.test.test', 'INR', 10000, 'failed', $3::jsonb)`,
        [randomUUID(), userId, JSON.stringify({ phone: '+92 300 7654321' })],
      );
    }
    await deposit(friend.token, 100_000);
    expect(await linkOf(friend.id)).toMatchObject({ status: 'pending', matched_on: ['phone'] });
    expect(await referralBalance(inviter.id)).toBe(0n);
  });
});

describe('POST /referrals/transfer-balance', () => {
  async function earner(amount = 1_000_000) {
    const inviter = await signUp();
    const friend = await signUp({ r: await codeOf(inviter.token) });
    await deposit(friend.token, amount);
    return inviter;
  }

  it('moves the whole referral balance to real once, with a history row of source referral', async () => {
    const inviter = await earner(); // 50_000 earned, the INR minimum is 40_000
    const key = randomUUID();
    const [a, b] = await Promise.all([
      transfer(inviter.token, { idempotencyKey: key }),
      transfer(inviter.token, { idempotencyKey: key }),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json()).toMatchObject({ amount: 50_000, currency: 'INR', balance: 0 });
    expect(b.json().transactionId).toBe(a.json().transactionId);
    expect(await referralBalance(inviter.id)).toBe(0n);
    const [real] = await sql().query<{ balance: string }>(
      `select balance::text as balance from wallet_accounts
       where user_id = $1 and kind = 'real' and currency_code = 'INR'`,
      [inviter.id],
    );
    expect(real!.balance).toBe('50000');
    const history = await call(
      'GET',
      '/transactions?type=deposit&page=1&systemId=referral',
      inviter.token,
    );
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().items).toEqual([
      expect.objectContaining({
        id: a.json().transactionId,
        source: 'referral',
        status: 'success',
      }),
    ]);
    // The key again for another amount is a conflict; a new key finds nothing left.
    const conflict = await transfer(inviter.token, { idempotencyKey: key, amount: 40_000 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe(ErrorCode.WalletIdempotencyConflict);
    const empty = await transfer(inviter.token, { idempotencyKey: randomUUID() });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe(ErrorCode.ReferralNothingToTransfer);
    await expectSound();
  });

  it('moves a part when asked, and refuses below the minimum or above the balance', async () => {
    const inviter = await earner(); // 50_000
    const below = await transfer(inviter.token, { idempotencyKey: randomUUID(), amount: 39_999 });
    expect(below.statusCode).toBe(422);
    expect(below.json().code).toBe(ErrorCode.ReferralBelowMinimum);
    const above = await transfer(inviter.token, { idempotencyKey: randomUUID(), amount: 50_001 });
    expect(above.statusCode).toBe(409);
    expect(above.json().code).toBe(ErrorCode.WalletInsufficientFunds);
    const part = await transfer(inviter.token, { idempotencyKey: randomUUID(), amount: 45_000 });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ amount: 45_000, balance: 5_000 });
    const rest = await transfer(inviter.token, { idempotencyKey: randomUUID() });
    expect(rest.statusCode).toBe(422);
    expect(rest.json().code).toBe(ErrorCode.ReferralBelowMinimum);
    expect(await referralBalance(inviter.id)).toBe(5_000n);
  });

  it('refuses an empty balance, a switched-off currency, and bad bodies', async () => {
    const player = await signUp();
    const empty = await transfer(player.token, { idempotencyKey: randomUUID() });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe(ErrorCode.ReferralNothingToTransfer);
    for (const body of [
      {},
      { idempotencyKey: 'short' },
      { idempotencyKey: randomUUID(), amount: 0 },
      { idempotencyKey: randomUUID(), amount: 1.5 },
      { idempotencyKey: randomUUID(), amount: '100' },
    ]) {
      const response = await transfer(player.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const inviter = await earner();
    await setTerms('INR', { enabled: false });
    try {
      const off = await transfer(inviter.token, { idempotencyKey: randomUUID() });
      expect(off.statusCode).toBe(409);
      expect(off.json().code).toBe(ErrorCode.ReferralDisabled);
      expect((await call('GET', '/referrals/service-enabled', inviter.token)).json()).toEqual({
        statusCode: 200,
        enabled: false,
      });
      const link = await call('POST', '/referrals', inviter.token);
      expect(link.statusCode).toBe(409);
      expect(await referralBalance(inviter.id)).toBe(50_000n);
    } finally {
      await setTerms('INR', { enabled: true });
    }
  });
});

describe('GET /referrals/service-enabled', () => {
  it('is true by default and false while the programme is switched off', async () => {
    const player = await signUp({ currency: 'USD' });
    const on = await call('GET', '/referrals/service-enabled', player.token);
    expect(on.json()).toEqual({ statusCode: 200, enabled: true });
    await sql().query('update referral_settings set enabled = false');
    try {
      const off = await call('GET', '/referrals/service-enabled', player.token);
      expect(off.json()).toEqual({ statusCode: 200, enabled: false });
      expect((await summary(player.token)).enabled).toBe(false);
    } finally {
      await sql().query('update referral_settings set enabled = true');
    }
  });
});

describe('GET /referrals', () => {
  it('pages the friends 5 at a time, newest first, with the total', async () => {
    const inviter = await signUp();
    const code = await codeOf(inviter.token);
    const friends = [];
    for (let i = 0; i < 7; i++) friends.push(await signUp({ r: code }));
    const first = await list(inviter.token);
    const second = await list(inviter.token, 2);
    const third = await list(inviter.token, 3);
    expect(first.total).toBe(7);
    expect(first.items).toHaveLength(5);
    expect(second.items).toHaveLength(2);
    expect(second.page).toBe(2);
    expect(third.items).toEqual([]);
    expect(third.total).toBe(7);
    const ids = [...first.items, ...second.items].map((item) => item.referralId);
    expect(new Set(ids).size).toBe(7);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const page of ['0', '-1', 'abc', '1.5', '9999999']) {
      const response = await call('GET', `/referrals?page=${page}`, inviter.token);
      expect(response.statusCode, page).toBe(400);
    }
  });
});

describe('the demo seed', () => {
  it('gives the inviter three friends and their commission, once', async () => {
    const inviter = await signUp();
    const friends = [await signUp(), await signUp(), await signUp()];
    const input = { referrer: inviter.id, friends: friends.map((friend) => friend.id) };
    await seedDemoReferrals(sql(), input);
    await seedDemoReferrals(sql(), input);
    const page = await list(inviter.token);
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.profit)).toEqual([5_000, 8_000, 12_000]);
    expect((await summary(inviter.token)).totalEarned).toBe(25_000);
  });
});
