import {
  TOURNAMENT_STREAM_EVENT,
  type ParticipantsResponse,
  type TournamentLeaderboard,
} from '@jackdaw/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLiveBoard,
  OWN_REFRESH_MS,
  parseBoardMessage,
  POLL_MS,
  retryDelay,
  type BoardSource,
} from './live-board';

const board = (version: number, extra: Partial<TournamentLeaderboard> = {}) =>
  ({
    tournamentId: 7,
    status: 'running',
    scoring: 'stake',
    currency: 'USD',
    version,
    updatedAt: '2026-11-26T17:00:00.000Z',
    participants: 1,
    items: [{ place: 1, name: 'Ay***a', points: String(version * 10) }],
    final: false,
    ...extra,
  }) satisfies TournamentLeaderboard;

class FakeSource implements BoardSource {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  send(value: TournamentLeaderboard | string) {
    const data =
      typeof value === 'string'
        ? value
        : JSON.stringify({ type: 'tournament.leaderboard', leaderboard: value });
    this.listeners.get(TOURNAMENT_STREAM_EVENT)?.({ data } as MessageEvent<string>);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

function setup({ signedIn = true } = {}) {
  const sources: FakeSource[] = [];
  let answer: Pick<ParticipantsResponse, 'leaderboard' | 'me'> = {
    leaderboard: board(1),
    me: null,
  };
  const fetchParticipants = vi.fn(async () => answer);
  const live = createLiveBoard({
    url: '/api/v1/tournament/7/leaderboard/stream',
    openSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    fetchParticipants,
    tracksOwnPlace: () => signedIn,
    random: () => 0,
  });
  return {
    live,
    sources,
    fetchParticipants,
    answer: (next: typeof answer) => {
      answer = next;
    },
  };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live leaderboard', () => {
  it('reads /participants once and opens the stream', async () => {
    const { live, sources, fetchParticipants } = setup();
    live.start();
    await flush();
    expect(fetchParticipants).toHaveBeenCalledTimes(1);
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toBe('/api/v1/tournament/7/leaderboard/stream');
    expect(live.getState()).toMatchObject({ loaded: true, mode: 'connecting' });
    expect(live.getState().board?.version).toBe(1);
  });

  it('takes newer streamed boards, ignores older and malformed ones, and tells listeners', async () => {
    const { live, sources } = setup({ signedIn: false });
    const listener = vi.fn();
    live.subscribe(listener);
    live.start();
    await flush();
    listener.mockClear();
    sources[0]!.send(board(3));
    expect(live.getState()).toMatchObject({ mode: 'live', board: { version: 3 } });
    sources[0]!.send(board(2));
    sources[0]!.send('{"type":"nonsense"}');
    sources[0]!.send('not json');
    expect(live.getState().board?.version).toBe(3);
    // The switch to live comes with the new board: one change, nothing for the stale messages.
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps which rows changed from the board shown before', async () => {
    const { live, sources } = setup({ signedIn: false });
    live.start();
    await flush();
    const next = board(2, {
      items: [
        { place: 1, name: 'Bo***b', points: '50' },
        { place: 2, name: 'Ay***a', points: '10' },
      ],
    });
    sources[0]!.send(next);
    expect(Object.fromEntries(live.getState().changes)).toEqual({ 1: 'new', 2: 'down' });
    sources[0]!.send(board(1));
    expect(live.getState().board?.version).toBe(2);
    expect(live.getState().changes.size).toBe(2);
  });

  it("reads a signed-in player's own place again after the board moves, at most once a second", async () => {
    const { live, sources, fetchParticipants, answer } = setup();
    live.start();
    await flush();
    answer({ leaderboard: board(4), me: { place: 1, points: '40', joinedAt: 'x' } });
    sources[0]!.send(board(2));
    sources[0]!.send(board(3));
    sources[0]!.send(board(4));
    await vi.advanceTimersByTimeAsync(OWN_REFRESH_MS);
    expect(fetchParticipants).toHaveBeenCalledTimes(2);
    expect(live.getState().me).toEqual({ place: 1, points: '40', joinedAt: 'x' });
  });

  it('does not read the own place for a visitor', async () => {
    const { live, sources, fetchParticipants } = setup({ signedIn: false });
    live.start();
    await flush();
    sources[0]!.send(board(2));
    await vi.advanceTimersByTimeAsync(OWN_REFRESH_MS * 3);
    expect(fetchParticipants).toHaveBeenCalledTimes(1);
  });

  it('polls while the stream is down, reconnects with backoff and stops polling once live', async () => {
    const { live, sources, fetchParticipants, answer } = setup({ signedIn: false });
    live.start();
    await flush();
    sources[0]!.fail();
    expect(sources[0]!.closed).toBe(true);
    expect(live.getState().mode).toBe('polling');
    answer({ leaderboard: board(5), me: null });
    // The first retry (500 ms with this randomness) opens a stream that fails at once.
    await vi.advanceTimersByTimeAsync(retryDelay(0, 0));
    expect(sources).toHaveLength(2);
    sources[1]!.fail();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fetchParticipants).toHaveBeenCalledTimes(2);
    expect(live.getState().board?.version).toBe(5);
    await vi.advanceTimersByTimeAsync(retryDelay(1, 0));
    expect(sources).toHaveLength(3);
    sources[2]!.send(board(6));
    expect(live.getState().mode).toBe('live');
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(fetchParticipants).toHaveBeenCalledTimes(2);
  });

  it('closes everything once the board is final', async () => {
    const { live, sources } = setup({ signedIn: false });
    live.start();
    await flush();
    sources[0]!.send(board(9, { status: 'finished', final: true }));
    expect(sources[0]!.closed).toBe(true);
    expect(live.getState().mode).toBe('final');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sources).toHaveLength(1);
  });

  it('stops cleanly: no stream, no timers, no late answer applied', async () => {
    const { live, sources, fetchParticipants } = setup();
    live.start();
    live.stop();
    await flush();
    expect(sources[0]!.closed).toBe(true);
    expect(live.getState().loaded).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchParticipants).toHaveBeenCalledTimes(1);
  });
});

describe('stream helpers', () => {
  it('backs off exponentially up to 30 s, half of it random', () => {
    expect(retryDelay(0, 0)).toBe(500);
    expect(retryDelay(0, 1)).toBe(1000);
    expect(retryDelay(3, 0.5)).toBe(6000);
    expect(retryDelay(20, 1)).toBe(30_000);
  });

  it('parses only messages the contract describes', () => {
    expect(
      parseBoardMessage(JSON.stringify({ type: 'tournament.leaderboard', leaderboard: board(1) })),
    ).toEqual(board(1));
    expect(parseBoardMessage('{}')).toBeNull();
    expect(parseBoardMessage('')).toBeNull();
  });
});
