import { hmacHex, sha256Hex } from '#sha256';

/*
 * The crash game's maths (issue 23), pure and synchronous: the server, the game client and the
 * site's verify page run the same code.
 *
 * Fairness is a published hash chain, in the style of the longest-running crash games:
 * - the chain is generated once from a secret random hash h_N: h_(i-1) = SHA-256(h_i), down to
 *   h_0, the terminating hash, published with the salt before the first round;
 * - round i (1, 2, 3…) plays h_i, revealed when it ends; SHA-256 applied i times to it gives
 *   h_0, so no round's hash can have been chosen after the chain was published;
 * - the result is HMAC-SHA256(key = h_i as hex text, message = salt); its first 52 bits r give
 *   floor(99 × 2^52 / (2^52 − r)) hundredths, at least 100 (1.00×): the chance to reach m× is
 *   0.99 / m (a 1 % house edge). Integer arithmetic, so the closed form is exact (rtp.ts).
 *
 * Multipliers are integer hundredths everywhere (150 = 1.50×); money is bigint minor units.
 */

/** The multiplier's growth: m(t) = e^(0.00006 t), t in ms since the plane took off. */
export const CRASH_GROWTH_PER_MS = 0.00006;
/** 1.00×, in hundredths: the lowest result (about one round in a hundred). */
export const CRASH_MIN_RESULT = 100;
/** Bits of the HMAC read for a result. */
const BITS = 52n;
const SPAN = 1n << BITS;

/** A hash as the chain writes it: 64 lowercase hex digits. */
export const isChainHash = (value: string): boolean => /^[0-9a-f]{64}$/.test(value);

/** The hash before `hash` in play order (one step towards the terminating hash). */
export const previousHash = (hash: string): string => sha256Hex(hash);

/** The round's result in hundredths, from its hash and the published salt. */
export function crashResult(roundHash: string, salt: string): number {
  const r = BigInt(`0x${hmacHex(roundHash, salt).slice(0, Number(BITS / 4n))}`);
  const result = Number((99n * SPAN) / (SPAN - r));
  return Math.max(CRASH_MIN_RESULT, result);
}

/** The multiplier shown `elapsedMs` after take-off, floored to hundredths. */
export function multiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return CRASH_MIN_RESULT;
  return Math.max(CRASH_MIN_RESULT, Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs)));
}

/**
 * When (ms after take-off) the multiplier reaches `hundredths`: the round whose result it is
 * ends then, and an auto cash-out at it is made then.
 */
export function elapsedAt(hundredths: number): number {
  if (hundredths <= CRASH_MIN_RESULT) return 0;
  let ms = Math.ceil(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS);
  // Floating point may land a millisecond either side: the first ms at which it is reached.
  while (ms > 0 && multiplierAt(ms - 1) >= hundredths) ms -= 1;
  while (multiplierAt(ms) < hundredths) ms += 1;
  return ms;
}

/**
 * Whether a manual cash-out `elapsedMs` after take-off is in time for a round of `result`: the
 * multiplier had not reached the result (a cash-out at or after the crash moment is refused).
 */
export const cashOutInTime = (elapsedMs: number, result: number): boolean =>
  multiplierAt(elapsedMs) < result;

/** Whether an auto cash-out at `target` is paid in a round of `result` (reached, crash included). */
export const autoCashOutReached = (target: number, result: number): boolean => target <= result;

/** A bet's win at a multiplier, floored to the minor unit, capped at `maxWin` when given. */
export function crashWin(bet: bigint, multiplier: number, maxWin?: bigint): bigint {
  const win = (bet * BigInt(multiplier)) / 100n;
  return maxWin !== undefined && win > maxWin ? maxWin : win;
}

/**
 * The multiplier at which a bet of `bet` reaches `maxWin`: the server cashes a bet out there
 * at the latest (engagement §9's maximum win per bet), whatever its own target: the first
 * hundredth at which the floored win is `maxWin`. Rounded up: rounded down, a bet of 3.00 capped
 * at 2,000,000.00 would be cashed out with 1,999,999.98.
 */
export function maxWinMultiplier(bet: bigint, maxWin: bigint): number {
  if (bet <= 0n) return Number.MAX_SAFE_INTEGER;
  const hundredths = (maxWin * 100n + bet - 1n) / bet;
  return hundredths > BigInt(Number.MAX_SAFE_INTEGER)
    ? Number.MAX_SAFE_INTEGER
    : Math.max(CRASH_MIN_RESULT + 1, Number(hundredths));
}

/**
 * Walks a chain from its secret end `seed` (h_N) down to the terminating hash h_0, in steps of
 * at most `chunk` hashes (the caller yields between them: ten million hashes take seconds).
 * `keep(i, hash)` is called for every index divisible by `every` (the stored checkpoints) and
 * for N and 0.
 */
export function* generateChain(
  seed: string,
  length: number,
  options: { every: number; chunk?: number; keep: (index: number, hash: string) => void },
): Generator<number, string> {
  if (!isChainHash(seed)) throw new Error('a chain seed is 64 hex digits');
  if (!Number.isInteger(length) || length < 1) throw new Error('a chain has at least one round');
  const chunk = options.chunk ?? 50_000;
  let hash = seed;
  options.keep(length, hash);
  for (let index = length - 1; index >= 0; index -= 1) {
    hash = sha256Hex(hash);
    if (index % options.every === 0) options.keep(index, hash);
    if (index % chunk === 0 && index > 0) yield index;
  }
  return hash;
}

/**
 * Round `index`'s hash from the nearest stored checkpoint at or above it (`checkpoint` is
 * h_at, at ≥ index): SHA-256 applied (at − index) times.
 */
export function hashFromCheckpoint(checkpoint: string, at: number, index: number): string {
  if (index > at) throw new Error('a checkpoint lies at or above the round');
  let hash = checkpoint;
  for (let i = at; i > index; i -= 1) hash = sha256Hex(hash);
  return hash;
}

export interface CrashVerification {
  /** SHA-256 applied `round` times to the hash gives the published terminating hash. */
  linked: boolean;
  /** The result the hash and the salt give (hundredths). */
  result: number;
  /** Whether it is the result the round showed, when one was given. */
  matches: boolean | undefined;
}

/**
 * Checks a revealed round: its hash leads back to the terminating hash in exactly `round`
 * steps, and gives `shown` (the result the round showed). `onProgress` hears every 100,000
 * steps (a round of a long-running chain is millions of steps away from its end).
 */
export function verifyCrashRound(input: {
  round: number;
  hash: string;
  salt: string;
  terminatingHash: string;
  shown?: number;
  onProgress?: (done: number) => void;
}): CrashVerification {
  const { round, hash, salt, terminatingHash, shown } = input;
  const result = isChainHash(hash) ? crashResult(hash, salt) : 0;
  let linked = false;
  if (isChainHash(hash) && Number.isInteger(round) && round >= 1) {
    let current = hash;
    for (let step = 1; step <= round; step += 1) {
      current = sha256Hex(current);
      if (step % 100_000 === 0) input.onProgress?.(step);
    }
    linked = current === terminatingHash.toLowerCase();
  }
  return { linked, result, matches: shown === undefined ? undefined : shown === result };
}
