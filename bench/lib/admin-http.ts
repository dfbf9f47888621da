import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_ADMIN, totpCode } from '../../apps/api/src/modules/staff/index.js';
import type { LoadResult } from './load.js';
import { freePort, repoRoot, waitFor, type Service } from './processes.js';

/**
 * The built server on a free port against `databaseUrl`, as the other scenarios start it
 * (processes.ts `startJackdaw`), from apps/api/dist/main.js or, when set, BENCH_API_MAIN (a
 * bundle made for the bench elsewhere, `node apps/api/scripts/build.mjs` with another outdir,
 * while apps/api/dist is in use by others).
 */
export async function startAdminServer(databaseUrl: string): Promise<Service> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'jackdaw-bench-admin-'));
  const main = process.env.BENCH_API_MAIN
    ? resolve(process.env.BENCH_API_MAIN)
    : join(repoRoot, 'apps/api/dist/main.js');
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Not the crash game's round leader: no chain of ten million hashes, no rounds alongside.
      CRASH_LEADER: 'false',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/ready`, child);
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the demo admin in (password, then the current TOTP code) and answers its session. */
export async function staffSession(url: string): Promise<string> {
  const post = async (path: string, body: object) => {
    const response = await fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok)
      throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const login = await post('/api/v1/admin/auth/login', {
    email: DEMO_ADMIN.email,
    password: DEMO_ADMIN.password,
  });
  if (login.step !== 'verify') throw new Error(`the demo admin is not enrolled: ${login.step}`);
  const session = await post('/api/v1/admin/auth/verify', {
    ticket: login.ticket,
    code: totpCode(DEMO_ADMIN.totpSecret),
  });
  return session.sessionToken as string;
}

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** GETs over one keep-alive connection with the staff session: requests go one at a time. */
export function staffClient(url: string, token: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(url);
  const get = (path: string) =>
    new Promise<Answer>((done, fail) => {
      const started = performance.now();
      const request = httpRequest(
        {
          agent,
          hostname,
          port,
          path,
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            done({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
              ms: performance.now() - started,
            }),
          );
          response.on('error', fail);
        },
      );
      request.on('error', fail);
      request.end();
    });
  return { get, close: () => agent.destroy() };
}

export interface Sampled extends LoadResult {
  p95: number;
  samples: number;
}

/**
 * Sends `warmup` unmeasured requests, then `samples` measured ones, one after the other (each
 * path from `next`, which may follow the answer before it); answers the latency percentiles in
 * milliseconds to a hundredth. A non-2xx answer counts as an error and is not timed.
 */
export async function sampleSequential(
  get: (path: string) => Promise<Answer>,
  next: (previous: Answer | undefined) => string,
  options: { warmup: number; samples: number },
): Promise<Sampled> {
  const times: number[] = [];
  let failed = 0;
  let previous: Answer | undefined;
  let firstFailure: string | undefined;
  const started = performance.now();
  for (let n = 0; n < options.warmup + options.samples; n++) {
    const path = next(previous);
    previous = await get(path);
    if (n < options.warmup) continue;
    if (previous.status >= 200 && previous.status < 300) times.push(previous.ms);
    else {
      failed++;
      firstFailure ??= `${path} → ${previous.status} ${previous.body.slice(0, 200)}`;
    }
  }
  if (firstFailure) console.error(`admin: ${failed} failed, the first: ${firstFailure}`);
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0) * 100) /
    100;
  return {
    requestsPerSecond: (options.warmup + options.samples) / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: 0,
    non2xx: failed,
    samples: times.length,
  };
}
