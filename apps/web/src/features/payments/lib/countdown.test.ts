import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingMs } from './countdown';

describe('UPI and QR countdown', () => {
  it('starts at 03:00 and 14:00 for the spec’s lifetimes (core §9)', () => {
    expect(formatCountdown(3 * 60_000)).toBe('03:00');
    expect(formatCountdown(14 * 60_000)).toBe('14:00');
    expect(formatCountdown(179_001)).toBe('03:00');
    expect(formatCountdown(179_000)).toBe('02:59');
  });

  it('never goes below 00:00', () => {
    expect(remainingMs(1_000, 5_000)).toBe(0);
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('never goes up as time passes', () => {
    fc.assert(
      fc.property(fc.nat(20 * 60_000), fc.nat(60_000), (left, step) => {
        const seconds = (text: string) => {
          const [m, s] = text.split(':').map(Number);
          return m! * 60 + s!;
        };
        expect(seconds(formatCountdown(left - step))).toBeLessThanOrEqual(
          seconds(formatCountdown(left)),
        );
      }),
    );
  });
});
