import { describe, expect, it } from 'vitest';
import { formatChance, formatHundredths, formatMultiplier, parseHundredths } from './format';

describe('the originals formatting', () => {
  it('shows multipliers rounded down', () => {
    expect(formatMultiplier(1.9899)).toBe('1.98×');
    expect(formatMultiplier(2)).toBe('2.00×');
    expect(formatMultiplier(0)).toBe('0.00×');
    expect(formatMultiplier(1.0102, 4)).toBe('1.0102×');
    expect(formatMultiplier(1_000_000)).toBe('1000000.00×');
  });

  it('shows hundredths and chances', () => {
    expect(formatHundredths(4950)).toBe('49.50');
    expect(formatHundredths(7)).toBe('0.07');
    expect(formatChance(9800)).toBe('98.00 %');
  });

  it('reads typed multipliers into hundredths', () => {
    expect(parseHundredths('2')).toBe(200);
    expect(parseHundredths('2.5')).toBe(250);
    expect(parseHundredths('1,01')).toBe(101);
    expect(parseHundredths(' 3.00× ')).toBe(300);
    expect(parseHundredths('1.005')).toBeNull();
    expect(parseHundredths('-2')).toBeNull();
    expect(parseHundredths('abc')).toBeNull();
    expect(parseHundredths('')).toBeNull();
  });
});
