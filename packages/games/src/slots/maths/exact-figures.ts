import { compileSlot, type CompiledSlot } from '../engine/compile.js';
import { evaluateLine } from '../engine/evaluate.js';
import type { SlotConfig } from '../engine/types.js';

/**
 * Exact RTP and hit frequency of a slot title, without enumerating the Π(strip length) stop
 * combinations one by one (10⁷–10⁸ for real titles). Everything rests on one fact: the reels
 * stop independently and uniformly, so
 *
 * 1. the symbol under any single cell of reel i is distributed like the strip's composition,
 *    whatever the row; a payline touches one cell per reel, so every line has the same
 *    expected win, which is a sum over tuples of *distinct symbols* per reel weighted by their
 *    counts (≈10⁵ tuples instead of 10⁸ stop combinations), each scored by the engine's own
 *    evaluateLine;
 * 2. for ways, the number of ways of symbol s reaching exactly k reels is
 *    n₁·…·n_k·[n_{k+1} = 0] with n_i the cells of reel i showing s or wild; these factors
 *    depend on different reels, so the expectation is the product of per-reel expectations;
 * 3. the scatter count is a sum of independent per-reel counts: its distribution is the
 *    convolution of the per-reel distributions;
 * 4. hit frequency needs the joint window (lines overlap), so it is a dynamic programme over
 *    reels: the state is what the remaining reels can still change (each line's run, the
 *    symbols still alive in a ways chain, the scatter count), identical states are merged, and
 *    a state that has already won is absorbed. It visits reel windows, not stop combinations.
 *
 * Free spins (Wald's identity): every free spin is an independent draw from the free strips
 * and awards A more spins with expectation a = Σ_k P_free(k scatters)·awards(k) when retrigger
 * is on. The expected number of spins S played from an award of n satisfies
 * E[S] = n + a·E[S], so E[S] = n / (1 − a) (finite only when a < 1), and since S is a stopping
 * time of the i.i.d. spins, E[feature win] = E[S] · E[win of one free spin]. Averaged over the
 * base game: E[award] / (1 − a) · E[free spin win] · multiplier.
 *
 * All weights are integer counts of stop combinations held in doubles; totals stay below 2⁵³,
 * so the only rounding is the final division.
 */
export interface SlotFigures {
  /** Return to player, a fraction of the total bet. */
  rtp: number;
  /** P(base spin wins anything or awards free spins), at max lines. */
  hitFrequency: number;
  /** RTP parts: base-game line or ways wins, base-game scatter pays, free-spins feature. */
  parts: { base: number; scatter: number; freeSpins: number };
  /** P(a base spin awards free spins). */
  featureFrequency: number;
  /** Expected free spins per triggered feature, retriggers included. */
  spinsPerFeature: number;
  /** Expected free spins awarded per free spin (must be < 1). */
  retriggerRate: number;
  /** Expected win of one free spin, multiplier applied, as a fraction of the total bet. */
  freeSpinWin: number;
  /** Π strip lengths of the base game: the stop combinations the figures are exact over. */
  combinations: number;
}

interface Window {
  cells: number[];
  /** Stops of the strip that show this window. */
  weight: number;
}

/** The distinct windows of each reel with how many stops show them. */
function reelWindows(c: CompiledSlot, strips: number[][]): Window[][] {
  return strips.map((strip) => {
    const byKey = new Map<string, Window>();
    for (let stop = 0; stop < strip.length; stop++) {
      const cells = Array.from(
        { length: c.rows },
        (_, row) => strip[(stop + row) % strip.length] as number,
      );
      const key = cells.join(',');
      const seen = byKey.get(key);
      if (seen) seen.weight++;
      else byKey.set(key, { cells, weight: 1 });
    }
    return [...byKey.values()];
  });
}

const product = (values: number[]): number => values.reduce((p, v) => p * v, 1);

/** E[pay × multiplier] of one payline, in line-bet units (fact 1). */
function lineExpectation(c: CompiledSlot, strips: number[][]): number {
  const composition = strips.map((strip) => {
    const counts = new Map<number, number>();
    for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    return [...counts.entries()];
  });
  const symbols = new Array<number>(c.reels);
  let total = 0;
  const walk = (reel: number, weight: number): void => {
    if (reel === c.reels) {
      const result = evaluateLine(c, symbols);
      if (result) total += weight * result.pay * result.multiplier;
      return;
    }
    for (const [symbol, count] of composition[reel] as [number, number][]) {
      symbols[reel] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1);
  return total / product(strips.map((s) => s.length));
}

/** E[Σ pay × ways] over all regular symbols, in way-bet units (fact 2). */
function waysExpectation(c: CompiledSlot, windows: Window[][], stripLengths: number[]): number {
  let total = 0;
  for (const symbol of c.regular) {
    const mean: number[] = [];
    const none: number[] = [];
    windows.forEach((reel, index) => {
      let sum = 0;
      let empty = 0;
      for (const w of reel) {
        const n = w.cells.filter((cell) => cell === symbol || cell === c.wild).length;
        sum += n * w.weight;
        if (n === 0) empty += w.weight;
      }
      mean.push(sum / (stripLengths[index] as number));
      none.push(empty / (stripLengths[index] as number));
    });
    const pays = c.pays[symbol] as number[];
    let prefix = 1;
    for (let k = 1; k <= c.reels; k++) {
      prefix *= mean[k - 1] as number;
      const stopsHere = k < c.reels ? (none[k] as number) : 1;
      total += (pays[k] as number) * prefix * stopsHere;
    }
  }
  return total;
}

/** P(total scatter count = k), k = 0…reels×rows (fact 3). */
function scatterDistribution(c: CompiledSlot, windows: Window[][], lengths: number[]): number[] {
  let distribution = [1];
  windows.forEach((reel, index) => {
    const perReel = new Array<number>(c.rows + 1).fill(0);
    for (const w of reel) {
      const n = w.cells.filter((cell) => cell === c.scatter).length;
      perReel[n] = (perReel[n] as number) + w.weight / (lengths[index] as number);
    }
    const next = new Array<number>(distribution.length + c.rows).fill(0);
    distribution.forEach((p, i) =>
      perReel.forEach((q, j) => (next[i + j] = (next[i + j] as number) + p * q)),
    );
    distribution = next;
  });
  return distribution;
}

const expectationOf = (distribution: number[], values: number[]): number =>
  distribution.reduce((sum, p, k) => sum + p * (values[k] ?? 0), 0);

/**
 * P(base spin wins or triggers) by the dynamic programme of fact 4. States are strings so that
 * equal states merge in a Map; weights are integer stop counts.
 */
function hitFrequency(c: CompiledSlot, windows: Window[][]): number {
  const scatterHit = (count: number): boolean =>
    (c.scatterPays[count] ?? 0) > 0 || (c.config.freeSpins ? (c.awards[count] ?? 0) > 0 : false);
  const scatterIn = (w: Window): number => w.cells.filter((cell) => cell === c.scatter).length;

  type Step = (state: number[], w: Window, reel: number) => number[] | null;
  let step: Step;
  let start: number[];
  if (c.lines) {
    // Per line: 0 = cannot win any more, 1 = only wilds so far, 2 + s = a run of symbol s.
    const lines = c.lines;
    start = lines.map(() => 1);
    step = (state, w, reel) => {
      const next = new Array<number>(state.length);
      for (let l = 0; l < lines.length; l++) {
        const before = state[l] as number;
        const cell = w.cells[(lines[l] as number[])[reel] as number] as number;
        let after = 0;
        if (before === 1) {
          if (cell === c.wild) after = 1;
          else if (c.kinds[cell] === 'regular') after = 2 + cell;
        } else if (before >= 2 && (cell === c.wild || cell === before - 2)) {
          after = before;
        }
        const symbol = after === 1 ? c.wild : after - 2;
        if (after > 0 && ((c.pays[symbol] as number[])[reel + 1] as number) > 0) return null;
        next[l] = after;
      }
      return next;
    };
  } else {
    // One bit per regular symbol still running from reel 0 (31-bit integer operations).
    if (c.regular.length > 30) throw new Error('ways hit frequency handles up to 30 symbols');
    const bit = new Map(c.regular.map((symbol, i) => [symbol, 1 << i]));
    const payingAt = Array.from({ length: c.reels + 1 }, (_, k) =>
      c.regular.reduce(
        (mask, s) =>
          ((c.pays[s] as number[])[k] as number) > 0 ? mask | (bit.get(s) as number) : mask,
        0,
      ),
    );
    start = [(1 << c.regular.length) - 1];
    step = (state, w, reel) => {
      let present = 0;
      let wild = false;
      for (const cell of w.cells) {
        if (cell === c.wild) wild = true;
        present |= bit.get(cell) ?? 0;
      }
      const alive = wild ? (state[0] as number) : (state[0] as number) & present;
      if (alive & (payingAt[reel + 1] as number)) return null;
      return [alive];
    };
  }

  let states = new Map<string, { state: number[]; scatters: number; weight: number }>([
    ['', { state: start, scatters: 0, weight: 1 }],
  ]);
  const lengths = windows.map((reel) => reel.reduce((sum, w) => sum + w.weight, 0));
  let hits = 0;
  windows.forEach((reel, index) => {
    // A state that has won stays won whatever the later reels show: it counts for all of them.
    const later = product(lengths.slice(index + 1));
    const next = new Map<string, { state: number[]; scatters: number; weight: number }>();
    for (const { state, scatters, weight } of states.values()) {
      for (const w of reel) {
        const combined = weight * w.weight;
        const count = scatters + scatterIn(w);
        const after = step(state, w, index);
        if (after === null || scatterHit(count)) {
          hits += combined * later;
          continue;
        }
        const key = `${after.join(',')}|${count}`;
        const seen = next.get(key);
        if (seen) seen.weight += combined;
        else next.set(key, { state: after, scatters: count, weight: combined });
      }
    }
    states = next;
  });
  return hits / product(lengths);
}

/** Exact figures of a title (see the derivation above). */
export function exactFigures(config: SlotConfig): SlotFigures {
  const c = compileSlot(config);
  const lengthsOf = (strips: number[][]): number[] => strips.map((s) => s.length);

  const partsOf = (strips: number[][]) => {
    const windows = reelWindows(c, strips);
    const lengths = lengthsOf(strips);
    const base = c.lines
      ? lineExpectation(c, strips)
      : waysExpectation(c, windows, lengths) / c.waysDivisor;
    const scatters = c.scatter >= 0 ? scatterDistribution(c, windows, lengths) : [1];
    return { windows, base, scatters, scatter: expectationOf(scatters, c.scatterPays) };
  };

  const base = partsOf(c.baseStrips);
  const feature = c.config.freeSpins;
  let freeSpins = 0;
  let featureFrequency = 0;
  let spinsPerFeature = 0;
  let retriggerRate = 0;
  let freeSpinWin = 0;
  if (feature) {
    const free = c.freeStrips === c.baseStrips ? base : partsOf(c.freeStrips);
    retriggerRate = feature.retrigger ? expectationOf(free.scatters, c.awards) : 0;
    if (retriggerRate >= 1) throw new Error('free spins retrigger forever (a ≥ 1)');
    freeSpinWin = (free.base + free.scatter) * feature.multiplier;
    const awardPerSpin = expectationOf(base.scatters, c.awards);
    featureFrequency = base.scatters.reduce(
      (sum, p, k) => sum + ((c.awards[k] ?? 0) > 0 ? p : 0),
      0,
    );
    spinsPerFeature =
      featureFrequency > 0 ? awardPerSpin / featureFrequency / (1 - retriggerRate) : 0;
    freeSpins = (awardPerSpin / (1 - retriggerRate)) * freeSpinWin;
  }

  return {
    rtp: base.base + base.scatter + freeSpins,
    hitFrequency: hitFrequency(c, base.windows),
    parts: { base: base.base, scatter: base.scatter, freeSpins },
    featureFrequency,
    spinsPerFeature,
    retriggerRate,
    freeSpinWin,
    combinations: product(lengthsOf(c.baseStrips)),
  };
}
