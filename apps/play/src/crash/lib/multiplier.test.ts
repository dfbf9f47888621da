import { describe, expect, it } from 'vitest';
import { formatMultiplier, parseMultiplier, quickAmounts, resultBand } from './multiplier';
import { crashLaunchToken } from './launch-token';

describe('multipliers', () => {
  it('writes hundredths with two decimals', () => {
    expect(formatMultiplier(100)).toBe('1.00×');
    expect(formatMultiplier(235)).toBe('2.35×');
    expect(formatMultiplier(1_000_000)).toBe('10000.00×');
  });

  it('reads what a player types', () => {
    expect(parseMultiplier('1.5')).toBe(150);
    expect(parseMultiplier('1,50')).toBe(150);
    expect(parseMultiplier('2x')).toBe(200);
    expect(parseMultiplier(' 10.05 ')).toBe(1_005);
    expect(parseMultiplier('1.505')).toBeNull();
    expect(parseMultiplier('abc')).toBeNull();
    expect(parseMultiplier('')).toBeNull();
  });

  it('colours results by band', () => {
    expect(resultBand(100)).toBe('low');
    expect(resultBand(199)).toBe('low');
    expect(resultBand(200)).toBe('mid');
    expect(resultBand(999)).toBe('mid');
    expect(resultBand(1_000)).toBe('high');
  });
});

describe('quick amounts', () => {
  it('offers four 1-2-5 steps from ten minimum bets', () => {
    expect(quickAmounts({ min: 10, max: 1_000_000 })).toEqual([100, 200, 500, 1_000]);
    expect(quickAmounts({ min: 1_000, max: 10_000_000 })).toEqual([
      10_000, 20_000, 50_000, 100_000,
    ]);
    expect(quickAmounts({ min: 15, max: 1_000_000 })).toEqual([200, 500, 1_000, 2_000]);
  });

  it('never offers more than the maximum', () => {
    expect(quickAmounts({ min: 10, max: 300 })).toEqual([100, 200]);
  });
});

describe('the crash launch URL', () => {
  it('reads the token of /play/crash/{token} only', () => {
    expect(crashLaunchToken('/play/crash/Ab_-9')).toBe('Ab_-9');
    expect(crashLaunchToken('/play/crash/Ab_-9/')).toBe('Ab_-9');
    expect(crashLaunchToken('/play/Ab_-9')).toBeNull();
    expect(crashLaunchToken('/play/crash/a b')).toBeNull();
    expect(crashLaunchToken('/play/crash/')).toBeNull();
  });
});
