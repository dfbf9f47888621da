import { PLAYER_EVENT_TYPES, type PlayerEvent } from '@jackdaw/contracts';
import { parsePlayerEvent } from './parse-event';
import { reconnectDelay, streamUrl } from './reconnect';

/** The part of EventSource the client uses (a fake one stands in for it in tests). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface StreamClientOptions {
  /** The stream's path, e.g. `/api/v1/events`. */
  path: string;
  /** Trades the bearer token for a one-time ticket (POST /events/ticket). */
  fetchTicket(): Promise<string>;
  openSource(url: string): EventSourceLike;
  onEvent(event: PlayerEvent): void;
  onUp(up: boolean): void;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface StreamClient {
  /** Opens the stream if it is not open or about to be; a pending retry is run now. */
  start(): void;
  /** Closes the stream and forgets any pending retry (signed out, offline). */
  stop(): void;
  /** The backlog id of the last event seen, sent again on reconnect. */
  lastEventId(): string | null;
}

/**
 * One stream per signed-in tab. EventSource would reconnect by itself, but with the same
 * one-time ticket, which the server refuses: so every error closes the source and the client
 * reconnects itself with a fresh ticket and `lastEventId`, after a backoff with jitter.
 */
export function createStreamClient(options: StreamClientOptions): StreamClient {
  const random = options.random ?? Math.random;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let last: string | null = null;
  let running = false;
  // Each connect gets a generation: a ticket that arrives after a stop must open nothing.
  let generation = 0;
  let up = false;
  // A ticket is being fetched: a start() meanwhile must not fetch a second one.
  let connecting = false;

  const setUp = (value: boolean) => {
    if (up === value) return;
    up = value;
    options.onUp(value);
  };

  const closeSource = () => {
    if (!source) return;
    source.onopen = null;
    source.onerror = null;
    source.close();
    source = null;
  };

  const scheduleRetry = () => {
    if (!running || timer !== null) return;
    const delay = reconnectDelay(attempt, random());
    attempt += 1;
    timer = setTimer(() => {
      timer = null;
      void connect();
    }, delay);
  };

  const connect = async () => {
    if (!running || source) return;
    const mine = ++generation;
    let ticket: string;
    connecting = true;
    try {
      ticket = await options.fetchTicket();
    } catch {
      if (mine === generation) {
        connecting = false;
        scheduleRetry();
      }
      return;
    }
    if (mine === generation) connecting = false;
    if (!running || mine !== generation) return;
    const opened = options.openSource(streamUrl(options.path, ticket, last));
    source = opened;
    opened.onopen = () => {
      attempt = 0;
      setUp(true);
    };
    opened.onerror = () => {
      if (source !== opened) return;
      closeSource();
      setUp(false);
      scheduleRetry();
    };
    for (const type of PLAYER_EVENT_TYPES) {
      opened.addEventListener(type, (message) => {
        if (source !== opened) return;
        const event = parsePlayerEvent(type, message.data);
        if (message.lastEventId) last = message.lastEventId;
        if (event) options.onEvent(event);
      });
    }
  };

  return {
    start() {
      running = true;
      if (source || connecting) return;
      if (timer !== null) {
        clearTimer(timer);
        timer = null;
      }
      void connect();
    },
    stop() {
      running = false;
      generation += 1;
      connecting = false;
      if (timer !== null) clearTimer(timer);
      timer = null;
      attempt = 0;
      closeSource();
      setUp(false);
    },
    lastEventId: () => last,
  };
}
