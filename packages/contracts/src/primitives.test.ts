import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { idParamSchema, idSchema, INT4_MAX, isStorableText, textSchema } from './primitives.js';

/** Any UTF-16 code unit, with surrogates, NUL and whole pairs often enough to meet each other. */
const utf16Unit = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
  fc.constantFrom('\ud83d', '\ude00', '\u0000', '😀', 'a'),
);

describe('isStorableText', () => {
  it('is well-formed UTF-16 without NUL', () => {
    const wellFormed = (text: string) =>
      (text as string & { isWellFormed(): boolean }).isWellFormed();
    fc.assert(
      fc.property(fc.string({ unit: utf16Unit }), (text) => {
        expect(isStorableText(text)).toBe(wellFormed(text) && !text.includes('\u0000'));
      }),
      { numRuns: 2000 },
    );
    for (const text of ['\ud800', '\udc00', 'a\ud800b', '\udc00\ud800', 'x\u0000']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
    expect(isStorableText('Ayşe 😀 日本')).toBe(true);
  });

  it('is checked by textSchema', () => {
    expect(z.safeParse(textSchema(10), 'ok').success).toBe(true);
    expect(z.safeParse(textSchema(10), 'a\u0000').success).toBe(false);
    expect(z.safeParse(textSchema(3), 'abcd').success).toBe(false);
  });
});

describe('ids', () => {
  it('stay within an int4 column', () => {
    expect(z.safeParse(idSchema, INT4_MAX).success).toBe(true);
    for (const id of [0, -1, INT4_MAX + 1, 1.5, Number.MAX_SAFE_INTEGER]) {
      expect(z.safeParse(idSchema, id).success, String(id)).toBe(false);
    }
    expect(z.parse(idParamSchema, '2147483647')).toBe(INT4_MAX);
    for (const id of ['0', '01', '-1', '2147483648', '99999999999', '1e3', ' 1', '']) {
      expect(z.safeParse(idParamSchema, id).success, id).toBe(false);
    }
  });
});
