import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFairRng, generateFloats, type RoundSeeds } from './floats.js';
import { hmacBlock as browserHmac } from './hmac.js';
import { hmacBlock as nodeHmac } from './hmac.node.js';

/** The published scheme written out independently with Node's own HMAC. */
function referenceFloats({ serverSeed, clientSeed, nonce }: RoundSeeds, count: number): number[] {
  const bytes: number[] = [];
  for (let cursor = 0; bytes.length < count * 4; cursor++) {
    const digest = createHmac('sha256', serverSeed)
      .update(`${clientSeed}:${nonce}:${cursor}`)
      .digest();
    bytes.push(...digest);
  }
  return Array.from({ length: count }, (_, i) =>
    bytes.slice(i * 4, i * 4 + 4).reduce((sum, byte, j) => sum + byte / 256 ** (j + 1), 0),
  );
}

const seedsArbitrary = fc.record({
  serverSeed: fc.stringMatching(/^[0-9a-f]{64}$/),
  clientSeed: fc.string({ minLength: 1, maxLength: 64 }),
  nonce: fc.nat(),
});

describe('createFairRng', () => {
  it('agrees with an independent HMAC-SHA256 computation, across block boundaries', () => {
    fc.assert(
      fc.property(seedsArbitrary, fc.integer({ min: 1, max: 40 }), (seeds, count) => {
        expect(generateFloats(seeds, count)).toEqual(referenceFloats(seeds, count));
      }),
      { numRuns: 200 },
    );
  });

  it('resumes mid-stream from a stored position exactly where it stopped', () => {
    fc.assert(
      fc.property(seedsArbitrary, fc.integer({ min: 0, max: 30 }), (seeds, before) => {
        const straight = createFairRng(seeds);
        for (let i = 0; i < before; i++) straight.nextFloat();
        const resumed = createFairRng(seeds, straight.position);
        for (let i = 0; i < 12; i++) expect(resumed.nextFloat()).toBe(straight.nextFloat());
      }),
    );
  });

  it('gives floats in [0, 1) and integers in [0, n) as floor(float × n)', () => {
    fc.assert(
      fc.property(seedsArbitrary, fc.integer({ min: 1, max: 1000 }), (seeds, n) => {
        const floats = createFairRng(seeds);
        const ints = createFairRng(seeds);
        for (let i = 0; i < 10; i++) {
          const float = floats.nextFloat();
          expect(float).toBeGreaterThanOrEqual(0);
          expect(float).toBeLessThan(1);
          expect(ints.nextInt(n)).toBe(Math.floor(float * n));
        }
        expect(ints.position).toBe(40);
      }),
    );
  });

  it('keeps interleaved streams under different server seeds apart', () => {
    const a = { serverSeed: '01'.repeat(32), clientSeed: 'a', nonce: 3 };
    const b = { serverSeed: '02'.repeat(32), clientSeed: 'a', nonce: 3 };
    const [ra, rb] = [createFairRng(a), createFairRng(b)];
    const interleaved: [number[], number[]] = [[], []];
    for (let i = 0; i < 20; i++) {
      interleaved[0].push(ra.nextFloat());
      interleaved[1].push(rb.nextFloat());
    }
    expect(interleaved).toEqual([referenceFloats(a, 20), referenceFloats(b, 20)]);
  });

  it('gives different streams for different nonces and client seeds', () => {
    const serverSeed = 'ab'.repeat(32);
    const a = generateFloats({ serverSeed, clientSeed: 'x', nonce: 1 }, 4);
    expect(generateFloats({ serverSeed, clientSeed: 'x', nonce: 2 }, 4)).not.toEqual(a);
    expect(generateFloats({ serverSeed, clientSeed: 'y', nonce: 1 }, 4)).not.toEqual(a);
  });

  it('refuses a negative or fractional nonce, start or bound', () => {
    const seeds = { serverSeed: 'ab'.repeat(32), clientSeed: 'x', nonce: 0 };
    expect(() => createFairRng({ ...seeds, nonce: -1 })).toThrow(RangeError);
    expect(() => createFairRng({ ...seeds, nonce: 1.5 })).toThrow(RangeError);
    expect(() => createFairRng(seeds, -4)).toThrow(RangeError);
    expect(() => createFairRng(seeds).nextInt(0)).toThrow(RangeError);
  });
});

describe('the two HMAC implementations', () => {
  it("agree: the browser's JavaScript one and Node's native one", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 80 }),
        fc.uint8Array({ maxLength: 200 }),
        (key, message) => {
          const browser = new Uint8Array(32);
          const node = new Uint8Array(32);
          browserHmac(key, message, browser);
          nodeHmac(key, message, node);
          expect(node).toEqual(browser);
        },
      ),
    );
  });
});
