import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  crashResult,
  generateChain,
  hashFromCheckpoint,
  isChainHash,
  previousHash,
  verifyCrashRound,
} from './crash.js';
import { CRASH_TEST_VECTORS } from './vectors.js';

/** SHA-256 of a hash's 32 bytes, from node:crypto directly (not the module's #sha256). */
const sha = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

/** Runs generateChain to its end: the checkpoints kept, the chunk boundaries, h_0. */
function drain(seed: string, length: number, every: number, chunk?: number) {
  const kept = new Map<number, string>();
  const yields: number[] = [];
  const chain = generateChain(seed, length, {
    every,
    chunk,
    keep: (index, hash) => kept.set(index, hash),
  });
  for (let step = chain.next(); ; step = chain.next()) {
    if (step.done) return { kept, yields, terminating: step.value };
    yields.push(step.value);
  }
}

/** The chain walked straight, one hash at a time: walk[i] = h_i (walk[length] = the seed). */
function straightWalk(seed: string, length: number): string[] {
  const walk: string[] = new Array<string>(length + 1);
  walk[length] = seed;
  for (let i = length - 1; i >= 0; i -= 1) walk[i] = sha(walk[i + 1]!);
  return walk;
}

const { seed, length, salt, terminatingHash } = CRASH_TEST_VECTORS;
const walk = straightWalk(seed, length);

describe('generateChain', () => {
  it('ends at the terminating hash and keeps every checkpoint, the seed and h_0', () => {
    const { kept, yields, terminating } = drain(seed, length, 100, 250);
    expect(terminating).toBe(terminatingHash);
    expect(terminating).toBe(walk[0]);
    expect([...kept.keys()].sort((a, b) => a - b)).toEqual([
      0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000,
    ]);
    for (const [index, hash] of kept) expect(hash).toBe(walk[index]);
    // Yields between chunks so that a caller can breathe; never at the very end.
    expect(yields).toEqual([750, 500, 250]);
  });

  it('keeps the seed and h_0 even when no other index is a multiple of `every`', () => {
    const { kept, terminating } = drain(seed, 7, 1000);
    const short = straightWalk(seed, 7);
    expect(terminating).toBe(short[0]);
    expect(Object.fromEntries(kept)).toEqual({ 0: short[0], 7: seed });
  });

  it('refuses a seed that is not 64 lowercase hex digits, and an empty chain', () => {
    expect(() => drain(seed.toUpperCase(), 10, 5)).toThrow(/64 hex/);
    expect(() => drain(seed.slice(1), 10, 5)).toThrow(/64 hex/);
    expect(() => drain(seed, 0, 5)).toThrow(/at least one round/);
    expect(() => drain(seed, 2.5, 5)).toThrow(/at least one round/);
  });
});

describe('the chain links', () => {
  it('SHA-256 applied i times to h_i gives h_0, for every round of the test chain', () => {
    for (let i = 1; i <= length; i += 1) {
      let hash = walk[i]!;
      for (let step = 0; step < i; step += 1) hash = previousHash(hash);
      if (hash !== terminatingHash) expect.fail(`round ${i} does not lead to h_0`);
    }
  }, 30_000);

  it('hashFromCheckpoint from the nearest checkpoint above equals the straight walk', () => {
    const every = 64;
    const { kept } = drain(seed, length, every);
    for (let i = 0; i <= length; i += 1) {
      const at = Math.min(length, Math.ceil(i / every) * every);
      expect(hashFromCheckpoint(kept.get(at)!, at, i), `round ${i}`).toBe(walk[i]);
    }
    // From any point above, not only the nearest one.
    expect(hashFromCheckpoint(seed, length, 1)).toBe(walk[1]);
    expect(hashFromCheckpoint(walk[5]!, 5, 5)).toBe(walk[5]);
  });

  it('hashFromCheckpoint refuses a round above its checkpoint', () => {
    expect(() => hashFromCheckpoint(walk[10]!, 10, 11)).toThrow(/at or above/);
  });

  it('isChainHash takes 64 lowercase hex digits only', () => {
    expect(isChainHash(terminatingHash)).toBe(true);
    expect(isChainHash(terminatingHash.toUpperCase())).toBe(false);
    expect(isChainHash(`${terminatingHash}0`)).toBe(false);
    expect(isChainHash(`${terminatingHash.slice(1)}g`)).toBe(false);
    expect(isChainHash('')).toBe(false);
  });
});

describe('verifyCrashRound', () => {
  const round = (i: number) => ({ round: i, hash: walk[i]!, salt, terminatingHash });

  it('links every round in exactly its number of steps and recomputes its result', () => {
    for (const i of [1, 2, 19, 372, length]) {
      const verification = verifyCrashRound({ ...round(i), shown: crashResult(walk[i]!, salt) });
      expect(verification).toEqual({
        linked: true,
        result: crashResult(walk[i]!, salt),
        matches: true,
      });
    }
    expect(verifyCrashRound(round(3)).matches).toBeUndefined();
    // The terminating hash may be pasted in capitals.
    expect(
      verifyCrashRound({ ...round(3), terminatingHash: terminatingHash.toUpperCase() }),
    ).toEqual(expect.objectContaining({ linked: true }));
  });

  it('does not link a round claimed at another place in the chain', () => {
    expect(verifyCrashRound({ ...round(10), round: 9 }).linked).toBe(false);
    expect(verifyCrashRound({ ...round(10), round: 11 }).linked).toBe(false);
    expect(verifyCrashRound({ ...round(10), round: 0 }).linked).toBe(false);
    expect(verifyCrashRound({ ...round(10), round: -1 }).linked).toBe(false);
    expect(verifyCrashRound({ ...round(10), round: 9.5 }).linked).toBe(false);
    // Against another chain's terminating hash.
    expect(verifyCrashRound({ ...round(10), terminatingHash: walk[1]! }).linked).toBe(false);
  });

  it('finds a tampered hash or a tampered result', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 63 }),
        fc.integer({ min: 1, max: 15 }),
        (i, position, delta) => {
          const original = walk[i]!;
          const digit = (parseInt(original[position]!, 16) + delta) % 16;
          const hash =
            original.slice(0, position) + digit.toString(16) + original.slice(position + 1);
          const verification = verifyCrashRound({ ...round(i), hash });
          expect(verification.linked).toBe(false);
          expect(verification.result).toBe(crashResult(hash, salt));
        },
      ),
      { numRuns: 200 },
    );
    const shown = crashResult(walk[7]!, salt);
    expect(verifyCrashRound({ ...round(7), shown: shown + 1 })).toEqual({
      linked: true,
      result: shown,
      matches: false,
    });
  });

  it('answers unlinked with no result for a hash that is not a chain hash', () => {
    for (const hash of ['', 'xyz', walk[4]!.toUpperCase(), walk[4]!.slice(2)]) {
      expect(verifyCrashRound({ ...round(4), hash, shown: 100 })).toEqual({
        linked: false,
        result: 0,
        matches: false,
      });
    }
  });

  it('reports progress every 100,000 steps of a long walk', () => {
    const steps = 200_000;
    // Another chain, 200,000 rounds long: its last round leads to its own h_0.
    const top = sha(Buffer.from('jackdaw long walk').toString('hex'));
    let hash = top;
    for (let i = 0; i < steps; i += 1) hash = sha(hash);
    const heard: number[] = [];
    const verification = verifyCrashRound({
      round: steps,
      hash: top,
      salt,
      terminatingHash: hash,
      onProgress: (done) => heard.push(done),
    });
    expect(verification.linked).toBe(true);
    expect(heard).toEqual([100_000, 200_000]);
  }, 30_000);
});
