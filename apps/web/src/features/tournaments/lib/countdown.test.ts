import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countdown,
  countdownParts,
  msUntilNextPhase,
  phaseAt,
  shownPhase,
  withClock,
} from './countdown';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const SECOND = 1000;

describe('countdown parts (engagement §9: days, hours, minutes, seconds)', () => {
  it('splits a duration into days, hours, minutes and seconds', () => {
    expect(countdownParts(2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      over: false,
    });
  });

  it('rounds a part second up, so 0 shows only when the moment has come', () => {
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, over: false });
    expect(countdownParts(59_001)).toMatchObject({ minutes: 1, seconds: 0 });
    expect(countdownParts(0).over).toBe(true);
  });

  it('is never negative: a past moment reads zero and over', () => {
    expect(countdownParts(-5 * DAY)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      over: true,
    });
    expect(countdownParts(Number.NaN).over).toBe(true);
  });

  it('gives parts in range that add back up to the whole seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -DAY, max: 400 * DAY }), (ms) => {
        const parts = countdownParts(ms);
        expect(parts.hours).toBeGreaterThanOrEqual(0);
        expect(parts.hours).toBeLessThan(24);
        expect(parts.minutes).toBeLessThan(60);
        expect(parts.seconds).toBeLessThan(60);
        expect(parts.days).toBeGreaterThanOrEqual(0);
        const total = ((parts.days * 24 + parts.hours) * 60 + parts.minutes) * 60 + parts.seconds;
        expect(total).toBe(Math.max(0, Math.ceil(ms / 1000)));
      }),
    );
  });
});

describe('the phase of a schedule', () => {
  const schedule = { startsAt: 10_000, endsAt: 20_000 };

  it('goes upcoming → running at the start → finished at the end', () => {
    expect(phaseAt(schedule, 9_999)).toBe('upcoming');
    expect(phaseAt(schedule, 10_000)).toBe('running');
    expect(phaseAt(schedule, 19_999)).toBe('running');
    expect(phaseAt(schedule, 20_000)).toBe('finished');
  });

  it('moves the server phase on by the clock but never back', () => {
    expect(shownPhase('upcoming', schedule, 12_000)).toBe('running');
    expect(shownPhase('running', schedule, 25_000)).toBe('finished');
    // A phone whose clock runs late keeps what the server said.
    expect(shownPhase('running', schedule, 5_000)).toBe('running');
    expect(shownPhase('finished', schedule, 15_000)).toBe('finished');
  });

  it('counts to the start, then to the end, then stops', () => {
    expect(countdown('upcoming', schedule, 9_000)).toEqual({
      phase: 'upcoming',
      target: 'start',
      parts: { days: 0, hours: 0, minutes: 0, seconds: 1, over: false },
    });
    expect(countdown('upcoming', schedule, 10_000)).toMatchObject({
      phase: 'running',
      target: 'end',
      parts: { seconds: 10 },
    });
    expect(countdown('running', schedule, 20_000)).toEqual({
      phase: 'finished',
      target: null,
      parts: null,
    });
  });

  it('says when the shown phase changes next', () => {
    expect(msUntilNextPhase('upcoming', schedule, 4_000)).toBe(6_000);
    expect(msUntilNextPhase('running', schedule, 15_000)).toBe(5_000);
    expect(msUntilNextPhase('finished', schedule, 15_000)).toBeNull();
  });
});

describe("the server's clock", () => {
  it("measures how far the phone's clock is off when the answer arrives", () => {
    const answer = { serverTime: '2026-11-26T17:00:10.000Z', running: [] };
    expect(withClock(answer, Date.parse('2026-11-26T17:00:00.000Z'))).toEqual({
      ...answer,
      clockOffset: 10_000,
    });
    expect(withClock({ serverTime: 'garbage' }, 5).clockOffset).toBe(0);
  });
});
