import type { ChatMessage } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { mergeMessages, newestFromPlayer } from './messages';

const message = (id: number, from: ChatMessage['from'], text = `m${id}`): ChatMessage => ({
  id,
  conversationId: 1,
  from,
  author: from === 'staff' ? 'Ann' : null,
  text,
  attachment: null,
  createdAt: '2026-11-26T07:00:00.000Z',
  readAt: null,
});

describe('mergeMessages', () => {
  it('puts the pages and live messages oldest first, each once, the later copy winning', () => {
    const newestPage = [message(5, 'player'), message(6, 'staff')];
    const olderPage = [message(2, 'player'), message(3, 'staff')];
    const live = [message(6, 'staff', 'edited'), message(7, 'player')];
    const merged = mergeMessages(newestPage, olderPage, live);
    expect(merged.map((m) => m.id)).toEqual([2, 3, 5, 6, 7]);
    expect(merged.find((m) => m.id === 6)!.text).toBe('edited');
  });

  it('answers an empty list for no pages', () => {
    expect(mergeMessages()).toEqual([]);
  });
});

describe('newestFromPlayer', () => {
  it("finds the player's newest message past staff and system ones", () => {
    const list = [
      message(1, 'player'),
      message(2, 'player'),
      message(3, 'staff'),
      message(4, 'system'),
    ];
    expect(newestFromPlayer(list)?.id).toBe(2);
    expect(newestFromPlayer([message(1, 'staff')])).toBeUndefined();
  });
});
