import type { PlaySlotRoundDetail } from '@jackdaw/contracts';
import {
  createFairRng,
  createSeedPair,
  fruitClassic,
  playRound,
  rotateSeeds,
} from '@jackdaw/games';
import { describe, expect, it } from 'vitest';
import { checkManualRound, checkRecordedRound, compareSpins } from './verify-round';

const pair = createSeedPair('verify page');

/** A round as the server would store and answer it, its seed pair rotated (or not). */
function storedRound(nonce: number, revealed = true): PlaySlotRoundDetail {
  const outcome = playRound(fruitClassic, createFairRng({ ...pair, nonce }), 100);
  const { revealed: seeds } = rotateSeeds(pair);
  return JSON.parse(
    JSON.stringify({
      roundId: 'round-1',
      titleId: fruitClassic.id,
      paytableVersion: fruitClassic.paytableVersion,
      mode: 'real',
      currency: 'INR',
      createdAt: '2026-01-01T00:00:00.000Z',
      bet: 100,
      lines: 10,
      win: outcome.win,
      balanceBefore: 10_000,
      balanceAfter: 10_000 - 100 + outcome.win,
      status: 'complete',
      serverSeedHash: seeds.serverSeedHash,
      serverSeed: revealed ? seeds.serverSeed : null,
      clientSeed: seeds.clientSeed,
      nonce,
      outcome,
    }),
  ) as PlaySlotRoundDetail;
}

/** The first nonce of the pair whose round triggers free spins (Fruit Classic: about 1 in 100). */
const featureNonce = Array.from({ length: 5000 }, (_, nonce) => nonce).find(
  (nonce) => playRound(fruitClassic, createFairRng({ ...pair, nonce }), 100).freeSpins.length > 0,
) as number;

describe('checkRecordedRound', () => {
  it('matches every spin of an honest round', () => {
    for (const nonce of [0, 1, featureNonce]) {
      const result = checkRecordedRound(storedRound(nonce));
      expect(result.status).toBe('checked');
      if (result.status !== 'checked') return;
      expect(result.check).toMatchObject({
        valid: true,
        serverSeedMatchesHash: true,
        outcomeMatches: true,
      });
      expect(result.check.spins.every((spin) => spin.matches)).toBe(true);
    }
  });

  it('points at the spin that was tampered with', () => {
    const round = storedRound(3);
    round.outcome.base.stops = round.outcome.base.stops.map((stop) => stop + 1);
    const result = checkRecordedRound(round);
    if (result.status !== 'checked') throw new Error(result.status);
    expect(result.check.valid).toBe(false);
    expect(result.check.spins[0]?.matches).toBe(false);
  });

  it('waits for the server seed to be revealed', () => {
    expect(checkRecordedRound(storedRound(1, false))).toEqual({ status: 'unrevealed' });
  });

  it('refuses a paytable it does not hold', () => {
    const round = { ...storedRound(1), paytableVersion: 'fruit-classic/0' };
    expect(checkRecordedRound(round)).toEqual({
      status: 'unknown-paytable',
      version: 'fruit-classic/0',
    });
  });
});

describe('checkManualRound', () => {
  it('recomputes from typed seeds and checks the hash when one is given', () => {
    const round = storedRound(1);
    const typed = {
      title: fruitClassic,
      serverSeed: round.serverSeed ?? '',
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: 1,
      bet: 100,
      lines: 10,
    };
    const check = checkManualRound(typed);
    expect(check).toMatchObject({ valid: true, serverSeedMatchesHash: true, outcomeMatches: null });
    expect(check.outcome.base.stops).toEqual(round.outcome.base.stops);
    expect(checkManualRound({ ...typed, serverSeedHash: '' }).serverSeedMatchesHash).toBeNull();
    expect(checkManualRound({ ...typed, serverSeedHash: '0'.repeat(64) }).valid).toBe(false);
  });
});

describe('compareSpins', () => {
  it('shows a free spin the record lacks as a mismatch', () => {
    const round = storedRound(featureNonce);
    expect(round.outcome.freeSpins.length).toBeGreaterThan(0);
    const recomputed = round.outcome;
    const recorded = { ...recomputed, freeSpins: recomputed.freeSpins.slice(0, -1) };
    const spins = compareSpins(recorded, recomputed);
    expect(spins.length).toBe(recomputed.freeSpins.length + 1);
    expect(spins.at(-1)).toMatchObject({ kind: 'free', recorded: null, matches: false });
  });
});

describe('the table’s spins', () => {
  it('carry the symbols in view, recorded and recomputed, with the title that draws them', () => {
    const round = storedRound(featureNonce);
    const result = checkRecordedRound(round);
    if (result.status !== 'checked') throw new Error(result.status);
    expect(result.check.title).toBe(fruitClassic);
    const spins = [round.outcome.base, ...round.outcome.freeSpins];
    result.check.spins.forEach((spin, index) => {
      const played = spins[index]!;
      expect(spin.recorded).toEqual({ stops: played.stops, grid: played.grid, win: played.win });
      expect(spin.recomputed).toEqual({ stops: played.stops, grid: played.grid, win: played.win });
      // Five reels of three symbols of the title: what the table draws, not the stops.
      expect(spin.recomputed!.grid.map((column) => column.length)).toEqual([3, 3, 3, 3, 3]);
      const ids = new Set(fruitClassic.symbols.map((symbol) => symbol.id));
      expect(spin.recomputed!.grid.flat().every((id) => ids.has(id))).toBe(true);
    });
    const typed = checkManualRound({
      title: fruitClassic,
      serverSeed: round.serverSeed ?? '',
      serverSeedHash: '',
      clientSeed: round.clientSeed,
      nonce: featureNonce,
      bet: 100,
      lines: 10,
    });
    expect(typed.title).toBe(fruitClassic);
    expect(typed.spins[0]!.recomputed!.grid).toEqual(round.outcome.base.grid);
  });
});
