import type { HolidayPhase } from '@jackdaw/contracts';

/** The times a holiday campaign's phase is read from (holiday_campaigns). */
export interface HolidayWindow {
  announceFrom: Date;
  startsAt: Date;
  endsAt: Date;
  finalHours: number;
}

/**
 * The phase of a holiday campaign at `now` (the independence popups), or null outside it:
 * `counter` from announceFrom until startsAt, `final` in the last finalHours before endsAt,
 * `day` in between. A final window longer than the day itself leaves no `day`.
 */
export function holidayPhase(window: HolidayWindow, now: Date): HolidayPhase | null {
  const at = now.getTime();
  if (at < window.announceFrom.getTime() || at >= window.endsAt.getTime()) return null;
  if (at < window.startsAt.getTime()) return 'counter';
  if (at >= window.endsAt.getTime() - window.finalHours * 3_600_000) return 'final';
  return 'day';
}
