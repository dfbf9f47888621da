import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export const short = process.env.BENCH_SHORT === '1' || process.env.CI === 'true';

/**
 * Loads one URL from this process (the server runs in another) and answers the mean throughput
 * and latency percentiles in milliseconds.
 */
export async function load(
  url: string,
  options: { connections?: number; seconds?: number } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 20,
    duration: options.seconds ?? (short ? 3 : 10),
    headers: { 'accept-encoding': 'identity' },
  });
  return summarise(result);
}

/** The figures a scenario reports from one autocannon run. */
export function summarise(result: autocannon.Result): LoadResult {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * One autocannon run whose latency percentiles are exact to the microsecond: its histogram keeps
 * whole milliseconds, which reads 0 for the sub-millisecond answers of a cached page.
 */
export async function measuredRun(options: autocannon.Options): Promise<LoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) =>
      error ? reject(error as Error) : resolve(finished),
    );
    instance.on(
      'response',
      (_client: unknown, statusCode: number, _bytes: number, time: number) => {
        if (statusCode >= 200 && statusCode < 300) times.push(time);
      },
    );
  });
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round((times[Math.floor(times.length * share)] ?? 0) * 1000) / 1000;
  return { ...summarise(result), p50: at(0.5), p99: at(0.99) };
}

/**
 * One autocannon run of `warmup + seconds`, measured over its last `seconds` only: for requests
 * whose state carries from one to the next (a player's free spins), where a second run would
 * start on the state the first left mid-flight.
 */
export async function warmedRun(
  options: autocannon.Options,
  warmup: number,
  seconds: number,
): Promise<LoadResult> {
  const times: number[] = [];
  let failed = 0;
  let measuring = false;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: warmup + seconds }, (error, finished) =>
      error ? reject(error as Error) : resolve(finished),
    );
    const started = setTimeout(() => (measuring = true), warmup * 1000);
    instance.on('done', () => clearTimeout(started));
    instance.on(
      'response',
      (_client: unknown, statusCode: number, _bytes: number, time: number) => {
        if (!measuring) return;
        if (statusCode >= 200 && statusCode < 300) times.push(time);
        else failed++;
      },
    );
  });
  times.sort((a, b) => a - b);
  const at = (share: number) => Math.round(times[Math.floor(times.length * share)] ?? 0);
  return {
    requestsPerSecond: times.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    errors: result.errors,
    non2xx: failed,
  };
}

/**
 * The subject, with its baseline measured just before and just after it: the machines drift
 * (neighbours, the database's checkpoints), and a baseline taken on one side only carries that
 * drift into the ratio. The baseline reported is the mean of the two.
 */
export async function bracketed(
  subject: () => Promise<LoadResult>,
  baseline: () => Promise<LoadResult>,
): Promise<{ subject: LoadResult; baseline: LoadResult }> {
  const before = await baseline();
  const measured = await subject();
  const after = await baseline();
  const mean = (pick: (result: LoadResult) => number) => (pick(before) + pick(after)) / 2;
  return {
    subject: measured,
    baseline: {
      requestsPerSecond: mean((result) => result.requestsPerSecond),
      p50: mean((result) => result.p50),
      p99: mean((result) => result.p99),
      errors: before.errors + after.errors,
      non2xx: before.non2xx + after.non2xx,
    },
  };
}

/** A short unmeasured run so that both sides are warm (JIT, caches) before the timed one. */
export async function warm(url: string): Promise<void> {
  await autocannon({ url, connections: 10, duration: 1 });
}

/**
 * Workers run `work` back to back: one unmeasured second, then `seconds` measured. Throughput
 * and latency come out in autocannon's figures, so a bare-client baseline reads like an HTTP run.
 */
export function driveWorkers(
  workers: number,
  work: (worker: number) => Promise<unknown>,
  seconds: number,
): Promise<LoadResult> {
  return drive(workers, work, (started) => Date.now() - started < 1000, seconds * 1000);
}

/**
 * As {@link driveWorkers} for work that is used up (each call consumes an item prepared
 * beforehand): the first `warmup` calls are not measured, then the workers run until `remaining()`
 * answers zero.
 */
export function driveUntilSpent(
  workers: number,
  work: (worker: number) => Promise<unknown>,
  remaining: () => number,
  warmup: number,
): Promise<LoadResult> {
  const total = remaining();
  return drive(
    workers,
    work,
    () => total - remaining() < warmup,
    () => remaining() > 0,
  );
}

async function drive(
  workers: number,
  work: (worker: number) => Promise<unknown>,
  warming: (started: number) => boolean,
  measured: number | (() => boolean),
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const loop = async (worker: number, going: () => boolean, record: boolean) => {
    while (going()) {
      const started = performance.now();
      try {
        await work(worker);
        if (record) latencies.push(performance.now() - started);
      } catch {
        if (record) errors++;
      }
    }
  };
  const runWhile = (going: () => boolean, record: boolean) =>
    Promise.all(Array.from({ length: workers }, (_, worker) => loop(worker, going, record)));
  const warmStart = Date.now();
  await runWhile(() => warming(warmStart), false);
  const start = performance.now();
  const until = typeof measured === 'number' ? Date.now() + measured : 0;
  await runWhile(typeof measured === 'number' ? () => Date.now() < until : measured, true);
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (share: number) => Math.round(latencies[Math.floor(latencies.length * share)] ?? 0);
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    non2xx: 0,
  };
}
