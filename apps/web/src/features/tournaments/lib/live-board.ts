import {
  TOURNAMENT_STREAM_EVENT,
  tournamentLeaderboardEventSchema,
  type ParticipantsResponse,
  type TournamentLeaderboard,
  type TournamentOwnEntry,
} from '@jackdaw/contracts';
import * as z from 'zod/mini';
import { newerBoard, rowChanges, type RowChange } from './leaderboard';

/** The part of EventSource the client uses (a fake one stands in for it in tests). */
export interface BoardSource {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

/** How the board is kept current: the stream, polling while the stream is down, or done. */
export type BoardMode = 'connecting' | 'live' | 'polling' | 'final';

export interface LiveBoardState {
  board: TournamentLeaderboard | null;
  /** The signed-in player's entry as last read, null when not entered or signed out. */
  me: TournamentOwnEntry | null;
  mode: BoardMode;
  /** Whether the first `/participants` answer (with the own entry) has arrived. */
  loaded: boolean;
  /** The rows of `board` that changed from the board shown before it, by place. */
  changes: ReadonlyMap<number, RowChange>;
}

/** While the stream is down, `/participants` is asked this often. */
export const POLL_MS = 5000;
/** A signed-in player's own place is read again at most this often while the board moves. */
export const OWN_REFRESH_MS = 1000;
const RETRY_BASE_MS = 1000;
const RETRY_CAP_MS = 30_000;

/**
 * The wait before reconnect attempt `attempt` (0 first): exponential, half of it random, so that
 * every watcher of a popular tournament does not come back in the same second after a restart.
 */
export function retryDelay(attempt: number, random: number): number {
  const step = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(step / 2 + (step / 2) * Math.min(Math.max(random, 0), 1));
}

/** A streamed message's board, or null for anything the contract does not describe. */
export function parseBoardMessage(data: string): TournamentLeaderboard | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = z.safeParse(tournamentLeaderboardEventSchema, json);
  return parsed.success ? parsed.data.leaderboard : null;
}

export interface LiveBoardOptions {
  /** The stream's address (`GET /tournament/{id}/leaderboard/stream`). */
  url: string;
  openSource(url: string): BoardSource;
  /** `GET /participants` for this tournament, with the player's token when signed in. */
  fetchParticipants(): Promise<Pick<ParticipantsResponse, 'leaderboard' | 'me'>>;
  /** Whether the own place is worth reading again when the board moves (a signed-in player). */
  tracksOwnPlace(): boolean;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface LiveBoard {
  getState(): LiveBoardState;
  subscribe(listener: () => void): () => void;
  start(): void;
  stop(): void;
  /** Reads `/participants` now (after joining, or a sign-in). */
  refresh(): void;
}

/**
 * One tournament's live leaderboard. The stream sends the top 100 when it changes; it carries
 * nobody's own place, so a signed-in player's `/participants` is read again (at most once a
 * second) after the board moves. When the stream fails the client closes it, polls
 * `/participants` every 5 s and reconnects with backoff; the first streamed message stops the
 * polling. A final board (prizes paid) ends both. Whichever answer is newer wins (`newerBoard`).
 */
export function createLiveBoard(options: LiveBoardOptions): LiveBoard {
  const random = options.random ?? Math.random;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let state: LiveBoardState = {
    board: null,
    me: null,
    mode: 'connecting',
    loaded: false,
    changes: new Map(),
  };
  const listeners = new Set<() => void>();
  let running = false;
  let source: BoardSource | null = null;
  let attempt = 0;
  let retryTimer: unknown = null;
  let pollTimer: unknown = null;
  let ownTimer: unknown = null;
  let lastOwnRead = -Infinity;
  // Each read gets a number: an answer older than one already applied must not bring `me` back.
  let readSeq = 0;
  let appliedSeq = 0;

  const set = (patch: Partial<LiveBoardState>) => {
    const next = { ...state, ...patch };
    if (
      next.changes === state.changes &&
      next.board === state.board &&
      next.me === state.me &&
      next.mode === state.mode &&
      next.loaded === state.loaded
    ) {
      return;
    }
    state = next;
    for (const listener of listeners) listener();
  };

  const clear = (timer: unknown) => {
    if (timer !== null) clearTimer(timer);
    return null;
  };

  const closeSource = () => {
    if (!source) return;
    source.onopen = null;
    source.onerror = null;
    source.close();
    source = null;
  };

  const finish = () => {
    closeSource();
    retryTimer = clear(retryTimer);
    pollTimer = clear(pollTimer);
    set({ mode: 'final' });
  };

  /** Keeps the newer board; `patch` changes the rest of the state in the same notification. */
  const applyBoard = (board: TournamentLeaderboard, patch: Partial<LiveBoardState> = {}) => {
    const previous = state.board;
    const kept = newerBoard(previous, board);
    const changes = previous && kept !== previous ? rowChanges(previous.items, kept.items) : null;
    set({ ...patch, board: kept, ...(changes ? { changes } : {}) });
    if (state.board?.final) finish();
  };

  const read = async () => {
    const mine = ++readSeq;
    lastOwnRead = Date.now();
    try {
      const answer = await options.fetchParticipants();
      if (!running || mine < appliedSeq) return;
      appliedSeq = mine;
      applyBoard(answer.leaderboard, { me: answer.me, loaded: true });
    } catch {
      // A failed read changes nothing shown; the stream or the next poll brings the board.
      if (running) set({ loaded: true });
    }
  };

  const scheduleOwnRead = () => {
    if (!options.tracksOwnPlace() || ownTimer !== null) return;
    const wait = Math.max(0, lastOwnRead + OWN_REFRESH_MS - Date.now());
    ownTimer = setTimer(() => {
      ownTimer = null;
      if (running && state.mode !== 'final') void read();
    }, wait);
  };

  const poll = () => {
    if (pollTimer !== null || !running) return;
    pollTimer = setTimer(() => {
      pollTimer = null;
      if (!running || state.mode !== 'polling') return;
      void read().finally(poll);
    }, POLL_MS);
  };

  const connect = () => {
    if (!running || source || state.mode === 'final') return;
    const opened = options.openSource(options.url);
    source = opened;
    opened.onerror = () => {
      if (source !== opened) return;
      // EventSource would retry by itself, but not after an HTTP error; one path for both.
      closeSource();
      if (state.mode === 'final') return;
      set({ mode: 'polling' });
      poll();
      if (retryTimer === null) {
        retryTimer = setTimer(
          () => {
            retryTimer = null;
            connect();
          },
          retryDelay(attempt, random()),
        );
        attempt += 1;
      }
    };
    opened.addEventListener(TOURNAMENT_STREAM_EVENT, (message) => {
      if (source !== opened) return;
      const board = parseBoardMessage(message.data);
      if (!board) return;
      attempt = 0;
      pollTimer = clear(pollTimer);
      const before = state.board;
      applyBoard(board, { mode: 'live' });
      if (state.board !== before) scheduleOwnRead();
    });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (running) return;
      running = true;
      void read();
      connect();
    },
    stop() {
      running = false;
      closeSource();
      retryTimer = clear(retryTimer);
      pollTimer = clear(pollTimer);
      ownTimer = clear(ownTimer);
    },
    refresh() {
      if (running) void read();
    },
  };
}
