import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { signBody } from '../src/modules/game-wallet/index.js';
import { users } from '../src/db/schema.js';
import { createLedger, verifyLedger } from '../src/modules/wallet/index.js';
import { createTestDatabase } from './database.js';

/**
 * The server process is killed with SIGKILL while bets pour in, then restarted on the same
 * PostgreSQL database: every bet it acknowledged must be there, and the ledger must be sound.
 * PostgreSQL only: the embedded database lives inside the process being killed.
 */
const secret = 'crash-test-secret-0123456789abcdef012345';
// In-process TypeScript loader: the killed process must be the server itself, not a wrapper.
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const BET = 50;
const DEPOSIT = 10_000_000n;

describe.skipIf(!process.env.DATABASE_URL)('crash during a load of bets (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let server: ChildProcess | undefined;
  let port = 0;
  let playerId = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [player] = await database.db
      .insert(users)
      .values({ email: 'crash@example.com', passwordHash: 'x', currencyCode: 'INR' })
      .returning({ id: users.id });
    playerId = player!.id;
    await createLedger(database.sql).deposit({
      key: 'crash-deposit',
      userId: playerId,
      currency: 'INR',
      amount: DEPOSIT,
      provider: 'paytm',
    });
    port = await freePort();
  });

  afterAll(async () => {
    server?.kill('SIGKILL');
    await database?.close();
  });

  const env = () => ({
    ...process.env,
    DATABASE_URL: database.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'jackdaw-crash-')),
    JWT_SECRET: 'crash-test-jwt-secret-0123456789abcdef0123',
    GAME_WALLET_SECRETS: `studio=${secret}`,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'fatal',
    NODE_ENV: 'test',
  });

  async function start(): Promise<void> {
    server = spawn(process.execPath, ['--import', tsx, 'src/main.ts'], {
      cwd: apiRoot,
      env: env(),
      stdio: 'ignore',
    });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (
        await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the server did not start');
  }

  function placeBet(transactionId: string): Promise<Response> {
    const body = JSON.stringify({
      playerId,
      currency: 'INR',
      amount: BET,
      transactionId,
      roundId: transactionId,
      gameId: 'fruit-classic',
    });
    return fetch(`http://127.0.0.1:${port}/api/v1/game-wallet/studio/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, body) },
      body,
    });
  }

  it('keeps every acknowledged bet and a sound ledger after SIGKILL and restart', async () => {
    await start();
    const acknowledged: string[] = [];
    const sent: string[] = [];
    let stop = false;
    const worker = async (id: number) => {
      for (let n = 0; !stop; n++) {
        const transactionId = `crash-${id}-${n}`;
        sent.push(transactionId);
        try {
          const response = await placeBet(transactionId);
          if (response.status === 200) acknowledged.push(transactionId);
          else throw new Error(`bet answered ${response.status}`);
        } catch (error) {
          if (!stop) throw error;
        }
      }
    };
    const workers = Array.from({ length: 16 }, (_, id) => worker(id));
    // A worker failing before the kill fails the test at once instead of waiting forever.
    const failed = Promise.race(workers.map((w) => w.then(() => new Promise<never>(() => {}))));
    const enough = (async () => {
      while (acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 20));
    })();
    await Promise.race([enough, failed]);
    // Killed mid-load: bets are in flight at this moment.
    stop = true;
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server!.kill('SIGKILL');
    await Promise.allSettled(workers);
    await exited;
    // Some bets were in flight when the process died.
    expect(sent.length).toBeGreaterThan(acknowledged.length);

    await start();
    const report = await verifyLedger(database.db);
    expect(report.problems).toEqual([]);

    const stored = await database.db.execute(sql`
      select idempotency_key as key from wallet_transactions where kind = 'bet'`);
    const keys = new Set(
      (stored as unknown as { rows: { key: string }[] }).rows.map((row) => row.key),
    );
    const missing = acknowledged.filter((id) => !keys.has(`game:studio:${id}`));
    expect(missing).toEqual([]);
    // Bets in flight at the kill either landed whole or not at all: the balance tells exactly.
    const balance = await fetch(`http://127.0.0.1:${port}/api/v1/game-wallet/studio/balance`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': signBody(secret, JSON.stringify({ playerId, currency: 'INR' })),
      },
      body: JSON.stringify({ playerId, currency: 'INR' }),
    }).then((response) => response.json() as Promise<{ balance: number }>);
    expect(BigInt(balance.balance)).toBe(DEPOSIT - BigInt(keys.size * BET));

    // Resending every bet after the restart moves nothing for those already stored.
    const before = keys.size;
    const resent = await Promise.all(sent.slice(0, 200).map((id) => placeBet(id)));
    const replayed = await Promise.all(
      resent.map((r) => r.json() as Promise<{ replayed: boolean }>),
    );
    const stillNew = replayed.filter((body) => !body.replayed).length;
    const after = await database.db.execute(sql`
      select count(*)::int as n from wallet_transactions where kind = 'bet'`);
    expect((after as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(before + stillNew);

    const stopped = new Promise((resolve) => server!.once('exit', resolve));
    server!.kill('SIGTERM');
    await stopped;
    const cli = spawnSync(
      process.execPath,
      ['--import', tsx, 'src/modules/wallet/ledger-verify.cli.ts'],
      {
        cwd: apiRoot,
        env: env(),
        encoding: 'utf8',
      },
    );
    expect(cli.stdout + cli.stderr).toMatch(/Ledger sound/);
    expect(cli.status).toBe(0);
  }, 120_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
