/**
 * How often running campaigns whose last part is over are ended (lib/periodic-job.ts; each
 * campaign ends in its own transaction under its row lock, so two instances end it once).
 */
export const SWEEP_INTERVAL_MS = 60_000;
