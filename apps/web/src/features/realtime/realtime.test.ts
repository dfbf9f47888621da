import { describe, expect, it } from 'vitest';
import { parsePlayerEvent } from './parse-event';
import { RECONNECT_CAP_MS, reconnectDelay, shouldConnect, streamUrl } from './reconnect';
import { createStreamClient, type EventSourceLike } from './stream-client';

const balance = {
  type: 'balance',
  currency: 'USD',
  balance: {
    balance: 1000,
    bonusBalance: 0,
    casinoBonus: 0,
    sportBonus: 0,
    freespinWinnings: 0,
    referrerBalance: 0,
    info: { sumCommissionBet: 0, sumCommissionDeposit: 0 },
  },
};

describe('reconnect', () => {
  it('doubles the wait per attempt, half of it random, up to the cap', () => {
    expect(reconnectDelay(0, 0)).toBe(500);
    expect(reconnectDelay(0, 0.999_999)).toBe(1000);
    expect(reconnectDelay(3, 0)).toBe(4000);
    expect(reconnectDelay(30, 0.5)).toBeLessThanOrEqual(RECONNECT_CAP_MS);
    expect(reconnectDelay(30, 0)).toBe(RECONNECT_CAP_MS / 2);
  });

  it('connects only signed in and online', () => {
    expect(shouldConnect({ signedIn: true, online: true })).toBe(true);
    expect(shouldConnect({ signedIn: false, online: true })).toBe(false);
    expect(shouldConnect({ signedIn: true, online: false })).toBe(false);
  });

  it('puts the ticket and the last id in the address, never a malformed id', () => {
    expect(streamUrl('/api/v1/events', 'abc', null)).toBe('/api/v1/events?ticket=abc');
    expect(streamUrl('/api/v1/events', 'abc', '42')).toBe(
      '/api/v1/events?ticket=abc&lastEventId=42',
    );
    expect(streamUrl('/api/v1/events', 'abc', 'x1')).toBe('/api/v1/events?ticket=abc');
  });
});

describe('parsePlayerEvent', () => {
  it('takes a contract event whose name matches its type', () => {
    expect(parsePlayerEvent('balance', JSON.stringify(balance))?.type).toBe('balance');
  });
  it('drops what is not JSON, not the contract or named otherwise', () => {
    expect(parsePlayerEvent('balance', '{')).toBeNull();
    expect(parsePlayerEvent('balance', JSON.stringify({ type: 'balance' }))).toBeNull();
    expect(parsePlayerEvent('payment', JSON.stringify(balance))).toBeNull();
    expect(parsePlayerEvent('weather', JSON.stringify({ type: 'weather' }))).toBeNull();
  });
});

class FakeSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown, id: string) {
    this.listeners.get(type)?.({ data: JSON.stringify(data), lastEventId: id } as MessageEvent);
  }
}

function harness(tickets: (() => Promise<string>)[]) {
  const sources: FakeSource[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const events: string[] = [];
  const ups: boolean[] = [];
  let calls = 0;
  const client = createStreamClient({
    path: '/api/v1/events',
    fetchTicket: () => {
      const next = tickets[Math.min(calls, tickets.length - 1)]!;
      calls += 1;
      return next();
    },
    openSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    onEvent: (event) => events.push(event.type),
    onUp: (up) => ups.push(up),
    random: () => 0,
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const at = timers.indexOf(timer as (typeof timers)[number]);
      if (at >= 0) timers.splice(at, 1);
    },
  });
  return { client, sources, timers, events, ups, ticketCalls: () => calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createStreamClient', () => {
  it('opens with a ticket, passes parsed events and reconnects after the last id', async () => {
    const h = harness([async () => 't1', async () => 't2']);
    h.client.start();
    await flush();
    expect(h.sources[0]!.url).toBe('/api/v1/events?ticket=t1');
    h.sources[0]!.onopen?.(new Event('open'));
    h.sources[0]!.emit('balance', balance, '7');
    h.sources[0]!.emit('balance', { type: 'balance' }, '8');
    expect(h.events).toEqual(['balance']);
    h.sources[0]!.onerror?.(new Event('error'));
    expect(h.sources[0]!.closed).toBe(true);
    expect(h.ups).toEqual([true, false]);
    expect(h.timers[0]!.ms).toBe(500);
    h.timers.shift()!.run();
    await flush();
    expect(h.sources[1]!.url).toBe('/api/v1/events?ticket=t2&lastEventId=8');
  });

  it('backs off longer after each failed ticket and starts over once open', async () => {
    const h = harness([() => Promise.reject(new Error('down'))]);
    h.client.start();
    await flush();
    h.timers.shift()!.run();
    await flush();
    h.timers.shift()!.run();
    await flush();
    expect(h.timers[0]!.ms).toBe(2000);
    expect(h.ticketCalls()).toBe(3);
  });

  it('a start during the backoff retries at once (back online, tab visible)', async () => {
    const h = harness([() => Promise.reject(new Error('down')), async () => 't2']);
    h.client.start();
    await flush();
    expect(h.timers).toHaveLength(1);
    h.client.start();
    await flush();
    expect(h.timers).toHaveLength(0);
    expect(h.sources[0]!.url).toBe('/api/v1/events?ticket=t2');
  });

  it('stop closes the stream and a late ticket opens nothing', async () => {
    let release: (ticket: string) => void = () => undefined;
    const h = harness([() => new Promise<string>((resolve) => (release = resolve))]);
    h.client.start();
    h.client.stop();
    release('late');
    await flush();
    expect(h.sources).toHaveLength(0);
    expect(h.timers).toHaveLength(0);
  });
});
