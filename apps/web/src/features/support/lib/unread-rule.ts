import { stripLanguage } from '../../../shared/lib/detect-language';

export interface UnreadContext {
  /** Who wrote the message that arrived. */
  from: 'player' | 'staff' | 'system';
  /** The chat panel is expanded (the player sees the message as it comes). */
  chatOpen: boolean;
  /** The page's path, language prefix and all. */
  pathname: string;
  /** The popup the address names (`?popup=`), or null. */
  popup: string | null;
}

/**
 * Whether a chat message that arrived sets the unread dot of the sidebar and tab bar (spec core
 * §4 "Support chat"): one support wrote while the chat is closed, except on a slots (game) page
 * or while the deposit popup is open, where the dot would only distract from the game or the
 * payment. The player's own messages (from another tab) never do.
 */
export function marksUnread({ from, chatOpen, pathname, popup }: UnreadContext): boolean {
  if (from === 'player' || chatOpen) return false;
  if (stripLanguage(pathname).startsWith('/slots/')) return false;
  return popup !== 'deposit';
}
