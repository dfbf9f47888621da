import { ErrorCode, STAFF_ROLES, type StaffRole } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { registerPlayer } from '../../../test/players.js';
import { staffSession } from '../../../test/staff-sessions.js';
import { allows } from '../staff/index.js';

const testApp = useTestApp();

interface Member {
  id: number;
  email: string;
  role: StaffRole;
  token: string;
}

/** A staff member of `role` with an open session. */
async function member(role: StaffRole): Promise<Member> {
  const { staffId, email, token } = await staffSession(testApp(), role);
  return { id: staffId, email, role, token };
}

function call(
  method: 'GET' | 'POST',
  url: string,
  who: { token: string } | null,
  payload?: object,
) {
  return testApp().app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    remoteAddress: '10.9.8.7',
    ...(payload ? { payload } : {}),
  });
}

/** Records one action the way a module would, in its own transaction. */
function record(actor: Member, action: string, targetId: string, extra: object = {}) {
  const { app, database } = testApp();
  return database.sql.transaction((tx) =>
    app.audit.record(tx, {
      actor: { staffId: actor.id, role: actor.role },
      action,
      target: { type: 'player', id: targetId },
      before: { banned: false },
      after: { banned: true },
      reason: 'test',
      address: '10.1.1.1',
      ...extra,
    }),
  );
}

interface Row {
  id: number;
  action: string;
  staff: { id: number; email: string | null; role: string };
  approver: { id: number; email: string | null } | null;
  targetId: string;
}

describe('GET /admin/audit', () => {
  it('lists newest first with e-mails, filters and keyset pages', async () => {
    const security = await member('security');
    const support = await member('support');
    const finance = await member('finance');
    const target = `p-${Date.now()}`;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await record(support, 'player.ban', target)).id);
    ids.push(
      (
        await record(support, 'player.unban', target, {
          approver: { staffId: finance.id, role: finance.role },
        })
      ).id,
    );

    const first = await call(
      'GET',
      `/admin/audit?targetType=player&targetId=${target}&limit=4`,
      security,
    );
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json<{ rows: Row[]; nextCursor: string | null }>();
    expect(page1.rows.map((row) => row.id)).toEqual([...ids].reverse().slice(0, 4));
    expect(page1.rows[0]).toMatchObject({
      action: 'player.unban',
      staff: { id: support.id, email: support.email, role: 'support' },
      approver: { id: finance.id, email: finance.email },
    });
    expect(page1.nextCursor).toBe(String(ids[2]));

    const second = await call(
      'GET',
      `/admin/audit?targetType=player&targetId=${target}&limit=4&cursor=${page1.nextCursor}`,
      security,
    );
    const page2 = second.json<{ rows: Row[]; nextCursor: string | null }>();
    expect(page2.rows.map((row) => row.id)).toEqual([ids[1], ids[0]]);
    expect(page2.nextCursor).toBeNull();

    const byApprover = await call(
      'GET',
      `/admin/audit?targetId=${target}&hasApprover=true`,
      security,
    );
    expect(byApprover.json<{ rows: Row[] }>().rows.map((row) => row.id)).toEqual([ids[5]]);
    const byAction = await call(
      'GET',
      `/admin/audit?targetId=${target}&action=player.ban`,
      security,
    );
    expect(byAction.json<{ rows: Row[] }>().rows).toHaveLength(5);
    const byPrefix = await call('GET', `/admin/audit?targetId=${target}&action=player.`, security);
    expect(byPrefix.json<{ rows: Row[] }>().rows).toHaveLength(6);
    const byEmail = await call(
      'GET',
      `/admin/audit?staff=${encodeURIComponent(support.email.toUpperCase())}&role=support`,
      security,
    );
    expect(byEmail.json<{ rows: Row[] }>().rows.map((row) => row.id)).toEqual([...ids].reverse());
    const byId = await call('GET', `/admin/audit?staff=${support.id}&targetId=${target}`, security);
    expect(byId.json<{ rows: Row[] }>().rows).toHaveLength(6);
    const nobody = await call('GET', '/admin/audit?staff=nobody@jackdaw.test', security);
    expect(nobody.json<{ rows: Row[] }>().rows).toEqual([]);
    const future = await call(
      'GET',
      `/admin/audit?targetId=${target}&from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
      security,
    );
    expect(future.json<{ rows: Row[] }>().rows).toEqual([]);
    const past = await call(
      'GET',
      `/admin/audit?targetId=${target}&from=2020-01-01T00:00:00Z&to=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
      security,
    );
    expect(past.json<{ rows: Row[] }>().rows).toHaveLength(6);
  });

  it('audits its own reads: the search and the row read are rows of the log', async () => {
    const security = await member('security');
    await call('GET', '/admin/audit?limit=1', security);
    const mine = await call('GET', `/admin/audit?staff=${security.id}`, security);
    const rows = mine.json<{ rows: Row[] }>().rows;
    expect(rows.map((row) => row.action)).toEqual(['audit.search']);
    const one = await call('GET', `/admin/audit/${rows[0]!.id}`, security);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({
      row: {
        id: rows[0]!.id,
        action: 'audit.search',
        staff: { id: security.id, email: security.email },
        address: '10.9.8.7',
      },
    });
    const after = await call(
      'GET',
      `/admin/audit?staff=${security.id}&action=audit.read`,
      security,
    );
    expect(after.json<{ rows: Row[] }>().rows.map((row) => row.targetId)).toEqual([
      String(rows[0]!.id),
    ]);
  });

  it('one row has its before / after and hashes; an unknown id is 404', async () => {
    const admin = await member('admin');
    const row = await record(admin, 'player.ban', 'detail');
    const answer = await call('GET', `/admin/audit/${row.id}`, admin);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      row: {
        id: row.id,
        before: { banned: false },
        after: { banned: true },
        hash: row.hash,
        prevHash: row.prevHash,
        reason: 'test',
        address: '10.1.1.1',
      },
    });
    const missing = await call('GET', '/admin/audit/999999999', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: ErrorCode.AuditRowNotFound });
  });

  it('bad input is a 400 with a stable code; a player token is 401', async () => {
    const admin = await member('admin');
    for (const query of [
      'cursor=abc',
      'cursor=-4',
      'cursor=0',
      'limit=0',
      'limit=5000',
      'from=yesterday',
      'from=2026-11-25T10:00:00Z&to=2026-11-25T09:00:00Z',
      'from=2026-11-25T10:00:00Z&to=2026-11-25T10:00:00Z',
      'hasApprover=maybe',
      'role=owner',
      'action=DROP%20TABLE',
    ]) {
      const answer = await call('GET', `/admin/audit?${query}`, admin);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json(), query).toMatchObject({ code: ErrorCode.RequestInvalid });
    }
    const badId = await call('GET', '/admin/audit/x1', admin);
    expect(badId.statusCode).toBe(400);
    const player = await registerPlayer(testApp().app);
    for (const [method, url] of [
      ['GET', '/admin/audit'],
      ['GET', '/admin/audit/1'],
      ['POST', '/admin/audit/verify'],
      ['GET', '/admin/approvals'],
      ['POST', '/admin/approvals/1/approve'],
    ] as const) {
      const answer = await call(method, url, player);
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json()).toMatchObject({ code: ErrorCode.StaffUnauthenticated });
    }
  });
});

describe('POST /admin/audit/verify', () => {
  it('verifies the chain, then names the row edited through SQL', async () => {
    const admin = await member('admin');
    const row = await record(admin, 'player.ban', 'tamper');
    const sound = await call('POST', '/admin/audit/verify', admin);
    expect(sound.statusCode, sound.body).toBe(200);
    const { rows } = sound.json<{ ok: boolean; rows: number }>();
    expect(sound.json()).toMatchObject({ ok: true });
    expect(rows).toBeGreaterThan(0);

    const { sql } = testApp().database;
    const edit = (after: string) =>
      sql.transaction(async (tx) => {
        await tx.query('alter table audit_log disable trigger audit_log_append_only');
        await tx.query(`update audit_log set after = '${after}' where id = ${row.id}`);
        await tx.query('alter table audit_log enable trigger audit_log_append_only');
      });
    await edit('{"banned": false}');
    const broken = await call('POST', '/admin/audit/verify', admin);
    expect(broken.json()).toMatchObject({ ok: false, brokenId: row.id, problem: 'hash' });
    await edit('{"banned": true}');
    expect((await call('POST', '/admin/audit/verify', admin)).json()).toMatchObject({ ok: true });
  });
});

describe('the approvals queue', () => {
  const ACTION = 'test.four_eyes';
  const executed: unknown[] = [];
  let registered = false;
  function register() {
    if (registered) return;
    registered = true;
    testApp().app.audit.handle(ACTION, {
      permission: 'withdrawals.approve',
      async execute(tx, payload) {
        const [row] = await tx.query<{ n: number }>('select 1 as n');
        executed.push(payload);
        return { before: { state: 'asked' }, after: { state: 'done', n: row!.n } };
      },
    });
  }

  async function ask(requester: Member, action = ACTION) {
    register();
    const { app, database } = testApp();
    return database.sql.transaction((tx) =>
      app.audit.request(tx, {
        actor: { staffId: requester.id, role: requester.role },
        action,
        target: { type: 'player', id: 42 },
        payload: { amount: 1234n },
        amount: { minor: 250_000n, currency: 'EUR' },
        reason: 'large withdrawal',
        address: '10.2.2.2',
      }),
    );
  }

  interface Item {
    id: number;
    mine: boolean;
    permission: string | null;
    amount: { minor: string; currency: string } | null;
    requestedBy: { id: number; email: string | null };
  }

  it('lists what each person may decide, and their own requests as theirs', async () => {
    const requester = await member('finance');
    const request = await ask(requester);
    const own = await call('GET', '/admin/approvals', requester);
    expect(own.statusCode, own.body).toBe(200);
    expect(
      own.json<{ requests: Item[] }>().requests.find((item) => item.id === request.id),
    ).toMatchObject({
      mine: true,
      permission: 'withdrawals.approve',
      amount: { minor: '250000', currency: 'EUR' },
      requestedBy: { id: requester.id, email: requester.email },
    });
    const other = await call('GET', '/admin/approvals', await member('admin'));
    expect(
      other.json<{ requests: Item[] }>().requests.find((item) => item.id === request.id),
    ).toMatchObject({ mine: false });
    const support = await call('GET', '/admin/approvals', await member('support'));
    expect(
      support.json<{ requests: Item[] }>().requests.some((item) => item.id === request.id),
    ).toBe(false);
  });

  it('approve runs the handler and audits both names; a second decision is 409', async () => {
    const requester = await member('finance');
    const approver = await member('finance');
    const request = await ask(requester);
    const same = await call('POST', `/admin/approvals/${request.id}/approve`, requester);
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ code: ErrorCode.AuditSamePerson });

    const done = await call('POST', `/admin/approvals/${request.id}/approve`, approver);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ request: { id: request.id, status: 'approved' } });
    expect(executed).toContainEqual({ amount: '1234' });
    const auditId = done.json<{ auditId: number }>().auditId;
    const row = await call('GET', `/admin/audit/${auditId}`, await member('admin'));
    expect(row.json()).toMatchObject({
      row: {
        action: ACTION,
        staff: { id: requester.id },
        approver: { id: approver.id, email: approver.email },
        after: { state: 'done', n: 1 },
      },
    });

    const again = await call(
      'POST',
      `/admin/approvals/${request.id}/approve`,
      await member('admin'),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.AuditAlreadyDecided });
    const reject = await call('POST', `/admin/approvals/${request.id}/reject`, approver, {
      reason: 'too late',
    });
    expect(reject.statusCode).toBe(409);
  });

  it('reject needs a reason and closes the request', async () => {
    const requester = await member('finance');
    const decider = await member('admin');
    const request = await ask(requester);
    const noReason = await call('POST', `/admin/approvals/${request.id}/reject`, decider, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: ErrorCode.RequestInvalid });
    const done = await call('POST', `/admin/approvals/${request.id}/reject`, decider, {
      reason: 'not verified',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ request: { status: 'rejected' } });
    const queue = await call('GET', '/admin/approvals', requester);
    expect(queue.json<{ requests: Item[] }>().requests.some((item) => item.id === request.id)).toBe(
      false,
    );
  });

  it('unknown request 404, bad id 400, an action nobody handles 409', async () => {
    const admin = await member('admin');
    const missing = await call('POST', '/admin/approvals/999999999/approve', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: ErrorCode.AuditRequestNotFound });
    expect((await call('POST', '/admin/approvals/abc/approve', admin)).statusCode).toBe(400);
    const orphan = await ask(await member('finance'), 'test.nobody_handles');
    const answer = await call('POST', `/admin/approvals/${orphan.id}/approve`, admin);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: ErrorCode.AuditNoHandler });
  });

  it("checks the action's permission per request: every role against the matrix", async () => {
    // The routes are declared signedIn (the matrix test sees that); the real check is here.
    const requester = await member('admin');
    for (const role of STAFF_ROLES) {
      const decider = await member(role);
      for (const verb of ['approve', 'reject'] as const) {
        const request = await ask(requester);
        const answer = await call(
          'POST',
          `/admin/approvals/${request.id}/${verb}`,
          decider,
          verb === 'reject' ? { reason: 'matrix walk' } : undefined,
        );
        if (allows(role, 'withdrawals.approve')) {
          expect(answer.statusCode, `${role} ${verb}: ${answer.body}`).toBe(200);
        } else {
          expect(answer.statusCode, `${role} ${verb}`).toBe(403);
          expect(answer.json()).toMatchObject({ code: ErrorCode.StaffForbidden });
          const still = await call('GET', '/admin/approvals', requester);
          expect(
            still.json<{ requests: Item[] }>().requests.some((item) => item.id === request.id),
          ).toBe(true);
        }
      }
    }
  });
});
