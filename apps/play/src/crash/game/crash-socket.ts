import {
  CRASH_SOCKET_PATH,
  crashServerMessageSchema,
  type CrashClientMessage,
  type CrashServerMessage,
} from '@jackdaw/contracts';
import * as z from 'zod/mini';

/** Waits before reconnecting, by attempt: a phone's link usually comes back within seconds. */
export const RECONNECT_DELAYS_MS = [300, 1_000, 2_000, 4_000, 8_000];

export const reconnectDelay = (attempt: number): number =>
  RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;

/** The socket's URL on this page's origin (ws: under http, wss: under https). */
export function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${CRASH_SOCKET_PATH}`;
}

/** Socket errors after which reconnecting cannot help: the session is gone. */
const FATAL_CODES = new Set(['CRASH.UNAUTHENTICATED', 'PLAY.SESSION_INVALID', 'USER.BANNED']);
/** The server's close codes for a refused session (4401) and a banned player (4423). */
export const FATAL_CLOSE_CODES: Readonly<Record<number, string>> = {
  4401: 'PLAY.SESSION_INVALID',
  4423: 'USER.BANNED',
};

export interface CrashSocketEvents {
  message: (message: CrashServerMessage, receivedAt: number) => void;
  /** Closed (a reconnect follows unless `fatal`). */
  closed: (fatal: string | null) => void;
}

/**
 * One WebSocket to the crash server, authenticated by its first message and reopened with
 * backoff whenever it drops; each new connection's `hello` carries the round, so the game
 * resumes where it is. Messages failing the contract are dropped, never half-applied.
 */
export class CrashSocket {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private fatal: string | null = null;

  constructor(
    private readonly url: string,
    private readonly sessionToken: string,
    private readonly events: CrashSocketEvents,
  ) {}

  open(): void {
    if (this.stopped || this.socket) return;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'auth', sessionToken: this.sessionToken }));
    };
    socket.onmessage = (event: MessageEvent) => {
      const receivedAt = Date.now();
      let payload: unknown;
      try {
        payload = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const parsed = z.safeParse(crashServerMessageSchema, payload);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'hello') this.attempt = 0;
      if (message.type === 'error' && FATAL_CODES.has(message.code)) this.fatal = message.code;
      this.events.message(message, receivedAt);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.fatal ??= FATAL_CLOSE_CODES[event.code] ?? null;
      this.events.closed(this.fatal);
      if (this.fatal || this.stopped) return;
      this.timer = setTimeout(() => {
        this.timer = null;
        this.open();
      }, reconnectDelay(this.attempt));
      this.attempt += 1;
    };
  }

  /** Sent now if the socket is open; false otherwise (the caller keeps it for the next hello). */
  send(message: CrashClientMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Back online or visible again: reconnect now instead of waiting out the backoff. */
  nudge(): void {
    if (this.socket || this.stopped || this.fatal) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.open();
  }

  close(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }
}
