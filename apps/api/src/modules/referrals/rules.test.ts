import { describe, expect, it } from 'vitest';
import {
  commissionOf,
  linkEarns,
  maskEmail,
  newReferralCode,
  normaliseCode,
  transferPlan,
  verdictOf,
  windowEnd,
} from './rules.js';

describe('commissionOf', () => {
  it('rounds down to a whole minor unit', () => {
    expect(commissionOf(100_003n, 500)).toBe(5_000n);
    expect(commissionOf(2_000n, 25)).toBe(5n);
    expect(commissionOf(399n, 25)).toBe(0n);
    expect(commissionOf(400n, 25)).toBe(1n);
  });
  it('pays nothing on nothing, a negative amount or a zero share', () => {
    expect(commissionOf(0n, 500)).toBe(0n);
    expect(commissionOf(-5_000n, 500)).toBe(0n);
    expect(commissionOf(5_000n, 0)).toBe(0n);
  });
  it('stays exact past 2^53', () => {
    expect(commissionOf(10n ** 20n + 19n, 10_000)).toBe(10n ** 20n + 19n);
  });
});

describe('the window', () => {
  const registeredAt = new Date('2026-01-01T00:00:00Z');
  it('ends windowDays after registration, exclusive', () => {
    expect(windowEnd(registeredAt, 90).toISOString()).toBe('2026-04-01T00:00:00.000Z');
    const link = { status: 'clear' as const, registeredAt };
    expect(linkEarns(link, 90, new Date('2026-03-31T23:59:59Z'))).toBe(true);
    expect(linkEarns(link, 90, new Date('2026-04-01T00:00:00Z'))).toBe(false);
  });
  it('earns only for clear and approved links', () => {
    const at = new Date('2026-01-02T00:00:00Z');
    expect(linkEarns({ status: 'approved', registeredAt }, 90, at)).toBe(true);
    expect(linkEarns({ status: 'pending', registeredAt }, 90, at)).toBe(false);
    expect(linkEarns({ status: 'blocked', registeredAt }, 90, at)).toBe(false);
  });
});

describe('verdictOf', () => {
  it('holds a clear link with a match for review', () => {
    expect(verdictOf({ status: 'clear', matchedOn: [] }, ['card'])).toEqual({
      status: 'pending',
      matchedOn: ['card'],
    });
  });
  it('keeps a clear link without a match clear', () => {
    expect(verdictOf({ status: 'clear', matchedOn: [] }, [])).toEqual({
      status: 'clear',
      matchedOn: [],
    });
  });
  it('leaves an approved link approved for the kinds staff saw, pending on a new one', () => {
    expect(verdictOf({ status: 'approved', matchedOn: ['email'] }, ['email'])).toEqual({
      status: 'approved',
      matchedOn: ['email'],
    });
    expect(verdictOf({ status: 'approved', matchedOn: ['email'] }, ['email', 'phone'])).toEqual({
      status: 'pending',
      matchedOn: ['email', 'phone'],
    });
  });
  it('keeps a blocked link blocked, its matches growing', () => {
    expect(verdictOf({ status: 'blocked', matchedOn: ['email'] }, ['card'])).toEqual({
      status: 'blocked',
      matchedOn: ['card', 'email'],
    });
  });
});

describe('transferPlan', () => {
  it('moves the whole balance, or the amount asked', () => {
    expect(transferPlan(50_000n, null, 40_000n)).toEqual({ ok: true, amount: 50_000n });
    expect(transferPlan(50_000n, 45_000n, 40_000n)).toEqual({ ok: true, amount: 45_000n });
  });
  it('refuses nothing, too little and too much, in that order', () => {
    expect(transferPlan(0n, 10n, 1n)).toEqual({ ok: false, reason: 'empty' });
    expect(transferPlan(100n, null, 500n)).toEqual({ ok: false, reason: 'below-minimum' });
    expect(transferPlan(100n, 200n, 500n)).toEqual({ ok: false, reason: 'above-balance' });
  });
});

describe('codes', () => {
  it('draws 8 characters of the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) expect(newReferralCode()).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(newReferralCode(() => 0)).toBe('22222222');
  });
  it('reads r in any case, and nothing that cannot be a code', () => {
    expect(normaliseCode(' ab3dEF7q ')).toBe('AB3DEF7Q');
    expect(normaliseCode(undefined)).toBeNull();
    expect(normaliseCode('ab')).toBeNull();
    expect(normaliseCode('ab-cd')).toBeNull();
    expect(normaliseCode('A'.repeat(17))).toBeNull();
  });
});

describe('maskEmail', () => {
  it('keeps the first letters and the top-level domain', () => {
    expect(maskEmail('ayla.demir@gmail.com')).toBe('a***@g***.com');
    expect(maskEmail('şule@mail.example.tr')).toBe('ş***@m***.tr');
    expect(maskEmail('x@localhost')).toBe('x***@l***');
  });
});
