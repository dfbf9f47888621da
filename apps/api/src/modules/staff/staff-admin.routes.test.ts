import { ErrorCode, type StaffRole } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { nextAddress, registerPlayer } from '../../../test/players.js';
import { auditRowsOf, staffSession } from '../../../test/staff-sessions.js';
import { totpCode } from './totp.js';

const testApp = useTestApp({ config: { publicUrl: 'http://casino.test' } });

let sequence = 0;
const email = () => `managed${++sequence}.${Date.now()}@jackdaw.test`;
const password = 'Staff-pass-1';

/** A member of `role` with a password and a session opened through the repository. */
async function member(role: StaffRole) {
  const { staffId, email, token } = await staffSession(testApp(), role, {
    password,
    enrolled: true,
  });
  return { id: staffId, login: email, token };
}

function call(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string | null,
  payload?: object,
) {
  return testApp().app.inject({
    method,
    url: `/api/v1/admin${path}`,
    remoteAddress: nextAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : method === 'GET' ? {} : { payload: {} }),
  });
}

const auditRows = (staffId: number) => auditRowsOf(testApp(), 'staff', String(staffId));

describe('staff management', () => {
  it('creates a member with a role and answers the one-time enrolment link, audited', async () => {
    const admin = await member('admin');
    const login = email();
    const created = await call('POST', '/staff', admin.token, {
      email: login.toUpperCase(),
      role: 'finance',
      reason: 'New finance analyst',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { member: made, enrolmentLink } = created.json<{
      member: { id: number; email: string; role: string; enrolled: boolean; sessions: number };
      enrolmentLink: string;
    }>();
    expect(made).toMatchObject({ email: login, role: 'finance', enrolled: false, sessions: 0 });
    expect(enrolmentLink).toMatch(/^http:\/\/casino\.test\/admin\/enrol\?ticket=/);

    // The link is the staff:create one: choose a password, enrol, signed in.
    const ticket = decodeURIComponent(new URL(enrolmentLink).searchParams.get('ticket')!);
    const enrolment = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/enrolment',
      payload: { ticket },
    });
    expect(enrolment.json()).toMatchObject({ email: login, passwordRequired: true });
    const enrol = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/enrol',
      remoteAddress: nextAddress(),
      payload: {
        ticket,
        password: 'New-member-9',
        code: totpCode(enrolment.json<{ secret: string }>().secret),
      },
    });
    expect(enrol.statusCode, enrol.body).toBe(200);

    const list = await call('GET', '/staff', admin.token);
    expect(list.statusCode, list.body).toBe(200);
    const listed = list
      .json<{ members: { id: number; enrolled: boolean; lastSignInAt: string | null }[] }>()
      .members.find((row) => row.id === made.id);
    expect(listed).toMatchObject({ enrolled: true });
    expect(listed!.lastSignInAt).not.toBeNull();

    const rows = await auditRows(made.id);
    expect(rows).toMatchObject([
      { action: 'staff.create', staff_id: admin.id, reason: 'New finance analyst' },
    ]);

    const again = await call('POST', '/staff', admin.token, { email: login, role: 'support' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.StaffEmailTaken });
  });

  it("changes a role, audited with before and after; never one's own", async () => {
    const admin = await member('admin');
    const target = await member('support');
    const changed = await call('PUT', `/staff/${target.id}/role`, admin.token, {
      role: 'security',
      reason: 'Moved to the security team',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ member: { id: target.id, role: 'security' } });
    // The member's own session now has the new role's permissions.
    const me = await call('GET', '/me', target.token);
    expect(me.json<{ permissions: string[] }>().permissions).toContain('players.ban');
    expect(await auditRows(target.id)).toMatchObject([
      {
        action: 'staff.change_role',
        before: { role: 'support' },
        after: { role: 'security' },
      },
    ]);

    const self = await call('PUT', `/staff/${admin.id}/role`, admin.token, {
      role: 'support',
      reason: 'Stepping down',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: ErrorCode.StaffSelfChange });
    expect(await auditRows(admin.id)).toEqual([]);
  });

  it('disables a member: their sessions end and sign-in is refused; enabling lets them back', async () => {
    const admin = await member('admin');
    const target = await member('content');
    const disabled = await call('POST', `/staff/${target.id}/disable`, admin.token, {
      reason: 'Left the company',
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ sessionsEnded: 1, member: { sessions: 0 } });
    expect(disabled.json<{ member: { disabledAt: string } }>().member.disabledAt).not.toBeNull();
    expect((await call('GET', '/me', target.token)).statusCode).toBe(401);
    const login = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      remoteAddress: nextAddress(),
      payload: { email: target.login, password },
    });
    expect(login.statusCode).toBe(401);

    const twice = await call('POST', `/staff/${target.id}/disable`, admin.token, {
      reason: 'Left the company',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: ErrorCode.StaffStateConflict });

    const enabled = await call('POST', `/staff/${target.id}/enable`, admin.token, {
      reason: 'Came back',
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json()).toMatchObject({ member: { disabledAt: null } });
    const back = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      remoteAddress: nextAddress(),
      payload: { email: target.login, password },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await auditRows(target.id)).map((row) => row.action)).toEqual([
      'staff.disable',
      'staff.enable',
    ]);

    const self = await call('POST', `/staff/${admin.id}/disable`, admin.token, {
      reason: 'Holiday',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: ErrorCode.StaffSelfChange });
  });

  it('resets 2FA: sessions end, the old password and codes stop, a new link enrols again', async () => {
    const admin = await member('admin');
    const target = await member('finance');
    const reset = await call('POST', `/staff/${target.id}/reset-2fa`, admin.token, {
      reason: 'Lost phone',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ member: { enrolled: false, sessions: 0 } });
    expect((await call('GET', '/me', target.token)).statusCode).toBe(401);
    const oldPassword = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      remoteAddress: nextAddress(),
      payload: { email: target.login, password },
    });
    expect(oldPassword.statusCode).toBe(401);
    const ticket = new URL(reset.json<{ enrolmentLink: string }>().enrolmentLink).searchParams.get(
      'ticket',
    )!;
    const enrolment = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/enrolment',
      payload: { ticket },
    });
    expect(enrolment.statusCode, enrolment.body).toBe(200);
    expect(enrolment.json()).toMatchObject({ passwordRequired: true });
    expect(await auditRows(target.id)).toMatchObject([
      { action: 'staff.reset_2fa', after: { enrolled: false, sessionsEnded: 1 } },
    ]);
  });

  it("ends a member's sessions, audited", async () => {
    const admin = await member('admin');
    const target = await member('support');
    const ended = await call('POST', `/staff/${target.id}/end-sessions`, admin.token, {
      reason: 'Suspicious sign-in',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ sessionsEnded: 1 });
    expect((await call('GET', '/me', target.token)).statusCode).toBe(401);
    expect(await auditRows(target.id)).toMatchObject([
      { action: 'staff.end_sessions', reason: 'Suspicious sign-in', after: { sessionsEnded: 1 } },
    ]);
  });

  it('refuses bad input with 4xx and a stable code, writing nothing', async () => {
    const admin = await member('admin');
    const target = await member('support');
    const cases: [method: 'POST' | 'PUT' | 'GET', path: string, body: object | undefined][] = [
      ['POST', '/staff', { email: 'not-an-email', role: 'support' }],
      ['POST', '/staff', { email: email(), role: 'owner' }],
      ['POST', '/staff', { email: email(), role: 'support', reason: 'x'.repeat(501) }],
      ['PUT', `/staff/${target.id}/role`, { role: 'security' }],
      ['PUT', `/staff/${target.id}/role`, { role: 'security', reason: ' ' }],
      ['POST', `/staff/abc/disable`, { reason: 'Left the company' }],
      ['POST', `/staff/0/disable`, { reason: 'Left the company' }],
      ['POST', `/staff/99999999999/disable`, { reason: 'Left the company' }],
      ['GET', '/staff?after=-1', undefined],
    ];
    for (const [method, path, body] of cases) {
      const answer = await call(method, path, admin.token, body);
      expect(answer.statusCode, `${method} ${path}`).toBe(400);
      expect(answer.json<{ code: string }>().code, `${method} ${path}`).toBe(
        ErrorCode.RequestInvalid,
      );
    }
    const missing = await call('POST', '/staff/2000000000/end-sessions', admin.token, {
      reason: 'Suspicious sign-in',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: ErrorCode.StaffNotFound });
    expect(await auditRows(target.id)).toEqual([]);
  });

  it("a player's token answers 401, a role without staff.manage 403", async () => {
    const player = await registerPlayer(testApp().app);
    const target = await member('support');
    for (const token of [player.token, null]) {
      const list = await call('GET', '/staff', token);
      expect(list.statusCode).toBe(401);
      expect(list.json()).toMatchObject({ code: ErrorCode.StaffUnauthenticated });
      const disable = await call('POST', `/staff/${target.id}/disable`, token, {
        reason: 'Left the company',
      });
      expect(disable.statusCode).toBe(401);
    }
    const manager = await member('manager');
    const forbidden = await call('POST', `/staff/${target.id}/disable`, manager.token, {
      reason: 'Left the company',
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: ErrorCode.StaffForbidden });
  });
});
