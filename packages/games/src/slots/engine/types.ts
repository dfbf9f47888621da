/**
 * The slot engine's vocabulary. A title is data (a SlotConfig); the engine is a set of pure
 * functions over it. Amounts are integers in minor units held as JavaScript numbers (safe
 * integers), so that outcomes and feature state stay plain JSON.
 */

export type SymbolKind = 'regular' | 'wild' | 'scatter';

export interface SlotSymbol {
  /** Short code used in the reel strips and outcomes, e.g. 'CH'. */
  id: string;
  /** English display name; the game client translates by `${titleId}.${symbolId}`. */
  name: string;
  kind: SymbolKind;
  /**
   * Pay by count, `{ 3: 5, 4: 20, 5: 100 }`. Regular and wild symbols: count of adjacent reels
   * from the leftmost, in multiples of the line bet (lines) or the way bet (ways). Scatter: count
   * anywhere in the window, in multiples of the total bet. Integers, non-decreasing in the count.
   */
  pays?: Readonly<Record<number, number>>;
  /** Wild in a lines game only: each win it substitutes in is multiplied by this. */
  multiplier?: number;
}

/** Paylines: each line gives the row (0 = top) it crosses on each reel. */
export interface LinesPay {
  kind: 'lines';
  lines: readonly (readonly number[])[];
  /** The fewest lines a player may bet on; they play the first n lines of `lines`. */
  minLines: number;
}

/**
 * Ways to win: a symbol on adjacent reels from the leftmost, anywhere in each column, pays
 * per combination of positions (rows^reels ways: 243 for 5×3, 1024 for 5×4).
 */
export interface WaysPay {
  kind: 'ways';
  /** The way bet is the total bet divided by this ("coins" per spin). */
  betDivisor: number;
}

export interface FreeSpinsRule {
  /** Free spins awarded by scatter count, `{ 3: 10, 4: 15, 5: 20 }`. */
  awards: Readonly<Record<number, number>>;
  /** Every win during the free spins (scatter pays included) is multiplied by this. */
  multiplier: number;
  /** Whether scatters during the free spins award the same number of spins again. */
  retrigger: boolean;
  /** Reel strips used during free spins; the base strips when absent. */
  strips?: readonly (readonly string[])[];
}

export interface SlotConfig {
  reels: number;
  rows: number;
  symbols: readonly SlotSymbol[];
  pay: LinesPay | WaysPay;
  /** Base-game reel strips, one per reel, read cyclically from the stop downwards. */
  strips: readonly (readonly string[])[];
  freeSpins?: FreeSpinsRule;
}

/** By the standard deviation of a round's return: see volatilityForDeviation. */
export type Volatility = 'low' | 'medium' | 'high' | 'very-high';

/** A playable title: its maths plus what the catalogue, the client and the proofs need. */
export interface SlotTitle extends SlotConfig {
  /** Stable alias used in URLs and round records, e.g. 'fruit-classic'. */
  id: string;
  name: string;
  theme: string;
  /**
   * Changes whenever strips or pays change: round records keep it, so old rounds are replayed
   * with the paytable they were played on.
   */
  paytableVersion: string;
  volatility: Volatility;
  /** Return to player as a fraction (0.9612 = 96.12 %), proven exactly by the title tests. */
  rtp: number;
  /** Share of paid spins whose base spin wins anything or awards free spins, at max lines. */
  hitFrequency: number;
}

/** [reel, row] of a window cell, row 0 at the top. */
export type Position = readonly [number, number];

export interface SlotWin {
  kind: 'line' | 'ways' | 'scatter';
  /** Line index in the title's line set (lines wins only). */
  line?: number;
  /** Number of ways (ways wins only). */
  ways?: number;
  symbol: string;
  /** Adjacent reels matched (line, ways) or scatters in view (scatter). */
  count: number;
  /** The paytable entry for symbol × count. */
  pay: number;
  /** Wild multipliers × free-spins multiplier applied to the pay. */
  multiplier: number;
  /** Minor units, rounded down: floor(bet × pay × ways × multiplier / divisor). */
  amount: number;
  positions: Position[];
}

export type SpinMode = 'base' | 'free';

export interface SpinOutcome {
  mode: SpinMode;
  /** Total bet of the round in minor units (free spins repeat the triggering bet). */
  bet: number;
  /** Lines played (lines titles) or null (ways titles). */
  lines: number | null;
  /** Stop per reel: the strip index shown on the top row. */
  stops: number[];
  /** Visible symbols, grid[reel][row]. */
  grid: string[][];
  wins: SlotWin[];
  /** Sum of the wins' amounts. */
  win: number;
  scatterCount: number;
  freeSpinsAwarded: number;
}
