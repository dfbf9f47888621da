import { DICE_MAX_CHANCE, DICE_MIN_CHANCE } from './dice.js';
import { FLIP_MAX } from './flip.js';
import { HILO_MAX_SKIPS } from './hilo.js';
import { KENO_DRAWN, KENO_MAX_PICKS, KENO_NUMBERS } from './keno.js';
import { LIMBO_MAX_RESULT, LIMBO_MAX_TARGET, LIMBO_MIN_TARGET } from './limbo.js';
import { MINES_MAX, MINES_MIN, MINES_TILES } from './mines.js';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS } from './plinko.js';
import { KENO_TABLES } from './tables/keno.js';
import { PLINKO_TABLES } from './tables/plinko.js';
import { WHEEL_TABLES } from './tables/wheel.js';
import { KENO_RISKS, RISKS, WHEEL_SEGMENTS, type OriginalGame } from './types.js';

/** What the client shows of each game: limits and payout tables (multipliers as decimals). */
export const ORIGINALS_INFO = {
  dice: {
    name: 'Dice',
    kind: 'instant',
    /** Hundredths of a percent: 0.01 %–98.00 %. */
    minChance: DICE_MIN_CHANCE,
    maxChance: DICE_MAX_CHANCE,
    /** The roll is 0–10000 hundredths. */
    maxRoll: 10_000,
  },
  limbo: {
    name: 'Limbo',
    kind: 'instant',
    /** Hundredths of the multiplier. */
    minTarget: LIMBO_MIN_TARGET,
    maxTarget: LIMBO_MAX_TARGET,
    maxResult: LIMBO_MAX_RESULT,
  },
  plinko: {
    name: 'Plinko',
    kind: 'instant',
    minRows: PLINKO_MIN_ROWS,
    maxRows: PLINKO_MAX_ROWS,
    risks: RISKS,
    /** tables[risk][rows][bucket]. */
    tables: PLINKO_TABLES,
  },
  mines: {
    name: 'Mines',
    kind: 'steps',
    tiles: MINES_TILES,
    minMines: MINES_MIN,
    maxMines: MINES_MAX,
  },
  keno: {
    name: 'Keno',
    kind: 'instant',
    numbers: KENO_NUMBERS,
    drawn: KENO_DRAWN,
    maxPicks: KENO_MAX_PICKS,
    risks: KENO_RISKS,
    /** tables[risk][picks][hits]; index 0 is empty. */
    tables: KENO_TABLES,
  },
  hilo: { name: 'Hilo', kind: 'steps', maxSkips: HILO_MAX_SKIPS },
  wheel: {
    name: 'Wheel',
    kind: 'instant',
    segments: WHEEL_SEGMENTS,
    risks: RISKS,
    /** tables[risk][segments][segment], in wheel order. */
    tables: WHEEL_TABLES,
  },
  flip: { name: 'Flip', kind: 'steps', maxFlips: FLIP_MAX },
} as const satisfies Record<
  OriginalGame,
  { name: string; kind: 'instant' | 'steps'; [limit: string]: unknown }
>;
