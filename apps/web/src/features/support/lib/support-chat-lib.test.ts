import { CHAT_IMAGE_MAX_BYTES, CHAT_MESSAGE_MAX, type ChatMessage } from '@jackdaw/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  lastStaffMessageId,
  mergeMessages,
  takeNewestPage,
  threadItems,
  type ThreadItem,
} from './chat-thread';
import { dayLabel, formatMessageTime } from './format-time';
import { imageProblem } from './image-check';
import { canSend, charactersLeft, isSendKey, showsCounter } from './message-text';
import { createTypingSignal, TYPING_IDLE_MS, TYPING_REFRESH_MS } from './typing-signal';
import { marksUnread } from './unread-rule';

function message(id: number, patch: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversationId: 1,
    from: 'staff',
    author: 'Alex',
    text: `message ${id}`,
    attachment: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    readAt: null,
    ...patch,
  };
}

describe('the unread rule (core §4 "Support chat")', () => {
  const closed = { from: 'staff', chatOpen: false, pathname: '/', popup: null } as const;

  it('marks a support message that arrives while the chat is closed', () => {
    expect(marksUnread(closed)).toBe(true);
    expect(marksUnread({ ...closed, pathname: '/tr/profile/bonus' })).toBe(true);
    expect(marksUnread({ ...closed, popup: 'withdraw' })).toBe(true);
    expect(marksUnread({ ...closed, from: 'system' })).toBe(true);
  });

  it('does not while the chat is open, nor for the player’s own message from another tab', () => {
    expect(marksUnread({ ...closed, chatOpen: true })).toBe(false);
    expect(marksUnread({ ...closed, from: 'player' })).toBe(false);
  });

  it('does not on a slots page, in any language', () => {
    expect(marksUnread({ ...closed, pathname: '/slots/book-of-ra' })).toBe(false);
    expect(marksUnread({ ...closed, pathname: '/ru/slots/book-of-ra' })).toBe(false);
    // The slots category list is not a game page.
    expect(marksUnread({ ...closed, pathname: '/slots' })).toBe(true);
  });

  it('does not while the deposit popup is open', () => {
    expect(marksUnread({ ...closed, popup: 'deposit' })).toBe(false);
  });
});

describe('the thread', () => {
  it('merges pages and events by id, oldest first, a later copy winning', () => {
    const read = message(2, { readAt: '2026-11-26T10:05:00.000Z' });
    const merged = mergeMessages([message(3), message(2)], [read, message(1), message(4)]);
    expect(merged.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(merged[1]!.readAt).toBe(read.readAt);
  });

  it('merges the newest page with what is held, unless it may leave a gap', () => {
    const held = [message(10), message(11)];
    expect(takeNewestPage(held, [message(11), message(12)], 11)).toEqual({
      messages: [message(10), message(11), message(12)],
      gap: false,
    });
    // The whole conversation fits the page: nothing can be missing.
    expect(takeNewestPage(held, [message(20)], null).messages.map((item) => item.id)).toEqual([
      10, 11, 20,
    ]);
    // A page of newer messages only, with older ones still on the server: start from it.
    expect(takeNewestPage(held, [message(40), message(41)], 40)).toEqual({
      messages: [message(40), message(41)],
      gap: true,
    });
    expect(takeNewestPage([], [message(5)], 5)).toEqual({ messages: [message(5)], gap: false });
  });

  it('names the newest support message as the one read', () => {
    expect(lastStaffMessageId([message(1), message(2, { from: 'player' })])).toBe(1);
    expect(lastStaffMessageId([message(1, { from: 'player' })])).toBeNull();
    expect(lastStaffMessageId([])).toBeNull();
  });

  it('separates days in the player’s time zone and names the author once per run', () => {
    const items = threadItems(
      [
        message(1, { createdAt: '2026-11-25T22:30:00.000Z' }),
        message(2, { createdAt: '2026-11-25T23:10:00.000Z' }),
        message(3, { createdAt: '2026-11-25T23:20:00.000Z', from: 'player', author: null }),
        message(4, { createdAt: '2026-11-25T23:40:00.000Z' }),
        message(5, { createdAt: '2026-11-25T23:50:00.000Z', author: 'Maria' }),
      ],
      'Asia/Almaty',
    );
    const shape = (item: ThreadItem) =>
      item.kind === 'day' ? item.key : `${item.message.id}${item.showAuthor ? '+' : ''}`;
    // 22:30 UTC is 03:30 the next day in Almaty (UTC+5).
    expect(items.map(shape)).toEqual(['day-2026-11-26', '1+', '2', '3', '4+', '5+']);
    expect(threadItems([message(1), message(2)], 'UTC').map(shape)).toEqual([
      'day-2026-11-26',
      '1+',
      '2',
    ]);
    const midnight = threadItems(
      [
        message(1, { createdAt: '2026-11-25T23:59:00.000Z' }),
        message(2, { createdAt: '2026-11-26T00:01:00.000Z' }),
      ],
      'UTC',
    );
    // A new day names the author again.
    expect(midnight.map(shape)).toEqual(['day-2026-11-25', '1+', 'day-2026-11-26', '2+']);
  });

  it('labels today and yesterday by word and older days by date', () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    expect(dayLabel(new Date('2026-11-26T01:00:00.000Z'), now, 'en', 'UTC')).toEqual({
      word: 'today',
    });
    expect(dayLabel(new Date('2026-11-25T23:00:00.000Z'), now, 'en', 'UTC')).toEqual({
      word: 'yesterday',
    });
    expect(dayLabel(new Date('2026-11-20T10:00:00.000Z'), now, 'en', 'UTC')).toEqual({
      date: 'November 20',
    });
    expect(dayLabel(new Date('2025-11-20T10:00:00.000Z'), now, 'en', 'UTC')).toEqual({
      date: 'November 20, 2025',
    });
    expect(formatMessageTime(new Date('2026-11-26T09:05:00.000Z'), 'ru', 'UTC')).toBe('09:05');
  });
});

describe('image checks before upload', () => {
  it('takes JPEG, PNG, WebP and GIF up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(imageProblem({ type, size: 1000 })).toBeNull();
    }
    expect(imageProblem({ type: 'image/png', size: CHAT_IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses other types, larger files and empty ones, the type first', () => {
    expect(imageProblem({ type: 'image/svg+xml', size: 1000 })).toBe('type');
    expect(imageProblem({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(imageProblem({ type: '', size: 1000 })).toBe('type');
    expect(imageProblem({ type: 'image/heic', size: CHAT_IMAGE_MAX_BYTES + 1 })).toBe('type');
    expect(imageProblem({ type: 'image/jpeg', size: CHAT_IMAGE_MAX_BYTES + 1 })).toBe('size');
    expect(imageProblem({ type: 'image/gif', size: 0 })).toBe('empty');
  });
});

describe('the message field', () => {
  it('sends text or an image, never blank text alone nor over the limit', () => {
    expect(canSend('hello', false)).toBe(true);
    expect(canSend('  \n ', false)).toBe(false);
    expect(canSend('', true)).toBe(true);
    expect(canSend('x'.repeat(CHAT_MESSAGE_MAX), false)).toBe(true);
    expect(canSend('x'.repeat(CHAT_MESSAGE_MAX + 1), true)).toBe(false);
  });

  it('counts the characters left and shows the counter near the limit', () => {
    expect(charactersLeft('abc')).toBe(CHAT_MESSAGE_MAX - 3);
    expect(showsCounter('abc')).toBe(false);
    expect(showsCounter('x'.repeat(CHAT_MESSAGE_MAX - 200))).toBe(true);
    expect(charactersLeft('x'.repeat(CHAT_MESSAGE_MAX))).toBe(0);
  });

  it('sends on Enter, breaks the line on Shift+Enter, leaves an IME’s Enter alone', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true, isComposing: false })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false, isComposing: false })).toBe(false);
  });
});

describe('the typing signal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says typing once, then stopped after a quiet while', () => {
    const sent: boolean[] = [];
    const signal = createTypingSignal((typing) => sent.push(typing), Date.now);
    signal.input();
    signal.input();
    vi.advanceTimersByTime(TYPING_IDLE_MS - 1);
    signal.input();
    expect(sent).toEqual([true]);
    vi.advanceTimersByTime(TYPING_IDLE_MS);
    expect(sent).toEqual([true, false]);
    signal.stop();
    expect(sent).toEqual([true, false]);
  });

  it('says it again while the keys go on, and stopped at once on stop', () => {
    const sent: boolean[] = [];
    const signal = createTypingSignal((typing) => sent.push(typing), Date.now);
    for (let elapsed = 0; elapsed <= TYPING_REFRESH_MS; elapsed += 1000) {
      signal.input();
      vi.advanceTimersByTime(1000);
    }
    expect(sent).toEqual([true, true]);
    signal.stop();
    expect(sent).toEqual([true, true, false]);
    vi.advanceTimersByTime(TYPING_IDLE_MS * 2);
    expect(sent).toEqual([true, true, false]);
  });
});
