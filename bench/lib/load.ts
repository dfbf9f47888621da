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

/** A short unmeasured run so that both sides are warm (JIT, caches) before the timed one. */
export async function warm(url: string): Promise<void> {
  await autocannon({ url, connections: 10, duration: 1 });
}
