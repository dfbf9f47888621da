import type { Socket } from 'node:net';
import fastifyWebsocket from '@fastify/websocket';
import {
  CRASH_SOCKET_PATH,
  crashClientMessageSchema,
  ErrorCode,
  type CrashClientMessage,
  type CrashServerMessage,
} from '@jackdaw/contracts';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { AppError } from '../../lib/app-error.js';
import type { CrashActor, CrashRecipient, CrashService } from './crash.service.js';

/*
 * The crash game's WebSocket (issue 23; README "The socket"). One subscription to the service's
 * round messages per instance feeds every socket open here: each message is serialised and framed
 * once, and the frames of one burst (one event-loop turn) are joined once and written to every
 * socket (5,000 of them on one instance) in one write each. Commands (bet, cancel, cash-out) go to the service,
 * which decides everything in the database; the socket only parses, limits and answers.
 */

/** What the socket layer uses of the crash service. */
export type CrashSocketService = Pick<
  CrashService,
  'session' | 'hello' | 'bet' | 'cancel' | 'cashOut' | 'onMessage'
>;

export interface CrashSocketOptions {
  crash: CrashSocketService;
  log?: FastifyBaseLogger;
  /** The first message must be `auth` within this; AUTH_TIMEOUT_MS unless a test says. */
  authTimeoutMs?: number;
  /** A ping this often; a socket that answered none of the last is dropped. */
  pingIntervalMs?: number;
  /** Messages a socket may send per second (a burst of as many at once). */
  messagesPerSecond?: number;
}

export const AUTH_TIMEOUT_MS = 10_000;
export const PING_INTERVAL_MS = 30_000;
export const MESSAGES_PER_SECOND = 20;
/** The largest message a client may send (a bet is about 200 bytes); larger closes with 1009. */
export const MAX_MESSAGE_BYTES = 4_096;
/** Malformed messages a socket may send before it is closed (a bug, or not a game client). */
export const MAX_INVALID_MESSAGES = 10;
/** Past this much unsent, a socket gets no `tick` (corrections the next one replaces). */
export const TICK_SKIP_BYTES = 64 * 1024;
/** Past this much unsent, the client is not reading: it is dropped (it resumes on reconnect). */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** Close codes (4000–4999 are the application's). */
export const CLOSE = {
  /** The server is shutting down: reconnect (to another instance). */
  goingAway: 1001,
  /** Too many malformed messages, or far over the rate limit. */
  policy: 1008,
  /** No `auth` in time, or a refused session (unknown, expired, signed out elsewhere). */
  unauthenticated: 4401,
  /** The player is banned. */
  banned: 4423,
  /** The client read too slowly (too much unsent). */
  slow: 4408,
} as const;

interface Outgoing {
  /** The message's JSON. */
  payload: Buffer;
  /** The same as a whole WebSocket frame, as every socket gets it. */
  frame: Buffer;
  /** A correction the next replaces: skipped for a socket with much unsent. */
  skippable: boolean;
  /** Set for a message to one player's or session's sockets only. */
  to?: CrashRecipient;
}

/** A burst's frames joined once for every socket that gets all of them (ticks or not). */
interface Joined {
  all(): Buffer;
  withoutTicks(): Buffer;
}

function joinedOf(items: readonly Outgoing[]): Joined {
  let all: Buffer | undefined;
  let withoutTicks: Buffer | undefined;
  return {
    all: () => (all ??= Buffer.concat(items.map((item) => item.frame))),
    withoutTicks: () =>
      (withoutTicks ??= Buffer.concat(items.filter((i) => !i.skippable).map((i) => i.frame))),
  };
}

/**
 * A text message as a server frames it (final, unmasked: RFC 6455 §5.2), made once and written
 * as it is to every socket. ws writes its own frames (replies, pings, the close) whole and at
 * once, so these go between them, never inside one.
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  let header: Buffer;
  if (length < 126) header = Buffer.from([0x81, length]);
  else if (length < 65_536) header = Buffer.from([0x81, 126, length >> 8, length & 255]);
  else {
    header = Buffer.alloc(10);
    header[0] = 0x81;
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

interface Connection {
  socket: WebSocket;
  /** The TCP socket under it: a burst's frames are written to it in one go. */
  raw: Socket | undefined;
  sessionToken?: string;
  actor?: CrashActor;
  /** Round messages that came while `hello` was being read: sent right after it. */
  pending?: Outgoing[];
  alive: boolean;
  invalid: number;
  /** The rate limit's token bucket. */
  tokens: number;
  refilledAt: number;
  /** Messages refused for the rate limit in a row. */
  limited: number;
  authTimer?: NodeJS.Timeout;
}

/**
 * The sockets open on this instance and what reaches them. `deliver` is the service's
 * onMessage listener; messages of one event-loop turn go out together (one write per socket).
 */
export function createCrashSocketHub(options: CrashSocketOptions & { log: FastifyBaseLogger }) {
  const { crash, log } = options;
  const authTimeoutMs = options.authTimeoutMs ?? AUTH_TIMEOUT_MS;
  const rate = options.messagesPerSecond ?? MESSAGES_PER_SECOND;
  /** Every authenticated socket (hello sent or being read). */
  const ready = new Set<Connection>();
  const all = new Set<Connection>();
  const byUser = new Map<number, Set<Connection>>();
  const bySession = new Map<string, Set<Connection>>();
  let queue: Outgoing[] = [];
  let flushScheduled = false;

  const index = <K>(map: Map<K, Set<Connection>>, key: K, connection: Connection) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(connection);
  };
  const unindex = <K>(map: Map<K, Set<Connection>>, key: K, connection: Connection) => {
    const set = map.get(key);
    set?.delete(connection);
    if (set?.size === 0) map.delete(key);
  };

  function send(connection: Connection, message: CrashServerMessage) {
    if (connection.socket.readyState === connection.socket.OPEN) {
      connection.socket.send(JSON.stringify(message));
    }
  }

  function close(connection: Connection, code: number, reason: string) {
    clearTimeout(connection.authTimer);
    if (connection.socket.readyState === connection.socket.OPEN)
      connection.socket.close(code, reason);
  }

  /**
   * Writes `items` to one socket: their frames in one write (`joined`: the same bytes for every
   * socket, made once), or one by one through ws where the TCP socket is not at hand.
   */
  function write(connection: Connection, items: readonly Outgoing[], joined?: Joined) {
    const { socket, raw } = connection;
    if (socket.readyState !== socket.OPEN || items.length === 0) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      log.warn({ bufferedAmount: socket.bufferedAmount }, 'crash socket too slow, dropped');
      socket.terminate();
      return;
    }
    const skipTicks = socket.bufferedAmount > TICK_SKIP_BYTES;
    const kept = (item: Outgoing) => !(item.skippable && skipTicks);
    if (!raw) {
      for (const item of items) if (kept(item)) socket.send(item.payload);
      return;
    }
    const bytes = joined
      ? skipTicks
        ? joined.withoutTicks()
        : joined.all()
      : Buffer.concat(items.filter(kept).map((item) => item.frame));
    if (bytes.length > 0) raw.write(bytes);
  }

  function targets(to: CrashRecipient): Set<Connection> {
    const found = new Set<Connection>();
    if (to.userId !== undefined) for (const c of byUser.get(to.userId) ?? []) found.add(c);
    if (to.sessionId !== undefined) for (const c of bySession.get(to.sessionId) ?? []) found.add(c);
    return found;
  }

  function flush() {
    flushScheduled = false;
    const items = queue;
    queue = [];
    const targeted = items.map((item) => (item.to ? targets(item.to) : undefined));
    // Most sockets get the burst's messages for everyone, joined once; the few that a message
    // is addressed to (`mine`) get their own selection.
    const forAll = items.filter((item) => !item.to);
    const joined = joinedOf(forAll);
    const addressed = new Set(targeted.flatMap((set) => (set ? [...set] : [])));
    for (const connection of ready) {
      const own = addressed.has(connection);
      const mine = own ? items.filter((_, i) => targeted[i]?.has(connection) ?? true) : forAll;
      if (connection.pending) {
        for (const item of mine) if (!item.skippable) connection.pending.push(item);
      } else {
        write(connection, mine, own ? undefined : joined);
      }
    }
  }

  /** The service's listener: every round message, from whichever instance leads. */
  function deliver(message: CrashServerMessage, to?: CrashRecipient) {
    const payload = Buffer.from(JSON.stringify(message));
    queue.push({
      payload,
      frame: textFrame(payload),
      skippable: message.type === 'tick',
      ...(to && { to }),
    });
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flush);
    }
  }

  /** A refused command or a socket error: its stable code, never an internal detail. */
  function problem(error: unknown): { code: string; message: string; statusCode?: number } {
    if (error instanceof AppError) {
      return { code: error.code, message: error.message, statusCode: error.statusCode };
    }
    log.error({ err: error }, 'crash socket command failed');
    return { code: ErrorCode.ServerError, message: 'Something went wrong. Please try again.' };
  }

  /** A refused session (401, 423) ends the socket: the game client must open a new one. */
  function endIfSessionRefused(connection: Connection, statusCode: number | undefined) {
    if (statusCode === 401) close(connection, CLOSE.unauthenticated, 'session refused');
    if (statusCode === 423) close(connection, CLOSE.banned, 'banned');
  }

  async function authenticate(connection: Connection, sessionToken: string) {
    clearTimeout(connection.authTimer);
    connection.authTimer = undefined;
    let actor: CrashActor;
    try {
      actor = await crash.session(sessionToken);
    } catch (error) {
      const { code, message, statusCode } = problem(error);
      send(connection, { type: 'error', code, message });
      endIfSessionRefused(connection, statusCode ?? 401);
      return;
    }
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    connection.sessionToken = sessionToken;
    connection.actor = actor;
    // Listening before the state is read: what happens meanwhile follows the hello.
    connection.pending = [];
    ready.add(connection);
    if (actor.mode === 'real' && actor.userId !== null) index(byUser, actor.userId, connection);
    index(bySession, actor.sessionId, connection);
    try {
      send(connection, await crash.hello(actor));
    } catch (error) {
      const { code, message } = problem(error);
      send(connection, { type: 'error', code, message });
      close(connection, CLOSE.unauthenticated, 'no state');
      return;
    }
    const pending = connection.pending;
    connection.pending = undefined;
    write(connection, pending);
  }

  async function command(
    connection: Connection,
    message: Exclude<CrashClientMessage, { type: 'auth' }>,
  ) {
    const { requestId } = message;
    try {
      // Read again for every command: a ban or a sign-out elsewhere takes effect at once.
      const actor = await crash.session(connection.sessionToken!);
      const answer =
        message.type === 'bet'
          ? await crash.bet(actor, {
              betId: message.betId,
              panel: message.panel,
              amount: message.amount,
              autoCashOut: message.autoCashOut,
            })
          : message.type === 'cancel'
            ? await crash.cancel(actor, message.betId)
            : await crash.cashOut(actor, message.betId);
      send(connection, { type: 'reply', requestId, bet: answer.bet, balance: answer.balance });
    } catch (error) {
      const { code, message: text, statusCode } = problem(error);
      send(connection, { type: 'refused', requestId, code, message: text });
      endIfSessionRefused(connection, statusCode);
    }
  }

  /** True when the socket may send another message now (a token bucket). */
  function allowed(connection: Connection): boolean {
    const now = Date.now();
    connection.tokens = Math.min(
      rate,
      connection.tokens + ((now - connection.refilledAt) / 1_000) * rate,
    );
    connection.refilledAt = now;
    if (connection.tokens < 1) return false;
    connection.tokens -= 1;
    return true;
  }

  function received(connection: Connection, data: RawData, isBinary: boolean) {
    let message: CrashClientMessage | undefined;
    if (!isBinary) {
      try {
        const parsed = crashClientMessageSchema.safeParse(JSON.parse(data.toString()));
        if (parsed.success) message = parsed.data;
      } catch {
        // not JSON: malformed below
      }
    }
    if (!allowed(connection)) {
      connection.limited += 1;
      if (connection.limited > rate * 5) return close(connection, CLOSE.policy, 'flooding');
      const refusal = { code: ErrorCode.RateLimited, message: 'Too many messages: slow down.' };
      if (message && message.type !== 'auth') {
        send(connection, { type: 'refused', requestId: message.requestId, ...refusal });
      } else send(connection, { type: 'error', ...refusal });
      return;
    }
    connection.limited = 0;
    if (!message) {
      connection.invalid += 1;
      send(connection, {
        type: 'error',
        code: ErrorCode.CrashMessageInvalid,
        message: 'The message is not one the game understands.',
      });
      if (connection.invalid >= MAX_INVALID_MESSAGES) {
        close(connection, CLOSE.policy, 'too many malformed messages');
      }
      return;
    }
    if (message.type === 'auth') {
      if (connection.sessionToken !== undefined || connection.authTimer === undefined) {
        send(connection, {
          type: 'error',
          code: ErrorCode.CrashMessageInvalid,
          message: 'The socket is already authenticated.',
        });
        return;
      }
      void authenticate(connection, message.sessionToken);
      return;
    }
    if (!connection.actor) {
      send(connection, {
        type: 'error',
        code: ErrorCode.CrashUnauthenticated,
        message: 'Send auth first.',
      });
      close(connection, CLOSE.unauthenticated, 'not authenticated');
      return;
    }
    void command(connection, message);
  }

  function accept(socket: WebSocket, raw: Socket | undefined) {
    const connection: Connection = {
      socket,
      raw,
      alive: true,
      invalid: 0,
      tokens: rate,
      refilledAt: Date.now(),
      limited: 0,
    };
    all.add(connection);
    connection.authTimer = setTimeout(() => {
      connection.authTimer = undefined;
      if (connection.sessionToken !== undefined) return;
      send(connection, {
        type: 'error',
        code: ErrorCode.CrashUnauthenticated,
        message: 'No auth message in time.',
      });
      close(connection, CLOSE.unauthenticated, 'no auth');
    }, authTimeoutMs);
    socket.on('message', (data, isBinary) => received(connection, data, isBinary));
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('close', () => {
      clearTimeout(connection.authTimer);
      all.delete(connection);
      ready.delete(connection);
      const { actor } = connection;
      if (actor && actor.userId !== null && actor.mode === 'real')
        unindex(byUser, actor.userId, connection);
      if (actor) unindex(bySession, actor.sessionId, connection);
    });
  }

  /** Pings every socket; one that did not answer the previous ping is dropped. */
  function heartbeat() {
    for (const connection of all) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  /** Closes every socket (1001: reconnect), then ends those that do not answer in `graceMs`. */
  async function closeAll(graceMs = 1_000) {
    const closing = [...all].map(
      ({ socket }) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === socket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close(CLOSE.goingAway, 'server closing');
        }),
    );
    const timer = setTimeout(() => {
      for (const { socket } of all) socket.terminate();
    }, graceMs);
    await Promise.all(closing);
    clearTimeout(timer);
  }

  return {
    accept,
    deliver,
    heartbeat,
    closeAll,
    /** Sockets open here, and those authenticated. */
    get size() {
      return { open: all.size, authenticated: ready.size };
    },
  };
}

/**
 * GET CRASH_SOCKET_PATH, upgraded (inside the API prefix). Registers @fastify/websocket in its
 * own scope, one listener on the service, the heartbeat; closes every socket when the app closes.
 *
 * @example
 * await api.register(crashSocketRoutes, { crash });
 */
export const crashSocketRoutes: FastifyPluginAsync<CrashSocketOptions> = async (app, options) => {
  const log = options.log ?? app.log;
  const hub = createCrashSocketHub({ ...options, log });
  const unsubscribe = options.crash.onMessage(hub.deliver);
  const heartbeat = setInterval(hub.heartbeat, options.pingIntervalMs ?? PING_INTERVAL_MS);
  heartbeat.unref();

  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false },
    errorHandler(error, socket) {
      // A client's broken frame, a message over the size limit, a reset: not the server's fault.
      log.info({ err: error }, 'crash socket error');
      socket.terminate();
    },
    async preClose() {
      clearInterval(heartbeat);
      unsubscribe();
      await hub.closeAll();
      app.websocketServer.close();
    },
  });

  if (!CRASH_SOCKET_PATH.startsWith(app.prefix)) {
    throw new Error(`${CRASH_SOCKET_PATH} is registered under the prefix ${app.prefix}`);
  }
  app.get(CRASH_SOCKET_PATH.slice(app.prefix.length), { websocket: true }, (socket, request) => {
    hub.accept(socket, request.raw.socket);
  });
};
