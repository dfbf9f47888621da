import { describe, expect, it } from 'vitest';
import { holidayPhase } from './holidays.js';

const at = (hour: number) => new Date(Date.UTC(2027, 2, 26, 0) + hour * 3_600_000);
const window = { announceFrom: at(-72), startsAt: at(0), endsAt: at(24), finalHours: 6 };

describe('holidayPhase', () => {
  it('counts down, then the day, then the final hours, and nothing outside', () => {
    expect(holidayPhase(window, at(-73))).toBeNull();
    expect(holidayPhase(window, at(-72))).toBe('counter');
    expect(holidayPhase(window, at(-0.01))).toBe('counter');
    expect(holidayPhase(window, at(0))).toBe('day');
    expect(holidayPhase(window, at(17.99))).toBe('day');
    expect(holidayPhase(window, at(18))).toBe('final');
    expect(holidayPhase(window, at(24))).toBeNull();
  });

  it('has no day when the final hours cover it', () => {
    expect(holidayPhase({ ...window, finalHours: 48 }, at(0))).toBe('final');
  });
});
