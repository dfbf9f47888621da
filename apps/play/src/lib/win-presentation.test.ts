import { describe, expect, it } from 'vitest';
import { roundResult } from './win-presentation';

describe('roundResult', () => {
  it('tells a win below the stake as money returned, with its net loss', () => {
    expect(roundResult(40, 100)).toEqual({ kind: 'returned', net: -60 });
  });

  it('tells a win equal to the stake as returned, not as a win', () => {
    expect(roundResult(100, 100)).toEqual({ kind: 'returned', net: 0 });
  });

  it('celebrates only a result above the stake, big from ten stakes on', () => {
    expect(roundResult(150, 100)).toEqual({ kind: 'win', net: 50 });
    expect(roundResult(999, 100).kind).toBe('win');
    expect(roundResult(1000, 100)).toEqual({ kind: 'big', net: 900 });
  });

  it('shows nothing for a losing round', () => {
    expect(roundResult(0, 100)).toEqual({ kind: 'none', net: -100 });
  });

  it('counts a free round (no stake) that pays as a win', () => {
    expect(roundResult(30, 0).kind).toBe('win');
  });
});
