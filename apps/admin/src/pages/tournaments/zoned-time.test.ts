import { describe, expect, it } from 'vitest';
import { formatInZone, instantToZoned, isTimeZone, timeZones, zonedToInstant } from './zoned-time';

describe('zonedToInstant and instantToZoned', () => {
  it('reads a wall time in its zone', () => {
    expect(zonedToInstant('2026-12-01T20:00', 'Asia/Dhaka')).toBe('2026-12-01T14:00:00.000Z');
    expect(zonedToInstant('2026-12-01T20:00', 'UTC')).toBe('2026-12-01T20:00:00.000Z');
    expect(zonedToInstant('2026-12-01T20:00', 'Asia/Kathmandu')).toBe('2026-12-01T14:15:00.000Z');
    expect(instantToZoned('2026-12-01T14:00:00.000Z', 'Asia/Dhaka')).toBe('2026-12-01T20:00');
  });

  it('follows summer time', () => {
    expect(zonedToInstant('2027-07-01T12:00', 'Europe/London')).toBe('2027-07-01T11:00:00.000Z');
    expect(zonedToInstant('2027-01-01T12:00', 'Europe/London')).toBe('2027-01-01T12:00:00.000Z');
  });

  it('lands a time skipped by the clock change just after the gap', () => {
    // New York springs forward at 02:00 on 14 March 2027: 02:30 does not exist.
    const instant = zonedToInstant('2027-03-14T02:30', 'America/New_York')!;
    expect(instant).toBe('2027-03-14T07:30:00.000Z');
    expect(instantToZoned(instant, 'America/New_York')).toBe('2027-03-14T03:30');
  });

  it('round-trips every hour of a year in a zone with summer time', () => {
    const start = Date.UTC(2027, 0, 1);
    for (let hour = 0; hour < 365 * 24; hour += 7) {
      const iso = new Date(start + hour * 3_600_000).toISOString();
      const local = instantToZoned(iso, 'Europe/Istanbul');
      expect(zonedToInstant(local, 'Europe/Istanbul')).toBe(iso);
    }
  });

  it('refuses an empty value, a malformed one or an unknown zone', () => {
    expect(zonedToInstant('', 'UTC')).toBeNull();
    expect(zonedToInstant('2026-12-01 20:00', 'UTC')).toBeNull();
    expect(zonedToInstant('2026-12-01T20:00', 'Mars/Olympus')).toBeNull();
    expect(instantToZoned(null, 'UTC')).toBe('');
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('timeZones and formatInZone', () => {
  it('lists UTC first and the markets’ zones', () => {
    const zones = timeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones).toEqual(
      expect.arrayContaining([
        'Asia/Dhaka',
        'Asia/Kolkata',
        'Asia/Kathmandu',
        'Asia/Yangon',
        'Asia/Baku',
      ]),
    );
    expect(zones).not.toContain('Asia/Calcutta');
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones.every(isTimeZone)).toBe(true);
  });

  it('shows an instant with its zone', () => {
    expect(formatInZone('2026-12-01T14:00:00.000Z', 'Asia/Dhaka')).toMatch(
      /01 Dec 2026,? 20:00 GMT\+6/,
    );
  });
});
