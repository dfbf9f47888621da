import { afterCommit, type DatabaseHandle, type SqlSession } from '../../db/client.js';
import { NOTIFY_CHANNEL, notifyMany, storeEvent, storeEvents } from './backlog.js';
import { encodeWire, type AnyEvent, type Channel, type WireMessage } from './wire.js';

/*
 * How a message reaches every instance. Both transports store the event in the publisher's
 * transaction first and announce it once that has committed (afterCommit: never on a rollback):
 * - PostgreSQL NOTIFY (the default, PGlite included), batched (see flush);
 * - Redis pub/sub (REDIS_URL).
 * A crash between the commit and the announcement loses only the announcement: the event is in
 * the backlog, and the tab's next reconnect replays it.
 */

export interface Transport {
  readonly kind: 'postgres' | 'redis';
  /** Stores the event in `tx` and has it announced on commit; answers its backlog id. */
  publish(tx: SqlSession, channel: Channel, event: AnyEvent): Promise<string>;
  /** The same for many events of distinct channels (sorted by channel), in one statement. */
  publishMany(
    tx: SqlSession,
    items: readonly { channel: Channel; event: AnyEvent }[],
  ): Promise<string[]>;
  /** Announces a message not stored (a signal) at once. */
  signal(message: WireMessage): Promise<void>;
  /** Starts receiving: `onMessage` gets each message's text, `onResync` after a lost link. */
  start(onMessage: (text: string) => void, onResync: () => void): Promise<void>;
  close(): Promise<void>;
}

/** NOTIFYs sent together in one statement at most (each payload is under 7,500 bytes). */
const NOTIFY_BATCH = 200;

export function postgresTransport(
  database: DatabaseHandle,
  log?: { error(object: object, message: string): void },
): Transport {
  let stop: (() => Promise<void>) | undefined;
  /** Committed events waiting for their NOTIFY, in commit order. */
  const queue: string[] = [];
  let flushing: Promise<void> | undefined;

  /**
   * Sends what waits, many NOTIFYs per statement: a transaction that NOTIFYs takes a lock of
   * the whole cluster at commit (and holds it through the WAL flush), so one per event would
   * make every money transaction wait for the others'; one per batch does not.
   */
  function flush() {
    if (flushing) return;
    flushing = (async () => {
      while (queue.length > 0) {
        const batch = queue.splice(0, NOTIFY_BATCH);
        try {
          await notifyMany(database.sql, batch);
        } catch (error) {
          // The events are in the backlog: a stream resumes them on its next reconnect.
          log?.error({ err: error }, 'realtime notify failed');
        }
      }
    })().finally(() => {
      flushing = undefined;
      if (queue.length > 0) flush();
    });
  }

  return {
    kind: 'postgres',
    async publish(tx, channel, event) {
      const id = await storeEvent(tx, channel, event);
      const text = encodeWire({ channel, id, event });
      afterCommit(tx, () => {
        queue.push(text);
        flush();
      });
      return id;
    },
    async publishMany(tx, items) {
      const ids = await storeEvents(tx, items);
      const texts = items.map((item, i) => encodeWire({ ...item, id: ids[i]! }));
      afterCommit(tx, () => {
        queue.push(...texts);
        flush();
      });
      return ids;
    },
    async signal(message) {
      queue.push(encodeWire(message));
      flush();
      await flushing;
    },
    async start(onMessage, onResync) {
      stop = await database.listen(NOTIFY_CHANNEL, onMessage, onResync);
    },
    async close() {
      await flushing;
      await stop?.();
      stop = undefined;
    },
  };
}

/** The part of an ioredis client the transport uses (a publisher and a subscriber). */
export interface RedisLike {
  publish(channel: string, message: string): Promise<unknown>;
  subscribe(channel: string): Promise<unknown>;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  quit(): Promise<unknown>;
  disconnect(): void;
}

export function redisTransport(
  database: DatabaseHandle,
  connect: () => { publisher: RedisLike; subscriber: RedisLike },
  log?: { error(object: object, message: string): void },
): Transport {
  let clients: { publisher: RedisLike; subscriber: RedisLike } | undefined;
  const announce = (text: string) =>
    clients?.publisher
      .publish(NOTIFY_CHANNEL, text)
      .catch((error: unknown) => log?.error({ err: error }, 'realtime publish failed'));
  return {
    kind: 'redis',
    async publish(tx, channel, event) {
      const id = await storeEvent(tx, channel, event);
      const text = encodeWire({ channel, id, event });
      afterCommit(tx, () => void announce(text));
      return id;
    },
    async publishMany(tx, items) {
      const ids = await storeEvents(tx, items);
      const texts = items.map((item, i) => encodeWire({ ...item, id: ids[i]! }));
      afterCommit(tx, () => {
        for (const text of texts) void announce(text);
      });
      return ids;
    },
    async signal(message) {
      await announce(encodeWire(message));
    },
    async start(onMessage, onResync) {
      clients = connect();
      const { subscriber } = clients;
      let ready = false;
      subscriber.on('message', (channel, message) => {
        if (channel === NOTIFY_CHANNEL) onMessage(message);
      });
      // ioredis resubscribes by itself after a reconnection; the streams then catch up.
      subscriber.on('ready', () => {
        if (ready) onResync();
        ready = true;
      });
      subscriber.on('error', (error) => log?.error({ err: error }, 'realtime redis error'));
      clients.publisher.on('error', (error) => log?.error({ err: error }, 'realtime redis error'));
      await subscriber.subscribe(NOTIFY_CHANNEL);
      ready = true;
    },
    async close() {
      if (!clients) return;
      const { publisher, subscriber } = clients;
      clients = undefined;
      await Promise.all([publisher.quit(), subscriber.quit()]).catch(() => {
        publisher.disconnect();
        subscriber.disconnect();
      });
    },
  };
}
