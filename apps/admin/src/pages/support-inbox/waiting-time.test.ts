import { describe, expect, it } from 'vitest';
import { waited } from './waiting-time';

const since = '2026-11-26T07:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('waited', () => {
  it('is "now" under a minute, and never negative with a clock behind the server', () => {
    expect(waited(since, at('2026-11-26T07:00:59.000Z'))).toEqual({ unit: 'now' });
    expect(waited(since, at('2026-11-26T06:59:00.000Z'))).toEqual({ unit: 'now' });
  });

  it('counts whole minutes up to an hour', () => {
    expect(waited(since, at('2026-11-26T07:04:30.000Z'))).toEqual({ unit: 'minutes', minutes: 4 });
    expect(waited(since, at('2026-11-26T07:59:59.000Z'))).toEqual({ unit: 'minutes', minutes: 59 });
  });

  it('then hours and minutes, then days and hours', () => {
    expect(waited(since, at('2026-11-26T08:05:00.000Z'))).toEqual({
      unit: 'hours',
      hours: 1,
      minutes: 5,
    });
    expect(waited(since, at('2026-11-28T10:00:00.000Z'))).toEqual({
      unit: 'days',
      days: 2,
      hours: 3,
    });
  });

  it('treats an unreadable time as just now', () => {
    expect(waited('not a date', at(since))).toEqual({ unit: 'now' });
  });
});
