/**
 * The session's result since the game opened: what the paid rounds staked and what every spin
 * (free spins included) won. A round counts once, however many times its answer was asked for
 * again after a lost connection.
 */
export interface SessionTally {
  staked: number;
  won: number;
  rounds: number;
  /** Round ids already counted: a replayed answer adds nothing. */
  counted: readonly string[];
}

export const emptyTally: SessionTally = { staked: 0, won: 0, rounds: 0, counted: [] };

/** A paid round's answer: its stake and the base spin's win. */
export function tallyRound(
  tally: SessionTally,
  round: { roundId: string; bet: number; win: number },
): SessionTally {
  if (tally.counted.includes(round.roundId)) return tally;
  return {
    staked: tally.staked + round.bet,
    won: tally.won + round.win,
    rounds: tally.rounds + 1,
    // Only the last few ids can come back (a retry is of the round in play).
    counted: [...tally.counted.slice(-9), round.roundId],
  };
}

/** A free spin's win (the stake was paid by the round that awarded it). */
export function tallyFreeSpin(tally: SessionTally, win: number): SessionTally {
  return win > 0 ? { ...tally, won: tally.won + win } : tally;
}

/** Won minus staked: the figure the game shows as the session's result. */
export function sessionNet(tally: SessionTally): number {
  return tally.won - tally.staked;
}
