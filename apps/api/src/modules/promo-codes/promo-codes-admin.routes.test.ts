import { BONUS_DEFAULT_CONTRIBUTIONS, ErrorCode, type AdminPromoCode } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { nextAddress, registerPlayer } from '../../../test/players.js';
import { auditRowsOf, staffSession } from '../../../test/staff-sessions.js';
import { codeStateProblem, promoCodeProblem } from './promo-codes-admin.rules.js';

const testApp = useTestApp();

async function call(method: string, url: string, token: string, payload?: unknown) {
  return testApp().app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextAddress(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

let sequence = 0;
const codeText = () => `TEST${Date.now().toString(36).toUpperCase()}${++sequence}`;
const code = (overrides: Record<string, unknown> = {}) => ({
  code: codeText(),
  reward: 'insurance',
  offerId: null,
  amounts: { byCurrency: { USD: 1_000, INR: 50_000 }, spins: null },
  refundPercent: null,
  refundDays: null,
  validFrom: null,
  validUntil: '2035-01-01T00:00:00Z',
  currencies: [],
  countries: [],
  maxUses: 100,
  ...overrides,
});

async function freespinOffer(token: string) {
  const answer = await call('POST', '/admin/bonus-offers', token, {
    name: 'Promo spins',
    kind: 'freespins',
    displayKind: 'freespins',
    product: 'casino',
    percent: 0,
    fastPercent: null,
    fastMinutes: null,
    depositWindowHours: null,
    registration: 'any',
    deposits: 'any',
    amounts: {
      USD: { minDeposit: 0, maxDeposit: 0, minDepositFreespins: 2_000, maxBonus: 0, winCap: 5_000 },
    },
    maxStake: null,
    wagerMultiplier: 0,
    wageringHours: 24,
    freespinWagerMultiplier: 40,
    freespinWageringHours: 48,
    contributions: { ...BONUS_DEFAULT_CONTRIBUTIONS },
    payoutPercent: 100,
    spinsTotal: 50,
    spinsParts: 1,
    spinsPartHours: 24,
    spinsGame: 'fruit-classic',
    claimHours: 168,
    startsAt: null,
    endsAt: null,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ offer: { id: number } }>().offer.id;
}

describe('admin: promo codes', () => {
  it('a manager creates a code, sees its uses, pauses, resumes and ends it, audited', async () => {
    const { token } = await staffSession(testApp(), 'manager');
    const body = code();
    const created = await call('POST', '/admin/promo-codes', token, {
      ...body,
      code: body.code.toLowerCase(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const made = created.json<{ code: AdminPromoCode }>().code;
    expect(made).toMatchObject({ code: body.code, reward: 'insurance', uses: 0, status: 'active' });

    const taken = await call('POST', '/admin/promo-codes', token, body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: ErrorCode.PromoCodeTaken });

    // A player redeems it: the list shows the use and the code's redemptions name the player.
    const player = await registerPlayer(testApp().app, { currencyCode: 'USD' });
    const used = await call('POST', '/promo-codes/use-code-by-user', player.token, {
      code: body.code,
    });
    expect(used.statusCode, used.body).toBe(200);
    const list = await call('GET', `/admin/promo-codes?q=${body.code.slice(0, 6)}`, token);
    expect(list.json<{ items: AdminPromoCode[] }>().items).toContainEqual(
      expect.objectContaining({ id: made.id, uses: 1, maxUses: 100 }),
    );
    const uses = await call('GET', `/admin/promo-codes/${made.id}/redemptions`, token);
    expect(uses.json()).toMatchObject({ items: [{ userId: player.id }], nextCursor: null });

    const state = (status: string) =>
      call('POST', `/admin/promo-codes/${made.id}/status`, token, {
        status,
        reason: 'Affiliate deal over',
      });
    expect((await state('paused')).json()).toMatchObject({ code: { status: 'paused' } });
    const other = await registerPlayer(testApp().app, { currencyCode: 'USD' });
    const paused = await call('POST', '/promo-codes/use-code-by-user', other.token, {
      code: body.code,
    });
    expect(paused.statusCode).toBeGreaterThanOrEqual(400);
    expect((await state('active')).statusCode).toBe(200);
    expect((await state('ended')).statusCode).toBe(200);
    const again = await state('active');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.BonusStateConflict });

    const rows = await auditRowsOf(testApp(), 'promo_code', String(made.id));
    expect(rows.map((row) => row.action)).toEqual([
      'promo_code.create',
      'promo_code.pause',
      'promo_code.resume',
      'promo_code.end',
    ]);
    expect(rows[1]).toMatchObject({ reason: 'Affiliate deal over' });
  });

  it('checks the reward against its offer and figures (422), input (400), ids (404)', async () => {
    const { token } = await staffSession(testApp(), 'manager');
    const offerId = await freespinOffer(token);
    const post = (body: unknown) => call('POST', '/admin/promo-codes', token, body);
    const invalid = async (body: unknown, message: RegExp) => {
      const answer = await post(body);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json()).toMatchObject({ code: ErrorCode.BonusOfferInvalid });
      expect(answer.json<{ message: string }>().message).toMatch(message);
    };
    await invalid(code({ reward: 'bonus' }), /needs the offer/);
    await invalid(code({ reward: 'bonus', offerId }), /deposit offer/);
    await invalid(code({ amounts: { byCurrency: { INR: 50_000 }, spins: null } }), /USD/);
    await invalid(code({ reward: 'refund' }), /refund code needs/);
    await invalid(
      code({ validFrom: '2036-01-01T00:00:00Z', validUntil: '2035-01-01T00:00:00Z' }),
      /end must come after/,
    );
    const spins = await post(
      code({ reward: 'freespins', offerId, amounts: { byCurrency: {}, spins: 20 } }),
    );
    expect(spins.statusCode, spins.body).toBe(200);
    const refund = await post(
      code({ reward: 'refund', refundPercent: 10, refundDays: 7, countries: ['IN', 'BD'] }),
    );
    expect(refund.json()).toMatchObject({ code: { refundPercent: 10, countries: ['IN', 'BD'] } });

    expect((await post(code({ code: 'no!' }))).statusCode).toBe(400);
    expect((await post(code({ reward: 'cash' }))).statusCode).toBe(400);
    expect((await post(code({ currencies: ['XXX'] }))).statusCode).toBe(400);
    const noOffer = await post(code({ reward: 'bonus', offerId: 999_999 }));
    expect(noOffer.statusCode).toBe(404);
    expect(noOffer.json()).toMatchObject({ code: ErrorCode.BonusNotFound });
    const unknown = await call('POST', '/admin/promo-codes/999999/status', token, {
      status: 'paused',
      reason: 'Nothing',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', '/admin/promo-codes/999999/redemptions', token)).statusCode).toBe(
      404,
    );
  });

  it('reads need bonuses.read, changes bonuses.write', async () => {
    const support = await staffSession(testApp(), 'support');
    const security = await staffSession(testApp(), 'security');
    expect((await call('GET', '/admin/promo-codes', support.token)).statusCode).toBe(200);
    expect((await call('GET', '/admin/promo-codes', security.token)).statusCode).toBe(403);
    const write = await call('POST', '/admin/promo-codes', support.token, code());
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: ErrorCode.StaffForbidden });
  });
});

describe('promo code rules', () => {
  const draft = {
    reward: 'insurance' as const,
    offerId: null,
    amounts: { byCurrency: { USD: 100 }, spins: null },
    refundPercent: null,
    refundDays: null,
    validFrom: null,
    validUntil: null,
  };
  it('accepts a fitting draft and names the first misfit', () => {
    expect(promoCodeProblem(draft, null)).toBeNull();
    expect(promoCodeProblem({ ...draft, amounts: { byCurrency: {}, spins: 5 } }, null)).toMatch(
      /USD/,
    );
    expect(promoCodeProblem({ ...draft, refundPercent: 5, refundDays: 3 }, null)).toMatch(
      /Only a refund/,
    );
    expect(
      promoCodeProblem(
        { ...draft, reward: 'bonus', offerId: 3 },
        { kind: 'deposit', status: 'ended' },
      ),
    ).toMatch(/ended/);
  });
  it('lets active and paused switch, never an ended code', () => {
    expect(codeStateProblem('active', 'paused')).toBeNull();
    expect(codeStateProblem('paused', 'active')).toBeNull();
    expect(codeStateProblem('paused', 'paused')).toMatch(/already/);
    expect(codeStateProblem('ended', 'active')).toMatch(/ended/);
  });
});
