import { CHAT_MESSAGE_MAX } from '@jackdaw/contracts';

/** Characters the player may still type; negative when a paste went over the limit. */
export function charactersLeft(text: string): number {
  return CHAT_MESSAGE_MAX - text.length;
}

/**
 * A message can go with text (trimmed, as the server trims it) or an image, and never over the
 * limit: the server would refuse it with a 422.
 */
export function canSend(text: string, hasImage: boolean): boolean {
  const trimmed = text.trim();
  if (text.length > CHAT_MESSAGE_MAX) return false;
  return trimmed.length > 0 || hasImage;
}

/** The counter shows once the player nears the limit, so it does not crowd an empty field. */
export function showsCounter(text: string): boolean {
  return charactersLeft(text) <= CHAT_MESSAGE_MAX / 10;
}

/** Enter sends, Shift+Enter breaks the line; a composing IME's Enter only picks its word. */
export function isSendKey(event: {
  key: string;
  shiftKey: boolean;
  isComposing: boolean;
}): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}
