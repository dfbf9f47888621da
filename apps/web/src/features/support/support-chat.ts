import { track } from '../../shared/lib/analytics';
import { useUiStore } from '../../shared/state/ui-store';

/**
 * Expands the support chat (spec core §4 "Support chat"): the unread marker clears and
 * `support_chat_started` is tracked. The panel's code loads on the first open (support-chat-mount).
 * Opening an open chat leaves it open (the entries open, the panel's own button closes).
 */
export function openSupportChat(): void {
  const ui = useUiStore.getState();
  ui.setChatUnread(false);
  if (ui.chatOpen) return;
  ui.setChatOpen(true);
  track('support_chat_started');
}

export function closeSupportChat(): void {
  useUiStore.getState().setChatOpen(false);
}

/**
 * Marks an element that opens the chat: a press on it is not a "click outside" that closes the
 * panel (it would close and at once open it again).
 */
export const SUPPORT_LAUNCHER = { 'data-support-launcher': '' } as const;
