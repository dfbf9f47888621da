import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hitsSoFar, quickPick, samePicks, tileState, togglePick } from './keno-picks';

describe('keno picks', () => {
  it('picks a number, keeps them ascending, and unpicks it on a second tap', () => {
    expect(togglePick([], 7)).toEqual([7]);
    expect(togglePick([7, 30], 12)).toEqual([7, 12, 30]);
    expect(togglePick([7, 12, 30], 12)).toEqual([7, 30]);
  });

  it('stops at ten picks but still lets one be unpicked', () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(togglePick(ten, 11)).toEqual(ten);
    expect(togglePick(ten, 4)).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10]);
  });

  it('ignores numbers off the 1–40 grid', () => {
    expect(togglePick([3], 0)).toEqual([3]);
    expect(togglePick([3], 41)).toEqual([3]);
    expect(togglePick([3], 2.5)).toEqual([3]);
  });

  it('never holds more than ten distinct numbers of 1–40, whatever is tapped', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -2, max: 43 }), { maxLength: 60 }), (taps) => {
        const picks = taps.reduce<number[]>((current, n) => togglePick(current, n), []);
        expect(picks.length).toBeLessThanOrEqual(10);
        expect(new Set(picks).size).toBe(picks.length);
        expect(picks.every((n) => n >= 1 && n <= 40)).toBe(true);
        expect(picks).toEqual([...picks].sort((a, b) => a - b));
      }),
    );
  });

  it('quick-picks the count asked, distinct and on the grid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.infiniteStream(fc.double({ min: 0, max: 0.9999999, noNaN: true })),
        (count, stream) => {
          const floats = stream[Symbol.iterator]();
          const picks = quickPick(count, () => floats.next().value as number);
          expect(picks).toHaveLength(count);
          expect(new Set(picks).size).toBe(count);
          expect(picks.every((n) => n >= 1 && n <= 40)).toBe(true);
        },
      ),
    );
    expect(quickPick(3, () => 0)).toEqual([1, 2, 3]);
    expect(quickPick(12, () => 0)).toHaveLength(10);
  });

  it('marks hits, misses and waiting picks as the draw is revealed', () => {
    const picks = [3, 17, 40];
    const revealed = [17, 22];
    expect(tileState(17, picks, revealed)).toBe('hit');
    expect(tileState(22, picks, revealed)).toBe('miss');
    expect(tileState(3, picks, revealed)).toBe('picked');
    expect(tileState(5, picks, revealed)).toBe('idle');
    expect(hitsSoFar(picks, revealed)).toBe(1);
    expect(hitsSoFar(picks, [...revealed, 40, 3])).toBe(3);
  });

  it('compares picks as sets', () => {
    expect(samePicks([1, 5, 9], [9, 1, 5])).toBe(true);
    expect(samePicks([1, 5], [1, 5, 9])).toBe(false);
    expect(samePicks([1, 5, 8], [1, 5, 9])).toBe(false);
  });
});
