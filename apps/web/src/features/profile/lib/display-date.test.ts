import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate, parseDisplayDate } from './display-date';

describe('formatDisplayDate', () => {
  it('shows a stored date as DD-MM-YYYY', () => {
    expect(formatDisplayDate('1990-04-07')).toBe('07-04-1990');
    expect(formatDisplayDate('2000-12-31')).toBe('31-12-2000');
    expect(formatDisplayDate('1990-04-07T00:00:00.000Z')).toBe('07-04-1990');
  });

  it('shows nothing for no date and leaves other text alone', () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate(undefined)).toBe('');
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate('soon')).toBe('soon');
  });
});

describe('parseDisplayDate', () => {
  it('reads DD-MM-YYYY and its common variants', () => {
    expect(parseDisplayDate('07-04-1990')).toBe('1990-04-07');
    expect(parseDisplayDate(' 7.4.1990 ')).toBe('1990-04-07');
    expect(parseDisplayDate('31/12/2000')).toBe('2000-12-31');
    expect(parseDisplayDate('29-02-2000')).toBe('2000-02-29');
  });

  it('refuses what is not a real date in that order', () => {
    expect(parseDisplayDate('')).toBeNull();
    expect(parseDisplayDate('1990-04-07')).toBeNull();
    expect(parseDisplayDate('31-02-1990')).toBeNull();
    expect(parseDisplayDate('29-02-1900')).toBeNull();
    expect(parseDisplayDate('00-01-1990')).toBeNull();
    expect(parseDisplayDate('12-13-1990')).toBeNull();
    expect(parseDisplayDate('1-1-90')).toBeNull();
  });

  it('reads back every date it shows', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const shown = formatDisplayDate(iso);
          expect(shown).toMatch(/^\d{2}-\d{2}-\d{4}$/);
          expect(parseDisplayDate(shown)).toBe(iso);
        },
      ),
    );
  });
});
