/** How often expired bonuses are ended (lib/periodic-job.ts; tests call `sweep(now)` themselves). */
export const SWEEP_INTERVAL_MS = 60_000;
