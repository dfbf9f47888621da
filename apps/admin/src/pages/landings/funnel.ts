import { REPORT_MAX_DAYS } from '@jackdaw/contracts';

/** The console's pure funnel helpers (tested in funnel.test.ts). */

export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The last 30 UTC days up to `now`, as the API's default. */
export const defaultRange = (now = Date.now()): DayRange => ({
  from: isoDay(now - 29 * DAY_MS),
  to: isoDay(now),
});

/** Why a range is refused (the API refuses the same), or null. */
export function rangeProblem(range: DayRange): 'order' | 'length' | 'missing' | null {
  if (!range.from || !range.to) return 'missing';
  const days = (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS + 1;
  if (Number.isNaN(days)) return 'missing';
  if (days < 1) return 'order';
  if (days > REPORT_MAX_DAYS) return 'length';
  return null;
}

/** Part of `whole` as a percentage with one decimal, or an en dash when there is no whole. */
export const rate = (part: number, whole: number) =>
  whole > 0 ? `${((part / whole) * 100).toFixed(1)} %` : '–';
