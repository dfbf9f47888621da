import { API_PREFIX, CRASH_SOCKET_PATH, ErrorCode } from '@jackdaw/contracts';
import { crashServerMessageSchema, type CrashServerMessage } from '@jackdaw/contracts';
import { elapsedAt } from '@jackdaw/games';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { useTestApp } from '../../../test/helper.js';
import { buildApp } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { listening } from '../realtime/stream-client.test-kit.js';
import { crashSocketRoutes, MAX_INVALID_MESSAGES, MAX_MESSAGE_BYTES } from './crash.socket.js';
import {
  betId,
  crashConfig,
  driveByHand,
  fastForward,
  flyingRound,
  openCrash,
  realPlayer,
} from './crash.test-kit.js';

/*
 * The crash game's WebSocket through real servers on ports and the `ws` client: the app's own
 * socket route and service (instance A drives the rounds by hand), a second app on the same
 * database (instance B: the relay between instances), and a bare server with the socket layer
 * alone on A's service for the timings (auth timeout, ping) a test cannot wait for in full.
 */

const testApp = useTestApp({ config: crashConfig() });
const app = () => testApp().app;
const database = () => testApp().database;
let other: FastifyInstance;
let otherDatabase: DatabaseHandle | undefined;
let bare: FastifyInstance;
let baseA: string;
let baseB: string;
let baseBare: string;
let drive: Awaited<ReturnType<typeof driveByHand>>;
const clients: Client[] = [];

beforeAll(async () => {
  const { config } = testApp();
  drive = await driveByHand(app(), database(), config);
  otherDatabase = database().kind === 'postgres' ? await openDatabase(config.database) : undefined;
  other = await buildApp({ config, database: otherDatabase ?? database(), logger: false });
  await other.ready();
  bare = Fastify();
  await bare.register(crashSocketRoutes, {
    crash: app().crash,
    prefix: API_PREFIX,
    authTimeoutMs: 300,
    pingIntervalMs: 200,
  });
  baseA = await listening(app());
  baseB = await listening(other);
  baseBare = await listening(bare);
});

afterAll(async () => {
  for (const client of clients) client.socket.terminate();
  await bare?.close();
  await other?.close();
  await otherDatabase?.close();
});

interface Client {
  socket: WebSocket;
  messages: CrashServerMessage[];
  /** Every message parsed with the contract's schema: a failure here fails the test. */
  invalid: unknown[];
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
  next<T extends CrashServerMessage['type']>(
    type: T,
    where?: (message: Extract<CrashServerMessage, { type: T }>) => boolean,
  ): Promise<Extract<CrashServerMessage, { type: T }>>;
}

async function connect(base: string, options: { autoPong?: boolean } = {}): Promise<Client> {
  const socket = new WebSocket(base.replace('http', 'ws') + CRASH_SOCKET_PATH, options);
  const messages: CrashServerMessage[] = [];
  const invalid: unknown[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    const parsed = crashServerMessageSchema.safeParse(JSON.parse(String(data)));
    if (parsed.success) messages.push(parsed.data);
    else invalid.push(JSON.parse(String(data)));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const client: Client = {
    socket,
    messages,
    invalid,
    closed,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next(type, where = () => true) {
      type Found = Extract<CrashServerMessage, { type: typeof type }>;
      const find = () =>
        messages.find((m): m is Found => m.type === type && where(m as Found)) as Found | undefined;
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no ${type} message; got ${JSON.stringify(messages.map((m) => m.type))}`),
          );
        }, 10_000);
        waiters.add(check);
        check();
      });
    },
  };
  clients.push(client);
  return client;
}

/** A socket authenticated with `sessionToken`, its hello received. */
async function authed(base: string, sessionToken: string) {
  const client = await connect(base);
  client.send({ type: 'auth', sessionToken });
  const hello = await client.next('hello');
  return { client, hello };
}

/** Ends whatever round is on (at its result) and opens the next one's betting phase. */
async function freshRound() {
  const [round] = await database().sql.query<{ phase: string }>(
    'select phase from crash_rounds order by id desc limit 1',
  );
  if (round?.phase === 'betting') await drive.takeOff();
  if (round && round.phase !== 'ended') {
    const flying = await flyingRound(database());
    await fastForward(database(), elapsedAt(flying!.result));
    await drive.end();
  }
  await drive.open();
}

let requests = 0;
const requestId = () => `r${++requests}`;

describe('the crash socket: authentication', () => {
  it('answers a valid auth with hello: the round, lists, my bets and balance', async () => {
    await freshRound();
    const { session, player } = await realPlayer(app(), database(), 40_000n);
    const { client, hello } = await authed(baseA, session.sessionToken);
    expect(hello.round.phase).toBe('betting');
    expect(hello.round.result).toBeNull();
    expect(hello.balance).toBe(40_000);
    expect(hello.myBets).toEqual([]);
    expect(Array.isArray(hello.history)).toBe(true);
    expect(client.invalid).toEqual([]);
    expect(player.id).toBeGreaterThan(0);
  });

  it('refuses an unknown session and closes (4401)', async () => {
    const client = await connect(baseA);
    client.send({ type: 'auth', sessionToken: 'x'.repeat(43) });
    const error = await client.next('error');
    expect(error.code).toBe(ErrorCode.PlaySessionInvalid);
    expect((await client.closed).code).toBe(4401);
  });

  it('refuses a command before auth and closes (4401)', async () => {
    const client = await connect(baseA);
    client.send({ type: 'cashout', requestId: 'r', betId: betId() });
    expect((await client.next('error')).code).toBe(ErrorCode.CrashUnauthenticated);
    expect((await client.closed).code).toBe(4401);
  });

  it('closes a socket that sends no auth in time (4401), with the reason', async () => {
    const client = await connect(baseBare);
    expect((await client.next('error')).code).toBe(ErrorCode.CrashUnauthenticated);
    expect((await client.closed).code).toBe(4401);
  });

  it('takes a bad first message as malformed and still accepts auth after it', async () => {
    const { session } = await openDemo();
    const client = await connect(baseA);
    client.send('not json');
    expect((await client.next('error')).code).toBe(ErrorCode.CrashMessageInvalid);
    client.send({ type: 'auth', sessionToken: session.sessionToken });
    await client.next('hello');
  });
});

async function openDemo() {
  return { session: await openCrash(app()) };
}

describe('the crash socket: commands', () => {
  it('bets, cancels and cashes out by reply; refusals carry the stable code', async () => {
    await freshRound();
    const { session } = await realPlayer(app(), database(), 100_000n);
    const { client } = await authed(baseA, session.sessionToken);
    const first = betId();
    client.send({
      type: 'bet',
      requestId: 'b1',
      betId: first,
      panel: 1,
      amount: 1_000,
      autoCashOut: null,
    });
    const placed = await client.next('reply', (m) => m.requestId === 'b1');
    expect(placed).toMatchObject({ bet: { betId: first, status: 'open' }, balance: 99_000 });

    client.send({
      type: 'bet',
      requestId: 'b2',
      betId: betId(),
      panel: 1,
      amount: 1_000,
      autoCashOut: null,
    });
    expect(await client.next('refused', (m) => m.requestId === 'b2')).toMatchObject({
      code: ErrorCode.CrashPanelTaken,
    });
    client.send({
      type: 'bet',
      requestId: 'b3',
      betId: betId(),
      panel: 2,
      amount: 500_000,
      autoCashOut: 150,
    });
    expect((await client.next('refused', (m) => m.requestId === 'b3')).code).toBe(
      ErrorCode.WalletInsufficientFunds,
    );

    client.send({ type: 'cancel', requestId: 'c1', betId: first });
    expect(await client.next('reply', (m) => m.requestId === 'c1')).toMatchObject({
      bet: { status: 'cancelled' },
      balance: 100_000,
    });

    const second = betId();
    client.send({
      type: 'bet',
      requestId: 'b4',
      betId: second,
      panel: 2,
      amount: 2_000,
      autoCashOut: null,
    });
    await client.next('reply', (m) => m.requestId === 'b4');
    await drive.takeOff();
    await client.next('round', (m) => m.round.phase === 'flying');
    client.send({ type: 'cancel', requestId: 'c2', betId: second });
    expect((await client.next('refused', (m) => m.requestId === 'c2')).code).toBe(
      ErrorCode.CrashBettingClosed,
    );
    const { result } = (await flyingRound(database()))!;
    client.send({ type: 'cashout', requestId: 'o1', betId: second });
    if (result > 100) {
      const cashed = await client.next('reply', (m) => m.requestId === 'o1');
      expect(cashed.bet.status).toBe('cashed');
      expect(cashed.bet.win).toBe(Math.floor((2_000 * cashed.bet.cashedOutAt!) / 100));
      expect(cashed.balance).toBe(98_000 + cashed.bet.win!);
    } else {
      // A round that crashes at 1.00× pays no cash-out at all.
      const refused = await client.next('refused', (m) => m.requestId === 'o1');
      expect(refused.code).toBe(ErrorCode.CrashTooLate);
    }
    client.send({ type: 'cashout', requestId: 'o2', betId: betId() });
    expect((await client.next('refused', (m) => m.requestId === 'o2')).code).toBe(
      ErrorCode.CrashBetNotFound,
    );
    expect(client.invalid).toEqual([]);
  });

  it('refuses a cash-out once the round crashed (TOO_LATE), and shows the result then only', async () => {
    await freshRound();
    const { session } = await realPlayer(app(), database(), 10_000n);
    const { client } = await authed(baseA, session.sessionToken);
    const id = betId();
    client.send({
      type: 'bet',
      requestId: 'p',
      betId: id,
      panel: 1,
      amount: 1_000,
      autoCashOut: null,
    });
    await client.next('reply', (m) => m.requestId === 'p');
    await drive.takeOff();
    const flying = await client.next('round', (m) => m.round.phase === 'flying');
    expect(flying.round.result).toBeNull();
    expect(flying.round.hash).toBeNull();
    const stored = await flyingRound(database());
    await fastForward(database(), elapsedAt(stored!.result));
    client.send({ type: 'cashout', requestId: 'late', betId: id });
    expect((await client.next('refused', (m) => m.requestId === 'late')).code).toBe(
      ErrorCode.CrashTooLate,
    );
    await drive.end();
    const ended = await client.next('round', (m) => m.round.phase === 'ended');
    expect(ended.round.result).toBe(stored!.result);
    expect(ended.round.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("shows a bet in another player's live list with a masked name; `mine` only to its owner", async () => {
    await freshRound();
    const bettor = await realPlayer(app(), database(), 50_000n);
    const watcher = await realPlayer(app(), database(), 50_000n);
    const mine = await authed(baseA, bettor.session.sessionToken);
    const theirs = await authed(baseA, watcher.session.sessionToken);
    const id = betId();
    mine.client.send({
      type: 'bet',
      requestId: 'x',
      betId: id,
      panel: 1,
      amount: 3_000,
      autoCashOut: 101,
    });
    const seen = await theirs.client.next('bet', (m) => m.bet.betId === id);
    expect(seen.bet).toMatchObject({ amount: 3_000, currency: 'INR', panel: 1, cashedOutAt: null });
    expect(seen.bet.player).not.toContain('@');
    await mine.client.next('bet', (m) => m.bet.betId === id);

    // Take-off and the auto cash-out at 1.01× (public `cashout` to both, `mine` to the owner),
    // or, in a round that crashes at 1.00×, the loss (`mine` to the owner only).
    await drive.takeOff();
    const { result } = (await flyingRound(database()))!;
    if (result >= 101) {
      await fastForward(database(), elapsedAt(101));
      await drive.settleDue(101);
      const cashout = await theirs.client.next('cashout', (m) => m.betId === id);
      expect(cashout).toMatchObject({ cashedOutAt: 101, win: 3_030 });
      const owned = await mine.client.next('mine', (m) => m.bet.betId === id);
      expect(owned.bet).toMatchObject({ status: 'cashed', cashedOutAt: 101, win: 3_030 });
    } else {
      // A loss is the round's end (the client's open bets of it are lost): no `mine` for it.
      await drive.end();
      await mine.client.next('round', (m) => m.round.phase === 'ended');
    }
    // One instance's messages arrive in order: a later one to both proves the watcher got no `mine`.
    await freshRound();
    await theirs.client.next('round', (m) => m.round.phase === 'betting');
    expect(theirs.client.messages.filter((m) => m.type === 'mine')).toEqual([]);
  });

  it('reads the session again on every command: a banned player is refused and closed (4423)', async () => {
    await freshRound();
    const { session, player } = await realPlayer(app(), database(), 10_000n);
    const { client } = await authed(baseA, session.sessionToken);
    await database().sql.query('update users set banned = true where id = $1', [player.id]);
    client.send({
      type: 'bet',
      requestId: 'z',
      betId: betId(),
      panel: 1,
      amount: 1_000,
      autoCashOut: null,
    });
    expect((await client.next('refused', (m) => m.requestId === 'z')).code).toBe(
      ErrorCode.UserBanned,
    );
    expect((await client.closed).code).toBe(4423);
  });
});

describe('the crash socket: limits', () => {
  it('answers malformed messages with an error, and closes after too many (1008)', async () => {
    const { session } = await openDemo();
    const { client } = await authed(baseA, session.sessionToken);
    client.send('{"type":"bet"');
    client.send({ type: 'bet', requestId: 'q', betId: 'short', panel: 3, amount: -1 });
    client.send({ type: 'dance' });
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    const errors = () => client.messages.filter((m) => m.type === 'error');
    await client.next('error', () => errors().length === 4);
    expect(
      errors().every((m) => m.type === 'error' && m.code === ErrorCode.CrashMessageInvalid),
    ).toBe(true);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    for (let i = 4; i < MAX_INVALID_MESSAGES; i++) client.send(`junk ${i}`);
    expect((await client.closed).code).toBe(1008);
  });

  it('closes a socket that sends a message over the size limit (1009)', async () => {
    const { session } = await openDemo();
    const { client } = await authed(baseA, session.sessionToken);
    client.send({ type: 'cashout', requestId: 'x'.repeat(MAX_MESSAGE_BYTES), betId: betId() });
    expect((await client.closed).code).toBe(1009);
  });

  it('refuses commands over the rate limit with RATE.LIMITED', async () => {
    const { session } = await openDemo();
    const { client } = await authed(baseA, session.sessionToken);
    const ids = Array.from({ length: 40 }, requestId);
    for (const id of ids) client.send({ type: 'cashout', requestId: id, betId: betId() });
    await client.next('refused', () =>
      ids.every((id) => client.messages.some((m) => m.type === 'refused' && m.requestId === id)),
    );
    const codes = client.messages.flatMap((m) => (m.type === 'refused' ? [m.code] : []));
    expect(codes.filter((code) => code === ErrorCode.RateLimited).length).toBeGreaterThanOrEqual(
      10,
    );
    expect(codes.filter((code) => code === ErrorCode.CrashBetNotFound).length).toBeGreaterThan(0);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('drops a socket that answers no ping', async () => {
    const { session } = await openDemo();
    const client = await connect(baseBare, { autoPong: false });
    client.send({ type: 'auth', sessionToken: session.sessionToken });
    await client.next('hello');
    expect((await client.closed).code).toBe(1006);
  });
});

describe('the crash socket across instances', () => {
  it("relays a bet placed on instance A to a socket on instance B, and A's round messages", async () => {
    await freshRound();
    const bettor = await realPlayer(app(), database(), 20_000n);
    const watcher = await openDemo();
    const onA = await authed(baseA, bettor.session.sessionToken);
    const onB = await authed(baseB, watcher.session.sessionToken);
    const id = betId();
    onA.client.send({
      type: 'bet',
      requestId: 'a',
      betId: id,
      panel: 2,
      amount: 1_500,
      autoCashOut: null,
    });
    await onA.client.next('reply', (m) => m.requestId === 'a');
    expect((await onB.client.next('bet', (m) => m.bet.betId === id)).bet.amount).toBe(1_500);
    await drive.takeOff();
    await onB.client.next('round', (m) => m.round.phase === 'flying');
    expect(onB.client.invalid).toEqual([]);
  });

  it('closes every socket with 1001 when the server closes', async () => {
    const { session } = await openDemo();
    const server = Fastify();
    await server.register(crashSocketRoutes, { crash: app().crash, prefix: API_PREFIX });
    const base = await listening(server);
    const { client } = await authed(base, session.sessionToken);
    const idle = await connect(base);
    await server.close();
    expect((await client.closed).code).toBe(1001);
    expect((await idle.closed).code).toBe(1001);
  });
});
