import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeRealtime } from '../../../shared/state/realtime-store';
import { closeSupportChat } from '../support-chat';
import {
  markShownRead,
  openThread,
  receiveMessage,
  receiveTyping,
  useChatThread,
} from '../state/chat-thread';
import { Composer } from './composer';
import { MessageList } from './message-list';

/** Whether a press landed outside the chat (a support entry's press is the entry's to handle). */
function outside(container: HTMLElement, target: EventTarget | null): boolean {
  if (!(target instanceof Node) || !target.isConnected) return false;
  if (container.contains(target)) return false;
  return !(target instanceof Element && target.closest('[data-support-launcher]'));
}

/**
 * The support chat: the full window on a phone, a panel docked bottom right on a wide screen.
 * The focus moves into it (to the message field) and goes back to what held it on close;
 * Escape, the close button or a press outside the panel close it (spec core §4).
 */
export default function ChatPanel({ owner }: { owner: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const container = useRef<HTMLElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const assignee = useChatThread((state) => state.messages.findLast((m) => m.from === 'staff'));
  const lastId = useChatThread((state) => state.messages.at(-1)?.id);

  useEffect(() => {
    void openThread(owner);
  }, [owner]);

  useEffect(() => {
    const stopMessages = subscribeRealtime('chat.message', (event) =>
      receiveMessage(event.message),
    );
    const stopTyping = subscribeRealtime('chat.typing', (event) => receiveTyping(event.typing));
    return () => {
      stopMessages();
      stopTyping();
    };
  }, []);

  useEffect(() => {
    const before = document.activeElement;
    const panel = container.current;
    field.current?.focus();
    return () => {
      // Back to the entry that opened the chat, unless the press moved the focus elsewhere.
      const now = document.activeElement;
      if (
        before instanceof HTMLElement &&
        before.isConnected &&
        (now === null || now === document.body || panel?.contains(now))
      ) {
        before.focus();
      }
    };
  }, []);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (container.current && outside(container.current, event.target)) closeSupportChat();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  // What is on screen is read: on every new message, and when the player comes back to the tab.
  useEffect(() => {
    if (document.visibilityState === 'visible') void markShownRead();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void markShownRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [lastId]);

  return (
    <section
      ref={container}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="support-chat"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          closeSupportChat();
        }
      }}
      className="fixed inset-0 z-40 flex flex-col bg-surface pb-[env(safe-area-inset-bottom)] md:inset-auto md:bottom-6 md:right-6 md:h-[min(620px,calc(100dvh-6rem))] md:w-[380px] md:overflow-hidden md:rounded-card md:border md:border-border md:pb-0 md:shadow-2xl"
    >
      <header className="flex items-center gap-2 border-b border-border px-4 py-2">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base font-bold">
            {t('support.title')}
          </h2>
          <p className="truncate text-xs text-text-muted">
            {assignee?.author
              ? t('support.answering', { name: assignee.author })
              : t('support.subtitle')}
          </p>
        </div>
        <button
          type="button"
          onClick={closeSupportChat}
          aria-label={t('support.close')}
          className="grid h-11 w-11 place-items-center rounded-lg text-text-muted hover:text-text"
        >
          <X aria-hidden="true" size={22} />
        </button>
      </header>
      <MessageList />
      <Composer fieldRef={field} />
    </section>
  );
}
