import { describe, expect, it } from 'vitest';
import {
  decodeWire,
  encodeWire,
  isTopicChannel,
  MAX_INLINE_BYTES,
  topicChannel,
  userOfChannel,
} from './wire.js';

const typing = {
  type: 'chat.typing' as const,
  typing: { conversationId: 3, from: 'player' as const, typing: true },
};

describe('wire messages', () => {
  it('carries a small event inline and reads it back', () => {
    const text = encodeWire({ channel: 'u:7', id: '42', event: typing });
    expect(decodeWire(text)).toEqual({ channel: 'u:7', id: '42', event: typing });
  });

  it('carries only the place of an event too large for a NOTIFY', () => {
    const big = {
      type: 'chat.conversation' as const,
      conversationId: 1,
      message: { text: 'x'.repeat(MAX_INLINE_BYTES) } as never,
    };
    const text = encodeWire({ channel: 'staff', id: '9', event: big });
    expect(Buffer.byteLength(text)).toBeLessThan(100);
    expect(decodeWire(text)).toEqual({ channel: 'staff', id: '9', event: undefined });
  });

  it("ignores what is not a message (another program's NOTIFY, a bad channel or id)", () => {
    for (const text of [
      'hello',
      'null',
      '{}',
      JSON.stringify({ channel: 'u:x', event: typing }),
      JSON.stringify({ channel: 'admins', event: typing }),
      JSON.stringify({ channel: 'u:1', id: '-1', event: typing }),
      JSON.stringify({ channel: 'u:1' }),
      JSON.stringify({ channel: 'u:1', event: 'text' }),
    ]) {
      expect(decodeWire(text), text).toBeUndefined();
    }
  });

  it('names the player of a channel', () => {
    expect(userOfChannel('u:12')).toBe(12);
    expect(userOfChannel('staff')).toBeUndefined();
    expect(userOfChannel('t:crash')).toBeUndefined();
  });
});

describe("a topic's broadcast on the wire", () => {
  const round = { message: { type: 'round', round: { roundId: 7 } }, to: { userId: 3 } };

  it('carries its data, and reads it back as it was sent', () => {
    const channel = topicChannel('crash');
    expect(channel).toBe('t:crash');
    expect(isTopicChannel(channel)).toBe(true);
    expect(isTopicChannel('u:1')).toBe(false);
    expect(isTopicChannel('staff')).toBe(false);
    const text = encodeWire({ channel, data: round });
    expect(decodeWire(text)).toEqual({ channel: 't:crash', data: round });
  });

  it('carries falsy data (0, false, null, an empty string) as data', () => {
    for (const data of [0, false, null, '']) {
      expect(decodeWire(encodeWire({ channel: 't:crash', data }))).toEqual({
        channel: 't:crash',
        data,
      });
    }
  });

  it('is never cut down to a backlog place (it is not kept): a large one stays whole', () => {
    const data = { text: 'x'.repeat(MAX_INLINE_BYTES) };
    const text = encodeWire({ channel: 't:crash', data });
    expect(decodeWire(text)).toEqual({ channel: 't:crash', data });
  });

  it('ignores a topic message without data, with a bad topic name, or an event instead', () => {
    for (const text of [
      JSON.stringify({ channel: 't:crash' }),
      JSON.stringify({ channel: 't:crash', event: typing }),
      JSON.stringify({ channel: 't:', data: 1 }),
      JSON.stringify({ channel: 't:Crash', data: 1 }),
      JSON.stringify({ channel: 't:9lives', data: 1 }),
      JSON.stringify({ channel: 't:crash game', data: 1 }),
      JSON.stringify({ channel: `t:${'a'.repeat(41)}`, data: 1 }),
    ]) {
      expect(decodeWire(text), text).toBeUndefined();
    }
    expect(decodeWire(JSON.stringify({ channel: `t:${'a'.repeat(40)}`, data: 1 }))).toEqual({
      channel: `t:${'a'.repeat(40)}`,
      data: 1,
    });
  });

  it('drops a backlog id or an event sent along with topic data', () => {
    const text = JSON.stringify({ channel: 't:crash', id: '5', event: typing, data: 2 });
    expect(decodeWire(text)).toEqual({ channel: 't:crash', data: 2 });
  });
});
