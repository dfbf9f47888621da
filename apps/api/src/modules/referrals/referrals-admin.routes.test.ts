import {
  adminReferralReviewsResponseSchema,
  adminReferralSettingsResponseSchema,
  adminReferrersResponseSchema,
  CURRENCY_CODES,
  ErrorCode,
} from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';
import { nextAddress } from '../../../test/players.js';
import { auditRowsOf, staffSession } from '../../../test/staff-sessions.js';
import { paymentsKit } from '../payments/payments.test-kit.js';

const testApp = useTestApp();
const kit = paymentsKit(testApp);

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
async function signUp(email?: string, r?: string) {
  const response = await testApp().app.inject({
    method: 'POST',
    url: `/api/v1/auth/register${r ? `?r=${r}` : ''}`,
    remoteAddress: nextAddress(),
    payload: {
      login: email ?? `adm${++sequence}.${Date.now()}@example.com`,
      password: 'Str0ng-pass',
      currencyCode: 'INR',
      bonusChoice: 'none',
      ageAgreement: true,
      policyAgreement: true,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const token = response.json().authToken as string;
  const profile = await call('GET', '/users/profile', token);
  return { id: profile.json().user.id as number, token };
}

async function codeOf(token: string) {
  return (await call('POST', '/referrals', token)).json().code as string;
}

const TERMS = {
  enabled: true,
  depositShareBp: 700,
  stakeShareBp: 30,
  windowDays: 60,
  minTransfer: 1_000,
  reason: 'Autumn campaign',
};

describe('the referral console', () => {
  it('needs a staff session, and the permission of each call', async () => {
    const noSession = await call('GET', '/admin/referrals/settings');
    expect(noSession.statusCode).toBe(401);
    const player = await signUp();
    expect((await call('GET', '/admin/referrals/settings', player.token)).statusCode).toBe(401);
    const security = await staffSession(testApp(), 'security');
    const denied = await call('GET', '/admin/referrals/settings', security.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe(ErrorCode.StaffForbidden);
    const support = await staffSession(testApp(), 'support');
    expect((await call('GET', '/admin/referrals/settings', support.token)).statusCode).toBe(200);
    const write = await call('PUT', '/admin/referrals/settings/INR', support.token, TERMS);
    expect(write.statusCode).toBe(403);
  });

  it('lists every currency’s terms with the defaults, and changes one with its audit row', async () => {
    const finance = await staffSession(testApp(), 'finance');
    const read = await call('GET', '/admin/referrals/settings', finance.token);
    expect(read.statusCode).toBe(200);
    const { settings } = z.parse(adminReferralSettingsResponseSchema, read.json());
    expect(settings.enabled).toBe(true);
    expect(settings.currencies.map((row) => row.currency)).toEqual([...CURRENCY_CODES]);
    expect(settings.currencies.find((row) => row.currency === 'USD')).toMatchObject({
      enabled: true,
      depositShareBp: 500,
      stakeShareBp: 25,
      windowDays: 90,
      minTransfer: 500,
    });
    const changed = await call('PUT', '/admin/referrals/settings/KES', finance.token, TERMS);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      changed
        .json()
        .settings.currencies.find((row: { currency: string }) => row.currency === 'KES'),
    ).toMatchObject({ depositShareBp: 700, stakeShareBp: 30, windowDays: 60, minTransfer: 1_000 });
    const rows = await auditRowsOf(testApp(), 'referral_currency', 'KES');
    expect(rows.at(-1)).toMatchObject({
      action: 'referral.terms',
      staff_id: finance.staffId,
      reason: 'Autumn campaign',
    });
  });

  it('refuses bad terms with 400 and changes nothing', async () => {
    const finance = await staffSession(testApp(), 'finance');
    for (const [url, body] of [
      ['/admin/referrals/settings/INR', { ...TERMS, depositShareBp: 10_001 }],
      ['/admin/referrals/settings/INR', { ...TERMS, stakeShareBp: -1 }],
      ['/admin/referrals/settings/INR', { ...TERMS, windowDays: 0 }],
      ['/admin/referrals/settings/INR', { ...TERMS, minTransfer: 0 }],
      ['/admin/referrals/settings/INR', { ...TERMS, reason: ' ' }],
      ['/admin/referrals/settings/XXX', TERMS],
      ['/admin/referrals/settings', { enabled: 'yes', reason: 'Because' }],
    ] as const) {
      const response = await call('PUT', url, finance.token, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
    }
    const [inr] = await testApp().database.sql.query<{ deposit_share_bp: number }>(
      `select deposit_share_bp from referral_currency_settings where currency_code = 'INR'`,
    );
    expect(Number(inr!.deposit_share_bp)).toBe(500);
  });

  it('switches the programme off and on', async () => {
    const finance = await staffSession(testApp(), 'finance');
    const player = await signUp();
    const off = await call('PUT', '/admin/referrals/settings', finance.token, {
      enabled: false,
      reason: 'Fraud wave',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().settings.enabled).toBe(false);
    expect((await call('GET', '/referrals/service-enabled', player.token)).json().enabled).toBe(
      false,
    );
    const on = await call('PUT', '/admin/referrals/settings', finance.token, {
      enabled: true,
      reason: 'Fraud wave over',
    });
    expect(on.json().settings.enabled).toBe(true);
    const rows = await auditRowsOf(testApp(), 'referral_settings', '1');
    expect(rows.slice(-2).map((row) => row.action)).toEqual([
      'referral.disable',
      'referral.enable',
    ]);
  });

  it('lists a self-referral for review; approving lets it earn from then on', async () => {
    const finance = await staffSession(testApp(), 'finance');
    const stamp = Date.now();
    const inviter = await signUp(`a.b${stamp}@gmail.com`);
    const friend = await signUp(`ab${stamp}@gmail.com`, await codeOf(inviter.token));
    const listed = await call('GET', '/admin/referrals/reviews', finance.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const reviews = z.parse(adminReferralReviewsResponseSchema, listed.json());
    const link = reviews.items.find((item) => item.refereeId === friend.id)!;
    expect(link).toMatchObject({
      referrerId: inviter.id,
      status: 'pending',
      matchedOn: ['email'],
      earned: '0',
    });
    const deposit = async () => {
      const response = await call('POST', '/payments/test/deposit', friend.token, {
        amount: 100_000,
        delay: 0,
      });
      expect(response.statusCode, response.body).toBe(200);
      await kit.idle();
    };
    await deposit();
    const approved = await call('POST', `/admin/referrals/reviews/${link.id}`, finance.token, {
      decision: 'approved',
      note: 'Spouses, checked by phone',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().link).toMatchObject({ status: 'approved', reviewedBy: finance.staffId });
    await deposit();
    const [row] = await testApp().database.sql.query<{ earned: string }>(
      'select earned::text as earned from referral_links where id = $1',
      [link.id],
    );
    expect(row!.earned).toBe('5000'); // the second deposit only
    const audit = await auditRowsOf(testApp(), 'referral_link', String(link.id));
    expect(audit.at(-1)).toMatchObject({ action: 'referral.approve' });
    const decided = await call('GET', '/admin/referrals/reviews?status=approved', finance.token);
    expect(decided.json().items.some((item: { id: number }) => item.id === link.id)).toBe(true);
  });

  it('answers 404 for an unknown link and 409 for a clear one', async () => {
    const finance = await staffSession(testApp(), 'finance');
    const body = { decision: 'blocked', note: 'Same person' };
    const unknown = await call('POST', '/admin/referrals/reviews/999999', finance.token, body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(ErrorCode.ReferralNotFound);
    const inviter = await signUp();
    const friend = await signUp(undefined, await codeOf(inviter.token));
    const [link] = await testApp().database.sql.query<{ id: number }>(
      'select id from referral_links where referee_id = $1',
      [friend.id],
    );
    const clear = await call('POST', `/admin/referrals/reviews/${link!.id}`, finance.token, body);
    expect(clear.statusCode).toBe(409);
    expect(clear.json().code).toBe(ErrorCode.ReferralStateConflict);
    for (const bad of ['0', 'abc', '-3']) {
      expect(
        (await call('POST', `/admin/referrals/reviews/${bad}`, finance.token, body)).statusCode,
      ).toBe(400);
    }
    const badBody = await call('POST', `/admin/referrals/reviews/${link!.id}`, finance.token, {
      decision: 'clear',
      note: 'Nope',
    });
    expect(badBody.statusCode).toBe(400);
  });

  it('ranks the referrers by what they earned', async () => {
    const support = await staffSession(testApp(), 'support');
    const inviter = await signUp();
    const friend = await signUp(undefined, await codeOf(inviter.token));
    const response = await call('POST', '/payments/test/deposit', friend.token, {
      amount: 10_000_000,
      delay: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    await kit.idle();
    const top = await call('GET', '/admin/referrals/top?currency=INR', support.token);
    expect(top.statusCode, top.body).toBe(200);
    const { items } = z.parse(adminReferrersResponseSchema, top.json());
    expect(items[0]).toMatchObject({
      userId: inviter.id,
      currency: 'INR',
      referrals: 1,
      earned: '500000',
      balance: '500000',
    });
    expect(items[0]!.code).toMatch(/^[A-Z0-9]{8}$/);
    expect((await call('GET', '/admin/referrals/top?currency=XYZ', support.token)).statusCode).toBe(
      400,
    );
  });
});
