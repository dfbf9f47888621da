import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { connect as connectTcp } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CRASH_SOCKET_PATH } from '@jackdaw/contracts';
import { WebSocket } from 'ws';
import { short, type LoadResult } from '../lib/load.js';
import { repoRoot } from '../lib/processes.js';
import type { Scenario, ScenarioResult } from './scenario.js';

/**
 * Issue 23's crash bench: CLIENTS WebSocket clients authenticated on one server instance (the
 * real app leading the rounds at the product's timings, in a process of its own:
 * lib/crash-server.ts), of which BETTORS real players place two bets each (both panels, half
 * with a random auto cash-out) as a betting phase opens, then cash out the others by hand just
 * after take-off, while the take-off, the bets and the auto cash-outs fan out to every client.
 * Three figures:
 * - phase messages: the betting-open and take-off `round` messages of ROUNDS rounds, from the
 *   transition's time on the server (its `serverNow`, the database clock of the same machine)
 *   to their arrival at each client (stamped before parsing); p99 ≤ 50 ms;
 * - bets: every one of the betting phase's bets accepted (an unanswered or refused bet is an
 *   error), and the answer's latency;
 * - cash-outs during the fan-out: from the command's send to its answer (a cash-out too late for
 *   a round that crashed is an answer, not an error); p99 ≤ 50 ms.
 * The clients share one process (this one): its own event loop is part of what is measured.
 * PostgreSQL only: the embedded database cannot be shared between the server and this process.
 */
const CLIENTS = () => (short ? 500 : 5_000);
/** Real players betting on both panels: 500 bets a betting phase (200 in CI's short run). */
const BETTORS = short ? 100 : 250;
/** Demo sessions the watching clients share (a player may keep several tabs). */
const DEMO_SESSIONS = () => (short ? 100 : 500);
const ROUNDS = () => (short ? 1 : 2);
const OPENING = 200;
const BET = 1_000;
const DEPOSIT = 10_000_000;

type Sample = { type: string; [key: string]: unknown };

export const crashScenario: Scenario = {
  name: 'crash',
  databases: ['postgres'],
  async run(env) {
    const url = env.DATABASE_URL;
    if (!url) throw new Error('crash: PostgreSQL only (BENCH_DATABASE_URL)');
    const server = await startServer(url);
    const clients: Client[] = [];
    const watchers: Watcher[] = [];
    try {
      const sessions = await server.setup(BETTORS, DEMO_SESSIONS(), DEPOSIT);
      const count = CLIENTS();
      const tokens = Array.from({ length: count }, (_, i) =>
        i < BETTORS ? sessions.real[i]! : sessions.demo[i % sessions.demo.length]!,
      );
      const before = await server.memory();
      for (let start = 0; start < count; start += OPENING) {
        const batch = tokens.slice(start, start + OPENING);
        const opened = await Promise.all(
          batch.map((token, i) =>
            start + i < BETTORS ? connect(server.port, token) : watch(server.port, token),
          ),
        );
        for (const one of opened) ('command' in one ? clients : watchers).push(one);
      }
      const after = await server.memory();

      const phase: number[] = [];
      const betTimes: number[] = [];
      const cashTimes: number[] = [];
      let betErrors = 0;
      let cashErrors = 0;
      let bets = 0;
      let betSeconds = 0;
      /** From the first client's arrival to the last's, over every phase message measured. */
      let spreadSeconds = 0;
      for (let round = 0; round < ROUNDS(); round++) {
        // A betting phase from its start, whatever the hello showed.
        const opened = await clients[0]!.next(
          (m) => m.type === 'round' && phaseOf(m) === 'betting',
        );
        const roundId = roundOf(opened);
        const betStart = performance.now();
        const placed = await Promise.all(
          clients.slice(0, BETTORS).flatMap((client, i) =>
            [1, 2].map((panel) =>
              client.command({
                type: 'bet',
                betId: randomUUID(),
                panel,
                amount: BET,
                autoCashOut: (i + panel) % 2 === 0 ? 110 + Math.floor(Math.random() * 400) : null,
              }),
            ),
          ),
        );
        betSeconds += (performance.now() - betStart) / 1_000;
        for (const answer of placed) {
          bets += 1;
          if (answer.message?.type === 'reply') betTimes.push(answer.ms);
          else betErrors += 1;
        }

        // Take-off: the manual bets cashed out by hand while the messages fan out.
        const deadline = Date.now() + 60_000;
        while (clients[0]!.phaseAt(roundId, 'flying') === undefined) {
          if (Date.now() > deadline) throw new Error(`crash: round ${roundId} never took off`);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        const manual = placed.filter(
          (answer) => answer.message?.type === 'reply' && answer.message.bet.autoCashOut === null,
        );
        const cashed = await Promise.all(
          manual.map(async (answer, i) => {
            await new Promise((resolve) => setTimeout(resolve, (i * 1_000) / manual.length));
            return answer.client.command({ type: 'cashout', betId: answer.message!.bet.betId });
          }),
        );
        for (const answer of cashed) {
          const ok =
            answer.message?.type === 'reply' ||
            (answer.message?.type === 'refused' && answer.message.code === 'CRASH.TOO_LATE');
          if (ok) cashTimes.push(answer.ms);
          else cashErrors += 1;
        }
        for (const wanted of ['betting', 'flying']) {
          const delays: number[] = [];
          for (const client of [...clients, ...watchers]) {
            const at = client.phaseAt(roundId, wanted);
            if (at !== undefined) delays.push(at);
          }
          phase.push(...delays);
          spreadSeconds += (Math.max(...delays) - Math.min(...delays)) / 1_000;
        }
      }
      const missing =
        count * ROUNDS() * 2 -
        phase.length +
        [...clients, ...watchers].filter((client) => client.failed).length;

      const settings = {
        clients: count,
        bettors: BETTORS,
        rounds: ROUNDS(),
        serverHeapMB: Math.round(after.heapUsed / 1e6),
        serverRssMB: Math.round(after.rss / 1e6),
        heapBytesPerClient: Math.round((after.heapUsed - before.heapUsed) / count),
      };
      return [
        result(
          `${count} clients, phase messages`,
          phase,
          missing,
          phase.length / spreadSeconds,
          1,
          50,
          {
            ...settings,
            maxMs: round(Math.max(...phase)),
          },
        ),
        result(
          `${bets / ROUNDS()} bets per betting phase`,
          betTimes,
          betErrors,
          bets / betSeconds,
          1,
          undefined,
          { ...settings, accepted: betTimes.length },
        ),
        result(
          `cash-outs during the fan-out`,
          cashTimes,
          cashErrors,
          cashTimes.length,
          1,
          50,
          settings,
        ),
      ];
    } finally {
      for (const client of [...clients, ...watchers]) client.close();
      await server.stop();
    }
  },
};

function result(
  label: string,
  times: number[],
  errors: number,
  perSecond: number,
  target: number,
  p99TargetMs: number | undefined,
  settings: Record<string, number>,
): ScenarioResult {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
  const subject: LoadResult = {
    requestsPerSecond: perSecond,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    non2xx: 0,
  };
  return {
    label,
    subject,
    // No baseline to compare with: the figures that matter are the p99 and the errors.
    baseline: subject,
    baselineName: 'itself',
    settings,
    target,
    ...(p99TargetMs !== undefined && { p99TargetMs }),
  };
}

/** The first five letters of the types the bench reads, after `{"type":"`. */
const WANTED = new Set(['hello', 'round', 'reply', 'refus', 'error']);
const round = (ms: number) => Math.round(ms * 10) / 10;
const phaseOf = (m: Sample) => (m.round as { phase: string }).phase;
const roundOf = (m: Sample) => (m.round as { roundId: number }).roundId;

interface Answer {
  client: Client;
  ms: number;
  message?: {
    type: 'reply' | 'refused';
    code?: string;
    bet: { betId: string; autoCashOut: number | null };
  };
}

interface Watcher {
  failed: boolean;
  /** When the `round` message of `roundId` in `phase` arrived, less its serverNow (ms). */
  phaseAt(roundId: number, phase: string): number | undefined;
  close(): void;
}

interface Client extends Watcher {
  next(where: (message: Sample) => boolean, ms?: number): Promise<Sample>;
  command(message: Record<string, unknown>): Promise<Answer>;
}

/** One client: authenticated (its hello received), recording every phase message's delay. */
async function connect(port: number, sessionToken: string): Promise<Client> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${CRASH_SOCKET_PATH}`);
  const phases = new Map<string, number>();
  const waiting = new Map<string, { sent: number; resolve: (answer: Answer) => void }>();
  let watchers: { where: (m: Sample) => boolean; resolve: (m: Sample) => void }[] = [];
  let failed = false;
  let hello!: () => void;
  const helloed = new Promise<void>((resolve) => (hello = resolve));
  let requests = 0;

  socket.on('message', (data) => {
    const now = performance.timeOrigin + performance.now();
    // Only what the bench reads is parsed (the live list's bets, ticks and cash-outs are not):
    // the clients share this process, whose own work would count as delivery time.
    const text = String(data);
    if (!WANTED.has(text.slice(9, 14))) return;
    const message = JSON.parse(text) as Sample;
    if (message.type === 'hello') hello();
    if (message.type === 'round') {
      const state = message.round as { roundId: number; phase: string; serverNow: number };
      phases.set(`${state.roundId}:${state.phase}`, now - state.serverNow);
    }
    if (message.type === 'reply' || message.type === 'refused') {
      const pending = waiting.get(message.requestId as string);
      waiting.delete(message.requestId as string);
      pending?.resolve({
        client,
        ms: performance.now() - pending.sent,
        message: message as Answer['message'],
      });
    }
    if (message.type === 'error') failed = true;
    if (watchers.length > 0) {
      const found = watchers.filter((watcher) => watcher.where(message));
      watchers = watchers.filter((watcher) => !found.includes(watcher));
      for (const watcher of found) watcher.resolve(message);
    }
  });
  socket.on('close', () => {
    failed = true;
    for (const [id, pending] of waiting) {
      waiting.delete(id);
      pending.resolve({ client, ms: performance.now() - pending.sent });
    }
  });
  socket.on('error', () => (failed = true));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', sessionToken }));
  await helloed;

  const client: Client = {
    get failed() {
      return failed;
    },
    phaseAt: (roundId, phase) => phases.get(`${roundId}:${phase}`),
    next: (where, ms = 120_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('crash bench: no such message')), ms);
        watchers.push({
          where,
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message);
          },
        });
      }),
    command(message) {
      const requestId = `q${++requests}`;
      return new Promise<Answer>((resolve) => {
        waiting.set(requestId, { sent: performance.now(), resolve });
        socket.send(JSON.stringify({ ...message, requestId }));
      });
    },
    close: () => socket.terminate(),
  };
  return client;
}

/**
 * A watching client (one that only reads), on a bare TCP socket: the handshake, the auth frame,
 * then each frame's header read and only the `round` messages parsed; pings answered. The
 * clients share this process: ws's full parse and an event per frame for 4,750 watchers of a
 * betting phase's 2.4 million frames would be the bench's own delay, not the server's.
 */
async function watch(port: number, sessionToken: string): Promise<Watcher> {
  const socket = connectTcp(port, '127.0.0.1');
  const phases = new Map<string, number>();
  let failed = false;
  let upgraded = false;
  let rest: Buffer | undefined;
  let hello!: () => void;
  let refused!: (error: Error) => void;
  const helloed = new Promise<void>((resolve, reject) => {
    hello = resolve;
    refused = reject;
  });
  socket.on('error', (error) => {
    failed = true;
    refused(error);
  });
  socket.on('close', () => (failed = true));
  socket.on('data', (chunk: Buffer) => {
    const now = performance.timeOrigin + performance.now();
    let data = rest ? Buffer.concat([rest, chunk]) : chunk;
    rest = undefined;
    if (!upgraded) {
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return void (rest = data);
      if (!data.subarray(0, 12).toString().includes('101')) {
        failed = true;
        return refused(new Error(`crash: upgrade refused ${data.subarray(0, 40).toString()}`));
      }
      upgraded = true;
      socket.write(clientFrame(1, Buffer.from(JSON.stringify({ type: 'auth', sessionToken }))));
      data = data.subarray(end + 4);
    }
    let at = 0;
    while (data.length - at >= 2) {
      const opcode = data[at]! & 0x0f;
      let length = data[at + 1]! & 0x7f;
      let header = 2;
      if (length === 126) {
        if (data.length - at < 4) break;
        length = data.readUInt16BE(at + 2);
        header = 4;
      } else if (length === 127) {
        if (data.length - at < 10) break;
        length = Number(data.readBigUInt64BE(at + 2));
        header = 10;
      }
      if (data.length - at < header + length) break;
      const payload = data.subarray(at + header, at + header + length);
      at += header + length;
      if (opcode === 9) socket.write(clientFrame(10, payload));
      else if (opcode === 8) failed = true;
      else if (opcode === 1) {
        const type = payload.toString('latin1', 9, 14);
        if (type === 'round') {
          const { round: state } = JSON.parse(payload.toString()) as {
            round: { roundId: number; phase: string; serverNow: number };
          };
          phases.set(`${state.roundId}:${state.phase}`, now - state.serverNow);
        } else if (type === 'hello') hello();
        else if (type === 'error') {
          failed = true;
          refused(new Error(`crash: ${payload.toString()}`));
        }
      }
    }
    if (at < data.length) rest = Buffer.from(data.subarray(at));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(
    `GET ${CRASH_SOCKET_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\n` +
      `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
      'Sec-WebSocket-Version: 13\r\n\r\n',
  );
  await helloed;
  return {
    get failed() {
      return failed;
    },
    phaseAt: (roundId, phase) => phases.get(`${roundId}:${phase}`),
    close: () => socket.destroy(),
  };
}

/** A client's frame: final, masked (RFC 6455 §5.3); the bench's are all under 126 bytes. */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  if (payload.length >= 126) throw new Error('crash bench: client frames are small');
  const mask = randomBytes(4);
  const frame = Buffer.alloc(6 + payload.length);
  frame[0] = 0x80 | opcode;
  frame[1] = 0x80 | payload.length;
  mask.copy(frame, 2);
  for (let i = 0; i < payload.length; i++) frame[6 + i] = payload[i]! ^ mask[i % 4]!;
  return frame;
}

/** The server process; its port, the sessions it opens, its memory on demand. */
async function startServer(url: string) {
  const child: ChildProcess = fork(join(repoRoot, 'bench/lib/crash-server.ts'), [], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATABASE_URL: url,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000',
      PAYMENT_POLL_SECONDS: '0',
      CRASH_LEADER: 'true',
      // A short chain when this run makes it (the product's ten million take seconds).
      CRASH_CHAIN_LENGTH: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <T>(message: unknown, key: string) =>
    new Promise<T>((resolve, reject) => {
      const answer = (reply: Record<string, unknown>) => {
        if (reply.failed) reject(new Error(`crash server: ${String(reply.failed)}`));
        if (!(key in reply)) return;
        child.off('message', answer);
        resolve(reply[key] as T);
      };
      child.on('message', answer);
      child.send(message as object);
    });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`crash server exited with ${code}`)));
    child.on('message', (message: { port?: number }) => {
      if (message.port) resolve(message.port);
    });
  });
  return {
    port,
    setup: (real: number, demo: number, deposit: number) =>
      ask<{ real: string[]; demo: string[] }>({ setup: { real, demo, deposit } }, 'sessions'),
    memory: () => ask<{ heapUsed: number; rss: number }>('memory', 'memory'),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
