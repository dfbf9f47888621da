import { createHash, randomBytes } from 'node:crypto';
import {
  defineCall,
  ErrorCode,
  errorResponses,
  STAFF_ROLES,
  type StaffRole,
} from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useTestApp } from '../../../test/helper.js';
import { registerPlayer } from '../../../test/players.js';
import { staffSession } from '../../../test/staff-sessions.js';
import {
  DEMO_ADMIN,
  seedDemoStaff,
  allows,
  createStaffService,
  staffRoute,
  staffRoutes,
  STAFF_IDLE_TIMEOUT_MS,
} from './index.js';
import { totpCode } from './totp.js';

/** A permissioned admin route only this file's app has: the matrix must walk it too. */
const probeCall = defineCall({
  method: 'POST',
  path: '/api/v1/admin/test-probe/:id',
  tags: ['test'],
  summary: 'A test admin call',
  auth: 'bearer',
  params: z.object({ id: z.string() }),
  body: z.object({ reason: z.string().check(z.minLength(1)) }),
  responses: {
    200: z.object({ statusCode: z.literal(200), ok: z.boolean() }),
    ...errorResponses(401, 403),
  },
});

const testApp = useTestApp({
  config: { publicUrl: 'http://casino.test' },
  extend(app) {
    void app.register(
      async (api) => {
        staffRoute(api as never, probeCall, 'withdrawals.approve', async () => ({
          statusCode: 200 as const,
          ok: true,
        }));
      },
      { prefix: '/api/v1' },
    );
  },
});

const service = () =>
  createStaffService({ db: testApp().database.db, publicUrl: testApp().config.publicUrl });
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

let sequence = 0;
const email = () => `staff${++sequence}.${Date.now()}@jackdaw.test`;
const password = 'Staff-pass-1';
// The demo admin signs in with its own password (passwordStep takes it from here).
const passwords = new Map<string, string>([[DEMO_ADMIN.email, DEMO_ADMIN.password]]);
let addresses = 0;
const nextAddress = () => `10.220.${(++addresses >> 8) & 255}.${addresses & 255}`;

function post(path: string, payload: object, ip = nextAddress()) {
  return testApp().app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    payload,
    remoteAddress: ip,
  });
}

function withToken(method: 'GET' | 'POST', path: string, token: string) {
  return testApp().app.inject({
    method,
    url: `/api/v1${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'POST' ? { payload: {} } : {}),
  });
}

/** A staff member who has not enrolled yet, with a password. */
async function newMember(role: StaffRole = 'support') {
  const login = email();
  const { member } = await service().create({ email: login, role, password });
  return { login, member };
}

/** A new member enrolled through the calls: answers the session, secret and recovery codes. */
async function enrolled(role: StaffRole = 'support') {
  const { login, member } = await newMember(role);
  const first = await post('/admin/auth/login', { email: login, password });
  expect(first.statusCode, first.body).toBe(200);
  const step = first.json<{ step: string; ticket: string; secret: string; otpauthUri: string }>();
  expect(step.step).toBe('enrol');
  const enrol = await post('/admin/auth/enrol', {
    ticket: step.ticket,
    code: totpCode(step.secret),
  });
  expect(enrol.statusCode, enrol.body).toBe(200);
  const { sessionToken, recoveryCodes } = enrol.json<{
    sessionToken: string;
    recoveryCodes: string[];
  }>();
  return { login, member, secret: step.secret, sessionToken, recoveryCodes };
}

/** The second step's ticket of an enrolled member. */
async function passwordStep(login: string): Promise<string> {
  const answer = await post('/admin/auth/login', {
    email: login,
    password: passwords.get(login) ?? password,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json<{ step: string }>().step).toBe('verify');
  return answer.json<{ ticket: string }>().ticket;
}

/**
 * A session of a role, opened through the module's repository (the matrix needs many): its
 * member has no password, so no Argon2 hash is computed for each of them.
 */
async function sessionOf(role: StaffRole): Promise<string> {
  return (await staffSession(testApp(), role)).token;
}

describe('staff enrolment and sign-in', () => {
  it('enrols on first sign-in with a real TOTP code and shows the recovery codes once', async () => {
    const { login, member, sessionToken, recoveryCodes } = await enrolled('finance');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const me = await withToken('GET', '/admin/me', sessionToken);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ id: member.id, email: login, role: 'finance' });
    expect(me.json<{ permissions: string[] }>().permissions).toContain('withdrawals.approve');
    // Only hashes are kept.
    const stored = await testApp().database.sql.query<{ code_hash: string }>(
      'select code_hash from staff_recovery_codes where staff_id = $1',
      [member.id],
    );
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
  });

  it('the otpauth URI names the issuer and the secret', async () => {
    const { login } = await newMember();
    const answer = await post('/admin/auth/login', { email: login, password });
    const { otpauthUri, secret } = answer.json<{ otpauthUri: string; secret: string }>();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Jackdaw:/);
    expect(otpauthUri).toContain(`secret=${secret}`);
  });

  it('refuses a wrong first code at enrolment', async () => {
    const { login } = await newMember();
    const { ticket, secret } = (await post('/admin/auth/login', { email: login, password })).json<{
      ticket: string;
      secret: string;
    }>();
    const wrong = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
    const answer = await post('/admin/auth/enrol', { ticket, code: wrong });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: ErrorCode.StaffCodeInvalid });
  });

  it('signs in with a TOTP code, which is good once', async () => {
    const { login, secret } = await enrolled();
    // The enrolment took the current step: a code of the next one signs in.
    const next = totpCode(secret, new Date(Date.now() + 30_000));
    const ticket = await passwordStep(login);
    const answer = await post('/admin/auth/verify', { ticket, code: next });
    expect(answer.statusCode, answer.body).toBe(200);
    const token = answer.json<{ sessionToken: string }>().sessionToken;
    expect((await withToken('GET', '/admin/me', token)).statusCode).toBe(200);

    const again = await post('/admin/auth/verify', {
      ticket: await passwordStep(login),
      code: next,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: ErrorCode.StaffCodeInvalid });
  });

  it('refuses a wrong code', async () => {
    const { login } = await enrolled();
    const answer = await post('/admin/auth/verify', {
      ticket: await passwordStep(login),
      code: '000000',
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: ErrorCode.StaffCodeInvalid });
  });

  it('signs in with a recovery code, which works once', async () => {
    const { login, recoveryCodes } = await enrolled();
    const code = recoveryCodes[3]!;
    const first = await post('/admin/auth/verify', {
      ticket: await passwordStep(login),
      recoveryCode: code.toLowerCase(),
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await post('/admin/auth/verify', {
      ticket: await passwordStep(login),
      recoveryCode: code,
    });
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ code: ErrorCode.StaffCodeInvalid });
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const { login } = await enrolled();
    for (const body of [
      { email: login, password: 'Wrong-pass-1' },
      { email: email(), password },
    ]) {
      const answer = await post('/admin/auth/login', body);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: ErrorCode.StaffInvalidCredentials });
    }
  });

  it('a ticket is for its own step: a verify ticket cannot enrol, a used one is gone', async () => {
    const { login, secret } = await enrolled();
    const ticket = await passwordStep(login);
    const enrol = await post('/admin/auth/enrol', { ticket, code: totpCode(secret) });
    expect(enrol.statusCode).toBe(400);
    expect(enrol.json()).toMatchObject({ code: ErrorCode.StaffTicketInvalid });
  });

  it('staff:create invites with a link: the holder sets a password while enrolling', async () => {
    const login = email();
    const { enrolmentLink } = await service().create({ email: login.toUpperCase(), role: 'admin' });
    expect(enrolmentLink).toMatch(/^http:\/\/casino\.test\/admin\/enrol\?ticket=/);
    const ticket = decodeURIComponent(new URL(enrolmentLink).searchParams.get('ticket')!);
    const info = await post('/admin/auth/enrolment', { ticket });
    expect(info.statusCode, info.body).toBe(200);
    const {
      secret,
      passwordRequired,
      email: shown,
    } = info.json<{
      secret: string;
      passwordRequired: boolean;
      email: string;
    }>();
    expect(passwordRequired).toBe(true);
    expect(shown).toBe(login);
    const weak = await post('/admin/auth/enrol', {
      ticket,
      code: totpCode(secret),
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: ErrorCode.AuthWeakPassword });
    const enrol = await post('/admin/auth/enrol', { ticket, code: totpCode(secret), password });
    expect(enrol.statusCode, enrol.body).toBe(200);
    // The link is used up; the password now signs in.
    expect((await post('/admin/auth/enrolment', { ticket })).statusCode).toBe(400);
    expect((await passwordStep(login)).length).toBeGreaterThan(20);
  });

  it('creating a second member with the same e-mail is refused', async () => {
    const { login } = await newMember();
    await expect(service().create({ email: login, role: 'support' })).rejects.toMatchObject({
      statusCode: 409,
      code: ErrorCode.StaffEmailTaken,
    });
  });
});

describe('staff sessions', () => {
  it('ends a session idle for 30 minutes', async () => {
    const token = await sessionOf('support');
    expect((await withToken('GET', '/admin/me', token)).statusCode).toBe(200);
    await service().setSessionLastSeen(
      token,
      new Date(Date.now() - STAFF_IDLE_TIMEOUT_MS + 60_000),
    );
    expect((await withToken('GET', '/admin/me', token)).statusCode).toBe(200);
    await service().setSessionLastSeen(token, new Date(Date.now() - STAFF_IDLE_TIMEOUT_MS - 1_000));
    const idle = await withToken('GET', '/admin/me', token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toMatchObject({ code: ErrorCode.StaffUnauthenticated });
  });

  it('logout ends this session only; logout-all ends every one', async () => {
    const { login, secret, sessionToken } = await enrolled();
    const ticket = await passwordStep(login);
    const second = (
      await post('/admin/auth/verify', {
        ticket,
        code: totpCode(secret, new Date(Date.now() + 30_000)),
      })
    ).json<{ sessionToken: string }>().sessionToken;
    const { member } = {
      member: (
        await testApp().database.sql.query<{ id: number }>(
          'select id from staff where email = $1',
          [login],
        )
      )[0]!,
    };
    const third = randomBytes(32).toString('base64url');
    await service().repository.addSession(sha256(third), member.id, new Date());

    const out = await withToken('POST', '/admin/auth/logout', third);
    expect(out.json()).toMatchObject({ ended: 1 });
    expect((await withToken('GET', '/admin/me', third)).statusCode).toBe(401);
    expect((await withToken('GET', '/admin/me', second)).statusCode).toBe(200);

    const all = await withToken('POST', '/admin/auth/logout-all', second);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ ended: 2 });
    for (const token of [sessionToken, second]) {
      expect((await withToken('GET', '/admin/me', token)).statusCode).toBe(401);
    }
  });

  it('a player token, a malformed header or none on /admin/me answers 401', async () => {
    const register = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        login: `player${Date.now()}@example.com`,
        password: 'Str0ng-pass',
        currencyCode: 'BDT',
        ageAgreement: true,
        policyAgreement: true,
      },
      remoteAddress: nextAddress(),
    });
    expect(register.statusCode, register.body).toBe(200);
    const playerToken = register.json<{ authToken: string }>().authToken;
    for (const headers of [
      { authorization: `Bearer ${playerToken}` },
      { authorization: 'Basic abc' },
      {},
    ]) {
      const answer = await testApp().app.inject({
        method: 'GET',
        url: '/api/v1/admin/me',
        headers,
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: ErrorCode.StaffUnauthenticated });
    }
  });

  it('a disabled member is signed out at once', async () => {
    const token = await sessionOf('admin');
    await testApp().database.sql.query(
      `update staff set disabled_at = now() where id = (select staff_id from staff_sessions where token_hash = $1)`,
      [sha256(token)],
    );
    expect((await withToken('GET', '/admin/me', token)).statusCode).toBe(401);
  });
});

describe('permission matrix', () => {
  it('every route declared with staffRoute allows exactly the roles the matrix gives', async () => {
    const routes = [...staffRoutes(testApp().app)];
    expect(routes.map(([key]) => key)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/admin/me',
        'POST /api/v1/admin/auth/logout',
        'POST /api/v1/admin/auth/logout-all',
        'POST /api/v1/admin/test-probe/:id',
      ]),
    );
    const player = await registerPlayer(testApp().app);
    for (const [key, { call, access }] of routes) {
      const url = call.path.replace(/:(\w+)/g, '1');
      // Without a session, and with a player's token, every admin route answers 401.
      const none = await testApp().app.inject({ method: call.method, url });
      expect(none.statusCode, key).toBe(401);
      const asPlayer = await withToken(
        call.method as 'GET' | 'POST',
        url.slice('/api/v1'.length),
        player.token,
      );
      expect(asPlayer.statusCode, `${key} with a player token`).toBe(401);
      expect(asPlayer.json()).toMatchObject({ code: ErrorCode.StaffUnauthenticated });
      for (const role of STAFF_ROLES) {
        const answer = await withToken(
          call.method as 'GET' | 'POST',
          url.slice('/api/v1'.length),
          await sessionOf(role),
        );
        const allowed = access === 'signedIn' || allows(role, access);
        if (allowed) {
          expect([401, 403], `${key} as ${role}: ${answer.body}`).not.toContain(answer.statusCode);
        } else {
          expect(answer.statusCode, `${key} as ${role}`).toBe(403);
          expect(answer.json()).toMatchObject({ code: ErrorCode.StaffForbidden });
        }
      }
    }
    // Every admin route of every module, eight requests each.
  }, 180_000);

  it('the probe route: a permitted role with bad input gets 400, with good input 200', async () => {
    const token = await sessionOf('finance');
    const bad = await withToken('POST', '/admin/test-probe/1', token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: ErrorCode.RequestInvalid });
    const good = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/admin/test-probe/1',
      headers: { authorization: `Bearer ${token}` },
      payload: { reason: 'test' },
    });
    expect(good.statusCode, good.body).toBe(200);
  });
});

describe('failed sign-ins and bad input', () => {
  it('slows an address after repeated failures (429 STAFF.TOO_MANY_ATTEMPTS)', async () => {
    const { login } = await enrolled();
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await post('/admin/auth/login', { email: login, password: `Wrong-${i}a` }, ip);
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.json()).toMatchObject({ code: ErrorCode.StaffTooManyAttempts });
        expect(answer.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses).toContain(429);
    // Even the right password waits.
    expect((await post('/admin/auth/login', { email: login, password }, ip)).statusCode).toBe(429);
  });

  it('throttles wrong codes of the second step too', async () => {
    const { login } = await enrolled();
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const ticket = await passwordStep(login);
      statuses.push((await post('/admin/auth/verify', { ticket, code: '000000' }, ip)).statusCode);
    }
    expect(statuses).toContain(429);
  });

  it.each([
    ['/admin/auth/login', {}],
    ['/admin/auth/login', { email: 'not-an-email', password: 'x' }],
    ['/admin/auth/enrol', { ticket: 'short', code: '123456' }],
    ['/admin/auth/enrol', { ticket: 'x'.repeat(40), code: '12345' }],
    ['/admin/auth/verify', { ticket: 'x'.repeat(40) }],
    ['/admin/auth/verify', { ticket: 'x'.repeat(40), recoveryCode: 'bad' }],
    ['/admin/auth/enrolment', { ticket: 42 }],
  ])('%s with %j answers 400 REQUEST.INVALID', async (path, body) => {
    const answer = await post(path, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: ErrorCode.RequestInvalid });
  });

  it('an unknown ticket answers 400 STAFF.TICKET_INVALID', async () => {
    const answer = await post('/admin/auth/verify', { ticket: 'x'.repeat(40), code: '123456' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: ErrorCode.StaffTicketInvalid });
  });
});

describe('demo admin', () => {
  it('is seeded once, enrolled, and signs in with the README password and TOTP secret', async () => {
    const { db } = testApp().database;
    await Promise.all([seedDemoStaff(db, 'development'), seedDemoStaff(db, 'development')]);
    await seedDemoStaff(db, 'development');
    const rows = await testApp().database.sql.query<{ n: number }>(
      'select count(*)::int as n from staff where email = $1',
      [DEMO_ADMIN.email],
    );
    expect(rows[0]!.n).toBe(1);
    const ticket = await passwordStep(DEMO_ADMIN.email);
    const answer = await post('/admin/auth/verify', {
      ticket,
      code: totpCode(DEMO_ADMIN.totpSecret),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const me = await withToken(
      'GET',
      '/admin/me',
      answer.json<{ sessionToken: string }>().sessionToken,
    );
    expect(me.json()).toMatchObject({ email: DEMO_ADMIN.email, role: 'admin' });
  });

  it('is refused in production', async () => {
    await expect(seedDemoStaff(testApp().database.db, 'production')).rejects.toThrow(/production/);
  });
});
