import { multiplierAt } from '@jackdaw/games';
import { describe, expect, it } from 'vitest';
import { CLOCK_JUMP_MS, CLOCK_NUDGE, elapsedSince, liveMultiplier, nextOffset } from './clock';

describe('the server clock offset', () => {
  it('starts from the first sample', () => {
    expect(nextOffset(null, 10_500, 10_000)).toBe(500);
  });

  it('takes a higher sample at once: that message travelled faster', () => {
    expect(nextOffset(500, 10_620, 10_000)).toBe(620);
  });

  it('only nudges towards a lower sample: a slow message reads low', () => {
    expect(nextOffset(500, 10_400, 10_000)).toBeCloseTo(500 - 100 * CLOCK_NUDGE);
  });

  it('takes a jump of more than a second whole (a slept tab, a changed clock)', () => {
    expect(nextOffset(500, 10_000 + 500 - CLOCK_JUMP_MS - 1, 10_000)).toBe(500 - CLOCK_JUMP_MS - 1);
  });

  it('converges on the true offset from delayed samples', () => {
    let offset: number | null = null;
    // True offset 300 ms; each message is 20–80 ms late.
    for (const delay of [80, 60, 20, 70, 40, 25, 65])
      offset = nextOffset(offset, 1_000, 700 + delay);
    // The fastest message (20 ms late) sets it; slower ones only pull it down a little.
    expect(offset).toBeGreaterThan(265);
    expect(offset).toBeLessThanOrEqual(280);
  });
});

describe('the live multiplier', () => {
  it('reads the elapsed time on the server clock', () => {
    expect(elapsedSince(50_000, 200, 51_000)).toBe(1_200);
    expect(elapsedSince(50_000, 0, 49_000)).toBe(-1_000);
  });

  it('is the server maths at that elapsed time, 1.00× before take-off', () => {
    expect(liveMultiplier(50_000, 0, 61_552)).toBe(multiplierAt(11_552));
    expect(liveMultiplier(50_000, 0, 40_000)).toBe(100);
  });
});
