/**
 * The status poller: every `intervalMs` it asks providers about payments whose callback never
 * came (payments.service `pollDue`). Instances share the work without a leader: each round
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
