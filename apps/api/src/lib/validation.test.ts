import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './validation.js';

describe('findUnstorableText', () => {
  it('names the first string, value or key, that breaks the text rule', () => {
    expect(findUnstorableText({ a: 'ok', b: [1, 'ok', { c: 'Ayşe 😀' }] })).toBeUndefined();
    expect(findUnstorableText({ tracking: { utmSource: 'a\u0000b' } })).toBe('tracking.utmSource');
    expect(findUnstorableText({ list: ['ok', 'x\ud800'] })).toBe('list.1');
    expect(findUnstorableText({ ['k\udc00']: 1 })).toBe('k\udc00');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText(undefined)).toBeUndefined();
  });

  it('walks deep values without recursion', () => {
    let value: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(findUnstorableText(value)).toMatch(/^0(\.0)*$/);
  });
});
