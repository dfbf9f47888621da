import { utf8ToBytes } from '@noble/hashes/utils.js';
import { hmacBlock } from '#hmac';
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

/** UTF-8 bytes of the message; client seeds are ASCII, written directly (TextEncoder is slow). */
function messageBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) return utf8ToBytes(text);
    bytes[i] = code;
  }
  return bytes;
}

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
  return new FairRng(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:`, startByte);
}

/** A class rather than closures: one stream per round, millions of rounds in the bench. */
class FairRng implements Rng {
  private blockIndex = -1;
  private readonly block = new Uint8Array(BLOCK_BYTES);

  constructor(
    private readonly serverSeed: string,
    /** `${clientSeed}:${nonce}:`, the block index follows. */
    private readonly prefix: string,
    private offset: number,
  ) {}

  get position(): number {
    return this.offset;
  }

  nextFloat(): number {
    const p = this.offset;
    this.offset += BYTES_PER_FLOAT;
    return (
      this.byteAt(p) / 256 +
      this.byteAt(p + 1) / 65_536 +
      this.byteAt(p + 2) / 16_777_216 +
      this.byteAt(p + 3) / 4_294_967_296
    );
  }

  nextInt(n: number): number {
    if (!Number.isSafeInteger(n) || n <= 0) {
      throw new RangeError(`nextInt needs a positive integer bound, got ${n}`);
    }
    return Math.floor(this.nextFloat() * n);
  }

  private byteAt(offset: number): number {
    const wanted = Math.floor(offset / BLOCK_BYTES);
    if (wanted !== this.blockIndex) {
      hmacBlock(this.serverSeed, messageBytes(this.prefix + wanted), this.block);
      this.blockIndex = wanted;
    }
    return this.block[offset - wanted * BLOCK_BYTES] as number;
  }
}

/** The first `count` floats of a round: what a verifier page shows next to the outcome. */
export function generateFloats(seeds: RoundSeeds, count: number): number[] {
  const rng = createFairRng(seeds);
  return Array.from({ length: count }, () => rng.nextFloat());
}
