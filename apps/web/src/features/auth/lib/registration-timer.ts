import { WELCOME_BONUS } from '@jackdaw/contracts';

/**
 * The increased welcome bonus (engagement §4 "Bonus account lifecycle", §9): a first deposit
 * within 15 minutes of registration earns 125% instead of the standard bonus, which stays open
 * for 7 days. The figures are the seeded welcome offer's (contracts `WELCOME_BONUS`).
 */
export const INCREASED_BONUS = {
  windowMs: WELCOME_BONUS.fastMinutes * 60_000,
  percent: WELCOME_BONUS.fastPercent,
} as const;

/** Milliseconds left of a window that opened at `startedAt`, never below 0 nor above the window. */
export function remainingMs(
  startedAt: number,
  now: number,
  windowMs: number = INCREASED_BONUS.windowMs,
): number {
  return Math.min(windowMs, Math.max(0, startedAt + windowMs - now));
}

/**
 * Time left as mm:ss. Seconds round up, so the display reaches 00:00 only when the time is over.
 *
 * @example
 * formatCountdown(15 * 60_000); // "15:00"
 * formatCountdown(61_001); // "01:02"
 */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
