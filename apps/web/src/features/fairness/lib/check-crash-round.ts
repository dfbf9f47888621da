import { crashResult, isChainHash, previousHash } from '@jackdaw/games';

/**
 * A crash round checked in the browser against the published chain (packages/games crash.ts,
 * `verifyCrashRound`): SHA-256 applied `round` times to the revealed hash must give the
 * terminating hash, and the hash with the salt gives the round's result. A round of a long
 * chain is millions of hashes from its end (seconds on a phone), so the walk runs in slices
 * between which the page paints its progress and stays responsive.
 */
export interface CrashRoundToCheck {
  /** The round's number: its place in the chain (1, 2, 3…), the steps to walk. */
  round: number;
  hash: string;
  salt: string;
  terminatingHash: string;
  /** The result the round showed (hundredths), when known. */
  shown?: number;
}

export interface CrashRoundCheck {
  /** SHA-256 applied `steps` times to the hash gave the terminating hash. */
  linked: boolean;
  steps: number;
  /** The result recomputed from the hash and the salt (hundredths). */
  result: number;
  /** Whether it is the result the round showed; null when none was given. */
  matches: boolean | null;
}

export interface WalkOptions {
  /** Hears how many of the `round` steps are done, after each slice. */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
  /** At most this many hashes per slice… */
  slice?: number;
  /** …and a slice ends once it took this long (ms): a frame's worth on any phone. */
  sliceMs?: number;
  /** Lets the page run between slices. */
  pause?: () => Promise<void>;
  /** The clock slices are timed by. */
  now?: () => number;
}

/** A macrotask without setTimeout's 4 ms clamp, where the platform has MessageChannel. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Hashes between two looks at the clock within a slice. */
const CLOCK_EVERY = 256;

/** Checks a round; rejects with the signal's reason once it is aborted (the page left). */
export async function checkCrashRound(
  input: CrashRoundToCheck,
  {
    onProgress,
    signal,
    slice = 100_000,
    sliceMs = 12,
    pause = nextTask,
    now = () => performance.now(),
  }: WalkOptions = {},
): Promise<CrashRoundCheck> {
  const { round, hash, salt, shown } = input;
  const terminatingHash = input.terminatingHash.toLowerCase();
  if (!isChainHash(hash) || !Number.isSafeInteger(round) || round < 1) {
    throw new Error('a crash round is a chain hash and a round number from 1');
  }
  let current = hash;
  let done = 0;
  while (done < round) {
    signal?.throwIfAborted();
    const end = Math.min(round, done + slice);
    const started = now();
    while (done < end) {
      const burst = Math.min(end, done + CLOCK_EVERY);
      for (; done < burst; done += 1) current = previousHash(current);
      if (now() - started >= sliceMs) break;
    }
    onProgress?.(done, round);
    if (done < round) await pause();
  }
  signal?.throwIfAborted();
  const result = crashResult(hash, salt);
  return {
    linked: current === terminatingHash,
    steps: round,
    result,
    matches: shown === undefined ? null : shown === result,
  };
}

/** The most steps the page walks for a round typed by hand when the chain's length is unknown. */
export const MAX_CRASH_STEPS = 100_000_000;

export interface CrashForm {
  hash: string;
  round: string;
  salt: string;
  terminatingHash: string;
}

/**
 * A round typed (or pasted) by hand, or null when a part is missing or malformed: hashes are
 * 64 hex digits (capitals and spaces around are forgiven), the round a whole number from 1 to
 * the chain's length. The salt is taken as typed: it is part of the HMAC.
 */
export function readCrashForm(form: CrashForm, chainLength?: number): CrashRoundToCheck | null {
  const hash = form.hash.trim().toLowerCase();
  const terminatingHash = form.terminatingHash.trim().toLowerCase();
  const roundText = form.round.trim();
  const round = /^[1-9]\d{0,9}$/.test(roundText) ? Number(roundText) : null;
  if (!isChainHash(hash) || !isChainHash(terminatingHash) || round === null || !form.salt) {
    return null;
  }
  if (round > (chainLength ?? MAX_CRASH_STEPS)) return null;
  return { round, hash, salt: form.salt, terminatingHash };
}

/** A multiplier in hundredths as the game shows it: 220 → "2.20×". */
export function formatCrashMultiplier(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}×`;
}
