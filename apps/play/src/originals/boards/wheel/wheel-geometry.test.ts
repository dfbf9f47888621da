import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  easeOutQuart,
  restingRotation,
  segmentAtPointer,
  segmentPath,
  spinTarget,
  wheelLegend,
} from './wheel-geometry';

const wheelArbitrary = fc.constantFrom(10, 20, 30, 40, 50).chain((segments) =>
  fc.record({
    segments: fc.constant(segments),
    segment: fc.integer({ min: 0, max: segments - 1 }),
    current: fc.double({ min: 0, max: 100_000, noNaN: true }),
  }),
);

describe('the wheel geometry', () => {
  it('rests each segment middle under the top pointer', () => {
    expect(restingRotation(0, 10)).toBe(342);
    expect(restingRotation(9, 10)).toBe(18);
    expect(restingRotation(5, 10)).toBe(162);
    for (const segments of [10, 20, 30, 40, 50]) {
      for (let segment = 0; segment < segments; segment += 1) {
        expect(segmentAtPointer(restingRotation(segment, segments), segments)).toBe(segment);
      }
    }
  });

  it('spins forward at least the whole turns asked, onto the outcome segment', () => {
    fc.assert(
      fc.property(wheelArbitrary, ({ segments, segment, current }) => {
        const target = spinTarget(current, segment, segments);
        expect(target).toBeGreaterThanOrEqual(current + 4 * 360);
        expect(target).toBeLessThan(current + 5 * 360);
        expect(segmentAtPointer(target, segments)).toBe(segment);
        // Exactly the segment's middle: never on a border a rounding could tip either way.
        expect(((target % 360) + 360) % 360).toBeCloseTo(restingRotation(segment, segments), 6);
      }),
    );
  });

  it('eases from still to the end and stays there', () => {
    expect(easeOutQuart(0)).toBe(0);
    expect(easeOutQuart(1)).toBe(1);
    expect(easeOutQuart(2)).toBe(1);
    expect(easeOutQuart(0.5)).toBeCloseTo(0.9375);
  });

  it('draws a ring segment from its start angle clockwise', () => {
    // Segment 0 of 4 runs from the top (0, −r) to the right (r, 0).
    expect(segmentPath(0, 4, 100, 50)).toBe(
      'M 0.000 -100.000 A 100 100 0 0 1 100.000 0.000 L 50.000 0.000 A 50 50 0 0 0 0.000 -50.000 Z',
    );
  });

  it('lists each multiplier once with its chance, the largest in the hottest colour', () => {
    const legend = wheelLegend([0, 1.5, 0, 1.5, 0, 2, 0, 1.5, 0, 4]);
    expect(legend.map(({ multiplier, count, chance }) => [multiplier, count, chance])).toEqual([
      [0, 5, 0.5],
      [1.5, 3, 0.3],
      [2, 1, 0.1],
      [4, 1, 0.1],
    ]);
    expect(new Set(legend.map((entry) => entry.colour)).size).toBe(4);
    expect(legend.at(-1)!.colour).toBe(wheelLegend([0, 0, 9.9]).at(-1)!.colour);
    expect(legend.reduce((sum, entry) => sum + entry.chance, 0)).toBeCloseTo(1);
  });
});
