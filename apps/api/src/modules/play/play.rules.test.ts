import { CURRENCY_CODES, ErrorCode, PLAY_MIN_BET, playGameConfigSchema } from '@jackdaw/contracts';
import { SLOT_TITLES, fruitClassic, jungleWays } from '@jackdaw/games';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { betLimits, betStep, checkBet, gameConfigOf, linesFor } from './play.rules.js';

const codeOf = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};

describe('bet rules', () => {
  it('accepts exactly the multiples of the step within the limits, for every title and currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SLOT_TITLES),
        fc.constantFrom(...CURRENCY_CODES),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        (title, currency, bet) => {
          const lines = linesFor(title, undefined);
          const limits = betLimits(currency, betStep(title, lines));
          const code = codeOf(() => checkBet(title, currency, bet, undefined));
          const valid = bet >= limits.min && bet <= limits.max && bet % limits.step === 0;
          expect(code === null).toBe(valid);
          if (!valid) {
            expect([
              ErrorCode.PlayBetTooLow,
              ErrorCode.PlayBetTooHigh,
              ErrorCode.PlayBetStep,
            ]).toContain(code);
          }
        },
      ),
    );
  });

  it('keeps the limits inside the currency minimum and maximum, and never zero', () => {
    for (const title of SLOT_TITLES) {
      for (const currency of CURRENCY_CODES) {
        const limits = betLimits(currency, betStep(title, linesFor(title, undefined)));
        expect(limits.min).toBeGreaterThanOrEqual(PLAY_MIN_BET[currency]);
        expect(limits.min).toBeGreaterThan(0);
        expect(limits.max).toBeGreaterThanOrEqual(limits.min);
        expect(checkBet(title, currency, limits.min, undefined)).toBeDefined();
        expect(checkBet(title, currency, limits.max, undefined)).toBeDefined();
      }
    }
  });

  it('checks the lines: bounds on lines titles, none on ways titles', () => {
    expect(linesFor(fruitClassic, undefined)).toBe(10);
    expect(linesFor(fruitClassic, 3)).toBe(3);
    expect(codeOf(() => linesFor(fruitClassic, 0))).toBe(ErrorCode.PlayLinesInvalid);
    expect(codeOf(() => linesFor(fruitClassic, 11))).toBe(ErrorCode.PlayLinesInvalid);
    expect(linesFor(jungleWays, undefined)).toBeNull();
    expect(codeOf(() => linesFor(jungleWays, 5))).toBe(ErrorCode.PlayLinesInvalid);
    expect(betStep(jungleWays, null)).toBe(25);
    expect(betStep(fruitClassic, 3)).toBe(3);
  });

  it('describes every title in the contract shape', () => {
    for (const title of SLOT_TITLES) {
      const config = gameConfigOf(title);
      expect(playGameConfigSchema.safeParse(config).success, title.id).toBe(true);
      expect(config.strips).toEqual(title.strips);
    }
  });
});
