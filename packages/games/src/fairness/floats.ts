import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { Rng } from './rng';

/** The inputs that determine every random number of one round. */
export interface RoundSeeds {
  /** 64 hex characters; used as the HMAC key in its text form, as the published scheme does. */
  serverSeed: string;
  clientSeed: string;
  /** The round's number under this seed pair, from 0. */
  nonce: number;
}

/** An HMAC-SHA256 digest is 32 bytes: each HMAC "cursor" value yields 8 floats. */
const BLOCK_BYTES = 32;
const BYTES_PER_FLOAT = 4;

/**
 * A random stream in the published Stake-style scheme, so that third-party verifiers agree:
 * block c = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${c}`), blocks are
 * read byte after byte, and each float takes 4 bytes:
 * b0/256 + b1/256² + b2/256³ + b3/256⁴.
 *
 * `startByte` lets a round resume mid-stream (a free-spins feature after a restart); it is the
 * `position` the stream reported when the round was suspended.
 *
 * @example
 * const rng = createFairRng({ serverSeed, clientSeed: 'lucky', nonce: 0 });
 * const stop = rng.nextInt(32); // reel stop in [0, 32)
 */
export function createFairRng(seeds: RoundSeeds, startByte = 0): Rng {
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) {
    throw new RangeError(`nonce must be a non-negative integer, got ${seeds.nonce}`);
  }
  if (!Number.isSafeInteger(startByte) || startByte < 0) {
    throw new RangeError(`startByte must be a non-negative integer, got ${startByte}`);
  }
  // Keying HMAC once and cloning it per block saves re-hashing the key pads on every block,
  // which halves the cost of the stream.
  const keyed = hmac.create(sha256, utf8ToBytes(seeds.serverSeed));
  const prefix = `${seeds.clientSeed}:${seeds.nonce}:`;
  let position = startByte;
  let blockIndex = -1;
  let block = new Uint8Array(0);

  const byteAt = (offset: number): number => {
    const wanted = Math.floor(offset / BLOCK_BYTES);
    if (wanted !== blockIndex) {
      block = keyed
        .clone()
        .update(utf8ToBytes(prefix + wanted))
        .digest();
      blockIndex = wanted;
    }
    return block[offset - wanted * BLOCK_BYTES] as number;
  };

  const nextFloat = (): number => {
    const p = position;
    position += BYTES_PER_FLOAT;
    return (
      byteAt(p) / 256 +
      byteAt(p + 1) / 65_536 +
      byteAt(p + 2) / 16_777_216 +
      byteAt(p + 3) / 4_294_967_296
    );
  };

  return {
    nextFloat,
    nextInt(n: number): number {
      if (!Number.isSafeInteger(n) || n <= 0) {
        throw new RangeError(`nextInt needs a positive integer bound, got ${n}`);
      }
      return Math.floor(nextFloat() * n);
    },
    get position() {
      return position;
    },
  };
}

/** The first `count` floats of a round: what a verifier page shows next to the outcome. */
export function generateFloats(seeds: RoundSeeds, count: number): number[] {
  const rng = createFairRng(seeds);
  return Array.from({ length: count }, () => rng.nextFloat());
}
