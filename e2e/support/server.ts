import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from '../../bench/lib/processes.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Added to the server's environment (an admin token, a sandbox setting…). */
  env?: Record<string, string>;
  /**
   * A data directory a server already started in (support/global-setup.ts), copied for this
   * one: its embedded database is then migrated and seeded, and the start skips that work.
   */
  template?: string;
  /** Where the server keeps its data; a new directory, removed by `stop()`, when absent. */
  dataDir?: string;
}

/**
 * Runs the built server as `npm start` does, on a free port with its own embedded database
 * (or DATABASE_URL when the environment gives one), and waits until it is ready.
 */
export async function startServer({
  env = {},
  template,
  dataDir: givenDataDir,
}: ServerOptions = {}): Promise<RunningServer> {
  const main = join(repoRoot, 'apps/api/dist/main.js');
  const builds = ['apps/web/dist/index.html', 'apps/admin/dist/index.html'];
  if (!existsSync(main) || builds.some((file) => !existsSync(join(repoRoot, file)))) {
    throw new Error('Build first: npm run build');
  }
  const port = await freePort();
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'jackdaw-e2e-'));
  if (template) cpSync(template, dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Mailed links must open on the origin the browser uses, or its storage would differ.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The journeys use the sandbox (mail outbox, payment pages) from this machine's browser;
      // said explicitly so that they get it on PostgreSQL too.
      SANDBOX_ENABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/ready`, child);
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
