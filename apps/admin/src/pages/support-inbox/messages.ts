import type { ChatMessage } from '@jackdaw/contracts';

/**
 * The conversation's messages, oldest first and each once, from the loaded pages (newest page
 * first, then older ones) and the live ones the stream added: a message may be in two of them
 * (a live one then a refetch), and ids grow with time.
 */
export function mergeMessages(...lists: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The newest message the player wrote, whose id the inbox marks read up to. */
export function newestFromPlayer(messages: readonly ChatMessage[]): ChatMessage | undefined {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    if (messages[index]!.from === 'player') return messages[index];
  }
  return undefined;
}
