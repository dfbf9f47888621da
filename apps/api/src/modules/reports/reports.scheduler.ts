import type { Rollups } from './rollups.js';

/** How often the server folds new money movements into the roll-ups. */
export const FOLD_INTERVAL_MS = 10_000;

/**
 * The roll-ups' periodic job, like the payments poller: every `intervalMs` one fold (skipped
 * while the previous one runs; with several instances the fold's advisory lock lets one fold and
 * the others skip). `stop()` runs on app close and waits for a fold under way.
 */
export function createReportsScheduler(options: {
  rollups: Rollups;
  intervalMs: number;
  log?: { error(object: object, message: string): void };
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    start() {
      if (timer || options.intervalMs <= 0) return;
      timer = setInterval(() => {
        if (running) return;
        running = options.rollups
          .fold()
          .catch((error: unknown) => options.log?.error({ err: error }, 'report fold failed'))
          .finally(() => (running = undefined));
      }, options.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
