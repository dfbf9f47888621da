import { describe, expect, it } from 'vitest';
import { createHub, type StreamSink } from './hub.js';
import type { AnyEvent, Channel } from './wire.js';

const event = (id: number): AnyEvent => ({
  type: 'bonus',
  bonus: { id, status: 'active', progress: 0, wagered: '0', required: '1' },
});

function sink(channel: Channel) {
  const written: (string | undefined)[] = [];
  const value: StreamSink = { channel, write: (id) => written.push(id) };
  return { value, written };
}

describe('the streams of one instance', () => {
  it('holds what arrives during the replay, then lets it through without what the replay sent', () => {
    const hub = createHub();
    const a = sink('u:1');
    const stream = hub.open(a.value);
    hub.deliver({ channel: 'u:1', id: '3', event: event(3) });
    hub.deliver({ channel: 'u:1', id: '4', event: event(4) });
    expect(a.written).toEqual([]);
    // The replay wrote 2 and 3 itself.
    a.written.push('2', '3');
    stream.live(new Set(['2', '3']));
    expect(a.written).toEqual(['2', '3', '4']);
    hub.deliver({ channel: 'u:1', event: event(5) });
    expect(a.written).toEqual(['2', '3', '4', undefined]);
  });

  it("delivers only to the channel's streams, and counts first and last per channel", () => {
    const hub = createHub();
    const one = sink('u:1');
    const again = sink('u:1');
    const two = sink('u:2');
    const first = hub.open(one.value);
    const second = hub.open(again.value);
    const other = hub.open(two.value);
    expect([first.first, second.first, other.first]).toEqual([true, false, true]);
    for (const stream of [first, second, other]) stream.live(new Set());
    hub.deliver({ channel: 'u:1', id: '1', event: event(1) });
    expect([one.written, again.written, two.written]).toEqual([['1'], ['1'], []]);
    expect(hub.size).toBe(3);
    expect(first.close()).toBe(false);
    expect(first.close()).toBe(false);
    expect(second.close()).toBe(true);
    expect(hub.has('u:1')).toBe(false);
    expect(hub.size).toBe(1);
  });

  it('skips a message that carries no event (its row is read first)', () => {
    const hub = createHub();
    const a = sink('staff');
    hub.open(a.value).live(new Set());
    hub.deliver({ channel: 'staff', id: '1' });
    expect(a.written).toEqual([]);
  });
});
