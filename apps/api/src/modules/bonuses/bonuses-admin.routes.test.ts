import {
  BONUS_DEFAULT_CONTRIBUTIONS,
  ErrorCode,
  type AdminBonusOffer,
  type AdminBonusOfferBody,
  type BonusTerms,
} from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { registerPlayer } from '../../../test/players.js';
import { auditRowsOf, staffSession } from '../../../test/staff-sessions.js';
import { createLedger } from '../wallet/index.js';
import { createGrants } from './grants.js';

const testApp = useTestApp();

async function call(method: string, url: string, token: string, payload?: unknown) {
  return testApp().app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const offer = (overrides: Partial<AdminBonusOfferBody> = {}): AdminBonusOfferBody => ({
  name: `Reload ${Math.random().toString(36).slice(2, 8)}`,
  kind: 'deposit',
  displayKind: 'deposit',
  product: 'casino',
  percent: 50,
  fastPercent: null,
  fastMinutes: null,
  depositWindowHours: null,
  registration: 'any',
  deposits: 'any',
  amounts: {
    USD: {
      minDeposit: 1_000,
      maxDeposit: 50_000,
      minDepositFreespins: 0,
      maxBonus: 20_000,
      winCap: 0,
    },
    INR: {
      minDeposit: 50_000,
      maxDeposit: 5_000_000,
      minDepositFreespins: 0,
      maxBonus: 1_000_000,
      winCap: 0,
    },
  },
  maxStake: { USD: 500 },
  wagerMultiplier: 30,
  wageringHours: 72,
  freespinWagerMultiplier: null,
  freespinWageringHours: null,
  contributions: { ...BONUS_DEFAULT_CONTRIBUTIONS },
  payoutPercent: 100,
  spinsTotal: null,
  spinsParts: null,
  spinsPartHours: null,
  spinsGame: null,
  claimHours: 168,
  startsAt: null,
  endsAt: null,
  ...overrides,
});

const terms = (name: string): BonusTerms => ({
  name,
  percent: 100,
  fastPercent: null,
  fastMinutes: null,
  wagerMultiplier: 10,
  wageringHours: 24,
  freespinWagerMultiplier: null,
  freespinWageringHours: null,
  contributions: { ...BONUS_DEFAULT_CONTRIBUTIONS },
  payoutPercent: 100,
  maxStake: null,
  amounts: { minDeposit: 0, maxDeposit: 0, minDepositFreespins: 0, maxBonus: 0, winCap: 0 },
  spinsTotal: null,
  spinsParts: null,
  spinsPartHours: null,
  spinsGame: null,
  claimHours: 168,
});

describe('admin: bonus offers', () => {
  it('a manager creates, edits, pauses, resumes and ends an offer, each change audited', async () => {
    const { token } = await staffSession(testApp(), 'manager');
    const body = offer();
    const created = await call('POST', '/admin/bonus-offers', token, body);
    expect(created.statusCode, created.body).toBe(200);
    const made = created.json<{ offer: AdminBonusOffer }>().offer;
    expect(made).toMatchObject({
      name: body.name,
      status: 'active',
      slug: null,
      maxStake: { USD: 500 },
    });
    expect(made.amounts.INR?.maxBonus).toBe(1_000_000);

    const list = await call('GET', '/admin/bonus-offers?status=active', token);
    expect(list.json<{ items: AdminBonusOffer[] }>().items.map((o) => o.id)).toContain(made.id);

    const edited = await call('PUT', `/admin/bonus-offers/${made.id}`, token, {
      ...body,
      percent: 75,
      endsAt: '2030-01-01T00:00:00Z',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      offer: { percent: 75, endsAt: '2030-01-01T00:00:00.000Z' },
    });

    const state = (status: string, reason = 'Campaign calendar') =>
      call('POST', `/admin/bonus-offers/${made.id}/status`, token, { status, reason });
    expect((await state('paused')).json()).toMatchObject({ offer: { status: 'paused' } });
    expect((await state('paused')).statusCode).toBe(409);
    expect((await state('active')).json()).toMatchObject({ offer: { status: 'active' } });
    const ended = await state('ended');
    expect(ended.json<{ offer: AdminBonusOffer }>().offer.status).toBe('ended');
    expect(Date.parse(ended.json<{ offer: AdminBonusOffer }>().offer.endsAt!)).toBeLessThanOrEqual(
      Date.now(),
    );
    const again = await state('active');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.BonusStateConflict });
    const late = await call('PUT', `/admin/bonus-offers/${made.id}`, token, body);
    expect(late.statusCode).toBe(409);

    const rows = await auditRowsOf(testApp(), 'bonus_offer', String(made.id));
    expect(rows.map((row) => row.action)).toEqual([
      'bonus_offer.create',
      'bonus_offer.edit',
      'bonus_offer.pause',
      'bonus_offer.resume',
      'bonus_offer.end',
    ]);
    expect(rows[2]).toMatchObject({ reason: 'Campaign calendar', after: { status: 'paused' } });
    expect(rows[1]).toMatchObject({ before: { percent: 50 }, after: { percent: 75 } });
    const one = await call('GET', `/admin/bonus-offers/${made.id}`, token);
    expect(one.json()).toMatchObject({ offer: { id: made.id, status: 'ended', percent: 75 } });
  });

  it('every seeded offer, saved back unchanged, passes the checks (the editor round trip)', async () => {
    const { token } = await staffSession(testApp(), 'manager');
    const list = await call('GET', '/admin/bonus-offers', token);
    const seeded = list.json<{ items: AdminBonusOffer[] }>().items.filter((o) => o.slug !== null);
    expect(seeded.map((o) => o.slug).sort()).toEqual(
      expect.arrayContaining(['reload', 'welcome-casino', 'welcome-freespins', 'welcome-sport']),
    );
    for (const {
      id,
      slug: _slug,
      status: _status,
      createdAt: _c,
      updatedAt: _u,
      ...body
    } of seeded) {
      const saved = await call('PUT', `/admin/bonus-offers/${id}`, token, body);
      expect(saved.statusCode, `${id}: ${saved.body}`).toBe(200);
    }
  });

  it('refuses figures that do not fit with 422, bad input with 400, unknown ids with 404', async () => {
    const { token } = await staffSession(testApp(), 'manager');
    const post = (body: unknown) => call('POST', '/admin/bonus-offers', token, body);
    const invalid = async (body: unknown, message: RegExp) => {
      const answer = await post(body);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json()).toMatchObject({ code: ErrorCode.BonusOfferInvalid });
      expect(answer.json<{ message: string }>().message).toMatch(message);
    };
    const { USD: _usd, ...noUsd } = offer().amounts;
    await invalid(offer({ amounts: noUsd }), /USD/);
    await invalid(
      offer({
        amounts: {
          USD: {
            minDeposit: 5_000,
            maxDeposit: 1_000,
            minDepositFreespins: 0,
            maxBonus: 1,
            winCap: 0,
          },
        },
      }),
      /maximum deposit/,
    );
    await invalid(offer({ kind: 'freespins', displayKind: 'freespins' }), /spinsTotal/);
    await invalid(
      offer({ startsAt: '2030-02-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }),
      /end must come after/,
    );
    await invalid(offer({ fastPercent: 125 }), /increased percent/);

    const missing = await post({ ...offer(), wagerMultiplier: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: ErrorCode.RequestInvalid });
    expect((await post(offer({ payoutPercent: 120 }))).statusCode).toBe(400);
    expect((await post({ ...offer(), contributions: { slots: 100 } })).statusCode).toBe(400);
    const unknown = await call('GET', '/admin/bonus-offers/999999', token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: ErrorCode.BonusNotFound });
    const noReason = await call('POST', '/admin/bonus-offers/1/status', token, {
      status: 'paused',
    });
    expect(noReason.statusCode).toBe(400);
  });

  it('reads need bonuses.read, changes bonuses.write', async () => {
    const support = await staffSession(testApp(), 'support');
    const content = await staffSession(testApp(), 'content');
    expect((await call('GET', '/admin/bonus-offers', support.token)).statusCode).toBe(200);
    expect((await call('GET', '/admin/bonus-offers', content.token)).statusCode).toBe(403);
    const write = await call('POST', '/admin/bonus-offers', support.token, offer());
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: ErrorCode.StaffForbidden });
    expect(
      (await call('PUT', '/admin/bonus-settings', support.token, { sportsbookEnabled: true }))
        .statusCode,
    ).toBe(403);
    const player = await registerPlayer(testApp().app);
    expect((await call('GET', '/admin/bonus-offers', player.token)).statusCode).toBe(401);
  });
});

describe('admin: bonus settings', () => {
  it('switches the sportsbook and the turnover rule, audited with the reason', async () => {
    const { token } = await staffSession(testApp(), 'manager');
    const before = await call('GET', '/admin/bonus-settings', token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ settings: { turnoverRule: true } });
    const changed = await call('PUT', '/admin/bonus-settings', token, {
      sportsbookEnabled: true,
      turnoverRule: false,
      reason: 'Sportsbook launch',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      settings: { sportsbookEnabled: true, turnoverRule: false },
    });
    const rows = await auditRowsOf(testApp(), 'bonus_settings', '1');
    expect(rows.at(-1)).toMatchObject({
      action: 'bonus_settings.edit',
      reason: 'Sportsbook launch',
      after: { sportsbookEnabled: true, turnoverRule: false },
    });
    const bad = await call('PUT', '/admin/bonus-settings', token, {
      sportsbookEnabled: 'yes',
      turnoverRule: true,
      reason: 'x',
    });
    expect(bad.statusCode).toBe(400);
    await call('PUT', '/admin/bonus-settings', token, {
      sportsbookEnabled: false,
      turnoverRule: true,
      reason: 'Back to the defaults',
    });
  });
});

describe('admin: refused grants', () => {
  it('lists open refusals with both accounts, and a decision is made once', async () => {
    const { token } = await staffSession(testApp(), 'manager');
    const first = await registerPlayer(testApp().app);
    const second = await registerPlayer(testApp().app);
    const [row] = await testApp().database.sql.query<{ id: string }>(
      `insert into bonus_refusals (user_id, source, matched_on, matched_user_id)
       values ($1, 'welcome', 'card', $2) returning id`,
      [second.id, first.id],
    );
    const id = Number(row!.id);
    const list = await call('GET', '/admin/bonus-refusals?status=open', token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ items: unknown[] }>().items).toContainEqual(
      expect.objectContaining({
        id,
        userId: second.id,
        email: second.email,
        matchedUserId: first.id,
        matchedEmail: first.email,
        matchedOn: 'card',
        status: 'open',
      }),
    );
    const review = (decision: string) =>
      call('POST', `/admin/bonus-refusals/${id}/review`, token, {
        decision,
        note: 'Same card holder',
      });
    const upheld = await review('upheld');
    expect(upheld.statusCode, upheld.body).toBe(200);
    expect(upheld.json()).toMatchObject({
      refusal: { status: 'upheld', note: 'Same card holder' },
    });
    expect((await review('overturned')).statusCode).toBe(409);
    expect((await review('maybe')).statusCode).toBe(400);
    expect(
      (
        await call('POST', '/admin/bonus-refusals/99999999/review', token, {
          decision: 'upheld',
          note: 'none',
        })
      ).statusCode,
    ).toBe(404);
    const rows = await auditRowsOf(testApp(), 'bonus_refusal', String(id));
    expect(rows).toMatchObject([{ action: 'bonus_refusal.uphold', reason: 'Same card holder' }]);
    const decided = await call('GET', '/admin/bonus-refusals?status=upheld', token);
    expect(decided.json<{ items: { id: number }[] }>().items.map((r) => r.id)).toContain(id);
  });
});

describe("admin: a player's bonuses", () => {
  it('shows the grants with progress and the bonus ledger; staff cancel one, audited', async () => {
    const { token } = await staffSession(testApp(), 'manager');
    const support = await staffSession(testApp(), 'support');
    const player = await registerPlayer(testApp().app, { currencyCode: 'USD' });
    const grants = createGrants({
      sql: testApp().database.sql,
      ledger: createLedger(testApp().database.sql),
    });
    const opened = await testApp().database.sql.transaction((tx) =>
      grants.open(tx, {
        userId: player.id,
        currency: 'USD',
        offerId: null,
        kind: 'deposit',
        displayKind: 'deposit',
        product: 'casino',
        source: 'staff',
        amount: 2_000n,
        terms: terms('Staff test bonus'),
        fundedFrom: 'expense',
        wagerMultiplier: 10,
        wageringHours: 24,
      }),
    );
    expect(opened.status).toBe('active');

    const list = await call('GET', `/admin/players/${player.id}/bonuses`, support.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      items: [
        {
          id: opened.id,
          name: 'Staff test bonus',
          status: 'active',
          amount: '2000',
          wagerRequired: '20000',
          wagerProgress: '0',
          progressPercent: 0,
          currency: 'USD',
        },
      ],
    });
    const ledger = await call('GET', `/admin/players/${player.id}/bonus-ledger`, support.token);
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.json()).toMatchObject({
      items: [{ kind: 'bonus_grant', account: 'bonus_casino', amount: '2000' }],
      nextCursor: null,
    });
    expect(
      (await auditRowsOf(testApp(), 'player', String(player.id))).map((r) => r.action),
    ).toEqual(['player.bonuses.read', 'player.bonus_ledger.read']);

    const path = `/admin/players/${player.id}/bonuses/${opened.id}/cancel`;
    expect((await call('POST', path, support.token, { reason: 'Abuse' })).statusCode).toBe(403);
    expect((await call('POST', path, token, {})).statusCode).toBe(400);
    const cancelled = await call('POST', path, token, { reason: 'Bonus abuse confirmed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ bonus: { id: opened.id, status: 'deactivated' } });
    const again = await call('POST', path, token, { reason: 'Bonus abuse confirmed' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.BonusStateConflict });
    const other = await registerPlayer(testApp().app);
    const foreign = await call(
      'POST',
      `/admin/players/${other.id}/bonuses/${opened.id}/cancel`,
      token,
      { reason: 'Wrong player' },
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: ErrorCode.BonusNotFound });
    expect((await call('GET', '/admin/players/99999999/bonuses', token)).statusCode).toBe(404);

    const rows = await auditRowsOf(testApp(), 'bonus_grant', String(opened.id));
    expect(rows).toMatchObject([
      {
        action: 'bonus.cancel',
        reason: 'Bonus abuse confirmed',
        before: { status: 'active', userId: player.id },
        after: { status: 'deactivated', endReason: 'staff' },
      },
    ]);
    const after = await call('GET', `/admin/players/${player.id}/bonus-ledger`, token);
    expect(after.json<{ items: { kind: string }[] }>().items.map((e) => e.kind)).toEqual([
      'bonus_cancel',
      'bonus_grant',
    ]);
  });
});
