import {
  LANDING_SOURCES,
  LANGUAGE_CODES,
  landingPathParams,
  landingSourceFromPath,
  landingTextsSchema,
  wheelSpinOutcome,
} from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  daysOf,
  defaultFreeSpins,
  defaultTexts,
  fillTexts,
  formatAmount,
  prizeProblem,
  prizeView,
  rangeOf,
  spinsGameOf,
  THEME_SLOTS,
} from './landings.rules.js';

const offer = {
  id: 7,
  kind: 'deposit',
  percent: 100,
  fastPercent: 125,
  fastMinutes: 15,
  spinsGame: null,
  spinsTotal: null,
};
const amounts = {
  amounts: {
    minDeposit: 200,
    maxDeposit: 30_000,
    minDepositFreespins: 2_000,
    maxBonus: 30_000,
    winCap: 5_000,
  },
};

describe('landing paths', () => {
  it('round-trips every landing source through its two path segments', () => {
    for (const source of LANDING_SOURCES) {
      const { kind, name } = landingPathParams(source);
      expect(name).toMatch(/^[a-z0-9-]+$/);
      expect(landingSourceFromPath(kind, name)).toBe(source);
    }
    expect(landingSourceFromPath('wheel', 'coinStrike')).toBeUndefined();
  });

  it('answers the spec angles and attempts left', () => {
    expect(wheelSpinOutcome('olympus', 1)).toEqual({ angle: 715, attemptsLeft: 1 });
    expect(wheelSpinOutcome('olympus', 2)).toEqual({ angle: 1410, attemptsLeft: 0 });
    expect(wheelSpinOutcome('fruity', 1)).toEqual({ angle: 715, attemptsLeft: 0 });
  });
});

describe('theme slots and prizes', () => {
  it('maps themes only to studio slots; the others get the welcome game', () => {
    for (const game of Object.values(THEME_SLOTS)) expect(spinsGameOf(game!)).not.toBeNull();
    expect(defaultFreeSpins('wheel:fruity')).toEqual({ game: 'fruit-classic', count: 250 });
    expect(defaultFreeSpins('wheel:aviator')).toEqual({ game: 'fruit-classic', count: 250 });
    expect(defaultFreeSpins('game:coin-strike').game).toBe('dragons-hoard');
    expect(spinsGameOf('aviator')).toBeNull();
  });

  it('shows a deposit offer with its fast percent, a free-spin offer as spins only', () => {
    const config = { offerId: 7, freeSpins: { game: 'jungle-ways', count: 40 } };
    expect(prizeView(config, offer, amounts, 'EUR')).toEqual({
      offerId: 7,
      percent: 125,
      fastMinutes: 15,
      basePercent: 100,
      maxAmount: 30_000,
      minDeposit: 200,
      currency: 'EUR',
      freeSpins: { count: 40, game: { alias: 'jungle-ways', name: expect.any(String) } },
    });
    const spins = { ...offer, kind: 'freespins', spinsGame: 'fruit-classic', spinsTotal: 250 };
    expect(prizeView({ offerId: 7, freeSpins: null }, spins, amounts, 'USD')).toMatchObject({
      percent: 0,
      maxAmount: 0,
      fastMinutes: null,
      freeSpins: { count: 250, game: { alias: 'fruit-classic' } },
    });
  });

  it('refuses what cannot be a landing prize', () => {
    const ok = { kind: 'deposit', status: 'active', deposits: 'first', product: 'casino' };
    const config = { offerId: 1, freeSpins: null };
    expect(prizeProblem(config, ok)).toBeNull();
    expect(prizeProblem(config, { ...ok, status: 'paused' })).toBeNull();
    expect(prizeProblem(config, null)).toMatch(/No bonus offer/);
    expect(prizeProblem(config, { ...ok, status: 'ended' })).toMatch(/ended/);
    expect(prizeProblem(config, { ...ok, product: 'sport' })).toMatch(/casino/);
    expect(prizeProblem(config, { ...ok, deposits: 'any' })).toMatch(/first deposit/);
    expect(prizeProblem(config, { ...ok, kind: 'cashback' })).toMatch(/deposit offer/);
    expect(prizeProblem({ offerId: 1, freeSpins: { game: 'plinko', count: 5 } }, ok)).toMatch(
      /slots/,
    );
  });
});

describe('texts', () => {
  it('has valid defaults in every language, the prize line fitting the prize', () => {
    for (const language of LANGUAGE_CODES) {
      for (const source of ['wheel:olympus', 'game:plinko'] as const) {
        for (const prize of [
          { percent: 125, freeSpins: { count: 1, game: { alias: 'a', name: 'A' } } },
          { percent: 125, freeSpins: null },
          { percent: 0, freeSpins: { count: 1, game: { alias: 'a', name: 'A' } } },
        ]) {
          const texts = defaultTexts(source, language, prize);
          expect(z.safeParse(landingTextsSchema, texts).success, `${language} ${source}`).toBe(
            true,
          );
        }
      }
    }
    expect(defaultTexts('wheel:olympus', 'EN', { percent: 100, freeSpins: null }).prizeLine).toBe(
      '{percent}% bonus up to {amount}',
    );
    expect(defaultTexts('game:plinko', 'EN', null).cta).toBe('Sign up');
  });

  it('fills the placeholders from the prize', () => {
    const prize = prizeView(
      { offerId: 7, freeSpins: { game: 'fruit-classic', count: 250 } },
      offer,
      { amounts: { ...amounts.amounts, maxBonus: 2_500_000 } },
      'INR',
    );
    expect(
      fillTexts(
        { title: '{game}', body: '{spins}', cta: 'Go', prizeLine: '{percent}% {amount}' },
        prize,
      ),
    ).toEqual({ title: 'Fruit Classic', body: '250', cta: 'Go', prizeLine: '125% ₹25\u202f000' });
  });

  it('formats amounts with the currency sign on its side', () => {
    expect(formatAmount(30_000, 'USD')).toBe('300 $');
    expect(formatAmount(1_250, 'EUR')).toBe('€12.50');
    expect(formatAmount(300_000_000, 'UZS')).toBe('3\u202f000\u202f000 soʻm');
  });

  it('schema refuses unknown placeholders and control characters', () => {
    const base = { title: 'T', body: '', cta: 'C', prizeLine: 'P' };
    expect(z.safeParse(landingTextsSchema, { ...base, title: '{bonus}' }).success).toBe(false);
    expect(z.safeParse(landingTextsSchema, { ...base, body: 'a\u0000' }).success).toBe(false);
    expect(z.safeParse(landingTextsSchema, { ...base, cta: ' ' }).success).toBe(false);
  });
});

describe('day ranges', () => {
  it('defaults to the last 30 days and lists each day', () => {
    expect(rangeOf({}, new Date('2026-03-30T12:00:00Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-30',
    });
    expect(daysOf('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});
