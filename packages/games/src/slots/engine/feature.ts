import type { Rng } from '../../fairness/rng.js';
import { compileSlot } from './compile.js';
import { evaluateStops } from './evaluate.js';
import { assertBet, drawStops, linesPlayed, spin, type SpinOptions } from './spin.js';
import type { SlotConfig, SpinOutcome } from './types.js';

/**
 * A free-spins feature in progress, plain JSON so the server can store it after every spin and
 * resume after a reconnect or a restart. The feature draws from the same seeds and nonce as the
 * spin that triggered it, continuing the random stream at `cursor`: one round, one nonce, and
 * a verifier replays the whole round from its seeds.
 */
export interface FreeSpinsState {
  bet: number;
  lines: number | null;
  /** Free spins left to play. */
  remaining: number;
  played: number;
  /** All spins awarded so far, retriggers included. */
  awarded: number;
  multiplier: number;
  /** Sum of the free spins' wins so far, minor units. */
  win: number;
  /** Random-stream position (Rng.position) the next free spin starts from. */
  cursor: number;
}

/** The feature a base spin triggered, or null; `rng` is the one the base spin drew from. */
export function startFreeSpins(
  config: SlotConfig,
  base: SpinOutcome,
  rng: Rng,
): FreeSpinsState | null {
  const feature = config.freeSpins;
  if (!feature || base.mode !== 'base' || base.freeSpinsAwarded === 0) return null;
  return {
    bet: base.bet,
    lines: base.lines,
    remaining: base.freeSpinsAwarded,
    played: 0,
    awarded: base.freeSpinsAwarded,
    multiplier: feature.multiplier,
    win: 0,
    cursor: rng.position,
  };
}

export interface FeatureStep {
  outcome: SpinOutcome;
  /** The state to store; the feature is over when `remaining` is 0. */
  state: FreeSpinsState;
}

/**
 * Plays the next free spin. `rng` must be the round's stream positioned at `state.cursor`
 * (createFairRng(seeds, state.cursor) after a restart); a stream anywhere else would make the
 * round unverifiable, so it is refused.
 *
 * @example
 * let state = startFreeSpins(title, base, rng);
 * while (state && state.remaining > 0) ({ state } = spinFeature(title, state, rng));
 */
export function spinFeature(config: SlotConfig, state: FreeSpinsState, rng: Rng): FeatureStep {
  const c = compileSlot(config);
  if (state.remaining <= 0) throw new RangeError('no free spins left');
  if (rng.position !== state.cursor) {
    throw new RangeError(`random stream at ${rng.position}, feature expects ${state.cursor}`);
  }
  assertBet(state.bet);
  const lines = linesPlayed(c, state.lines);
  const stops = drawStops(c, 'free', rng);
  const outcome = evaluateStops(c, 'free', stops, state.bet, lines, state.multiplier);
  return {
    outcome,
    state: {
      ...state,
      remaining: state.remaining - 1 + outcome.freeSpinsAwarded,
      played: state.played + 1,
      awarded: state.awarded + outcome.freeSpinsAwarded,
      win: state.win + outcome.win,
      cursor: rng.position,
    },
  };
}

/** A whole round: the paid spin and every free spin it led to. */
export interface RoundOutcome {
  base: SpinOutcome;
  freeSpins: SpinOutcome[];
  /** Base win plus all free-spin wins, minor units. */
  win: number;
}

/**
 * Plays a round start to finish: what the verifier recomputes, and what a server that does not
 * pause between free spins can call directly.
 */
export function playRound(
  config: SlotConfig,
  rng: Rng,
  bet: number,
  options: SpinOptions = {},
): RoundOutcome {
  const base = spin(config, rng, bet, options);
  const freeSpins: SpinOutcome[] = [];
  let state = startFreeSpins(config, base, rng);
  while (state && state.remaining > 0) {
    const step = spinFeature(config, state, rng);
    freeSpins.push(step.outcome);
    state = step.state;
  }
  return { base, freeSpins, win: base.win + (state?.win ?? 0) };
}
