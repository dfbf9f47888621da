/**
 * A server's periodic job (roll-up fold, bonus expiry, free-spin campaigns' end): every
 * `intervalMs` one run, skipped while the previous one is still running; a failure is logged and
 * the next tick tries again. `start()` runs on app ready (an interval of 0 or less never starts),
 * `stop()` on app close and waits for a run under way. Jobs take their own database locks, so
 * several instances running the same job at once do the work once.
 */
export function createPeriodicJob(options: {
  /** Logged with a failure: "<name> failed". */
  name: string;
  run: () => Promise<unknown>;
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
        running = options
          .run()
          .catch((error: unknown) => options.log?.error({ err: error }, `${options.name} failed`))
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

export type PeriodicJob = ReturnType<typeof createPeriodicJob>;
