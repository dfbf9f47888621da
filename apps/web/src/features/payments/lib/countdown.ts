/**
 * The time left on a UPI or QR screen (spec core §9: 3 and 14 minutes) as "mm:ss", never
 * negative; whole seconds are rounded up so the screen reads 00:00 only once time is up.
 */
export function remainingMs(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - now);
}

export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
