import { createFairRng } from '../fairness/floats.js';
import { hashServerSeed } from '../fairness/seeds.js';
import { playRound, type RoundOutcome } from '../slots/engine/feature.js';
import type { SlotConfig } from '../slots/engine/types.js';

/** What the casino recorded of a round: enough to compare, and a RoundOutcome fits it. */
export interface RecordedSlotRound {
  win: number;
  base: { stops: readonly number[]; win: number };
  freeSpins: readonly { stops: readonly number[]; win: number }[];
}

export interface SlotRoundToVerify {
  /** The title at the paytable version the round was played on. */
  title: SlotConfig;
  /** Revealed by rotation. */
  serverSeed: string;
  /** The commitment shown before the round. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** Total bet in minor units. */
  bet: number;
  /** Lines played (lines titles); all lines when absent. */
  lines?: number | null;
  /** The outcome the casino recorded, when checking a round from the history. */
  recorded?: RecordedSlotRound;
}

export interface SlotRoundVerification {
  /** The revealed server seed is the one committed to before play. */
  serverSeedMatchesHash: boolean;
  /** The round recomputed from its seeds. */
  outcome: RoundOutcome;
  /** Recorded and recomputed rounds agree spin by spin; null when nothing was recorded. */
  outcomeMatches: boolean | null;
  /** Both checks pass. */
  valid: boolean;
}

const sameSpin = (
  a: { stops: readonly number[]; win: number },
  b: { stops: readonly number[]; win: number },
): boolean =>
  a.win === b.win && a.stops.length === b.stops.length && a.stops.every((s, i) => s === b.stops[i]);

/**
 * Recomputes a slot round from its seeds, in the browser or anywhere (synchronous, no Node
 * API), and checks the server seed against its commitment. Stops and wins are compared rather
 * than whole objects, since stored JSON may come back with its keys reordered.
 *
 * @example
 * const check = verifySlotRound({ title: fruitClassic, serverSeed, serverSeedHash,
 *   clientSeed, nonce: 41, bet: 100, recorded });
 * if (!check.valid) showMismatch(check);
 */
export function verifySlotRound(round: SlotRoundToVerify): SlotRoundVerification {
  const serverSeedMatchesHash =
    hashServerSeed(round.serverSeed) === round.serverSeedHash.trim().toLowerCase();
  const rng = createFairRng({
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
  });
  const outcome = playRound(
    round.title,
    rng,
    round.bet,
    round.lines === undefined || round.lines === null ? {} : { lines: round.lines },
  );
  const recorded = round.recorded;
  const outcomeMatches = recorded
    ? recorded.win === outcome.win &&
      sameSpin(recorded.base, outcome.base) &&
      recorded.freeSpins.length === outcome.freeSpins.length &&
      recorded.freeSpins.every((spin, i) => sameSpin(spin, outcome.freeSpins[i] as typeof spin))
    : null;
  return {
    serverSeedMatchesHash,
    outcome,
    outcomeMatches,
    valid: serverSeedMatchesHash && outcomeMatches !== false,
  };
}
