import type { AnyEvent, Channel, WireMessage } from './wire.js';

/*
 * The streams open on this instance, by channel: the only thing the realtime channel keeps in
 * memory (no copy of any database state). A stream opens buffered: what arrives while its
 * replay is read waits, and is let through after it without what the replay already sent.
 */

export interface StreamSink {
  readonly channel: Channel;
  /** Writes one event to the client; `id` is absent for a signal. */
  write(id: string | undefined, event: AnyEvent): void;
}

interface OpenStream {
  sink: StreamSink;
  /** Messages that arrived during the replay; undefined once live. */
  waiting: WireMessage[] | undefined;
}

export function createHub() {
  const streams = new Map<Channel, Set<OpenStream>>();
  let count = 0;

  function send(stream: OpenStream, message: WireMessage) {
    if (!message.event) return;
    if (stream.waiting) stream.waiting.push(message);
    else stream.sink.write(message.id, message.event);
  }

  return {
    /**
     * Adds a stream, buffered until `live(replayedIds)`. Answers how to remove it, and whether
     * it was the channel's first stream here.
     */
    open(sink: StreamSink) {
      const stream: OpenStream = { sink, waiting: [] };
      let set = streams.get(sink.channel);
      const first = !set;
      if (!set) streams.set(sink.channel, (set = new Set()));
      set.add(stream);
      count += 1;
      return {
        first,
        /** Lets through what waited, without the ids the replay already wrote. */
        live(replayed: ReadonlySet<string>) {
          const waiting = stream.waiting ?? [];
          stream.waiting = undefined;
          for (const message of waiting) {
            if (message.id !== undefined && replayed.has(message.id)) continue;
            send(stream, message);
          }
        },
        /** Removes it; answers whether it was the channel's last stream here. */
        close(): boolean {
          const current = streams.get(sink.channel);
          if (!current?.delete(stream)) return false;
          count -= 1;
          if (current.size > 0) return false;
          streams.delete(sink.channel);
          return true;
        },
      };
    },

    /** Hands a message to every stream of its channel here. */
    deliver(message: WireMessage) {
      const set = streams.get(message.channel);
      if (!set) return;
      for (const stream of set) send(stream, message);
    },

    has: (channel: Channel) => streams.has(channel),
    channels: () => [...streams.keys()],
    get size() {
      return count;
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
