import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDisplayDateTime } from './display-date-time';

describe('formatDisplayDateTime', () => {
  let zone: string | undefined;
  beforeEach(() => {
    zone = process.env.TZ;
    process.env.TZ = 'UTC';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('shows day, month, year, hours and minutes', () => {
    expect(formatDisplayDateTime('2026-11-02T09:05:59Z')).toBe('02-11-2026 09:05');
  });

  it('is empty for a value that is not a date', () => {
    expect(formatDisplayDateTime('soon')).toBe('');
  });
});
