/** How often the server folds new money movements into the roll-ups (lib/periodic-job.ts). */
export const FOLD_INTERVAL_MS = 10_000;
