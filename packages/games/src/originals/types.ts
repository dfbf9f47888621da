/*
 * The shared types of the eight originals. Everything a round carries is plain JSON (numbers,
 * strings, arrays): the server stores a multi-step round in jsonb and the client renders the
 * same objects. Multipliers are exact rationals inside the maths (`Ratio`, bigint) and only a
 * display number (floored to 4 decimals) outside it.
 */

export const ORIGINAL_GAMES = [
  'dice',
  'limbo',
  'plinko',
  'mines',
  'keno',
  'hilo',
  'wheel',
  'flip',
] as const;
export type OriginalGame = (typeof ORIGINAL_GAMES)[number];

export const INSTANT_GAMES = ['dice', 'limbo', 'plinko', 'keno', 'wheel'] as const;
export type InstantGame = (typeof INSTANT_GAMES)[number];
export const STEP_GAMES = ['mines', 'hilo', 'flip'] as const;
export type StepGame = (typeof STEP_GAMES)[number];

/** The return every original is built to: a 1 % house edge. */
export const ORIGINALS_RTP = 0.99;

/** An exact non-negative rational; den > 0. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

export const RISKS = ['low', 'medium', 'high'] as const;
export type Risk = (typeof RISKS)[number];
export const KENO_RISKS = ['classic', 'low', 'medium', 'high'] as const;
export type KenoRisk = (typeof KENO_RISKS)[number];
export const WHEEL_SEGMENTS = [10, 20, 30, 40, 50] as const;
export type WheelSegments = (typeof WHEEL_SEGMENTS)[number];

// ---------------------------------------------------------------- parameters

export interface DiceParams {
  /** Hundredths, 0.00–100.00 as 0–10000. */
  target: number;
  direction: 'over' | 'under';
}
export interface LimboParams {
  /** Hundredths of the multiplier: 101 (1.01×) – 100,000,000 (1,000,000×). */
  target: number;
}
export interface PlinkoParams {
  rows: number;
  risk: Risk;
}
export interface MinesParams {
  mines: number;
}
export interface KenoParams {
  /** 1–10 distinct numbers as shown, 1–40. */
  picks: number[];
  risk: KenoRisk;
}
export type HiloParams = Record<string, never>;
export interface WheelParams {
  segments: WheelSegments;
  risk: Risk;
}
export type FlipParams = Record<string, never>;

export interface ParamsOf {
  dice: DiceParams;
  limbo: LimboParams;
  plinko: PlinkoParams;
  mines: MinesParams;
  keno: KenoParams;
  hilo: HiloParams;
  wheel: WheelParams;
  flip: FlipParams;
}
export type OriginalParams = ParamsOf[OriginalGame];

// ---------------------------------------------------------------- instant outcomes

export interface DiceOutcome {
  /** Hundredths, 0–10000. */
  roll: number;
  target: number;
  direction: 'over' | 'under';
  /** Win chance in hundredths of a percent (4950 = 49.50 %). */
  chance: number;
  won: boolean;
}
export interface LimboOutcome {
  /** Hundredths of the multiplier, 100 (1.00×) – LIMBO_MAX_RESULT. */
  result: number;
  target: number;
  won: boolean;
}
export interface PlinkoOutcome {
  /** One entry per row: 0 = left, 1 = right. */
  path: (0 | 1)[];
  /** 0..rows: the number of rights. */
  bucket: number;
}
export interface KenoOutcome {
  /** The 10 numbers drawn (1–40), in draw order. */
  drawn: number[];
  /** The picks that were drawn, in the order of `picks`. */
  hits: number[];
}
export interface WheelOutcome {
  /** 0..segments−1. */
  segment: number;
}

export interface OutcomeOf {
  dice: DiceOutcome;
  limbo: LimboOutcome;
  plinko: PlinkoOutcome;
  keno: KenoOutcome;
  wheel: WheelOutcome;
}

export interface InstantResult<G extends InstantGame = InstantGame> {
  game: G;
  outcome: OutcomeOf[G];
  /** Display multiplier, floored to 4 decimals (0 on a loss). */
  multiplier: number;
  /** Minor units: floor(bet × exact multiplier), capped at maxWin. */
  win: number;
  capped: boolean;
}

// ---------------------------------------------------------------- step games

export type StepStatus = 'open' | 'lost' | 'cashed' | 'won';

export interface MinesAction {
  type: 'reveal';
  /** 0..24, row-major. */
  tile: number;
}
export type HiloGuess = 'higher' | 'lower' | 'same';
export type HiloAction = { type: 'guess'; guess: HiloGuess } | { type: 'skip' };
export type CoinSide = 'heads' | 'tails';
export interface FlipAction {
  type: 'flip';
  side: CoinSide;
}
export interface CashOutAction {
  type: 'cashout';
}
export interface ActionOf {
  mines: MinesAction;
  hilo: HiloAction;
  flip: FlipAction;
}
export type StepAction = ActionOf[StepGame];
/** What replayRound takes: the step actions in order, a cash-out where the player took one. */
export type RoundAction = StepAction | CashOutAction;

interface StepStateBase {
  bet: number;
  maxWin: number;
  /** The stream position to resume with createFairRng(seeds, cursor). */
  cursor: number;
  status: StepStatus;
  /** Actions applied so far (reveals, guesses and skips, flips). */
  steps: number;
  /** Display multiplier of what a cash-out would pay now (or what was paid), 4 decimals. */
  multiplier: number;
  /** Minor units paid (or payable now, while open); 0 on a loss. */
  win: number;
  capped: boolean;
}

/** The fields every step round opens with (the game adds its own). */
export type StepStart = Omit<StepStateBase, 'cursor'>;

export interface MinesState extends StepStateBase {
  game: 'mines';
  params: MinesParams;
  /** The mine tiles, drawn at round start. Hidden by publicView while open. */
  minePositions: number[];
  /** Tiles revealed, in order; on a loss the last one is the mine hit. */
  revealed: number[];
}

export interface HiloCard {
  /** 0..51: rank = floor(index / 4) (0 = 2 … 12 = A), suit = index % 4 (♦ ♥ ♠ ♣). */
  index: number;
  /** How the card was reached: the start card, a skip, or a guess and whether it won. */
  via: 'start' | 'skip' | HiloGuess;
  won?: boolean;
}
export interface HiloState extends StepStateBase {
  game: 'hilo';
  params: HiloParams;
  /** Every card drawn so far; the last is the current card. */
  cards: HiloCard[];
  skips: number;
  /** Won guesses so far. */
  wins: number;
}

export interface FlipRecord {
  side: CoinSide;
  result: CoinSide;
  won: boolean;
}
export interface FlipState extends StepStateBase {
  game: 'flip';
  params: FlipParams;
  flips: FlipRecord[];
}

export interface StateOf {
  mines: MinesState;
  hilo: HiloState;
  flip: FlipState;
}
export type StepState = StateOf[StepGame];

/** What the player may see of an open mines round: no mine positions until it ends. */
export type MinesPublicView = Omit<MinesState, 'minePositions'> & { minePositions?: number[] };
export type PublicView = MinesPublicView | HiloState | FlipState;

// ---------------------------------------------------------------- rules

/** Stable codes for refused parameters and actions (the server answers 4xx with them). */
export type OriginalsRuleCode =
  | 'GAME_UNKNOWN'
  | 'PARAMS_INVALID'
  | 'BET_INVALID'
  | 'MAX_WIN_INVALID'
  | 'DICE_TARGET'
  | 'DICE_CHANCE'
  | 'LIMBO_TARGET'
  | 'PLINKO_ROWS'
  | 'PLINKO_RISK'
  | 'MINES_COUNT'
  | 'KENO_PICKS'
  | 'KENO_RISK'
  | 'WHEEL_SEGMENTS'
  | 'WHEEL_RISK'
  | 'ROUND_CLOSED'
  | 'ACTION_INVALID'
  | 'MINES_TILE'
  | 'MINES_TILE_REVEALED'
  | 'HILO_GUESS_IMPOSSIBLE'
  | 'HILO_SKIP_LIMIT'
  | 'CASHOUT_NOTHING_WON';

export class OriginalsRuleError extends Error {
  constructor(readonly code: OriginalsRuleCode) {
    super(code);
    this.name = 'OriginalsRuleError';
  }
}
