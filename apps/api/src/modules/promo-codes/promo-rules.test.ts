import { ErrorCode } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import {
  attemptsExhausted,
  checkCode,
  fallbackTerms,
  figureFor,
  isLosingRound,
  normalizeCode,
  refundAmount,
  REFUSALS,
  retryAfterSeconds,
  type CodeForCheck,
} from './promo-rules.js';

const now = new Date('2026-11-26T12:00:00Z');
const code = (over: Partial<CodeForCheck> = {}): CodeForCheck => ({
  status: 'active',
  validFrom: null,
  validUntil: null,
  currencies: [],
  countries: [],
  maxUses: null,
  uses: 0,
  ...over,
});
const inr = { currency: 'INR' as const, country: 'IN' };

describe('normalizeCode', () => {
  it('stores codes upper case, whatever the player typed', () => {
    expect(normalizeCode(' welcome50 ')).toBe('WELCOME50');
    expect(normalizeCode('SaFeBeT')).toBe('SAFEBET');
  });
});

describe('checkCode', () => {
  it('passes an active code with no limits', () => {
    expect(checkCode(code(), inr, false, now)).toBeNull();
  });

  it('refuses a paused or ended code, and one outside its dates, as expired', () => {
    expect(checkCode(code({ status: 'paused' }), inr, false, now)).toBe('expired');
    expect(checkCode(code({ status: 'ended' }), inr, false, now)).toBe('expired');
    expect(checkCode(code({ validFrom: new Date(now.getTime() + 1) }), inr, false, now)).toBe(
      'expired',
    );
    expect(checkCode(code({ validUntil: now }), inr, false, now)).toBe('expired');
    expect(
      checkCode(
        code({ validFrom: new Date(now.getTime() - 1), validUntil: new Date(now.getTime() + 1) }),
        inr,
        false,
        now,
      ),
    ).toBeNull();
  });

  it('refuses a second use by the same player', () => {
    expect(checkCode(code(), inr, true, now)).toBe('used');
  });

  it("refuses a code whose currencies or countries leave the player's out", () => {
    expect(checkCode(code({ currencies: ['USD', 'EUR'] }), inr, false, now)).toBe('not_for_you');
    expect(checkCode(code({ currencies: ['INR'] }), inr, false, now)).toBeNull();
    expect(checkCode(code({ countries: ['BD'] }), inr, false, now)).toBe('not_for_you');
    expect(checkCode(code({ countries: ['bd', 'in'] }), inr, false, now)).toBeNull();
    expect(checkCode(code({ countries: ['IN'] }), { ...inr, country: null }, false, now)).toBe(
      'not_for_you',
    );
  });

  it('refuses a code with every use taken', () => {
    expect(checkCode(code({ maxUses: 3, uses: 3 }), inr, false, now)).toBe('limit_reached');
    expect(checkCode(code({ maxUses: 3, uses: 2 }), inr, false, now)).toBeNull();
  });

  it('checks in order: expired before used before not for you before the limit', () => {
    const all = code({ status: 'ended', currencies: ['USD'], maxUses: 1, uses: 1 });
    expect(checkCode(all, inr, true, now)).toBe('expired');
    expect(checkCode({ ...all, status: 'active' }, inr, true, now)).toBe('used');
    expect(checkCode({ ...all, status: 'active' }, inr, false, now)).toBe('not_for_you');
  });
});

describe('refusals', () => {
  it('map to the contract’s statuses and codes', () => {
    expect(REFUSALS.unknown).toMatchObject({ status: 404, code: ErrorCode.PromoUnknown });
    expect(REFUSALS.expired.code).toBe(ErrorCode.PromoExpired);
    expect(REFUSALS.used.code).toBe(ErrorCode.PromoUsed);
    expect(REFUSALS.not_for_you.code).toBe(ErrorCode.PromoNotForYou);
    expect(REFUSALS.limit_reached.code).toBe(ErrorCode.PromoLimitReached);
    expect(REFUSALS.duplicate_person.code).toBe(ErrorCode.BonusDuplicatePerson);
    for (const refusal of Object.values(REFUSALS).slice(1)) expect(refusal.status).toBe(409);
  });
});

describe('the attempt limit', () => {
  it('refuses the eleventh attempt within the hour', () => {
    expect(attemptsExhausted(9)).toBe(false);
    expect(attemptsExhausted(10)).toBe(true);
  });

  it('answers the seconds until the oldest counted failure leaves the hour', () => {
    expect(retryAfterSeconds(new Date(now.getTime() - 3_000_000), now)).toBe(600);
    expect(retryAfterSeconds(new Date(now.getTime() - 3_600_000), now)).toBe(1);
  });
});

describe('figureFor', () => {
  const fromUsd = async (usd: bigint) => usd * 88n;
  it("takes the currency's own figure, else USD's converted, else none", async () => {
    const amounts = { byCurrency: { USD: 5_000, INR: 400_000 }, spins: null };
    expect(await figureFor('bonus', amounts, 'INR', fromUsd)).toBe(400_000n);
    expect(await figureFor('insurance', amounts, 'BDT', fromUsd)).toBe(440_000n);
    expect(await figureFor('refund', { byCurrency: { INR: 1 }, spins: null }, 'BDT', fromUsd)).toBe(
      null,
    );
  });

  it('needs no figure for free spins', async () => {
    expect(await figureFor('freespins', { byCurrency: {}, spins: 25 }, 'INR', fromUsd)).toBe(0n);
  });
});

describe('refundAmount', () => {
  it('is the percent of net losses, rounded down, at most the cap', () => {
    expect(refundAmount(12_345n, 10, 100_000n)).toBe(1_234n);
    expect(refundAmount(5_000_000n, 10, 100_000n)).toBe(100_000n);
  });

  it('is nothing when the player is not down', () => {
    expect(refundAmount(0n, 10, 100_000n)).toBe(0n);
    expect(refundAmount(-500n, 10, 100_000n)).toBe(0n);
    expect(refundAmount(500n, 0, 100_000n)).toBe(0n);
  });
});

describe('isLosingRound', () => {
  it('is an own-game round settled with no win and no feature open', () => {
    expect(isLosingRound({ win: 0n, open: false })).toBe(true);
    expect(isLosingRound({ win: 1n, open: false })).toBe(false);
    expect(isLosingRound({ win: 0n, open: true })).toBe(false);
    expect(isLosingRound(undefined)).toBe(false);
  });
});

describe('fallbackTerms', () => {
  it("is the welcome card's wagering, named after the code", () => {
    expect(fallbackTerms('WELCOME50')).toMatchObject({
      name: 'WELCOME50',
      wagerMultiplier: 50,
      wageringHours: 24,
      payoutPercent: 100,
    });
  });
});
