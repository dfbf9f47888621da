import { ErrorCode, type StaffRole } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { fundedPlayer, openSession, spinOk } from '../../../test/play.js';
import { nextAddress, registerPlayer } from '../../../test/players.js';
import { staffSession } from '../../../test/staff-sessions.js';
import { createAuditService } from '../audit/index.js';
import { playerStanding } from '../users/index.js';
import { createLedger } from '../wallet/index.js';
import {
  CORRECTION_ACTION,
  createPlayerAdmin,
  phoneDigits,
  searchKind,
  UNBAN_ACTION,
} from './index.js';

const testApp = useTestApp({ config: { publicUrl: 'http://casino.test' } });
const app = () => testApp().app;
const sql = () => testApp().database.sql;

/** A staff session of `role`, opened through the staff module's repository. */
async function staffOf(role: StaffRole): Promise<{ id: number; role: StaffRole; token: string }> {
  const { staffId, token } = await staffSession(testApp(), role);
  return { id: staffId, role, token };
}

function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return app().inject({
    method,
    url: `/api/v1/admin/players${url}`,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextAddress(),
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });
}

async function auditRows(action: string, targetId: number) {
  return sql().query<{ staff_id: number; reason: string | null; before: unknown; after: unknown }>(
    `select staff_id, reason, before, after from audit_log
     where action = $1 and target_type = 'player' and target_id = $2 order by id`,
    [action, String(targetId)],
  );
}

/** The approver's side of four eyes, through the audit service (H6 builds the generic routes). */
async function approve(requestId: number, approver: { id: number; role: string }, action: string) {
  // A service of its own on the same database, with this module's handlers registered on it.
  const audit = createAuditService(sql());
  createPlayerAdmin({
    sql: sql(),
    ledger: createLedger(sql()),
    audit,
    recovery: { send: async () => {} },
  });
  const handler = audit.handlerFor(action)!;
  return audit.approve(requestId, { staffId: approver.id, role: approver.role }, handler.execute);
}

describe('search', () => {
  it('reads the text as an id, an e-mail, an address or a name', () => {
    expect(searchKind('12345')).toBe('id');
    expect(searchKind('Ann@ex')).toBe('email');
    expect(searchKind('203.0.113.')).toBe('address');
    expect(searchKind('2001:db8:')).toBe('address');
    expect(searchKind('ann')).toBe('name');
  });

  it('finds a player by id, e-mail prefix (any case) and sign-in address prefix', async () => {
    const support = await staffOf('support');
    const player = await registerPlayer(app());
    await app().inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '198.51.100.77',
      headers: { 'user-agent': 'PlayerBrowser/1.0' },
      payload: { login: player.email, password: 'Str0ng-pass' },
    });

    const byId = await call('GET', `?q=${player.id}`, support.token);
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json()).toMatchObject({ matchedBy: 'id', players: [{ id: player.id }] });

    const emailSearch = await call(
      'GET',
      `?q=${encodeURIComponent(player.email.toUpperCase())}`,
      support.token,
    );
    expect(emailSearch.json()).toMatchObject({ matchedBy: 'email' });
    expect(emailSearch.json<{ players: { id: number }[] }>().players.map((p) => p.id)).toEqual([
      player.id,
    ]);

    const byAddress = await call('GET', '?q=198.51.100.', support.token);
    expect(byAddress.json()).toMatchObject({ matchedBy: 'address' });
    expect(byAddress.json<{ players: { id: number }[] }>().players.map((p) => p.id)).toContain(
      player.id,
    );
  });

  it('reads other text as a name or e-mail prefix', async () => {
    const support = await staffOf('support');
    const player = await registerPlayer(app());
    const surname = `Zybrowska${player.id}`;
    await sql().query('update users set second_name = $2 where id = $1', [player.id, surname]);
    const byName = await call('GET', `?q=${surname.slice(0, 12).toLowerCase()}`, support.token);
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json()).toMatchObject({ matchedBy: 'name' });
    expect(byName.json<{ players: { id: number }[] }>().players.map((p) => p.id)).toContain(
      player.id,
    );
    const byEmailStart = await call('GET', `?q=${player.email.split('@')[0]}`, support.token);
    expect(byEmailStart.json<{ players: { id: number }[] }>().players.map((p) => p.id)).toEqual([
      player.id,
    ]);
  });

  it('refuses a player token (401), an empty text and a bad limit (400)', async () => {
    const player = await registerPlayer(app());
    const refused = await call('GET', '?q=a', player.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe(ErrorCode.StaffUnauthenticated);
    const support = await staffOf('support');
    expect((await call('GET', '?q=', support.token)).statusCode).toBe(400);
    const bad = await call('GET', '?q=a&limit=5000', support.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(ErrorCode.RequestInvalid);
  });
});

describe('the player card and its pages', () => {
  it('shows profile, balances, rounds with fairness data, sign-ins; audits the read', async () => {
    const support = await staffOf('support');
    const player = await fundedPlayer(app(), testApp().database, 100_000n);
    const session = await openSession(app(), 'fruit-classic', player.token);
    await spinOk(app(), { sessionToken: session.sessionToken, bet: 1000 });

    const card = await call('GET', `/${player.id}`, support.token);
    expect(card.statusCode, card.body).toBe(200);
    const body = card.json();
    expect(body.player).toMatchObject({ id: player.id, email: player.email, banned: false });
    expect(body.balances).toContainEqual(
      expect.objectContaining({ kind: 'real', currency: 'INR' }),
    );
    expect(body.recentRounds).toHaveLength(1);
    expect(body.recentRounds[0]).toMatchObject({ bet: '1000', titleId: expect.any(String) });
    expect(body.recentRounds[0].serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(body.recentRounds[0].serverSeed).toBeNull();
    expect(body.recentSignIns[0]).toMatchObject({ outcome: 'registered' });
    const rows = await auditRows('player.read', player.id);
    expect(rows.map((row) => row.staff_id)).toEqual([support.id]);

    const rounds = await call('GET', `/${player.id}/rounds?limit=5`, support.token);
    expect(rounds.statusCode, rounds.body).toBe(200);
    expect(rounds.json().items).toHaveLength(1);
    const signIns = await call('GET', `/${player.id}/sign-ins`, support.token);
    expect(signIns.json().items[0].address).toMatch(/^10\.77\./);
  });

  it('pages the ledger newest first by keyset', async () => {
    const support = await staffOf('support');
    const player = await fundedPlayer(app(), testApp().database, 0n);
    const ledger = createLedger(sql());
    for (let i = 1; i <= 5; i += 1) {
      await ledger.deposit({
        key: `players-test-${player.id}-${i}`,
        userId: player.id,
        currency: 'INR',
        amount: BigInt(i * 100),
        provider: 'test',
      });
    }
    const first = await call('GET', `/${player.id}/ledger?limit=3`, support.token);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json<{ items: { id: string; amount: string }[]; nextCursor: string }>();
    expect(page1.items.map((e) => e.amount)).toEqual(['500', '400', '300']);
    const second = await call(
      'GET',
      `/${player.id}/ledger?limit=3&cursor=${page1.nextCursor}`,
      support.token,
    );
    const page2 = second.json<{ items: { amount: string }[]; nextCursor: string | null }>();
    expect(page2.items.map((e) => e.amount)).toEqual(['200', '100']);
    expect(page2.nextCursor).toBeNull();
  });

  it('answers 404 for an unknown player and 400 for a bad cursor or id', async () => {
    const support = await staffOf('support');
    const unknown = await call('GET', '/2147483000', support.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(ErrorCode.PlayerNotFound);
    const ledger404 = await call('GET', '/2147483000/ledger', support.token);
    expect(ledger404.json().code).toBe(ErrorCode.PlayerNotFound);
    const player = await registerPlayer(app());
    for (const url of [
      `/${player.id}/ledger?cursor=abc`,
      `/${player.id}/rounds?cursor=-1`,
      `/${player.id}/sign-ins?limit=0`,
      '/abc',
    ]) {
      const bad = await call('GET', url, support.token);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().code).toBe(ErrorCode.RequestInvalid);
    }
  });
});

describe('actions', () => {
  it('bans with a reason: money calls answer USER.BANNED, audited with before and after', async () => {
    const support = await staffOf('support');
    const player = await registerPlayer(app());
    const noReason = await call('POST', `/${player.id}/ban`, support.token, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const ban = await call('POST', `/${player.id}/ban`, support.token, {
      reason: 'Chargeback fraud',
    });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(ban.json()).toMatchObject({ banned: true });
    const again = await call('POST', `/${player.id}/ban`, support.token, {
      reason: 'Again please',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(ErrorCode.PlayerStateConflict);

    const profile = await app().inject({
      method: 'GET',
      url: '/api/v1/users/profile',
      headers: { authorization: `Bearer ${player.token}` },
      remoteAddress: nextAddress(),
    });
    expect(profile.json().user.banned).toBe(true);
    const [row] = await auditRows('player.ban', player.id);
    expect(row).toMatchObject({
      staff_id: support.id,
      reason: 'Chargeback fraud',
      before: expect.objectContaining({ banned: false }),
      after: expect.objectContaining({ banned: true }),
    });
  });

  it('unban needs a second person: the requester cannot approve (AUDIT.SAME_PERSON)', async () => {
    const first = await staffOf('security');
    const second = await staffOf('aml_officer');
    const player = await registerPlayer(app());
    const notBanned = await call('POST', `/${player.id}/unban`, first.token, {
      reason: 'Appeal ok',
    });
    expect(notBanned.statusCode).toBe(409);
    await call('POST', `/${player.id}/ban`, first.token, { reason: 'Suspicious play' });
    const queued = await call('POST', `/${player.id}/unban`, first.token, {
      reason: 'Appeal upheld',
    });
    expect(queued.statusCode, queued.body).toBe(200);
    const { approvalRequestId } = queued.json<{ approvalRequestId: number }>();
    // Still banned until someone else approves.
    const [stillBanned] = await sql().query<{ banned: boolean }>(
      'select banned from users where id = $1',
      [player.id],
    );
    expect(stillBanned!.banned).toBe(true);

    await expect(approve(approvalRequestId, first, UNBAN_ACTION)).rejects.toMatchObject({
      code: ErrorCode.AuditSamePerson,
    });
    await approve(approvalRequestId, second, UNBAN_ACTION);
    const [lifted] = await sql().query<{ banned: boolean }>(
      'select banned from users where id = $1',
      [player.id],
    );
    expect(lifted!.banned).toBe(false);
    const rows = await auditRows(UNBAN_ACTION, player.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staff_id: first.id, reason: 'Appeal upheld' });
  });

  it('corrects a balance after approval: the money moves against the house correction account only', async () => {
    const finance = await staffOf('finance');
    const admin = await staffOf('admin');
    const support = await staffOf('support');
    const player = await fundedPlayer(app(), testApp().database, 10_000n);

    const forbidden = await call('POST', `/${player.id}/corrections`, support.token, {
      amount: '500',
      currency: 'INR',
      account: 'real',
      reason: 'Goodwill',
    });
    expect(forbidden.statusCode).toBe(403);
    for (const body of [
      { amount: '0', currency: 'INR', account: 'real', reason: 'Goodwill' },
      { amount: '12.5', currency: 'INR', account: 'real', reason: 'Goodwill' },
      { amount: '500', currency: 'XXX', account: 'real', reason: 'Goodwill' },
      { amount: '500', currency: 'INR', account: 'withdrawal_hold', reason: 'Goodwill' },
      { amount: '500', currency: 'USD', account: 'real', reason: 'Goodwill' },
    ]) {
      const bad = await call('POST', `/${player.id}/corrections`, finance.token, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }

    const houseBefore = await houseCorrectionSum();
    const queued = await call('POST', `/${player.id}/corrections`, finance.token, {
      amount: '-2500',
      currency: 'INR',
      account: 'real',
      reason: 'Duplicate deposit credited twice',
    });
    expect(queued.statusCode, queued.body).toBe(200);
    const { approvalRequestId } = queued.json<{ approvalRequestId: number }>();
    expect(await realBalance(player.id)).toBe(10_000n);
    await expect(approve(approvalRequestId, finance, CORRECTION_ACTION)).rejects.toMatchObject({
      code: ErrorCode.AuditSamePerson,
    });
    await approve(approvalRequestId, admin, CORRECTION_ACTION);

    expect(await realBalance(player.id)).toBe(7_500n);
    expect((await houseCorrectionSum()) - houseBefore).toBe(2_500n);
    // Every transaction still sums to zero.
    const [unbalanced] = await sql().query<{ count: bigint | string }>(
      `select count(*) as count from (select transaction_id from wallet_entries
       group by transaction_id having sum(amount) <> 0) t`,
    );
    expect(Number(unbalanced!.count)).toBe(0);
    const [row] = await auditRows(CORRECTION_ACTION, player.id);
    expect(row).toMatchObject({ staff_id: finance.id });
    const ledgerPage = await call('GET', `/${player.id}/ledger?limit=1`, finance.token);
    expect(ledgerPage.json().items[0]).toMatchObject({ kind: 'correction', amount: '-2500' });

    // A debit past the balance is refused at approval and leaves nothing behind.
    const tooMuch = await call('POST', `/${player.id}/corrections`, finance.token, {
      amount: '-999999',
      currency: 'INR',
      account: 'real',
      reason: 'Too much',
    });
    await expect(
      approve(
        tooMuch.json<{ approvalRequestId: number }>().approvalRequestId,
        admin,
        CORRECTION_ACTION,
      ),
    ).rejects.toMatchObject({ code: ErrorCode.WalletInsufficientFunds });
    expect(await realBalance(player.id)).toBe(7_500n);
  });

  it('AML hold, end sessions, reset-password mail and notes, each audited', async () => {
    const aml = await staffOf('aml_officer');
    const support = await staffOf('support');
    const player = await registerPlayer(app());

    const hold = await call('POST', `/${player.id}/aml-hold`, aml.token, {
      hold: true,
      reason: 'Source of funds review',
    });
    expect(hold.statusCode, hold.body).toBe(200);
    expect(hold.json()).toMatchObject({ amlHold: true });
    expect(await auditRows('player.aml_hold', player.id)).toHaveLength(1);
    // The users module's standing carries it, for the withdrawal check.
    expect(await playerStanding(sql(), player.id)).toMatchObject({ amlHold: true, banned: false });

    const ended = await call('POST', `/${player.id}/end-sessions`, support.token, {
      reason: 'Player reports a stolen phone',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const stale = await app().inject({
      method: 'GET',
      url: '/api/v1/users/profile',
      headers: { authorization: `Bearer ${player.token}` },
      remoteAddress: nextAddress(),
    });
    expect(stale.statusCode).toBe(403);

    const reset = await call('POST', `/${player.id}/reset-password`, support.token, {
      reason: 'Asked by phone',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const mails = await sql().query<{ kind: string }>(
      'select kind from mail_outbox where lower(to_address) = lower($1)',
      [player.email],
    );
    expect(mails.map((mail) => mail.kind)).toContain('recovery');

    const note = await call('POST', `/${player.id}/notes`, support.token, {
      body: 'Called about a late withdrawal.',
    });
    expect(note.statusCode, note.body).toBe(200);
    const card = await call('GET', `/${player.id}`, support.token);
    expect(card.json().notes[0]).toMatchObject({
      body: 'Called about a late withdrawal.',
      staffId: support.id,
    });
    expect(card.json().player.amlHold).toBe(true);
    for (const action of ['player.end_sessions', 'player.reset_password', 'player.note']) {
      expect(await auditRows(action, player.id), action).toHaveLength(1);
    }
    const unknown = await call('POST', '/2147483000/notes', support.token, { body: 'x' });
    expect(unknown.statusCode).toBe(404);
  });
});

type Found = { matchedBy: string; players: { id: number; phone: string | null }[] };
const ids = (found: Found) => found.players.map((player) => player.id);
const search = (q: string, token: string) => call('GET', `?q=${encodeURIComponent(q)}`, token);
const get = (url: string, token: string) => call('GET', url, token);

async function auditOf(staffId: number, action: string) {
  return sql().query<{ target_type: string; target_id: string; after: Record<string, unknown> }>(
    `select target_type, target_id, after from audit_log
     where staff_id = $1 and action = $2 order by id`,
    [staffId, action],
  );
}

let codes = 0;

describe('search by referral code and phone number', () => {
  it('reads phone-like text of 7+ digits as a phone number, shorter digits as an id', () => {
    expect(searchKind('123456')).toBe('id');
    expect(searchKind('1234567')).toBe('phone');
    expect(searchKind('+880 1712-345678')).toBe('phone');
    expect(searchKind('(030) 123 45')).toBe('phone');
    expect(searchKind('+12')).toBe('name');
    expect(searchKind('203.0.113.')).toBe('address');
    expect(phoneDigits('+254 (700) 12-34-56')).toBe('254700123456');
    expect(phoneDigits('12 34')).toBeNull();
  });

  it('finds the players who signed up with a referral code (any case, exact)', async () => {
    const support = await staffOf('support');
    const code = `Friend${++codes}x${Date.now()}`;
    const first = await registerPlayer(app());
    const second = await registerPlayer(app());
    const other = await registerPlayer(app());
    await sql().query('update users set referred_by_code = $2 where id = any($1::int[])', [
      [first.id, second.id],
      code,
    ]);
    await sql().query('update users set referred_by_code = $2 where id = $1', [
      other.id,
      `${code}9`,
    ]);

    const found = await search(code.toUpperCase(), support.token);
    expect(found.statusCode, found.body).toBe(200);
    expect(ids(found.json<Found>())).toEqual([second.id, first.id]);
    // Alongside the name matches: the code's players first, then the name prefix's.
    const prefix = await search(code.slice(0, 8), support.token);
    expect(ids(prefix.json<Found>())).not.toContain(first.id);
  });

  it('finds a player who deposited with a phone-number method by that number, typed with spaces and +', async () => {
    const support = await staffOf('support');
    const player = await registerPlayer(app(), { currencyCode: 'KES' });
    const other = await registerPlayer(app(), { currencyCode: 'KES' });
    const local = String(Date.now()).slice(-8);
    const deposit = (token: string, phone: string) =>
      app().inject({
        method: 'POST',
        url: '/api/v1/payments/valerpay/mpesa/deposit',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: nextAddress(),
        payload: { amount: 100_000, phone },
      });
    for (let i = 0; i < 3; i += 1) {
      const paid = await deposit(player.token, `+2547${local}`);
      expect(paid.statusCode, paid.body).toBe(200);
    }
    expect((await deposit(other.token, `07${local}`)).statusCode).toBe(200);

    const spaced = `+254 7${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`;
    const found = await search(spaced, support.token);
    expect(found.statusCode, found.body).toBe(200);
    const body = found.json<Found>();
    expect(body.matchedBy).toBe('phone');
    expect(body.players).toEqual([
      expect.objectContaining({ id: player.id, phone: `2547${local}` }),
    ]);
    // The subscriber digits find the number in both forms: with the country code and local.
    const ending = await search(`7${local}`, support.token);
    expect(ids(ending.json<Found>()).sort()).toEqual([player.id, other.id].sort());
    // A number nobody paid with finds nobody; short digits stay a player id.
    expect(ids((await search('+1 999 000 0000', support.token)).json<Found>())).toEqual([]);
    const byId = await search(String(player.id), support.token);
    expect(ids(byId.json<Found>())).toContain(player.id);
  });
});

describe('audit of the reads', () => {
  it('writes player.search with the query, its kind and the players listed', async () => {
    const support = await staffOf('support');
    const player = await registerPlayer(app());
    const found = await search(player.email, support.token);
    expect(found.statusCode, found.body).toBe(200);
    const rows = await auditOf(support.id, 'player.search');
    expect(rows).toEqual([
      {
        target_type: 'player_search',
        target_id: 'email',
        after: { query: player.email, results: 1, players: [player.id] },
      },
    ]);
  });

  it('writes player.ledger.read, player.rounds.read and player.sign_ins.read for the history pages', async () => {
    const support = await staffOf('support');
    const player = await registerPlayer(app());
    for (const page of ['ledger', 'rounds', 'sign-ins']) {
      const response = await get(`/${player.id}/${page}?limit=5`, support.token);
      expect(response.statusCode, response.body).toBe(200);
    }
    const again = await get(`/${player.id}/sign-ins?limit=5&cursor=99999`, support.token);
    expect(again.statusCode).toBe(200);
    for (const action of ['player.ledger.read', 'player.rounds.read', 'player.sign_ins.read']) {
      const rows = await auditOf(support.id, action);
      expect(rows[0], action).toMatchObject({
        target_type: 'player',
        target_id: String(player.id),
      });
    }
    const signIns = await auditOf(support.id, 'player.sign_ins.read');
    expect(signIns.map((row) => row.after)).toEqual([
      { cursor: null, rows: 1 },
      { cursor: '99999', rows: 1 },
    ]);
    // An unknown player writes nothing (the read fails before the audit row).
    expect((await get('/2147483000/ledger', support.token)).statusCode).toBe(404);
    expect(await auditOf(support.id, 'player.ledger.read')).toHaveLength(1);
  });
});

async function realBalance(userId: number): Promise<bigint> {
  const [row] = await sql().query<{ balance: bigint | string }>(
    `select balance from wallet_accounts where user_id = $1 and kind = 'real'`,
    [userId],
  );
  return BigInt(row!.balance);
}

async function houseCorrectionSum(): Promise<bigint> {
  const [row] = await sql().query<{ total: bigint | string | null }>(
    `select coalesce(sum(e.amount), 0) as total from wallet_entries e
     join wallet_accounts a on a.id = e.account_id
     where a.kind = 'staff_correction' and a.user_id is null`,
  );
  return BigInt(row!.total ?? 0);
}
