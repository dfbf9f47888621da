import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  clientSeedProblem,
  createSeedPair,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  isValidClientSeed,
  rotateSeeds,
} from './seeds.js';

describe('server seeds', () => {
  it('are 32 random bytes in hex, never repeated', () => {
    const seeds = Array.from({ length: 50 }, generateServerSeed);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(seeds).size).toBe(seeds.length);
  });

  it('are committed to by the SHA-256 of their text', () => {
    const seed = generateServerSeed();
    expect(hashServerSeed(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });
});

describe('client seeds', () => {
  it('accept 1 to 64 printable characters', () => {
    expect(clientSeedProblem('a')).toBeNull();
    expect(clientSeedProblem('lucky seed #7 ~')).toBeNull();
    expect(clientSeedProblem('x'.repeat(64))).toBeNull();
    expect(isValidClientSeed(generateClientSeed())).toBe(true);
  });

  it('refuse empty, too long and unprintable seeds', () => {
    expect(clientSeedProblem('')).toBe('empty');
    expect(clientSeedProblem('x'.repeat(65))).toBe('too-long');
    expect(clientSeedProblem('tab\there')).toBe('not-printable');
    expect(clientSeedProblem('naïve')).toBe('not-printable');
    expect(clientSeedProblem('line\n')).toBe('not-printable');
  });
});

describe('rotateSeeds', () => {
  it('reveals the retired server seed, which matches the hash shown before', () => {
    const current = { ...createSeedPair('mine'), nonce: 17 };
    const { revealed, next } = rotateSeeds(current);
    expect(revealed).toEqual(current);
    expect(hashServerSeed(revealed.serverSeed)).toBe(current.serverSeedHash);
    expect(next.serverSeed).not.toBe(current.serverSeed);
    expect(next.serverSeedHash).toBe(hashServerSeed(next.serverSeed));
    expect(next).toMatchObject({ clientSeed: 'mine', nonce: 0 });
  });

  it('takes the new client seed chosen with the rotation, and refuses an invalid one', () => {
    const current = createSeedPair();
    expect(rotateSeeds(current, 'fresh').next.clientSeed).toBe('fresh');
    expect(() => rotateSeeds(current, '')).toThrow(/empty/);
  });
});
