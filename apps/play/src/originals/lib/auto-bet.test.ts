import { describe, expect, it } from 'vitest';
import { afterAutoBet, nextAmount, startAuto, type AutoSettings } from './auto-bet';

const limits = { min: 10, max: 1_000 };
const settings = (over: Partial<AutoSettings> = {}): AutoSettings => ({
  count: 3,
  onWin: { kind: 'reset' },
  onLoss: { kind: 'increase', percent: 100 },
  stopProfit: null,
  stopLoss: null,
  ...over,
});

describe('auto-bet', () => {
  it('counts bets down and stops when done', () => {
    let state = startAuto(settings(), 100);
    let step = afterAutoBet(state, { amount: 100, win: 0, balance: 5_000 }, limits);
    expect(step).toMatchObject({ amount: 200, stop: null, state: { left: 2, profit: -100 } });
    state = step.state;
    step = afterAutoBet(state, { amount: 200, win: 400, balance: 5_200 }, limits);
    expect(step).toMatchObject({ amount: 100, stop: null, state: { left: 1, profit: 100 } });
    step = afterAutoBet(step.state, { amount: 100, win: 0, balance: 5_100 }, limits);
    expect(step.stop).toBe('done');
  });

  it('runs without a count until a limit', () => {
    const state = startAuto(settings({ count: 0, stopLoss: 250 }), 100);
    expect(state.left).toBeNull();
    const one = afterAutoBet(state, { amount: 100, win: 0, balance: 900 }, limits);
    expect(one.stop).toBeNull();
    const two = afterAutoBet(one.state, { amount: 200, win: 0, balance: 700 }, limits);
    expect(two.stop).toBe('loss');
  });

  it('stops on profit before the count runs out', () => {
    const state = startAuto(settings({ count: 1, stopProfit: 50 }), 100);
    expect(afterAutoBet(state, { amount: 100, win: 198, balance: 1_098 }, limits).stop).toBe(
      'profit',
    );
  });

  it('treats a win below the stake as a loss', () => {
    const state = startAuto(settings({ count: 10 }), 100);
    expect(afterAutoBet(state, { amount: 100, win: 50, balance: 1_000 }, limits).amount).toBe(200);
    expect(afterAutoBet(state, { amount: 100, win: 100, balance: 1_000 }, limits).amount).toBe(200);
  });

  it('stops when the balance does not cover the next amount', () => {
    const state = startAuto(settings({ count: 10 }), 100);
    expect(afterAutoBet(state, { amount: 100, win: 0, balance: 150 }, limits).stop).toBe(
      'cannot-afford',
    );
  });

  it('raises by a percent within the limits and resets to the starting amount', () => {
    expect(nextAmount({ kind: 'increase', percent: 50 }, 101, 20, limits)).toBe(151);
    expect(nextAmount({ kind: 'increase', percent: 100 }, 800, 20, limits)).toBe(1_000);
    expect(nextAmount({ kind: 'increase', percent: -90 }, 50, 20, limits)).toBe(10);
    expect(nextAmount({ kind: 'reset' }, 800, 20, limits)).toBe(20);
  });
});
