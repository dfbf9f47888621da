import { ErrorCode } from '@jackdaw/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { mailOutbox } from '../../db/schema.js';
import { ADDRESS_FREE_FAILURES, FAILED_LOGINS_PER_HOUR } from './login-throttle.js';

const testApp = useTestApp({ config: { publicUrl: 'http://casino.test' } });

let sequence = 0;
const email = () => `throttle${++sequence}.${Date.now()}@example.com`;
const password = 'Str0ng-pass';
let addresses = 0;
const nextAddress = () => `10.210.${(++addresses >> 8) & 255}.${addresses & 255}`;

function call(url: string, payload: object, ip = nextAddress()) {
  return testApp().app.inject({
    method: url.startsWith('/auth/email_password_reset') ? 'PATCH' : 'POST',
    url: `/api/v1${url}`,
    payload,
    remoteAddress: ip,
  });
}

async function register(): Promise<string> {
  const login = email();
  const response = await call('/auth/register', {
    login,
    password,
    currencyCode: 'BDT',
    ageAgreement: true,
    policyAgreement: true,
  });
  expect(response.statusCode, response.body).toBe(200);
  return login;
}

/** Wrong guesses at once, each from an address of its own, as a distributed attack comes. */
function guesses(login: string, count: number, right?: number) {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      call('/auth/login', { login, password: i === right ? password : `Wrong-${i}a` }),
    ),
  );
}

/** The time an address waits is up: as if its delay had passed. */
async function waitOver(ip: string) {
  await testApp().database.sql.query(
    `update auth_login_throttle set blocked_until = now() where key = $1`,
    [`address:${ip}`],
  );
}

describe('failed sign-ins per account', () => {
  it(`checks at most ${FAILED_LOGINS_PER_HOUR} of 400 guesses at once: attempts are counted before the password`, async () => {
    const login = await register();
    const answers = await guesses(login, 400, 399);
    const statuses = answers.map((answer) => answer.statusCode);
    const checked = statuses.filter((status) => status === 401 || status === 200).length;
    expect(checked).toBeLessThanOrEqual(FAILED_LOGINS_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(400 - checked);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: ErrorCode.AuthTooManyAttempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
  }, 120_000);

  it('mails the owner one unlock link; setting a new password with it lets them in at once', async () => {
    const login = await register();
    await guesses(login, FAILED_LOGINS_PER_HOUR + 20);
    // The right password too is refused for now: the cap holds.
    const locked = await call('/auth/login', { login, password });
    expect(locked.statusCode).toBe(429);
    const mails = await testApp()
      .database.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, login), eq(mailOutbox.kind, 'unlock')));
    expect(mails).toHaveLength(1);
    const link = /href="([^"]+)"/.exec(mails[0]!.html)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(link.startsWith('http://casino.test/?popup=recovery-complete&token=')).toBe(true);
    const token = new URL(link).searchParams.get('token') ?? '';

    const reset = await call('/auth/email_password_reset', {
      token,
      password: 'Unl0cked-pass',
      repeatPassword: 'Unl0cked-pass',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signIn = await call('/auth/login', { login, password: 'Unl0cked-pass' });
    expect(signIn.statusCode, signIn.body).toBe(200);
  }, 120_000);

  it('answers the same lockout for an address without an account, and mails nobody', async () => {
    const login = email();
    await guesses(login, FAILED_LOGINS_PER_HOUR);
    const locked = await call('/auth/login', { login, password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: ErrorCode.AuthTooManyAttempts });
    const mails = await testApp()
      .database.db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, login));
    expect(mails).toHaveLength(0);
  }, 120_000);

  it('does not count successful sign-ins against the cap', async () => {
    const login = await register();
    for (let i = 0; i < FAILED_LOGINS_PER_HOUR + 5; i += 1) {
      const answer = await call('/auth/login', { login, password });
      expect(answer.statusCode, `sign-in ${i}`).toBe(200);
    }
  }, 120_000);
});

describe('failed sign-ins per address', () => {
  it(`slows an address down after ${ADDRESS_FREE_FAILURES} failures, longer with each`, async () => {
    const ip = '10.211.0.1';
    for (let i = 0; i < ADDRESS_FREE_FAILURES; i += 1) {
      expect((await call('/auth/login', { login: email(), password }, ip)).statusCode).toBe(401);
    }
    const delays: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      // Admitted (and failed), then the address waits; what comes meanwhile is not checked.
      expect((await call('/auth/login', { login: email(), password }, ip)).statusCode).toBe(401);
      const waiting = await call('/auth/login', { login: email(), password }, ip);
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json()).toMatchObject({ code: ErrorCode.AuthTooManyAttempts });
      delays.push(Number(waiting.headers['retry-after']));
      await waitOver(ip);
    }
    expect(delays[0]).toBeGreaterThanOrEqual(1);
    expect(delays[1]).toBeGreaterThan(delays[0]!);
    expect(delays[2]).toBeGreaterThan(delays[1]!);
    // Another address is not slowed.
    expect((await call('/auth/login', { login: email(), password })).statusCode).toBe(401);
  });

  it('checks one of 10 guesses at once from a slowed address', async () => {
    const ip = '10.211.0.2';
    for (let i = 0; i < ADDRESS_FREE_FAILURES; i += 1) {
      await call('/auth/login', { login: email(), password }, ip);
    }
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('/auth/login', { login: email(), password }, ip)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      401, 429, 429, 429, 429, 429, 429, 429, 429, 429,
    ]);
  });

  it('forgets the rows of addresses and accounts whose windows ended a day ago', async () => {
    await testApp().database.sql.query(
      `insert into auth_login_throttle (key, window_start, attempts)
       values ('address:10.212.0.1', now() - interval '2 days', 9),
              ('address:10.212.0.2', now() - interval '1 hour', 9)`,
    );
    await call('/auth/login', { login: email(), password });
    const kept = await testApp().database.sql.query<{ key: string }>(
      `select key from auth_login_throttle where key like 'address:10.212.%' order by key`,
    );
    expect(kept.map((row) => row.key)).toEqual(['address:10.212.0.2']);
  });
});
