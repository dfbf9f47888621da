import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crashResult, generateChain } from './crash.js';
import * as browser from './sha256.js';
import * as node from './sha256.node.js';
import { CRASH_TEST_VECTORS } from './vectors.js';

/**
 * The result rule written again from its statement, sharing nothing with crash.ts: HMAC-SHA256
 * keyed by the round's hash as hex text over the salt; r = its first 52 bits; the result is
 * floor(99 × 2^52 / (2^52 − r)) hundredths, at least 100.
 */
function independentResult(hash: string, salt: string): number {
  const digest = createHmac('sha256', Buffer.from(hash, 'utf8'))
    .update(Buffer.from(salt, 'utf8'))
    .digest();
  // The first 52 bits: the first 7 bytes, less their last 4 bits.
  const r = BigInt(`0x${digest.subarray(0, 7).toString('hex')}`) >> 4n;
  const span = 2n ** 52n;
  const hundredths = (99n * span) / (span - r);
  return hundredths < 100n ? 100 : Number(hundredths);
}

const hex64 = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('published crash test vectors', () => {
  const { seed, seedText, length, salt, terminatingHash, rounds } = CRASH_TEST_VECTORS;

  it('come from the published seed text, and the chain ends at the terminating hash', () => {
    expect(createHash('sha256').update(seedText, 'utf8').digest('hex')).toBe(seed);
    const chain = generateChain(seed, length, { every: 1, keep: () => {} });
    let step = chain.next();
    while (!step.done) step = chain.next();
    expect(step.value).toBe(terminatingHash);
  });

  it('give each round its published hash and result', () => {
    const hashes = new Map<number, string>();
    const chain = generateChain(seed, length, { every: 1, keep: (i, h) => hashes.set(i, h) });
    while (!chain.next().done);
    for (const { round, hash, result } of rounds) {
      expect(hashes.get(round), `round ${round}`).toBe(hash);
      expect(crashResult(hash, salt), `round ${round}`).toBe(result);
      expect(independentResult(hash, salt), `round ${round}`).toBe(result);
    }
  });

  it('are printed in the README as asserted here', () => {
    for (const text of [seed, salt, terminatingHash, seedText]) expect(readme).toContain(text);
    for (const { round, hash, result } of rounds) {
      const shown = `${Math.floor(result / 100)}.${String(result % 100).padStart(2, '0')}×`;
      expect(readme).toContain(`| ${round} | \`${hash}\` | ${result} | ${shown} |`);
    }
  });
});

describe('crashResult', () => {
  it('agrees with the rule written independently, for any hash and salt', () => {
    fc.assert(
      fc.property(hex64, fc.string({ unit: 'grapheme', maxLength: 80 }), (hash, salt) => {
        expect(crashResult(hash, salt)).toBe(independentResult(hash, salt));
      }),
      { numRuns: 3000 },
    );
  }, 30_000);

  it('agrees at the edges of r: 1.00× rounds and the largest results of a run', () => {
    // Hashes whose r lands low (a 1.00× round) and high (a long flight) occur in any chain;
    // these come from the test vectors' salt over a run of hashes.
    let low = 0;
    let high = 0;
    for (let i = 0; i < 20_000; i += 1) {
      const hash = createHash('sha256').update(`edge ${i}`).digest('hex');
      const result = crashResult(hash, 'salt');
      expect(result).toBe(independentResult(hash, 'salt'));
      if (result === 100) low += 1;
      if (result >= 100_000) high += 1;
    }
    expect(low).toBeGreaterThan(0);
    expect(high).toBeGreaterThan(0);
  }, 30_000);
});

describe('the browser hashing path (@noble/hashes)', () => {
  it('gives the same SHA-256 of a hash as Node', () => {
    fc.assert(
      fc.property(hex64, (hash) => {
        expect(browser.sha256Hex(hash)).toBe(node.sha256Hex(hash));
      }),
      { numRuns: 2000 },
    );
    expect(browser.sha256Hex(CRASH_TEST_VECTORS.rounds[0].hash)).toBe(
      CRASH_TEST_VECTORS.terminatingHash,
    );
  });

  it('gives the same HMAC as Node, whatever the salt’s characters', () => {
    fc.assert(
      fc.property(hex64, fc.string({ unit: 'grapheme', maxLength: 200 }), (hash, salt) => {
        expect(browser.hmacHex(hash, salt)).toBe(node.hmacHex(hash, salt));
      }),
      { numRuns: 2000 },
    );
    // A salt of several 64-byte blocks (the key, 64 hex characters, fills one block exactly).
    const long = 'ж'.repeat(100);
    const { hash } = CRASH_TEST_VECTORS.rounds[1];
    expect(browser.hmacHex(hash, long)).toBe(node.hmacHex(hash, long));
  });
});
