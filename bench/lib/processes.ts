import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Service {
  url: string;
  stop(): Promise<void>;
}

/** Polls `url` until it answers 2xx, failing fast if the process dies. */
export async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} not ready in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopper(child: ChildProcess, cleanup = () => {}): () => Promise<void> {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    cleanup();
  };
}

/** The built server (apps/api/dist) on a free port with a fresh data directory. */
export async function startJackdaw(env: Record<string, string> = {}): Promise<Service> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'jackdaw-bench-'));
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, join(repoRoot, 'apps/api/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Not the crash game's round leader: no chain of ten million hashes, no rounds alongside.
      CRASH_LEADER: 'false',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
      // The benchmark measures throughput, not the abuse limiter.
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/ready`, child);
  return { url, stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })) };
}

/** The bare Fastify baseline answering `body` at /hello. */
export async function startHello(body: unknown): Promise<Service> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(repoRoot, 'bench/lib/hello-server.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), BASELINE_BODY: JSON.stringify(body) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/hello`, child);
  return { url, stop: stopper(child) };
}
