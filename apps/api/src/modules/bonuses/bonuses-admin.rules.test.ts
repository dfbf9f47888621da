import { BONUS_DEFAULT_CONTRIBUTIONS, type AdminBonusOfferBody } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import {
  isBonusEntry,
  offerProblem,
  progressPercent,
  stateProblem,
} from './bonuses-admin.rules.js';

const usd = {
  minDeposit: 200,
  maxDeposit: 100_000,
  minDepositFreespins: 2_000,
  maxBonus: 30_000,
  winCap: 5_000,
};
const welcome: AdminBonusOfferBody = {
  name: 'Welcome',
  kind: 'deposit',
  displayKind: 'welcome',
  product: 'casino',
  percent: 100,
  fastPercent: 125,
  fastMinutes: 15,
  depositWindowHours: 168,
  registration: 'casino',
  deposits: 'first',
  amounts: { USD: usd },
  maxStake: null,
  wagerMultiplier: 50,
  wageringHours: 24,
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
};
const spins: AdminBonusOfferBody = {
  ...welcome,
  kind: 'freespins',
  percent: 0,
  fastPercent: null,
  fastMinutes: null,
  freespinWagerMultiplier: 50,
  freespinWageringHours: 48,
  spinsTotal: 250,
  spinsParts: 5,
  spinsPartHours: 24,
  spinsGame: 'fruit-classic',
};

describe('offer checks', () => {
  it('accepts the welcome offers of the spec', () => {
    expect(offerProblem(welcome)).toBeNull();
    expect(offerProblem(spins)).toBeNull();
  });
  it('names the first misfit', () => {
    expect(offerProblem({ ...welcome, amounts: {} })).toMatch(/USD/);
    expect(offerProblem({ ...welcome, displayKind: 'freespins' })).toMatch(/kind freespins/);
    expect(offerProblem({ ...spins, product: 'sport' })).toMatch(/sport bonus/);
    expect(offerProblem({ ...welcome, percent: 0, fastPercent: null, fastMinutes: null })).toMatch(
      /percent of at least 1/,
    );
    expect(offerProblem({ ...welcome, fastMinutes: null })).toMatch(/both/);
    expect(offerProblem({ ...welcome, fastPercent: 90 })).toMatch(/cannot be below/);
    expect(offerProblem({ ...spins, spinsGame: null })).toMatch(/spinsGame/);
    expect(offerProblem({ ...spins, spinsParts: 3 })).toMatch(/equal parts/);
    expect(offerProblem({ ...welcome, amounts: { USD: { ...usd, maxBonus: 0 } } })).toMatch(
      /maximum bonus/,
    );
    expect(offerProblem({ ...spins, amounts: { USD: { ...usd, winCap: 0 } } })).toMatch(/cap/);
    expect(offerProblem({ ...welcome, maxStake: { INR: 100 } })).toMatch(/maximum stake/);
    expect(offerProblem({ ...welcome, startsAt: '0000-01-01T00:00:00Z' })).toMatch(/2000/);
  });
});

describe('status changes', () => {
  it('switches active and paused, and keeps an ended offer ended', () => {
    expect(stateProblem('active', 'paused')).toBeNull();
    expect(stateProblem('paused', 'ended')).toBeNull();
    expect(stateProblem('active', 'active')).toMatch(/already/);
    expect(stateProblem('ended', 'active')).toMatch(/ended/);
  });
});

describe('progress and bonus entries', () => {
  it('rounds progress down and caps it at 100', () => {
    expect(progressPercent(0n, 0n)).toBe(100);
    expect(progressPercent(1_000n, 999n)).toBe(99);
    expect(progressPercent(1_000n, 5_000n)).toBe(100);
  });
  it('keeps the entries of bonus accounts and bonus movements', () => {
    const entry = (account: string, kind: string, metadata = {}) => ({ account, kind, metadata });
    expect(isBonusEntry(entry('bonus_casino', 'bet'))).toBe(true);
    expect(isBonusEntry(entry('real', 'bonus_convert'))).toBe(true);
    expect(isBonusEntry(entry('real', 'bet'))).toBe(false);
    expect(isBonusEntry(entry('real', 'win', { freeRound: true }))).toBe(true);
  });
});
