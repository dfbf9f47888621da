import { describe, expect, it } from 'vitest';
import { afterAutoplayRound, type AutoplaySettings } from './autoplay';

const plain: AutoplaySettings = {
  spins: 10,
  stopOnAnyWin: false,
  stopOnWinAbove: null,
  stopOnBalanceBelow: null,
};
const losing = { win: 0, balance: 10_000 };

describe('afterAutoplayRound', () => {
  it('counts the spins down and stops when they are played', () => {
    expect(afterAutoplayRound(plain, 3, losing, 100)).toEqual({ spinsLeft: 2, stop: null });
    expect(afterAutoplayRound(plain, 1, losing, 100)).toEqual({ spinsLeft: 0, stop: 'done' });
  });

  it('stops on any win when asked', () => {
    const settings = { ...plain, stopOnAnyWin: true };
    expect(afterAutoplayRound(settings, 5, losing, 100).stop).toBeNull();
    expect(afterAutoplayRound(settings, 5, { win: 1, balance: 10_000 }, 100)).toEqual({
      spinsLeft: 0,
      stop: 'any-win',
    });
  });

  it('stops when a single win exceeds the limit, not when it equals it', () => {
    const settings = { ...plain, stopOnWinAbove: 500 };
    expect(afterAutoplayRound(settings, 5, { win: 500, balance: 10_000 }, 100).stop).toBeNull();
    expect(afterAutoplayRound(settings, 5, { win: 501, balance: 10_000 }, 100).stop).toBe(
      'win-above',
    );
  });

  it('stops when the balance drops below the limit', () => {
    const settings = { ...plain, stopOnBalanceBelow: 5_000 };
    expect(afterAutoplayRound(settings, 5, { win: 0, balance: 5_000 }, 100).stop).toBeNull();
    expect(afterAutoplayRound(settings, 5, { win: 0, balance: 4_999 }, 100).stop).toBe(
      'balance-below',
    );
  });

  it('stops when the next bet cannot be paid', () => {
    expect(afterAutoplayRound(plain, 5, { win: 0, balance: 99 }, 100).stop).toBe('cannot-afford');
    expect(afterAutoplayRound(plain, 5, { win: 0, balance: 100 }, 100).stop).toBeNull();
  });

  it('names the win that stopped the last spin rather than the end of the run', () => {
    const settings = { ...plain, stopOnAnyWin: true };
    expect(afterAutoplayRound(settings, 1, { win: 20, balance: 10_000 }, 100).stop).toBe('any-win');
  });
});
