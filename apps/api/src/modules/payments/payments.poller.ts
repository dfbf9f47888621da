/** A new deposit, or a withdrawal just sent, is first asked about after a minute. */
export const POLL_FIRST_AFTER_MS = 60_000;
/** Between two status queries of one payment (and before retrying a payout's send). */
export const POLL_BACKOFF_MS = 60_000;

/**
 * The status poller, the payments module's periodic job: every `intervalMs` it asks providers
 * about payments whose callback never came and expires deposits left unpaid (`pollDue` in
 * reconcile.ts). Instances share the work without a leader: each round
 * claims due payments with `for update skip locked` and pushes their next poll back. Tests call
 * `tick()` directly; `stop()` runs on app close.
 */
export function createPaymentPoller(options: {
  tick(now?: Date): Promise<number>;
  intervalMs: number;
  log?: { error(object: object, message: string): void };
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const tick = async (now?: Date) => {
    running = options.tick(now);
    try {
      return (await running) as number;
    } finally {
      running = undefined;
    }
  };

  return {
    tick,
    start() {
      if (timer || options.intervalMs <= 0) return;
      timer = setInterval(() => {
        if (running) return;
        tick().catch((error: unknown) => options.log?.error({ err: error }, 'payment poll failed'));
      }, options.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

export type PaymentPoller = ReturnType<typeof createPaymentPoller>;
