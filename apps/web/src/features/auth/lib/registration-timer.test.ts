import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCountdown, INCREASED_BONUS, remainingMs } from './registration-timer';

describe('registration timer', () => {
  it('counts 15 minutes down from the opening of sign-up', () => {
    const start = 1_700_000_000_000;
    expect(remainingMs(start, start)).toBe(INCREASED_BONUS.windowMs);
    expect(remainingMs(start, start + 60_000)).toBe(14 * 60_000);
    expect(remainingMs(start, start + 15 * 60_000)).toBe(0);
    expect(remainingMs(start, start + 16 * 60_000)).toBe(0);
    // A clock set back does not give more than the window.
    expect(remainingMs(start, start - 5_000)).toBe(INCREASED_BONUS.windowMs);
  });

  it('formats the time left as mm:ss, rounding seconds up', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(14 * 60_000 + 59_001)).toBe('15:00');
    expect(formatCountdown(14 * 60_000 + 59_000)).toBe('14:59');
    expect(formatCountdown(61_001)).toBe('01:02');
    expect(formatCountdown(9_000)).toBe('00:09');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-500)).toBe('00:00');
  });

  it('always shows two-digit minutes and seconds that read back to the time left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: INCREASED_BONUS.windowMs }), (ms) => {
        const text = formatCountdown(ms);
        expect(text).toMatch(/^\d{2}:[0-5]\d$/);
        const [minutes, seconds] = text.split(':').map(Number);
        const shown = ((minutes ?? 0) * 60 + (seconds ?? 0)) * 1000;
        expect(shown).toBeGreaterThanOrEqual(ms);
        expect(shown - ms).toBeLessThan(1000);
      }),
    );
  });

  it('never counts up as time passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 20 * 60_000 }),
        fc.integer({ min: 0, max: 20 * 60_000 }),
        (start, a, b) => {
          const [early, late] = a <= b ? [a, b] : [b, a];
          expect(remainingMs(start, start + late)).toBeLessThanOrEqual(
            remainingMs(start, start + early),
          );
        },
      ),
    );
  });
});
