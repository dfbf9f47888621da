import { ORIGINAL_PARAMS, type OriginalAction, type OriginalGameId } from '@jackdaw/contracts';
import {
  generateFloats,
  hashServerSeed,
  OriginalsRuleError,
  replayRound,
  type OriginalsRuleCode,
  type ParamsOf,
  type ReplayOf,
} from '@jackdaw/games';

/** An original's round as the games package replays it: the instant result or the step state. */
export type OriginalsReplay = ReplayOf<OriginalGameId>;

/** What a board draws: the round's parameters beside what the seeds gave. */
export type OriginalsBoardView = {
  [G in OriginalGameId]: { game: G; params: ParamsOf[G]; replay: ReplayOf<G> };
}[OriginalGameId];

/** A round of an original to recompute, from the player's history or typed (or linked) in. */
export interface OriginalsRoundToCheck {
  game: OriginalGameId;
  params: Record<string, unknown>;
  actions: readonly OriginalAction[];
  bet: number;
  /** The maximum win the round was settled with; null when unknown (no cap then). */
  maxWin: number | null;
  serverSeed: string;
  /** Empty when there is no commitment to compare with. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** What the casino recorded of the round: its outcome JSON (or final state) and its win. */
export interface RecordedOriginal {
  outcome: Record<string, unknown>;
  status: string;
  win: number;
  capped: boolean;
}

/** Where a recomputed round differs from the recorded one. */
export type OriginalsDifference = 'events' | 'win' | 'status';

export interface OriginalsRoundCheck {
  view: OriginalsBoardView;
  /** The stream's floats the round consumed, in order. */
  floats: number[];
  serverSeedMatchesHash: boolean | null;
  /** Empty: the recorded round agrees; null: nothing recorded to compare. */
  differences: OriginalsDifference[] | null;
  valid: boolean;
  win: number;
  multiplier: number;
}

export type OriginalsCheckResult =
  | { status: 'checked'; check: OriginalsRoundCheck }
  /** The parameters or actions are not a round this game can play. */
  | { status: 'refused'; code: OriginalsRuleCode };

/** JSON with its object keys sorted: two plain values compare by their text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}

/** The events a round drew, as the outcome (or the step state) records them. */
function eventsOf(game: OriginalGameId, outcome: object): unknown {
  const record = outcome as Record<string, unknown>;
  if (game === 'mines') return [record.minePositions, record.revealed];
  if (game === 'hilo') return record.cards;
  if (game === 'flip') return record.flips;
  return outcome;
}

/** How many floats the round took: one an event, the step games' stream position in bytes / 4. */
function floatsUsed(replay: OriginalsReplay): number {
  switch (replay.game) {
    case 'dice':
    case 'limbo':
    case 'wheel':
      return 1;
    case 'plinko':
      return replay.outcome.path.length;
    case 'keno':
      return replay.outcome.drawn.length;
    default:
      return replay.cursor / 4;
  }
}

const isStep = (replay: OriginalsReplay) => 'cursor' in replay;

/**
 * Recomputes an original's round from its seeds with the engine the server plays, and compares
 * it with what the casino recorded (when given): the events drawn, the round's end and the win.
 *
 * @example
 * const result = checkOriginalsRound({ game: 'dice', params: { target: 5000, direction: 'over' },
 *   actions: [], bet: 100, maxWin: null, serverSeed, serverSeedHash: '', clientSeed, nonce: 0 });
 * // result.status === 'checked' → result.check.view.replay.outcome.roll
 */
export function checkOriginalsRound(
  round: OriginalsRoundToCheck,
  recorded?: RecordedOriginal,
): OriginalsCheckResult {
  const params = ORIGINAL_PARAMS[round.game].safeParse(round.params);
  if (!params.success) return { status: 'refused', code: 'PARAMS_INVALID' };
  // A capped win is paid at the cap: without the cap itself, the recorded win stands for it.
  const maxWin = round.maxWin ?? (recorded?.capped ? recorded.win : Number.MAX_SAFE_INTEGER);
  const seeds = { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce };
  let replay: OriginalsReplay;
  try {
    replay = replayRound(round.game, seeds, round.bet, params.data as never, round.actions, maxWin);
  } catch (error) {
    if (error instanceof OriginalsRuleError) return { status: 'refused', code: error.code };
    throw error;
  }
  const serverSeedMatchesHash = round.serverSeedHash
    ? hashServerSeed(round.serverSeed) === round.serverSeedHash.toLowerCase()
    : null;
  const status = isStep(replay) ? (replay as { status: string }).status : 'complete';
  let differences: OriginalsDifference[] | null = null;
  if (recorded) {
    differences = [];
    const events = isStep(replay) ? replay : (replay as { outcome: object }).outcome;
    if (
      canonical(eventsOf(round.game, recorded.outcome)) !== canonical(eventsOf(round.game, events))
    ) {
      differences.push('events');
    }
    if (isStep(replay) && recorded.status !== status) differences.push('status');
    if (recorded.win !== replay.win) differences.push('win');
  }
  return {
    status: 'checked',
    check: {
      view: { game: round.game, params: params.data, replay } as OriginalsBoardView,
      floats: generateFloats(seeds, floatsUsed(replay)),
      serverSeedMatchesHash,
      differences,
      valid: serverSeedMatchesHash !== false && (differences?.length ?? 0) === 0,
      win: replay.win,
      multiplier: replay.multiplier,
    },
  };
}
