import { describe, expect, it } from 'vitest';
import { createFairRng } from '../fairness/floats.js';
import { createSeedPair, rotateSeeds } from '../fairness/seeds.js';
import { playRound } from '../slots/engine/feature.js';
import { dragonsHoard } from '../titles/dragons-hoard.js';
import { pharaohsTomb } from '../titles/pharaohs-tomb.js';
import { verifySlotRound, type RecordedSlotRound } from './verify-slot-round.js';

/** A player's session as the server would play it, then the seeds revealed by rotation. */
function playedAndRevealed(nonce: number, lines?: number) {
  const pair = createSeedPair('verify me');
  const rng = createFairRng({ ...pair, nonce });
  const recorded = playRound(pharaohsTomb, rng, 200, lines ? { lines } : {});
  const { revealed } = rotateSeeds(pair);
  return { ...revealed, nonce, recorded };
}

describe('verifySlotRound', () => {
  it('recomputes a recorded round from its revealed seeds', () => {
    const played = playedAndRevealed(5);
    // The record as it comes back from storage: JSON, keys possibly reordered.
    const stored = JSON.parse(JSON.stringify(played.recorded)) as RecordedSlotRound;
    const check = verifySlotRound({ title: pharaohsTomb, bet: 200, ...played, recorded: stored });
    expect(check).toMatchObject({ serverSeedMatchesHash: true, outcomeMatches: true, valid: true });
    expect(check.outcome).toEqual(played.recorded);
  });

  it('uses the lines played', () => {
    const played = playedAndRevealed(9, 5);
    expect(verifySlotRound({ title: pharaohsTomb, bet: 200, lines: 5, ...played }).outcome).toEqual(
      played.recorded,
    );
  });

  it('catches a server seed that is not the committed one', () => {
    const played = playedAndRevealed(1);
    const check = verifySlotRound({
      title: pharaohsTomb,
      bet: 200,
      ...played,
      serverSeed: 'f'.repeat(64),
    });
    expect(check.serverSeedMatchesHash).toBe(false);
    expect(check.valid).toBe(false);
  });

  it('catches a recorded outcome the seeds do not give', () => {
    const played = playedAndRevealed(2);
    const { recorded } = played;
    const tampered = [
      { ...recorded, win: recorded.win + 1 },
      { ...recorded, base: { ...recorded.base, stops: recorded.base.stops.map((s) => s + 1) } },
      { ...recorded, freeSpins: [...recorded.freeSpins, recorded.base] },
    ];
    for (const wrong of tampered) {
      const check = verifySlotRound({ title: pharaohsTomb, bet: 200, ...played, recorded: wrong });
      expect(check).toMatchObject({ outcomeMatches: false, valid: false });
    }
  });

  it('tells nothing about the outcome when none was recorded', () => {
    const { recorded: _recorded, ...seeds } = playedAndRevealed(3);
    const check = verifySlotRound({ title: dragonsHoard, bet: 400, ...seeds });
    expect(check).toMatchObject({ outcomeMatches: null, valid: true });
  });
});
