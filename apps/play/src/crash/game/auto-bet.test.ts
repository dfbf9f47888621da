import { describe, expect, it } from 'vitest';
import { afterAutoBetRound, startAutoBet, type AutoBetSettings } from './auto-bet';

const settings = (patch: Partial<AutoBetSettings> = {}): AutoBetSettings => ({
  rounds: 3,
  stopOnLoss: null,
  stopOnWinAbove: null,
  ...patch,
});

describe('auto-bet stop rules', () => {
  it('counts rounds down and stops after the last', () => {
    let state = startAutoBet(settings(), 1_000);
    for (const left of [2, 1]) {
      const after = afterAutoBetRound(state, { win: 0, balance: 1_000, nextBet: 10 });
      expect(after.stop).toBeNull();
      expect(after.state?.roundsLeft).toBe(left);
      state = after.state!;
    }
    expect(afterAutoBetRound(state, { win: 0, balance: 1_000, nextBet: 10 })).toEqual({
      state: null,
      stop: 'done',
    });
  });

  it('stops once the balance dropped by the limit from where it started', () => {
    const state = startAutoBet(settings({ rounds: 10, stopOnLoss: 300 }), 1_000);
    expect(afterAutoBetRound(state, { win: 0, balance: 701, nextBet: 10 }).stop).toBeNull();
    expect(afterAutoBetRound(state, { win: 0, balance: 700, nextBet: 10 }).stop).toBe('loss');
  });

  it('stops on a single win above the limit, even on the last round', () => {
    const state = startAutoBet(settings({ rounds: 1, stopOnWinAbove: 500 }), 1_000);
    expect(afterAutoBetRound(state, { win: 500, balance: 1_500, nextBet: 10 }).stop).toBe('done');
    expect(afterAutoBetRound(state, { win: 501, balance: 1_501, nextBet: 10 }).stop).toBe(
      'win-above',
    );
  });

  it('stops when the balance no longer covers the bet', () => {
    const state = startAutoBet(settings({ rounds: 5 }), 100);
    expect(afterAutoBetRound(state, { win: 0, balance: 9, nextBet: 10 }).stop).toBe(
      'cannot-afford',
    );
  });

  it('plays at least one round', () => {
    expect(startAutoBet(settings({ rounds: 0 }), 100).roundsLeft).toBe(1);
  });
});
