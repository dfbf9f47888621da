import type { PlaySlotRoundDetail } from '@jackdaw/contracts';
import { findSlotTitle, verifySlotRound, type RoundOutcome, type SlotTitle } from '@jackdaw/games';

/** A spin as the table shows it: the symbols in view (grid[reel][row]), its stops and its win. */
export interface SpinView {
  stops: readonly number[];
  grid: readonly (readonly string[])[];
  win: number;
}

/** One spin of the round, side by side: what the casino recorded and what the seeds give. */
export interface SpinCheck {
  kind: 'base' | 'free';
  /** 1-based free spin number; 0 for the paid spin. */
  number: number;
  recorded: SpinView | null;
  recomputed: SpinView | null;
  matches: boolean | null;
}

/** A round's spins as recorded: the engine's outcome as the server stores and answers it. */
export interface RecordedSpins {
  base: SpinView;
  freeSpins: readonly SpinView[];
}

export interface RoundCheck {
  /** The title the round was played on: its symbols draw the table. */
  title: SlotTitle;
  serverSeedMatchesHash: boolean | null;
  /** Every spin agrees (null: nothing recorded to compare). */
  outcomeMatches: boolean | null;
  valid: boolean;
  spins: SpinCheck[];
  outcome: RoundOutcome;
}

export type RoundCheckResult =
  | { status: 'checked'; check: RoundCheck }
  | { status: 'unrevealed' }
  | { status: 'unknown-paytable'; version: string };

const sameSpin = (a: SpinView, b: SpinView) =>
  a.win === b.win && a.stops.length === b.stops.length && a.stops.every((s, i) => s === b.stops[i]);

const view = ({ stops, grid, win }: SpinView): SpinView => ({ stops, grid, win });

/** Pairs the recorded and recomputed spins, the longer list setting the length. */
export function compareSpins(
  recorded: RecordedSpins | undefined,
  recomputed: RoundOutcome,
): SpinCheck[] {
  const pair = (
    kind: SpinCheck['kind'],
    number: number,
    a: SpinView | undefined,
    b: SpinView | undefined,
  ): SpinCheck => ({
    kind,
    number,
    recorded: a ? view(a) : null,
    recomputed: b ? view(b) : null,
    matches: recorded ? Boolean(a && b && sameSpin(a, b)) : null,
  });
  const free = Math.max(recorded?.freeSpins.length ?? 0, recomputed.freeSpins.length);
  return [
    pair('base', 0, recorded?.base, recomputed.base),
    ...Array.from({ length: free }, (_, i) =>
      pair('free', i + 1, recorded?.freeSpins[i], recomputed.freeSpins[i]),
    ),
  ];
}

export interface ManualRound {
  title: SlotTitle;
  serverSeed: string;
  /** Empty when the player has no commitment to compare with. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  bet: number;
  lines: number | null;
}

/** Recomputes a round from seeds typed (or linked) by the player. */
export function checkManualRound(round: ManualRound): RoundCheck {
  const verification = verifySlotRound({
    ...round,
    serverSeedHash: round.serverSeedHash || '',
  });
  const serverSeedMatchesHash = round.serverSeedHash ? verification.serverSeedMatchesHash : null;
  return {
    title: round.title,
    serverSeedMatchesHash,
    outcomeMatches: null,
    valid: serverSeedMatchesHash !== false,
    spins: compareSpins(undefined, verification.outcome),
    outcome: verification.outcome,
  };
}

/**
 * Recomputes a round of the player's history from its seeds with the paytable it was played
 * on. Its server seed stays secret until the pair is rotated; a paytable this build no longer
 * holds cannot be replayed here.
 */
export function checkRecordedRound(round: PlaySlotRoundDetail): RoundCheckResult {
  if (round.serverSeed === null) return { status: 'unrevealed' };
  const title = findSlotTitle(round.titleId);
  if (!title || title.paytableVersion !== round.paytableVersion) {
    return { status: 'unknown-paytable', version: round.paytableVersion };
  }
  const verification = verifySlotRound({
    title,
    serverSeed: round.serverSeed,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    bet: round.bet,
    lines: round.lines,
    recorded: round.outcome,
  });
  return {
    status: 'checked',
    check: {
      title,
      serverSeedMatchesHash: verification.serverSeedMatchesHash,
      outcomeMatches: verification.outcomeMatches,
      valid: verification.valid,
      spins: compareSpins(round.outcome, verification.outcome),
      outcome: verification.outcome,
    },
  };
}
