import { track } from '../../shared/lib/analytics';
import { useUiStore } from '../../shared/state/ui-store';

/**
 * An operator's chat widget registers itself on `window.JackdawChat`; the support entries toggle
 * it instead of navigating (spec core §4 "Support chat"). Without one, support is the info page.
 */
interface ChatWidget {
  toggle(): void;
}

declare global {
  interface Window {
    JackdawChat?: ChatWidget;
  }
}

export function openSupportChat(fallback: () => void): void {
  const widget = window.JackdawChat;
  if (!widget) {
    fallback();
    return;
  }
  widget.toggle();
  useUiStore.getState().setChatUnread(false);
  track('support_chat_started');
}
