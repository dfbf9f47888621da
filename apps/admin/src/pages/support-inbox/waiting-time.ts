/** A waiting time in its largest sensible unit, for `waiting.<unit>` texts. */
export type Waited =
  | { unit: 'now' }
  | { unit: 'minutes'; minutes: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'days'; days: number; hours: number };

/**
 * How long a player has waited since `since` at `now`: under a minute is "now", then whole
 * minutes, then hours and minutes, then days and hours (an inbox reads "4 min", "1 h 05 min").
 * A clock slightly behind the server's never shows a negative time.
 */
export function waited(since: string | Date, now: number): Waited {
  const start = typeof since === 'string' ? Date.parse(since) : since.getTime();
  const minutes = Number.isNaN(start) ? 0 : Math.floor(Math.max(0, now - start) / 60_000);
  if (minutes < 1) return { unit: 'now' };
  if (minutes < 60) return { unit: 'minutes', minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', hours, minutes: minutes % 60 };
  return { unit: 'days', days: Math.floor(hours / 24), hours: hours % 24 };
}

/** A waiting time from this many minutes on is shown as urgent. */
export const URGENT_MINUTES = 10;
