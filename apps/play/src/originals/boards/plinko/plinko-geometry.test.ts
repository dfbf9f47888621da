import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ballPosition,
  bucketCentre,
  hopPoint,
  pathStops,
  pinPosition,
  plinkoLayout,
} from './plinko-geometry';

const pathArbitrary = fc
  .integer({ min: 8, max: 16 })
  .chain((rows) => fc.array(fc.constantFrom<0 | 1>(0, 1), { minLength: rows, maxLength: rows }));

describe('the plinko board geometry', () => {
  it('fits the widest pin row and the buckets into a 375 px phone', () => {
    for (let rows = 8; rows <= 16; rows += 1) {
      const layout = plinkoLayout(rows, 351, 300);
      const left = pinPosition(layout, rows - 1, 0);
      const right = pinPosition(layout, rows - 1, rows + 1);
      expect(left.x - layout.pinRadius).toBeGreaterThanOrEqual(0);
      expect(right.x + layout.pinRadius).toBeLessThanOrEqual(351);
      expect(layout.bucketY + layout.bucketHeight / 2).toBeLessThanOrEqual(300);
      expect(bucketCentre(layout, 0).x - layout.bucketWidth / 2).toBeGreaterThanOrEqual(0);
      // Buckets sit between the last row's pins, one per gap.
      expect(bucketCentre(layout, 0).x).toBeCloseTo(
        (left.x + pinPosition(layout, rows - 1, 1).x) / 2,
      );
    }
  });

  it('touches one pin of each row and lands in the bucket the path counts', () => {
    fc.assert(
      fc.property(pathArbitrary, (path) => {
        const layout = plinkoLayout(path.length, 600, 500);
        const stops = pathStops(layout, path);
        expect(stops).toHaveLength(path.length + 2);
        const pinXs = (row: number) =>
          Array.from({ length: row + 3 }, (_, index) => pinPosition(layout, row, index).x);
        path.forEach((_, row) => {
          const stop = stops[row + 1]!;
          expect(pinXs(row).some((x) => Math.abs(x - stop.x) < 1e-9)).toBe(true);
          expect(stop.y).toBeLessThan(pinPosition(layout, row, 0).y);
        });
        // Each row moves the ball half a gap to the side its step names.
        path.forEach((step, row) => {
          const dx = stops[row + 2]!.x - stops[row + 1]!.x;
          expect(dx).toBeCloseTo(step === 1 ? layout.gap / 2 : -layout.gap / 2);
        });
        const bucket = path.reduce<number>((sum, step) => sum + step, 0);
        expect(stops.at(-1)).toEqual(bucketCentre(layout, bucket));
      }),
    );
  });

  it('hops up from a pin by the bounce height and falls onto the next stop', () => {
    const from = { x: 10, y: 100 };
    const to = { x: 20, y: 140 };
    expect(hopPoint(from, to, 12, 0)).toEqual(from);
    const end = hopPoint(from, to, 12, 1);
    expect(end.x).toBeCloseTo(20);
    expect(end.y).toBeCloseTo(140);
    const highest = Math.min(
      ...Array.from({ length: 1001 }, (_, i) => hopPoint(from, to, 12, i / 1000).y),
    );
    expect(highest).toBeCloseTo(88, 1);
  });

  it('walks the stops with progress and rests in the bucket once done', () => {
    const layout = plinkoLayout(8, 400, 400);
    const stops = pathStops(layout, [1, 1, 0, 1, 0, 0, 1, 1]);
    expect(ballPosition(layout, stops, 0)).toEqual(stops[0]);
    expect(ballPosition(layout, stops, 3).x).toBeCloseTo(stops[3]!.x);
    expect(ballPosition(layout, stops, 3).y).toBeCloseTo(stops[3]!.y);
    expect(ballPosition(layout, stops, 9)).toEqual(bucketCentre(layout, 5));
    expect(ballPosition(layout, stops, 42)).toEqual(bucketCentre(layout, 5));
    // The first leg is a plain fall: the ball never rises above its start.
    expect(ballPosition(layout, stops, 0.3).y).toBeGreaterThan(stops[0]!.y);
    // After a pin it bounces: higher than the pin's touch point a moment later.
    expect(ballPosition(layout, stops, 2.2).y).toBeLessThan(stops[2]!.y);
  });
});
