import {
  BONUS_CATEGORIES,
  BONUS_DEFAULT_CONTRIBUTIONS,
  type BonusCategory,
} from '@jackdaw/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { friendlyRound } from './amounts.js';
import { depositBonusOf, welcomePercent } from './deposit-bonus.js';
import {
  categoryFromCatalogue,
  contributionOf,
  conversionOf,
  isMet,
  nextProgress,
  wagerOf,
  wagerRequiredOf,
} from './wagering.js';

const terms = { contributions: { ...BONUS_DEFAULT_CONTRIBUTIONS } };
const category = fc.constantFrom(...BONUS_CATEGORIES);
const money = fc.bigInt({ min: 0n, max: 10n ** 12n });

describe('contribution per category (engagement §9)', () => {
  it('slots count 100 %, live/TV and virtual sports 10 %, table games, live casino, crash 0 %', () => {
    const expected: Partial<Record<BonusCategory, number>> = {
      slots: 100,
      live: 10,
      tv_games: 10,
      virtual_sports: 10,
      table: 0,
      poker: 0,
      video_poker: 0,
      roulette: 0,
      baccarat: 0,
      blackjack: 0,
      lottery: 0,
      scratch: 0,
      bingo: 0,
      keno: 0,
      live_casino: 0,
      crash: 0,
    };
    for (const [name, percent] of Object.entries(expected)) {
      expect(contributionOf(terms, name as BonusCategory), name).toBe(percent);
    }
  });

  it('a stake adds stake × contribution, never more than the stake; an excluded game adds 0', () => {
    fc.assert(
      fc.property(money, category, fc.boolean(), (stake, name, excluded) => {
        const percent = contributionOf(terms, name, excluded);
        const added = wagerOf(stake, percent);
        expect(added).toBe((stake * BigInt(percent)) / 100n);
        expect(added <= stake).toBe(true);
        if (excluded) expect(added).toBe(0n);
      }),
    );
  });

  it("follows the grant's own terms, clamped to 0–100", () => {
    fc.assert(
      fc.property(category, fc.integer({ min: -50, max: 200 }), (name, percent) => {
        const own = contributionOf(
          { contributions: { ...terms.contributions, [name]: percent } },
          name,
        );
        expect(own).toBe(Math.max(0, Math.min(100, percent)));
      }),
    );
  });

  it('maps catalogue categories: slots, roulette, live casino, instant (crash)', () => {
    expect(categoryFromCatalogue(['popular', 'slots'])).toBe('slots');
    expect(categoryFromCatalogue(['roulette'])).toBe('roulette');
    expect(categoryFromCatalogue(['live-casino'])).toBe('live_casino');
    expect(categoryFromCatalogue(['instant-games'])).toBe('crash');
    expect(categoryFromCatalogue([])).toBe('other');
  });
});

describe('wagering progress', () => {
  it('never converts before the requirement is met, whatever the stakes and rollbacks', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.tuple(fc.bigInt({ min: -1_000_000n, max: 1_000_000n }), category), {
          maxLength: 60,
        }),
        (amount, multiplier, stakes) => {
          const required = wagerRequiredOf(amount, multiplier);
          let progress = 0n;
          let counted = 0n;
          for (const [stake, name] of stakes) {
            const added = wagerOf(stake, contributionOf(terms, name));
            progress = nextProgress(progress, added);
            counted += added;
            expect(progress >= 0n).toBe(true);
            // Met exactly when the progress reaches the requirement, never before.
            expect(isMet(progress, required)).toBe(progress >= required);
          }
          if (counted >= 0n && stakes.every(([stake]) => stake >= 0n)) {
            expect(progress).toBe(counted);
          }
        },
      ),
    );
  });

  it('converts exactly min(balance, bonus × coefficient); the rest is forfeited', () => {
    fc.assert(
      fc.property(money, money, fc.integer({ min: 0, max: 100 }), (balance, amount, payout) => {
        const { toReal, forfeit } = conversionOf(balance, amount, payout);
        const cap = (amount * BigInt(payout)) / 100n;
        expect(toReal).toBe(balance < cap ? balance : cap);
        expect(toReal + forfeit).toBe(balance);
        expect(forfeit >= 0n).toBe(true);
      }),
    );
  });
});

describe('deposit bonus figures', () => {
  it('125 % within 15 minutes of registration, 100 % after; capped at the maximum bonus', () => {
    const offer = { percent: 100, fastPercent: 125, fastMinutes: 15 };
    expect(welcomePercent(offer, 60_000)).toBe(125);
    expect(welcomePercent(offer, 15 * 60_000)).toBe(125);
    expect(welcomePercent(offer, 15 * 60_000 + 1)).toBe(100);
    fc.assert(
      fc.property(
        money,
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 10 ** 9 }),
        (amount, percent, max) => {
          const bonus = depositBonusOf(amount, percent, max);
          expect(bonus <= BigInt(max)).toBe(true);
          expect(bonus <= (amount * BigInt(percent)) / 100n).toBe(true);
        },
      ),
    );
  });

  it('friendly numbers are 1, 2, 2.5 or 5 × 10^n and within a factor of 1.5', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), (value) => {
        const rounded = friendlyRound(value);
        expect(rounded.toString()).toMatch(/^(1|2|25|5)0*$/);
        expect(Number(rounded) / Number(value)).toBeGreaterThanOrEqual(0.66);
        expect(Number(rounded) / Number(value)).toBeLessThanOrEqual(1.5);
      }),
    );
    expect(friendlyRound(2_734n)).toBe(2_500n);
    expect(friendlyRound(0n)).toBe(0n);
  });
});
