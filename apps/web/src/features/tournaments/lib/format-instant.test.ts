import { describe, expect, it } from 'vitest';
import { formatInstant } from './format-instant';

describe('a start or an end as players read it', () => {
  it("shows the operator's zone with its name", () => {
    const text = formatInstant('2026-11-26T16:00:00.000Z', 'Asia/Tashkent', 'fr');
    expect(text).toContain('21:00');
    expect(text).toMatch(/(GMT|UTC)\+5/);
  });

  it('falls back to UTC for an unknown zone and shows nothing for a bad date', () => {
    expect(formatInstant('2026-11-26T16:00:00.000Z', 'Mars/Olympus', 'fr')).toMatch(/16:00.*UTC/);
    expect(formatInstant('not a date', 'UTC', 'en')).toBe('');
  });
});
