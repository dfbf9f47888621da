import { createSigner } from 'fast-jwt';
import { and, count, eq } from 'drizzle-orm';
import { ErrorCode, userProfileResponseSchema } from '@jackdaw/contracts';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';
import { mailOutbox, users } from '../../db/schema.js';
import { FAILED_LOGINS_PER_HOUR } from './auth.service.js';

const testApp = useTestApp({
  config: { geoCountryOverride: 'BD', publicUrl: 'http://casino.test' },
});

let sequence = 0;
const email = () => `player${++sequence}.${Date.now()}@example.com`;
const password = 'Str0ng-pass';

let addresses = 0;
/** Each call from its own address, so the per-address burst limits stay out of the way. */
const nextAddress = () => `10.200.${(++addresses >> 8) & 255}.${addresses & 255}`;

function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  token?: string,
  ip = nextAddress(),
) {
  return testApp().app.inject({
    method,
    url: `/api/v1${url}`,
    payload: payload as object,
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

function registration(overrides: Record<string, unknown> = {}) {
  return {
    login: email(),
    password,
    currencyCode: 'BDT',
    ageAgreement: true,
    policyAgreement: true,
    ...overrides,
  };
}

async function register(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const response = await call('POST', '/auth/register', body);
  expect(response.statusCode, response.body).toBe(200);
  return {
    email: body.login as string,
    token: (response.json() as { authToken: string }).authToken,
  };
}

async function userCount(): Promise<number> {
  const [row] = await testApp().database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

async function expectRefused(
  response: { statusCode: number; json(): unknown },
  statusCode: number,
  code: string,
) {
  expect(response.statusCode).toBe(statusCode);
  expect(response.json()).toMatchObject({ statusCode, code });
}

describe('POST /auth/register', () => {
  it('creates the account, answers a token that opens the profile, and keeps referral and tracking', async () => {
    const body = registration({
      bonusChoice: 'casino',
      birthday: '1990-05-17',
      tracking: { utmSource: 'x', clickId: 'c1' },
    });
    const response = await call('POST', '/auth/register?r=FRIEND1', body);
    expect(response.statusCode).toBe(200);
    const { authToken } = response.json() as { authToken: string };
    const profile = z.parse(
      userProfileResponseSchema,
      (await call('GET', '/users/profile', undefined, authToken)).json(),
    );
    expect(profile.user).toMatchObject({
      login: body.login,
      currencyCode: 'BDT',
      banned: false,
      firstDeposit: false,
      birthday: '1990-05-17',
      geo: 'BD',
      bonusChoice: 'casino',
      balance: {
        balance: 0,
        bonusBalance: 0,
        referrerBalance: 0,
        info: { sumCommissionBet: 0, sumCommissionDeposit: 0 },
      },
    });
    const [row] = await testApp()
      .database.db.select()
      .from(users)
      .where(eq(users.id, profile.user.id));
    expect(row?.referredByCode).toBe('FRIEND1');
    expect(row?.tracking).toEqual({ utmSource: 'x', clickId: 'c1' });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a taken e-mail in any casing, writing nothing', async () => {
    const { email: taken } = await register();
    const before = await userCount();
    await expectRefused(
      await call('POST', '/auth/register', registration({ login: taken.toUpperCase() })),
      409,
      ErrorCode.AuthEmailTaken,
    );
    expect(await userCount()).toBe(before);
  });

  it('refuses two simultaneous sign-ups with one address: exactly one account', async () => {
    const shared = email();
    const responses = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/auth/register', registration({ login: shared }))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it.each([
    [
      'an underage player',
      { birthday: new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10) },
      400,
      ErrorCode.AuthUnderage,
    ],
    ['a missing age agreement', { ageAgreement: false }, 400, ErrorCode.AuthAgreementRequired],
    ['a missing terms agreement', { policyAgreement: false }, 400, ErrorCode.AuthAgreementRequired],
    ['a malformed e-mail', { login: 'not-an-email' }, 400, ErrorCode.RequestInvalid],
    ['a weak password', { password: 'password' }, 400, ErrorCode.AuthWeakPassword],
    ['a short password', { password: 'a1' }, 400, ErrorCode.AuthWeakPassword],
    ['an unknown currency', { currencyCode: 'XYZ' }, 400, ErrorCode.RequestInvalid],
    ['an impossible birthday', { birthday: '1990-02-31' }, 400, ErrorCode.RequestInvalid],
    ['an unknown bonus choice', { bonusChoice: 'poker' }, 400, ErrorCode.RequestInvalid],
  ])('refuses %s with its code, writing nothing', async (_name, overrides, statusCode, code) => {
    const before = await userCount();
    await expectRefused(
      await call('POST', '/auth/register', registration(overrides)),
      statusCode,
      code,
    );
    expect(await userCount()).toBe(before);
  });

  it('refuses a burst of sign-ups from one address with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      statuses.push(
        (
          await call(
            'POST',
            '/auth/register',
            registration({ password: 'weak' }),
            undefined,
            '10.99.0.1',
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('refuses a missing body and an over-long referral code', async () => {
    await expectRefused(await call('POST', '/auth/register', {}), 400, ErrorCode.RequestInvalid);
    await expectRefused(
      await call('POST', `/auth/register?r=${'x'.repeat(65)}`, registration()),
      400,
      ErrorCode.RequestInvalid,
    );
  });
});

describe('POST /auth/login', () => {
  it('answers a token for the right password, in any e-mail casing', async () => {
    const { email: login } = await register();
    const response = await call('POST', '/auth/login', { login: login.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    const token = (response.json() as { authToken: string }).authToken;
    expect((await call('GET', '/users/profile', undefined, token)).statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const { email: login } = await register();
    await expectRefused(
      await call('POST', '/auth/login', { login, password: 'Wrong-pass1' }),
      401,
      ErrorCode.AuthInvalidCredentials,
    );
    await expectRefused(
      await call('POST', '/auth/login', { login: email(), password }),
      401,
      ErrorCode.AuthInvalidCredentials,
    );
    await expectRefused(
      await call('POST', '/auth/login', { login: 'x' }),
      400,
      ErrorCode.RequestInvalid,
    );
  });

  it(`refuses the ${FAILED_LOGINS_PER_HOUR + 1}st failed sign-in of the hour with 429 and Retry-After`, async () => {
    const { email: login } = await register();
    for (let i = 0; i < FAILED_LOGINS_PER_HOUR; i += 1) {
      // From many addresses, as a distributed attack would come.
      const response = await call(
        'POST',
        '/auth/login',
        { login, password: `Wrong-${i}a` },
        undefined,
        `10.0.${i >> 8}.${i & 255}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const refused = await call('POST', '/auth/login', { login, password }, undefined, '10.9.9.9');
    await expectRefused(refused, 429, ErrorCode.AuthTooManyAttempts);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
  }, 120_000);
});

describe('tokens', () => {
  it('refuses a missing, malformed, forged, expired or wrong-algorithm token with 403', async () => {
    const { token } = await register();
    const [, payload] = token.split('.');
    const forged = createSigner({
      key: 'another-secret-another-secret-another-secret',
      algorithm: 'HS256',
    })(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const expired = createSigner({
      key: testApp().config.jwtSecret,
      algorithm: 'HS256',
      expiresIn: 1,
    })({
      ...(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object),
      exp: Math.floor(Date.now() / 1000) - 60,
      iat: Math.floor(Date.now() / 1000) - 120,
    });
    for (const bad of [forged, none, expired, 'abc', `${token}x`]) {
      await expectRefused(
        await call('GET', '/users/profile', undefined, bad),
        403,
        ErrorCode.AuthTokenInvalid,
      );
    }
    await expectRefused(await call('GET', '/users/profile'), 403, ErrorCode.AuthTokenInvalid);
    // Validly signed but without an expiry: it would open the account for ever.
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
      exp?: number;
    };
    delete claims.exp;
    const endless = createSigner({ key: testApp().config.jwtSecret, algorithm: 'HS256' })(claims);
    await expectRefused(
      await call('GET', '/users/profile', undefined, endless),
      403,
      ErrorCode.AuthTokenInvalid,
    );
    const basic = await testApp().app.inject({
      url: '/api/v1/users/profile',
      headers: { authorization: 'Basic abc' },
    });
    await expectRefused(basic, 403, ErrorCode.AuthTokenInvalid);
  });
});

describe('PATCH /auth/password/change', () => {
  it('answers a new token and revokes every older one', async () => {
    const { token } = await register();
    const second = (
      await call('POST', '/auth/login', { login: (await profileOf(token)).login, password })
    ).json() as { authToken: string };
    const response = await call(
      'PATCH',
      '/auth/password/change',
      { password, newPassword: 'N3w-password', repeatNewPassword: 'N3w-password' },
      token,
    );
    expect(response.statusCode).toBe(200);
    const fresh = (response.json() as { authToken: string }).authToken;
    await expectRefused(
      await call('GET', '/users/profile', undefined, token),
      403,
      ErrorCode.AuthTokenInvalid,
    );
    await expectRefused(
      await call('GET', '/users/profile', undefined, second.authToken),
      403,
      ErrorCode.AuthTokenInvalid,
    );
    expect((await call('GET', '/users/profile', undefined, fresh)).statusCode).toBe(200);
  });

  it('lets one of 10 changes at once through with a live token and refuses the others cleanly', async () => {
    const { token, email: login } = await register();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(
          'PATCH',
          '/auth/password/change',
          { password, newPassword: `N3w-password-${i}`, repeatNewPassword: `N3w-password-${i}` },
          token,
        ),
      ),
    );
    const won = answers.flatMap((answer, i) => (answer.statusCode === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    for (const answer of answers) {
      if (answer.statusCode !== 200) await expectRefused(answer, 403, ErrorCode.AuthTokenInvalid);
    }
    const winner = won[0]!;
    const fresh = (answers[winner]!.json() as { authToken: string }).authToken;
    expect((await call('GET', '/users/profile', undefined, fresh)).statusCode).toBe(200);
    const signIn = await call('POST', '/auth/login', {
      login,
      password: `N3w-password-${winner}`,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a wrong current password, a mismatch and a weak new password, changing nothing', async () => {
    const { token } = await register();
    await expectRefused(
      await call(
        'PATCH',
        '/auth/password/change',
        { password: 'Wrong-pass1', newPassword: 'N3w-password', repeatNewPassword: 'N3w-password' },
        token,
      ),
      401,
      ErrorCode.AuthInvalidCredentials,
    );
    await expectRefused(
      await call(
        'PATCH',
        '/auth/password/change',
        { password, newPassword: 'N3w-password', repeatNewPassword: 'N3w-passwort' },
        token,
      ),
      400,
      ErrorCode.AuthPasswordMismatch,
    );
    await expectRefused(
      await call(
        'PATCH',
        '/auth/password/change',
        { password, newPassword: 'weakweak', repeatNewPassword: 'weakweak' },
        token,
      ),
      400,
      ErrorCode.AuthWeakPassword,
    );
    await expectRefused(
      await call('PATCH', '/auth/password/change', {
        password,
        newPassword: 'N3w-password',
        repeatNewPassword: 'N3w-password',
      }),
      403,
      ErrorCode.AuthTokenInvalid,
    );
    // Nothing changed: the old token still works.
    expect((await call('GET', '/users/profile', undefined, token)).statusCode).toBe(200);
  });
});

describe('PATCH /auth/email/change', () => {
  it('changes the sign-in e-mail and revokes older tokens', async () => {
    const { token } = await register();
    const next = email();
    const response = await call('PATCH', '/auth/email/change', { email: next, password }, token);
    expect(response.statusCode).toBe(200);
    await expectRefused(
      await call('GET', '/users/profile', undefined, token),
      403,
      ErrorCode.AuthTokenInvalid,
    );
    expect((await call('POST', '/auth/login', { login: next, password })).statusCode).toBe(200);
  });

  it('refuses a taken e-mail and a wrong password', async () => {
    const { email: taken } = await register();
    const { token } = await register();
    await expectRefused(
      await call('PATCH', '/auth/email/change', { email: taken, password }, token),
      409,
      ErrorCode.AuthEmailTaken,
    );
    await expectRefused(
      await call('PATCH', '/auth/email/change', { email: email(), password: 'Wrong-pass1' }, token),
      401,
      ErrorCode.AuthInvalidCredentials,
    );
    await expectRefused(
      await call('PATCH', '/auth/email/change', { email: 'nope', password }, token),
      400,
      ErrorCode.RequestInvalid,
    );
  });
});

async function profileOf(token: string) {
  return z.parse(
    userProfileResponseSchema,
    (await call('GET', '/users/profile', undefined, token)).json(),
  ).user;
}

async function recoveryToken(to: string): Promise<string> {
  const [mail] = await testApp()
    .database.db.select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, 'recovery')))
    .orderBy(mailOutbox.id);
  const link = /href="([^"]+)"/.exec(mail?.html ?? '')?.[1]?.replaceAll('&amp;', '&') ?? '';
  expect(link.startsWith('http://casino.test/?popup=recovery-complete&token=')).toBe(true);
  return new URL(link).searchParams.get('token') ?? '';
}

describe('password recovery', () => {
  it('mails a link whose token sets a new password once and revokes older tokens', async () => {
    const { email: to, token } = await register();
    expect(
      (await call('POST', '/auth/password/email', { email: to.toUpperCase() })).json(),
    ).toEqual({ statusCode: 200, sent: true });
    const recovery = await recoveryToken(to);
    await expectRefused(
      await call('PATCH', '/auth/email_password_reset', {
        token: recovery,
        password: 'Rec0vered-pass',
        repeatPassword: 'other',
      }),
      400,
      ErrorCode.AuthPasswordMismatch,
    );
    const reset = await call('PATCH', '/auth/email_password_reset', {
      token: recovery,
      password: 'Rec0vered-pass',
      repeatPassword: 'Rec0vered-pass',
    });
    expect(reset.statusCode).toBe(200);
    await expectRefused(
      await call('PATCH', '/auth/email_password_reset', {
        token: recovery,
        password: 'Again-pass1',
        repeatPassword: 'Again-pass1',
      }),
      400,
      ErrorCode.AuthRecoveryTokenInvalid,
    );
    await expectRefused(
      await call('GET', '/users/profile', undefined, token),
      403,
      ErrorCode.AuthTokenInvalid,
    );
    expect(
      (await call('POST', '/auth/login', { login: to, password: 'Rec0vered-pass' })).statusCode,
    ).toBe(200);
    // An auth token is not a recovery token, and the other way round.
    await expectRefused(
      await call('PATCH', '/auth/email_password_reset', {
        token: (reset.json() as { authToken: string }).authToken,
        password: 'Again-pass1',
        repeatPassword: 'Again-pass1',
      }),
      400,
      ErrorCode.AuthRecoveryTokenInvalid,
    );
    await expectRefused(
      await call('GET', '/users/profile', undefined, recovery),
      403,
      ErrorCode.AuthTokenInvalid,
    );
  });

  it('writes the mail in the language asked for, and refuses an unknown language', async () => {
    const { email: to } = await register();
    await call('POST', '/auth/password/email', { email: to, lang: 'tr' });
    const [mail] = await testApp()
      .database.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, 'recovery')));
    expect(mail?.subject).toBe('Jackdaw şifrenizi sıfırlayın');
    await expectRefused(
      await call('POST', '/auth/password/email', { email: to, lang: 'de' }),
      400,
      ErrorCode.RequestInvalid,
    );
  });

  it('answers an unknown address as a known one, after the same work: one token signed, one mail', async () => {
    const { email: known } = await register();
    const unknown = email();
    const work = async (to: string) => {
      const signing = vi.spyOn(testApp().app, 'issueToken');
      try {
        const response = await call('POST', '/auth/password/email', { email: to });
        const mails = await testApp()
          .database.db.select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, 'recovery')));
        return {
          status: response.statusCode,
          body: response.json() as unknown,
          headers: Object.keys(response.headers).sort(),
          signed: signing.mock.calls.map(([, purpose]) => purpose),
          mails: mails.map((mail) => mail.kind),
        };
      } finally {
        signing.mockRestore();
      }
    };
    const knownWork = await work(known);
    const unknownWork = await work(unknown);
    expect(knownWork).toEqual({
      status: 200,
      body: { statusCode: 200, sent: true },
      headers: knownWork.headers,
      signed: ['recovery'],
      mails: ['recovery'],
    });
    expect(unknownWork).toEqual({ ...knownWork, headers: unknownWork.headers });
    // The same headers but for the values that differ per answer (date, request id, length).
    expect(unknownWork.headers).toEqual(knownWork.headers);
    // The unknown address learns that it has no account here, and gets no working link.
    const [notice] = await testApp()
      .database.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, unknown), eq(mailOutbox.kind, 'recovery')));
    expect(notice?.html).not.toContain('token=');
    await expectRefused(
      await call('POST', '/auth/password/email', { email: 'x' }),
      400,
      ErrorCode.RequestInvalid,
    );
  });

  it('sends at most 3 recovery mails to one address when 6 requests come at once', async () => {
    const { email: to } = await register();
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', '/auth/password/email', { email: to }, undefined, `10.1.2.${i}`),
      ),
    );
    const [row] = await testApp()
      .database.db.select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, 'recovery')));
    expect(row?.n).toBe(3);
  });

  it('sends an unknown address at most 3 notices an hour too', async () => {
    const to = email();
    for (let i = 0; i < 5; i += 1)
      await call('POST', '/auth/password/email', { email: to }, undefined, `10.1.1.${i}`);
    const [row] = await testApp()
      .database.db.select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, 'recovery')));
    expect(row?.n).toBe(3);
  });

  it('sends at most 3 recovery mails an hour to one address', async () => {
    const { email: to } = await register();
    for (let i = 0; i < 5; i += 1)
      await call('POST', '/auth/password/email', { email: to }, undefined, `10.1.0.${i}`);
    const [row] = await testApp()
      .database.db.select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, 'recovery')));
    expect(row?.n).toBe(3);
  });

  it('shows the outbox at /sandbox/mail with working links', async () => {
    const { email: to } = await register();
    await call('POST', '/auth/password/email', { email: to });
    const list = await testApp().app.inject({ url: '/sandbox/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(to);
    const id = /href="\/sandbox\/mail\/(\d+)"/.exec(list.body)?.[1];
    const mail = await testApp().app.inject({ url: `/sandbox/mail/${id}` });
    expect(mail.body).toContain('popup=recovery-complete');
    expect((await testApp().app.inject({ url: '/sandbox/mail/999999' })).statusCode).toBe(404);
  });
});

describe('POST /users/profile/edit', () => {
  it('saves identity details and the one-click deposit switch', async () => {
    const { token } = await register();
    const response = await call(
      'POST',
      '/users/profile/edit',
      {
        firstName: ' Rahim ',
        secondName: 'Uddin',
        nationality: 'bd',
        gender: 'male',
        birthday: '1991-01-02',
        country: 'BD',
        oneClickDeposit: false,
      },
      token,
    );
    expect(response.statusCode).toBe(200);
    expect((await profileOf(token)).personal).toEqual({
      firstName: 'Rahim',
      secondName: 'Uddin',
      nationality: 'BD',
      gender: 'male',
      birthday: '1991-01-02',
      country: 'BD',
      oneClickDeposit: false,
    });
    expect((await profileOf(token)).name).toBe('Rahim Uddin');
  });

  it('refuses bad values and a visitor', async () => {
    const { token } = await register();
    for (const bad of [
      { country: 'Bangladesh' },
      { gender: 'x' },
      { birthday: '02-01-1991' },
      { oneClickDeposit: 'yes' },
      { firstName: 'x'.repeat(101) },
    ]) {
      await expectRefused(
        await call('POST', '/users/profile/edit', bad, token),
        400,
        ErrorCode.RequestInvalid,
      );
    }
    await expectRefused(
      await call('POST', '/users/profile/edit', { firstName: 'A' }),
      403,
      ErrorCode.AuthTokenInvalid,
    );
  });
});
