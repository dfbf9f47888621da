const STORAGE_KEY = 'bonusSeenAt';

let seenAt: Record<string, number> | null = null;

function load(): Record<string, number> {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * The stored reference time of engagement §4 "Expiry time": a bonus the rule gives no date
 * for ends 7 days after the site first showed it, a time kept across visits in localStorage.
 */
export function referenceTime(key: string, now: number): number {
  seenAt ??= load();
  const known = seenAt[key];
  if (typeof known === 'number') return known;
  seenAt[key] = now;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(seenAt));
  } catch {
    // Storage unavailable: the time lives for this page only.
  }
  return now;
}
