import { performance } from 'node:perf_hooks';
import {
  applyStep,
  cashOut,
  createFairRng,
  hashServerSeed,
  playInstant,
  startSteps,
  type InstantGame,
  type OriginalGame,
  type ParamsOf,
  type RoundSeeds,
  type StepState,
} from '@jackdaw/games';
import { short, type LoadResult } from '../lib/load.js';
import type { Scenario } from './scenario.js';

/**
 * Issue 24's seeded simulation of the originals: ROUNDS rounds of each game through the real
 * fair stream (one nonce per round) and the package's own play functions, with parameters and
 * a player's choices varying round by round, then the measured return next to 99 % with a
 * 99.9 % confidence interval. A game outside its interval
 * counts as an error, so the bench fails. The figure kept is rounds per second against the bare
 * stream (one float per nonce): the maths' own cost.
 */
const ROUNDS = () => (short ? 100_000 : 2_000_000);
const Z999 = 3.2905;
const BET = 1_000_000;
const MAX_WIN = Number.MAX_SAFE_INTEGER;

/** A small seeded generator for the parameters and the player's choices (not the game's). */
function choices(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { int, pick };
}

type Choices = ReturnType<typeof choices>;

function instantParams(game: InstantGame, c: Choices): ParamsOf[InstantGame] {
  switch (game) {
    case 'dice': {
      const direction = c.pick(['over', 'under'] as const);
      const chance = c.int(100, 9_800); // 1 %–98 %: a 0.01 % chance needs far more rounds
      return { target: direction === 'over' ? 10_000 - chance : chance, direction };
    }
    case 'limbo':
      return { target: c.int(101, 2_000) }; // to 20×: higher targets need far more rounds
    case 'plinko':
      return { rows: c.int(8, 16), risk: c.pick(['low', 'medium', 'high'] as const) };
    case 'keno': {
      const picks = new Set<number>();
      const count = c.int(1, 10);
      while (picks.size < count) picks.add(c.int(1, 40));
      return { picks: [...picks], risk: c.pick(['classic', 'low', 'medium', 'high'] as const) };
    }
    case 'wheel':
      return {
        segments: c.pick([10, 20, 30, 40, 50] as const),
        risk: c.pick(['low', 'medium', 'high'] as const),
      };
  }
}

/** A step round played to its end by a simple player: a few steps, then a cash-out. */
function playSteps(game: 'mines' | 'hilo' | 'flip', seeds: RoundSeeds, c: Choices): number {
  const rng = createFairRng(seeds);
  if (game === 'mines') {
    const mines = c.int(1, 8);
    let state: StepState = startSteps('mines', rng, BET, { mines }, MAX_WIN);
    const wanted = c.int(1, Math.min(5, 25 - mines));
    const tiles = [...Array(25).keys()];
    for (let i = 0; i < wanted; i++) {
      const tile = tiles.splice(c.int(0, tiles.length - 1), 1)[0]!;
      if (state.status !== 'open') break;
      state = applyStep(state, { type: 'reveal', tile }, rng);
    }
    return state.status === 'open' ? cashOut(state).win : state.win;
  }
  if (game === 'hilo') {
    let state = startSteps('hilo', rng, BET, {}, MAX_WIN);
    const guesses = c.int(1, 4);
    while (state.status === 'open' && state.wins < guesses) {
      const rank = Math.floor(state.cards[state.cards.length - 1]!.index / 4);
      if (c.int(0, 9) === 0) state = applyStep(state, { type: 'skip' }, rng);
      else {
        const guess = c.int(0, 12) === 0 ? 'same' : rank < 6 ? 'higher' : 'lower';
        state = applyStep(state, { type: 'guess', guess }, rng);
      }
    }
    return state.status === 'open' ? cashOut(state).win : state.win;
  }
  let state = startSteps('flip', rng, BET, {}, MAX_WIN);
  const flips = c.int(1, 6);
  while (state.status === 'open' && state.flips.length < flips) {
    state = applyStep(state, { type: 'flip', side: c.pick(['heads', 'tails'] as const) }, rng);
  }
  return state.status === 'open' ? cashOut(state).win : state.win;
}

const GAMES: OriginalGame[] = ['dice', 'limbo', 'plinko', 'mines', 'keno', 'hilo', 'wheel', 'flip'];

export const originalsRtpScenario: Scenario = {
  name: 'originals-rtp',
  // Pure maths: no database, measured once.
  databases: ['pglite'],
  async run() {
    const serverSeed = hashServerSeed('jackdaw originals bench');
    const rounds = ROUNDS();
    let failed = 0;
    let simulated = 0;
    const started = performance.now();
    const settings: Record<string, string | number> = { roundsPerGame: rounds };
    for (const [g, game] of GAMES.entries()) {
      let sum = 0;
      let sumOfSquares = 0;
      for (let nonce = 0; nonce < rounds; nonce++) {
        const seeds = { serverSeed, clientSeed: `bench-${game}`, nonce };
        const c = choices(g * 1_000_003 + nonce);
        const win =
          game === 'mines' || game === 'hilo' || game === 'flip'
            ? playSteps(game, seeds, c)
            : playInstant(game, createFairRng(seeds), BET, instantParams(game, c) as never, MAX_WIN)
                .win;
        const x = win / BET;
        sum += x;
        sumOfSquares += x * x;
      }
      simulated += rounds;
      const rtp = sum / rounds;
      const sd = Math.sqrt(Math.max(0, sumOfSquares / rounds - rtp * rtp));
      const margin = (Z999 * sd) / Math.sqrt(rounds);
      const expected = 0.99;
      // Floors to the minor unit take at most 1 / BET a round.
      const confirmed = Math.abs(rtp - expected) <= margin + 1 / BET;
      if (!confirmed) failed++;
      settings[game] = `${(rtp * 100).toFixed(3)} % ± ${(margin * 100).toFixed(3)}`;
      console.log(
        `originals-rtp ${game}: ${(rtp * 100).toFixed(3)} % ± ${(margin * 100).toFixed(3)} (99.9 %) ` +
          `vs ${(expected * 100).toFixed(4)} %: ${confirmed ? 'confirmed' : 'NOT confirmed'}`,
      );
    }
    const seconds = (performance.now() - started) / 1000;

    const baselineStarted = performance.now();
    let check = 0;
    for (let nonce = 0; nonce < simulated; nonce++) {
      check += createFairRng({ serverSeed, clientSeed: 'bench-stream', nonce }).nextFloat();
    }
    const baselineSeconds = (performance.now() - baselineStarted) / 1000;
    const figure = (perSecond: number, errors: number): LoadResult => ({
      requestsPerSecond: perSecond,
      p50: 0,
      p99: 0,
      errors,
      non2xx: 0,
    });
    return {
      subject: figure(simulated / seconds, failed),
      baseline: figure(simulated / baselineSeconds, check > 0 ? 0 : 1),
      baselineName: 'bare fair stream',
      settings,
      target: 0.05,
    };
  },
};
