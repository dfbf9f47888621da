import type { ChatMessage } from '@jackdaw/contracts';

/**
 * The messages of the conversation as the widget holds them: one copy per id, oldest first.
 * Pages (newest, older ones) and stream events arrive in any order and may overlap (the
 * player's own message comes back both as the send's answer and as an event).
 */
export function mergeMessages(
  existing: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of existing) byId.set(message.id, message);
  // A later copy carries newer state (its read time): it wins.
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The newest page, on opening the chat again: merged with the messages held unless it may not
 * reach them. Ids are shared by every conversation, so a jump in ids proves nothing; a page
 * that holds none of ours while older messages exist (`nextBefore`) may leave a gap, which
 * could not be shown: then the page replaces what was held and older pages load again.
 */
export function takeNewestPage(
  existing: readonly ChatMessage[],
  page: readonly ChatMessage[],
  pageNextBefore: number | null,
): { messages: ChatMessage[]; gap: boolean } {
  const newestHeld = existing.at(-1)?.id;
  const oldestOfPage = page.reduce((min, message) => Math.min(min, message.id), Infinity);
  const gap = newestHeld !== undefined && pageNextBefore !== null && oldestOfPage > newestHeld;
  return {
    messages: gap ? mergeMessages([], page) : mergeMessages(existing, page),
    gap,
  };
}

/** The newest message support wrote, the one `POST /chat/read` names. */
export function lastStaffMessageId(messages: readonly ChatMessage[]): number | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.from !== 'player') return message.id;
  }
  return null;
}

export type ThreadItem =
  | { kind: 'day'; key: string; date: Date }
  | {
      kind: 'message';
      key: string;
      message: ChatMessage;
      /** The staff name shows on the first of a run of one author's messages in a day. */
      showAuthor: boolean;
    };

/** The calendar day of a moment in a time zone, as YYYY-MM-DD (the separators' key). */
export function dayKey(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** Messages with a day separator before each new calendar day of the player's time zone. */
export function threadItems(messages: readonly ChatMessage[], timeZone?: string): ThreadItem[] {
  const items: ThreadItem[] = [];
  let day: string | null = null;
  let previous: ChatMessage | null = null;
  for (const message of messages) {
    const date = new Date(message.createdAt);
    const key = dayKey(date, timeZone);
    if (key !== day) {
      items.push({ kind: 'day', key: `day-${key}`, date });
      day = key;
      previous = null;
    }
    const sameRun =
      previous !== null && previous.from === message.from && previous.author === message.author;
    items.push({
      kind: 'message',
      key: `message-${message.id}`,
      message,
      showAuthor: message.from === 'staff' && !sameRun,
    });
    previous = message;
  }
  return items;
}
