import { describe, expect, it } from 'vitest';
import { ErrorCode } from './errors.js';

describe('ErrorCode', () => {
  it('has unique codes shaped DOMAIN.REASON', () => {
    const codes = Object.values(ErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]+\.[A-Z_]+$/);
  });
});
