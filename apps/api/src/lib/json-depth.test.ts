import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ErrorCode } from '@jackdaw/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonDepthLimit, type JsonDepthMode } from './json-depth.js';

/** The nesting depth of a parsed JSON value, counted the plain way. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (typeof value === 'object' && value !== null) {
    return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  }
  return 0;
}

/** Streams `text` through the limiter in chunks of `size` bytes: whether it passed. */
async function passes(text: string, limit: number, size = 7, mode: JsonDepthMode = 'json') {
  const bytes = Buffer.from(text);
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );
  try {
    const out = await buffer(Readable.from(chunks).pipe(new JsonDepthLimit(mode, limit)));
    expect(out.equals(bytes)).toBe(true);
    return true;
  } catch (error) {
    expect(error).toMatchObject({ statusCode: 400, code: ErrorCode.RequestTooDeep });
    return false;
  }
}

describe('JsonDepthLimit', () => {
  it('passes a body exactly when its nesting is within the limit, whatever its strings hold', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue({ maxDepth: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 16 }),
        async (value, limit, size) => {
          const text = JSON.stringify(value, null, size % 3);
          expect(await passes(text, limit, size)).toBe(depthOf(value) <= limit);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('does not count brackets inside strings, escaped quotes included', async () => {
    const text = JSON.stringify({ a: '[[[{{{', b: 'say \\"[[[[[\\" and \\\\', c: ['é[', '日本{'] });
    expect(await passes(text, 2)).toBe(true);
    expect(await passes(text, 1)).toBe(false);
  });

  it('stops at the first level past the limit, not at the end of the body', async () => {
    const limiter = new JsonDepthLimit('json', 64);
    let forwarded = 0;
    limiter.on('data', (chunk: Buffer) => (forwarded += chunk.length));
    const failed = new Promise((resolve) => limiter.on('error', resolve));
    limiter.write(Buffer.from('['.repeat(65)));
    await failed;
    expect(forwarded).toBe(0);
  });

  it('checks a body of another type only when it opens like JSON', async () => {
    const deep = '['.repeat(100) + ']'.repeat(100);
    expect(await passes(`  \n${deep}`, 64, 5, 'sniff')).toBe(false);
    expect(await passes(`order_id=${deep}`, 64, 5, 'sniff')).toBe(true);
  });
});
