import { randomUUID } from 'node:crypto';
import type { PlayerEvent, StaffEvent } from '@jackdaw/contracts';
import {
  afterCommit,
  beforeCommit,
  type DatabaseHandle,
  type SqlSession,
} from '../../db/client.js';
import { eventById, eventsAfter, lastEventId } from './backlog.js';
import { createHub, type StreamSink } from './hub.js';
import * as presence from './presence.js';
import type { Transport } from './transport.js';
import type { Realtime } from './types.js';
import {
  decodeWire,
  encodeWire,
  isTopicChannel,
  MAX_INLINE_BYTES,
  STAFF_CHANNEL,
  topicChannel,
  userChannel,
  userOfChannel,
  type AnyEvent,
  type Channel,
  type WireMessage,
} from './wire.js';

interface Pending {
  channel: Channel;
  event: AnyEvent;
}

/**
 * The realtime channel of one instance (README.md in this folder): publishing (stored in the
 * publisher's transaction, announced on commit through `transport`), and the streams open here.
 */
export function createRealtime(deps: {
  database: DatabaseHandle;
  transport: Transport;
  log?: {
    error(object: object, message: string): void;
    warn?(object: object, message: string): void;
  };
}) {
  const { database, transport } = deps;
  const instanceId = randomUUID();
  const hub = createHub();
  /** Events a transaction published, stored together just before it commits. */
  const pendingOf = new WeakMap<SqlSession, Pending[]>();
  let flushes = 0;
  let started = false;

  /**
   * Stores a transaction's events at its very end (beforeCommit), sorted by channel: each takes
   * its channel's lock (backlog.ts) only then, after the transaction's own locks (the player's
   * accounts), and in one order, so two transactions never wait on each other's channels.
   */
  async function enqueue(tx: SqlSession, channel: Channel, event: AnyEvent): Promise<void> {
    let pending = pendingOf.get(tx);
    if (!pending) pendingOf.set(tx, (pending = []));
    pending.push({ channel, event });
    if (pending.length > 1) return;
    // The list's first event asks for a flush; one that ran already is not run again (its key
    // is spent), so a later event (the balance, asked for by another beforeCommit) asks anew.
    flushes += 1;
    const batch = pending;
    await beforeCommit(tx, `realtime:${flushes}`, async () => {
      const events = batch.splice(0).sort((a, b) => (a.channel < b.channel ? -1 : 1));
      for (const item of events) await transport.publish(tx, item.channel, item.event);
    });
  }

  /** Topic subscribers here, by channel (the crash game's sockets are theirs to keep). */
  const subscribers = new Map<
    Channel,
    Set<{ listener: (data: unknown) => void; onResync?: () => void }>
  >();

  /** A message from any instance (this one included) for the streams open here. */
  function received(text: string) {
    const message = decodeWire(text);
    if (message && isTopicChannel(message.channel)) {
      for (const subscriber of subscribers.get(message.channel) ?? []) {
        try {
          subscriber.listener(message.data);
        } catch (error) {
          deps.log?.error({ err: error }, 'realtime subscriber failed');
        }
      }
      return;
    }
    if (!message || !hub.has(message.channel)) return;
    if (message.id !== undefined) seen(message.channel, message.id);
    if (message.event) return hub.deliver(message);
    // Too large for a NOTIFY: the row itself, once.
    if (message.id !== undefined) {
      eventById(database.sql, message.id).then(
        (found) =>
          found && hub.deliver({ channel: found.channel, id: found.id, event: found.event }),
        (error: unknown) => deps.log?.error({ err: error }, 'realtime event read failed'),
      );
    }
  }

  /**
   * The newest backlog id each open channel got here: after a lost link to the transport, every
   * open channel reads what came after it (ids commit in order per channel: backlog.ts).
   */
  const lastSeen = new Map<Channel, string>();
  function seen(channel: Channel, id: string) {
    const previous = lastSeen.get(channel);
    if (previous === undefined || BigInt(id) > BigInt(previous)) lastSeen.set(channel, id);
  }
  function resync() {
    for (const set of subscribers.values()) for (const subscriber of set) subscriber.onResync?.();
    for (const channel of hub.channels()) {
      const after = lastSeen.get(channel);
      if (after === undefined) continue;
      eventsAfter(database.sql, channel, after).then(
        (events) => {
          for (const found of events) {
            seen(channel, found.id);
            hub.deliver({ channel, id: found.id, event: found.event });
          }
        },
        (error: unknown) => deps.log?.error({ err: error }, 'realtime resync failed'),
      );
    }
  }

  const realtime: Realtime = {
    publish: (tx, userId, event: PlayerEvent) => enqueue(tx, userChannel(userId), event),
    /*
     * Stored at once rather than at the commit (enqueue): the caller gets the players it reached.
     * Its channel locks are taken in the same order as enqueue's (by channel), so a transaction
     * flushing its own events waits here at worst, never crosswise.
     */
    async publishToOnline(tx, userIds, eventOf) {
      const online = await presence.onlineAmong(tx, [...new Set(userIds)]);
      const items = online
        .map((userId) => ({ channel: userChannel(userId), event: eventOf(userId) }))
        .sort((a, b) => (a.channel < b.channel ? -1 : 1));
      await transport.publishMany(tx, items);
      return online;
    },
    publishStaff: (tx, event: StaffEvent) => enqueue(tx, STAFF_CHANNEL, event),
    signal: (userId, event: PlayerEvent) =>
      transport.signal({ channel: userChannel(userId), event }),
    signalStaff: (event: StaffEvent) => transport.signal({ channel: STAFF_CHANNEL, event }),
    isOnline: (userId) => presence.isOnline(database.sql, userId),
    async broadcast(topic, data, tx) {
      const message = { channel: topicChannel(topic), data };
      if (Buffer.byteLength(encodeWire(message)) > MAX_INLINE_BYTES) {
        throw new Error(`realtime broadcast on ${topic} is too large`);
      }
      if (tx) afterCommit(tx, () => void transport.signal(message));
      else await transport.signal(message);
    },
    subscribe(topic, listener, onResync) {
      const channel = topicChannel(topic);
      let set = subscribers.get(channel);
      if (!set) subscribers.set(channel, (set = new Set()));
      const subscriber = { listener, onResync };
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0) subscribers.delete(channel);
      };
    },
  };

  return {
    ...realtime,
    database,
    instanceId,
    transportKind: transport.kind,
    /** Starts listening and this instance's presence heartbeat (app ready). */
    async start() {
      if (started) return;
      started = true;
      await presence.instanceAlive(database.sql, instanceId);
      await transport.start(received, resync);
    },
    async heartbeat() {
      await presence.instanceAlive(database.sql, instanceId);
    },
    /** Stops listening, forgets this instance's presence (app close). */
    async stop() {
      if (!started) return;
      started = false;
      await transport.close();
      await presence.instanceGone(database.sql, instanceId).catch(() => undefined);
    },
    /**
     * Opens a stream for `sink`: subscribed first, then `before` (the current balance) and the
     * backlog after `after` written (nothing lost between the two, nothing written twice), then
     * live. Answers its close.
     */
    async open(sink: StreamSink, options: { after?: string; before?: () => Promise<void> } = {}) {
      const stream = hub.open(sink);
      const userId = userOfChannel(sink.channel);
      let closed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        const last = stream.close();
        if (last) lastSeen.delete(sink.channel);
        if (last && userId !== undefined) {
          await presence.markOffline(database.sql, instanceId, userId).catch(() => undefined);
        }
      };
      try {
        if (stream.first) {
          if (userId !== undefined) await presence.markOnline(database.sql, instanceId, userId);
          if (!lastSeen.has(sink.channel)) {
            seen(sink.channel, await lastEventId(database.sql, sink.channel));
          }
        }
        await options.before?.();
        const replayed = new Set<string>();
        let after = options.after;
        while (after !== undefined) {
          const page = await eventsAfter(database.sql, sink.channel, after);
          for (const found of page) {
            replayed.add(found.id);
            sink.write(found.id, found.event);
          }
          after = page.length === 1_000 ? page[page.length - 1]!.id : undefined;
        }
        stream.live(replayed);
      } catch (error) {
        await close();
        throw error;
      }
      return close;
    },
    get streams() {
      return hub.size;
    },
  };
}

export type RealtimeChannel = ReturnType<typeof createRealtime>;
export type { WireMessage };
