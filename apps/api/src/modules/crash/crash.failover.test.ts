import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CRASH_SOCKET_PATH,
  crashServerMessageSchema,
  type CrashServerMessage,
} from '@jackdaw/contracts';
import { crashResult, elapsedAt, hashFromCheckpoint } from '@jackdaw/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { useTestApp } from '../../../test/helper.js';
import { createLedger, verifyLedger } from '../wallet/index.js';
import { betId, crashConfig, ensureAviator, realPlayer, SALT } from './crash.test-kit.js';

/*
 * Issue 23's failover acceptance: two app instances as separate processes (failover-fixture.ts)
 * on one PostgreSQL database, both standing for round leader. The leader is killed with SIGKILL
 * while round 1 flies with bets open; the other must take the lease within 5 s, end round 1 as
 * interrupted (open bets refunded, the one already cashed out left as it was), and go on with
 * round 2. No round twice, no bet settled twice, the ledger sound. PostgreSQL only: an embedded
 * database cannot be shared between processes.
 */

const CHAIN_LENGTH = 3_000;
const BETTING_MS = 4_000;
/** Round 1 must still fly when the survivor takes over: a result of 30× flies 57 s. */
const HIGH_RESULT = 3_000;
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const fixture = fileURLToPath(new URL('./failover-fixture.ts', import.meta.url));

/** A chain seed whose round 1 (h_1, N − 1 hashes below the seed) crashes at HIGH_RESULT or more. */
function seedWithHighFirstRound(): string {
  for (let n = 0; ; n++) {
    const seed = createHash('sha256').update(`jackdaw-failover-${n}`).digest('hex');
    if (crashResult(hashFromCheckpoint(seed, CHAIN_LENGTH, 1), SALT) >= HIGH_RESULT) return seed;
  }
}

interface Instance {
  child: ChildProcess;
  port: number;
  holder: string;
  exited: Promise<unknown>;
}

interface Client {
  messages: CrashServerMessage[];
  send(message: object): void;
  until(found: (messages: CrashServerMessage[]) => boolean, ms?: number): Promise<void>;
  close(): void;
}

describe.skipIf(!process.env.DATABASE_URL)(
  'crash leader failover (two processes, PostgreSQL)',
  () => {
    const testApp = useTestApp({ config: crashConfig({ chainLength: CHAIN_LENGTH, salt: SALT }) });
    const instances: Instance[] = [];
    const clients: Client[] = [];

    beforeAll(async () => {
      const { app, database, config } = testApp();
      await ensureAviator(database);
      await app.crash.chain.ensure({
        length: CHAIN_LENGTH,
        salt: SALT,
        seed: seedWithHighFirstRound(),
      });
      // Held by this (non-leading) app while the two processes start: no round before both are up.
      await app.crash.engine.drive.claim(120_000);
      const started = await Promise.all([start(config.jwtSecret), start(config.jwtSecret)]);
      instances.push(...started);
    }, 120_000);

    afterAll(async () => {
      for (const client of clients) client.close();
      for (const { child } of instances) child.kill('SIGKILL');
      await Promise.all(instances.map((instance) => instance.exited));
    });

    function start(jwtSecret: string): Promise<Instance> {
      const child = fork(fixture, [], {
        execArgv: ['--import', tsx],
        env: {
          ...process.env,
          DATABASE_URL: testApp().database.url,
          NODE_ENV: 'test',
          LOG_LEVEL: 'fatal',
          JWT_SECRET: jwtSecret,
          DATA_DIR: mkdtempSync(join(tmpdir(), 'jackdaw-failover-')),
          SEED_DEMO_DATA: 'false',
          SANDBOX_ENABLED: 'true',
          SANDBOX_ALLOWED_ADDRESSES: '0.0.0.0/0,::/0',
          CRASH_LEADER: 'true',
          CRASH_CHAIN_LENGTH: String(CHAIN_LENGTH),
          CRASH_SALT: SALT,
          CRASH_BETTING_MS: String(BETTING_MS),
          CRASH_ENDED_MS: '300',
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      return new Promise<Instance>((resolve, reject) => {
        child.once('exit', (code) => reject(new Error(`instance exited with ${code}`)));
        child.on('message', (message: { port?: number; holder?: string }) => {
          if (message.port && message.holder) {
            resolve({ child, port: message.port, holder: message.holder, exited });
          }
        });
      });
    }

    async function connect(port: number, sessionToken: string): Promise<Client> {
      const socket = new WebSocket(`ws://127.0.0.1:${port}${CRASH_SOCKET_PATH}`);
      const messages: CrashServerMessage[] = [];
      socket.on('message', (data) => {
        messages.push(crashServerMessageSchema.parse(JSON.parse(String(data))));
      });
      socket.on('error', () => undefined);
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      const client: Client = {
        messages,
        send: (message) => socket.send(JSON.stringify(message)),
        async until(found, ms = 15_000) {
          const deadline = Date.now() + ms;
          while (!found(messages)) {
            if (Date.now() > deadline) {
              throw new Error(`not found in ${JSON.stringify(messages.map((m) => m.type))}`);
            }
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        },
        close: () => socket.terminate(),
      };
      client.send({ type: 'auth', sessionToken });
      await client.until((m) => m.some((message) => message.type === 'hello'));
      clients.push(client);
      return client;
    }

    const phase = (roundId: number, wanted: string) => (messages: CrashServerMessage[]) =>
      messages.some(
        (m) => m.type === 'round' && m.round.roundId === roundId && m.round.phase === wanted,
      );

    async function lease() {
      const [row] = await testApp().database.sql.query<{ holder: string; epoch: number }>(
        `select holder, epoch::int as epoch from crash_leader
       where id = 1 and expires_at > clock_timestamp()`,
      );
      return row;
    }

    it('the other instance takes over within 5 s, refunds the open bets, and rounds go on', async () => {
      const { app, database } = testApp();
      const [a, b] = instances as [Instance, Instance];
      // Three players, each with a socket on one instance or the other.
      const players = await Promise.all([0, 1, 2].map(() => realPlayer(app, database, 100_000n)));
      const sockets = await Promise.all(
        players.map((p, i) => connect((i % 2 ? b : a).port, p.session.sessionToken)),
      );

      // Let the processes campaign: one of them takes the lease and opens round 1.
      await app.crash.engine.stop({ release: true });
      await sockets[0]!.until(phase(1, 'betting'));
      const leader = (await lease())!;
      const [dying, survivor] = leader.holder === a.holder ? [a, b] : [b, a];
      expect([a.holder, b.holder]).toContain(leader.holder);

      // Bets on both instances: two left open, one with an auto cash-out at 1.01× (paid at once).
      const bets = [
        { id: betId(), amount: 1_000, autoCashOut: null },
        { id: betId(), amount: 2_500, autoCashOut: 500_000 },
        { id: betId(), amount: 4_000, autoCashOut: 101 },
      ];
      bets.forEach((bet, i) =>
        sockets[i]!.send({
          type: 'bet',
          requestId: `bet-${i}`,
          betId: bet.id,
          panel: 1,
          amount: bet.amount,
          autoCashOut: bet.autoCashOut,
        }),
      );
      for (const [i, socket] of sockets.entries()) {
        await socket.until((m) => m.some((x) => x.type === 'reply' && x.requestId === `bet-${i}`));
      }
      await sockets[0]!.until(phase(1, 'flying'), BETTING_MS + 5_000);
      await sockets[2]!.until((m) =>
        m.some(
          (x) => x.type === 'mine' && x.bet.betId === bets[2]!.id && x.bet.status === 'cashed',
        ),
      );

      // The leader dies mid-flight, its lease still running.
      dying.child.kill('SIGKILL');
      await dying.exited;
      const killedAt = Date.now();
      let taken: { holder: string; epoch: number } | undefined;
      while (Date.now() - killedAt < 10_000) {
        taken = await lease();
        if (taken?.holder === survivor.holder) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const takeoverMs = Date.now() - killedAt;
      expect(taken?.holder).toBe(survivor.holder);
      expect(taken!.epoch).toBeGreaterThan(leader.epoch);
      expect(takeoverMs).toBeLessThanOrEqual(5_000);

      // Round 1 ends interrupted (long before its result), then round 2 opens, by the survivor.
      const onSurvivor = sockets.find((_, i) => (i % 2 ? b : a) === survivor)!;
      await onSurvivor.until(phase(1, 'ended'));
      const ended = onSurvivor.messages.find(
        (m) => m.type === 'round' && m.round.roundId === 1 && m.round.phase === 'ended',
      );
      expect(ended).toMatchObject({ round: { interrupted: true } });
      await onSurvivor.until(phase(2, 'betting'));

      const rounds = await database.sql.query<{ id: number; phase: string; interrupted: boolean }>(
        'select id, phase, interrupted from crash_rounds order by id',
      );
      expect(rounds.map((r) => r.id)).toEqual(rounds.map((_, i) => i + 1));
      expect(rounds[0]).toMatchObject({ id: 1, phase: 'ended', interrupted: true });
      const [result] = await database.sql.query<{ result: number; elapsed: number }>(
        `select result, (extract(epoch from ended_at - started_at) * 1000)::float8 as elapsed
       from crash_rounds where id = 1`,
      );
      expect(result!.elapsed).toBeLessThan(elapsedAt(result!.result));

      // Each bet settled once: the open two refunded, the cashed one left as it was.
      const stored = await database.sql.query<{ id: string; status: string; win: string | null }>(
        'select id, status, win::text as win from crash_bets where round_id = 1 order by amount',
      );
      expect(stored.map((bet) => [bet.id, bet.status])).toEqual([
        [bets[0]!.id, 'refunded'],
        [bets[1]!.id, 'refunded'],
        [bets[2]!.id, 'cashed'],
      ]);
      expect(stored[2]!.win).toBe('4040');
      const ledger = createLedger(database.sql);
      expect(await ledger.spendable(players[0]!.player.id, 'INR')).toBe(100_000n);
      expect(await ledger.spendable(players[1]!.player.id, 'INR')).toBe(100_000n);
      expect(await ledger.spendable(players[2]!.player.id, 'INR')).toBe(100_040n);
      for (const bet of bets) {
        const posted = await database.sql.query<{ key: string }>(
          `select idempotency_key as key from wallet_transactions
         where idempotency_key like '%' || $1 || '%'`,
          [bet.id],
        );
        // The stake, then one settlement (the win, or the stake's reversal): never a second one.
        expect(posted, bet.id).toHaveLength(2);
      }
      expect((await verifyLedger(database.db)).problems).toEqual([]);
    }, 90_000);
  },
);
