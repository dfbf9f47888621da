import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFairRng, type RoundSeeds } from '../../fairness/floats.js';
import { SLOT_TITLES } from '../../titles/index.js';
import { fruitClassic } from '../../titles/fruit-classic.js';
import { compileSlot } from './compile.js';
import { playRound, spinFeature, startFreeSpins, type FreeSpinsState } from './feature.js';
import { spin } from './spin.js';
import type { SlotTitle, SpinOutcome } from './types.js';

const serverSeed = 'c0ffee'.repeat(10) + 'c0de';
const seeds = (nonce: number): RoundSeeds => ({ serverSeed, clientSeed: 'feature', nonce });

/** The first nonce from 0 whose round on this title triggers free spins. */
function triggeringNonce(title: SlotTitle): number {
  for (let nonce = 0; ; nonce++) {
    if (spin(title, createFairRng(seeds(nonce)), 100).freeSpinsAwarded > 0) return nonce;
  }
}

describe('free spins step by step', () => {
  it.each(SLOT_TITLES.map((t) => [t.id, t] as const))(
    '%s: resumes from stored JSON state with a fresh stream, exactly as the whole round plays',
    (_id, title) => {
      const nonce = triggeringNonce(title);
      const whole = playRound(title, createFairRng(seeds(nonce)), 100);

      const rng = createFairRng(seeds(nonce));
      const base = spin(title, rng, 100);
      let stored = JSON.stringify(startFreeSpins(title, base, rng));
      const spins: SpinOutcome[] = [];
      for (;;) {
        // What a server does after a restart: read the state, rebuild the stream at its cursor.
        const state = JSON.parse(stored) as FreeSpinsState;
        if (state.remaining === 0) break;
        const step = spinFeature(title, state, createFairRng(seeds(nonce), state.cursor));
        spins.push(step.outcome);
        stored = JSON.stringify(step.state);
      }
      const final = JSON.parse(stored) as FreeSpinsState;

      expect(base).toEqual(whole.base);
      expect(spins).toEqual(whole.freeSpins);
      expect(final.played).toBe(spins.length);
      expect(final.awarded).toBe(spins.length);
      expect(base.win + final.win).toBe(whole.win);
      expect(spins.every((s) => s.mode === 'free' && s.bet === 100)).toBe(true);
    },
  );

  it('refuses a stream that is not where the feature stopped', () => {
    const nonce = triggeringNonce(fruitClassic);
    const rng = createFairRng(seeds(nonce));
    const state = startFreeSpins(fruitClassic, spin(fruitClassic, rng, 100), rng)!;
    expect(() => spinFeature(fruitClassic, state, createFairRng(seeds(nonce)))).toThrow(
      /random stream/,
    );
    expect(() => spinFeature(fruitClassic, { ...state, remaining: 0 }, rng)).toThrow(/no free/);
  });

  it('starts no feature after a spin that awarded none', () => {
    const rng = createFairRng(seeds(0));
    const base = spin(fruitClassic, rng, 100);
    expect(startFreeSpins(fruitClassic, { ...base, freeSpinsAwarded: 0 }, rng)).toBeNull();
  });

  it('multiplies free-spin wins by the feature multiplier', () => {
    const nonce = triggeringNonce(fruitClassic);
    const round = playRound(fruitClassic, createFairRng(seeds(nonce)), 100);
    for (const win of round.freeSpins.flatMap((s) => s.wins)) {
      expect(win.multiplier % fruitClassic.freeSpins!.multiplier).toBe(0);
    }
  });
});

describe('every round of every title', () => {
  it('is consistent: window from the stops, wins summed, integers, in-range positions', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SLOT_TITLES),
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.nat({ max: 1_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (title, seed, nonce, bet) => {
          const c = compileSlot(title);
          const rng = createFairRng({ serverSeed: seed, clientSeed: 'p', nonce });
          const round = playRound(title, rng, bet);
          let awarded = round.base.freeSpinsAwarded;
          for (const outcome of [round.base, ...round.freeSpins]) {
            const strips =
              outcome.mode === 'base' ? title.strips : (title.freeSpins?.strips ?? title.strips);
            outcome.stops.forEach((stop, reel) => {
              const strip = strips[reel]!;
              expect(outcome.grid[reel]).toEqual(
                Array.from({ length: title.rows }, (_, row) => strip[(stop + row) % strip.length]),
              );
            });
            expect(outcome.win).toBe(outcome.wins.reduce((sum, w) => sum + w.amount, 0));
            for (const win of outcome.wins) {
              expect(Number.isSafeInteger(win.amount) && win.amount >= 0).toBe(true);
              for (const [reel, row] of win.positions) {
                expect(reel).toBeLessThan(c.reels);
                expect(row).toBeLessThan(c.rows);
                if (win.kind !== 'scatter') {
                  expect([win.symbol, title.symbols.find((s) => s.kind === 'wild')?.id]).toContain(
                    outcome.grid[reel]![row],
                  );
                }
              }
            }
            if (outcome.mode === 'free') awarded += outcome.freeSpinsAwarded;
          }
          expect(round.freeSpins.length).toBe(awarded);
          expect(round.win).toBe(
            round.base.win + round.freeSpins.reduce((sum, s) => sum + s.win, 0),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
