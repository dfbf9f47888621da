import { describe, expect, it } from 'vitest';
import { clampAmount, doubleAmount, halfAmount } from './amount';

const limits = { min: 20, max: 10_000 };

describe('the bet amount', () => {
  it('is clamped to whole minor units within the limits', () => {
    expect(clampAmount(5, limits)).toBe(20);
    expect(clampAmount(123.9, limits)).toBe(123);
    expect(clampAmount(50_000, limits)).toBe(10_000);
    expect(clampAmount(Number.NaN, limits)).toBe(20);
  });

  it('halves down to the minimum', () => {
    expect(halfAmount(101, limits)).toBe(50);
    expect(halfAmount(30, limits)).toBe(20);
    expect(halfAmount(20, limits)).toBe(20);
  });

  it('doubles up to the maximum and the balance', () => {
    expect(doubleAmount(100, limits, 1_000_000)).toBe(200);
    expect(doubleAmount(8_000, limits, 1_000_000)).toBe(10_000);
    expect(doubleAmount(100, limits, 150)).toBe(150);
    // Already above the balance: 2× does not shrink the amount.
    expect(doubleAmount(100, limits, 60)).toBe(100);
    // A balance below the minimum does not cap (nothing can be staked anyway).
    expect(doubleAmount(100, limits, 10)).toBe(200);
  });
});
