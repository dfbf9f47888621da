import { describe, expect, it } from 'vitest';
import { cappedCredit, openParts, planParts, scheduleAt, type PartState } from './schedule.js';

const H = 60 * 60 * 1000;
const start = new Date('2026-11-01T10:00:00Z');
const at = (hours: number) => new Date(start.getTime() + hours * H);
const states = (plan: ReturnType<typeof planParts>, played: number[] = []): PartState[] =>
  plan.map((part, i) => ({ ...part, played: played[i] ?? 0 }));

describe('part schedule', () => {
  it('250 spins in 5 daily parts of 50, each open 24 h from start + i days', () => {
    const plan = planParts(250, 5, start, 24);
    expect(plan.map((part) => part.spins)).toEqual([50, 50, 50, 50, 50]);
    expect(plan.map((part) => part.availableFrom)).toEqual([0, 24, 48, 72, 96].map(at));
    expect(plan.map((part) => part.expiresAt)).toEqual([24, 48, 72, 96, 120].map(at));
  });

  it('spreads a remainder over the first parts and never makes more parts than spins', () => {
    expect(planParts(52, 5, start, 24).map((part) => part.spins)).toEqual([11, 11, 10, 10, 10]);
    expect(planParts(3, 5, start, 24).map((part) => part.spins)).toEqual([1, 1, 1]);
    expect(() => planParts(0, 5, start, 24)).toThrow(RangeError);
  });

  it('longer part hours overlap the next part; spins come from the earliest open part', () => {
    const parts = states(planParts(10, 2, start, 48), [2]);
    expect(openParts(parts, at(30)).map((part) => part.part)).toEqual([0, 1]);
    expect(scheduleAt(parts, at(30))).toMatchObject({ available: 8, current: 0 });
  });

  it('a part not yet open has nothing available; the next opening is told', () => {
    const parts = states(planParts(10, 2, start, 24), [5]);
    expect(scheduleAt(parts, at(10))).toEqual({
      available: 0,
      current: 1,
      partEndsAt: null,
      nextPartAt: at(24),
      over: false,
    });
    expect(scheduleAt(parts, at(25))).toMatchObject({
      available: 5,
      current: 1,
      partEndsAt: at(48),
    });
  });

  it('an expired part loses its spins; the campaign is over when every part is done or past', () => {
    const parts = states(planParts(10, 2, start, 24), [1, 5]);
    expect(scheduleAt(parts, at(30))).toMatchObject({ available: 0, over: true });
    expect(scheduleAt(states(planParts(10, 2, start, 24)), at(48)).over).toBe(true);
    expect(scheduleAt(states(planParts(10, 2, start, 24)), at(47)).over).toBe(false);
  });
});

describe('win cap', () => {
  it('credits a win in full below the cap, the rest of the room at it, nothing past it', () => {
    expect(cappedCredit(300n, 1_000n, 5_000n)).toBe(300n);
    expect(cappedCredit(300n, 4_900n, 5_000n)).toBe(100n);
    expect(cappedCredit(300n, 5_000n, 5_000n)).toBe(0n);
    expect(cappedCredit(0n, 0n, 5_000n)).toBe(0n);
  });

  it('never lets the sum of credits pass the cap, whatever the wins', () => {
    let total = 0n;
    for (const win of [1_200n, 0n, 3_000n, 900n, 50n, 10_000n])
      total += cappedCredit(win, total, 5_000n);
    expect(total).toBe(5_000n);
  });
});
