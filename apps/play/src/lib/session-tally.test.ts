import { describe, expect, it } from 'vitest';
import { emptyTally, sessionNet, tallyFreeSpin, tallyRound } from './session-tally';

describe('session tally', () => {
  it('is won minus staked over the rounds since the game opened', () => {
    let tally = tallyRound(emptyTally, { roundId: 'a', bet: 100, win: 0 });
    tally = tallyRound(tally, { roundId: 'b', bet: 100, win: 40 });
    tally = tallyRound(tally, { roundId: 'c', bet: 200, win: 500 });
    expect(tally).toMatchObject({ staked: 400, won: 540, rounds: 3 });
    expect(sessionNet(tally)).toBe(140);
  });

  it('counts a round answered again after a lost connection once', () => {
    const once = tallyRound(emptyTally, { roundId: 'a', bet: 100, win: 30 });
    expect(tallyRound(once, { roundId: 'a', bet: 100, win: 30 })).toBe(once);
    expect(sessionNet(once)).toBe(-70);
  });

  it('adds free spin wins without a stake', () => {
    const tally = tallyFreeSpin(tallyRound(emptyTally, { roundId: 'a', bet: 100, win: 0 }), 250);
    expect(sessionNet(tally)).toBe(150);
    expect(tally.rounds).toBe(1);
  });
});
