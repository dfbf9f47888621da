import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, truncateSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { createPgliteDataDir } from './database.js';

/**
 * The embedded database as processes meet it (issue 17 item 16): the real server (src/main.ts)
 * holds a data directory while `ledger:verify`, `db:reset` and a second start try it. Always on
 * the embedded database, whatever DATABASE_URL the suite runs with.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'jackdaw-lock-e2e-'));
// Unpacked from the run's image of a fresh directory: the first start skips initdb, and still
// migrates and seeds (the demo player with test mode) as a first start does.
const pgliteDir = createPgliteDataDir(join(dataDir, 'pglite'));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function environment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, SANDBOX_ENABLED: _sandbox, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    JWT_SECRET: 'lock-test-secret-lock-test-secret-lock-test',
    PAYMENT_POLL_SECONDS: '0',
    ...extra,
  };
}

const children = new Set<ChildProcess>();

/** Runs one of the server's entry points with tsx, as the npm scripts do. */
function start(script: string, extra: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiRoot,
    env: environment(extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function run(
  script: string,
  extra: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = start(script, extra);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderr };
}

/** No stack trace: a person reads what to do, not where in the code it broke. */
const expectNoStack = (text: string) => expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);

let server: ChildProcess;
let serverOutput = '';
let serverUrl = '';

describe('the embedded database held by a running server', () => {
  beforeAll(async () => {
    const port = await freePort();
    serverUrl = `http://127.0.0.1:${port}`;
    server = start('src/main.ts', { PORT: String(port), PUBLIC_URL: serverUrl });
    server.stderr?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      server.stdout?.on('data', (chunk: Buffer) => {
        serverOutput += chunk.toString();
        if (serverOutput.includes('Jackdaw is running')) resolve();
      });
      server.once('exit', (code) => reject(new Error(`server exited ${code}: ${serverOutput}`)));
    });
  }, 240_000);

  afterAll(async () => {
    // Whatever a failed test left running (a second server that was not refused…).
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(
      [...children].map((child) => new Promise((resolve) => child.once('exit', resolve))),
    );
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs a warning at start while test mode is on (the default on the embedded database)', () => {
    const warning = serverOutput.split('\n').find((line) => line.includes('Test mode is ON'));
    expect(warning).toBeDefined();
    expect(JSON.parse(warning!)).toMatchObject({ level: 40 });
  });

  it('verifies the ledger by asking the running server, without opening its directory', async () => {
    const result = await run('src/modules/wallet/ledger-verify.cli.ts');
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(
      new RegExp(`Ledger sound: .*verified by the running server, process ${server.pid}`),
    );
    expect(result.code).toBe(0);
  }, 120_000);

  it('refuses db:reset, naming the server, and leaves its data alone', async () => {
    const result = await run('src/db/reset.ts');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`in use by process ${server.pid} (`);
    expect(result.stderr).toContain('src/main.ts');
    expectNoStack(result.stderr);
    expect(existsSync(join(pgliteDir, 'PG_VERSION'))).toBe(true);
    expect((await fetch(`${serverUrl}/api/ready`)).status).toBe(200);
  }, 120_000);

  it('refuses a second start on the same directory, naming the first', async () => {
    const result = await run('src/main.ts', { PORT: String(await freePort()) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`in use by process ${server.pid} (`);
    expectNoStack(result.stderr);
    expect((await fetch(`${serverUrl}/api/ready`)).status).toBe(200);
  }, 120_000);

  it('frees the directory when the server stops; the demo player came with test mode', async () => {
    server.kill('SIGTERM');
    expect(await new Promise((resolve) => server.once('exit', resolve))).toBe(0);
    expect(existsSync(`${pgliteDir}.lock`)).toBe(false);
    const database = await openDatabase({ kind: 'pglite', dir: pgliteDir });
    try {
      const demo = await database.sql.query(
        "select id from users where email = 'demo@jackdaw.local'",
      );
      expect(demo).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('takes over the lock of a server killed with SIGKILL (stale by pid)', async () => {
    const port = await freePort();
    const again = start('src/main.ts', { PORT: String(port) });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      again.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Jackdaw is running')) resolve();
      });
      again.once('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
    });
    again.kill('SIGKILL');
    await new Promise((resolve) => again.once('exit', resolve));
    expect(existsSync(`${pgliteDir}.lock`)).toBe(true);

    const result = await run('src/modules/wallet/ledger-verify.cli.ts');
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Ledger sound: [^(]*\.$/m);
    expect(result.code).toBe(0);
    expect(existsSync(`${pgliteDir}.lock`)).toBe(false);
  }, 180_000);

  it('says a damaged directory is damaged and how to recover, instead of a stack trace', async () => {
    truncateSync(join(pgliteDir, 'global/pg_control'), 10);
    const result = await run('src/main.ts', { PORT: String(await freePort()) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The embedded database in ${pgliteDir} could not be opened`);
    expect(result.stderr).toContain('npm run db:reset');
    expectNoStack(result.stderr);
    expect(existsSync(`${pgliteDir}.lock`)).toBe(false);
  }, 120_000);

  it('recovers with db:reset, which seeds no demo player when test mode is off', async () => {
    const result = await run('src/db/reset.ts', { SANDBOX_ENABLED: 'false' });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const database = await openDatabase({ kind: 'pglite', dir: pgliteDir });
    try {
      expect(await database.sql.query('select id from users')).toHaveLength(0);
      expect(await database.sql.query('select 1 from currencies')).not.toHaveLength(0);
    } finally {
      await database.close();
    }
  }, 180_000);
});
