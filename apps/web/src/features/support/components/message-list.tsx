import { DEFAULT_LANGUAGE, LANGUAGES, parseLanguageCode } from '@jackdaw/contracts';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { threadItems } from '../lib/chat-thread';
import { dayLabel, formatMessageTime } from '../lib/format-time';
import { loadNewest, loadOlder, useChatThread } from '../state/chat-thread';
import { MessageBubble, PendingBubble } from './message-bubble';

/** Near enough to the end that a new message should scroll into view. */
const STICK_PX = 80;

/**
 * The conversation: older pages on demand, day separators, the player's messages right and
 * support's left, the unsent ones last, and support's typing. A `log` region, so a screen reader
 * reads each new message as it comes.
 */
export function MessageList() {
  const { t, i18n } = useTranslation();
  const locale = LANGUAGES[parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE].bcp47;
  const status = useChatThread((state) => state.status);
  const messages = useChatThread((state) => state.messages);
  const pending = useChatThread((state) => state.pending);
  const nextBefore = useChatThread((state) => state.nextBefore);
  const older = useChatThread((state) => state.older);
  const staffTyping = useChatThread((state) => state.staffTyping);
  const items = useMemo(() => threadItems(messages), [messages]);
  const now = new Date();

  const scroller = useRef<HTMLDivElement>(null);
  const firstId = messages[0]?.id;
  const lastKey = `${messages.at(-1)?.id}-${pending.length}-${staffTyping}`;
  const kept = useRef({ firstId, height: 0, atEnd: true, sent: pending.length });
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const sentNow = pending.length > kept.current.sent;
    if (kept.current.firstId !== undefined && firstId !== kept.current.firstId && !sentNow) {
      // An older page came in above: the messages in view stay where they were.
      box.scrollTop += box.scrollHeight - kept.current.height;
    } else if (kept.current.atEnd || sentNow) {
      // A new message shows when the player was at the end, and always their own.
      box.scrollTop = box.scrollHeight;
    }
    kept.current = {
      firstId,
      height: box.scrollHeight,
      atEnd: kept.current.atEnd || sentNow,
      sent: pending.length,
    };
  }, [firstId, lastKey, pending.length]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    kept.current.atEnd = box.scrollHeight - box.scrollTop - box.clientHeight < STICK_PX;
    kept.current.height = box.scrollHeight;
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-label={t('support.messages')}
      className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain px-3 py-3"
    >
      {nextBefore !== null && status === 'ready' ? (
        <button
          type="button"
          onClick={() => void loadOlder()}
          disabled={older === 'loading'}
          className="mx-auto mb-3 rounded-full border border-border px-3 py-1 text-xs text-text-muted hover:text-text"
        >
          {older === 'loading' ? t('common.loading') : t('support.older')}
        </button>
      ) : null}
      {older === 'error' ? (
        <p role="alert" className="mb-3 text-center text-xs text-danger">
          {t('support.olderError')}
        </p>
      ) : null}

      {status === 'loading' || status === 'idle' ? (
        <div aria-busy="true" className="flex flex-1 flex-col gap-3">
          <span className="sr-only">{t('common.loading')}</span>
          <div className="h-10 w-2/3 animate-pulse rounded-2xl bg-surface-raised" />
          <div className="h-10 w-1/2 animate-pulse self-end rounded-2xl bg-surface-raised" />
        </div>
      ) : null}

      {status === 'error' ? (
        <div role="alert" className="m-auto flex flex-col items-center gap-3 text-center">
          <p className="text-sm text-text-muted">{t('support.loadError')}</p>
          <button
            type="button"
            onClick={() => void loadNewest()}
            className="rounded-lg border border-border px-4 py-2 text-sm font-semibold hover:border-accent"
          >
            {t('common.retry')}
          </button>
        </div>
      ) : null}

      {status === 'ready' && messages.length === 0 && pending.length === 0 ? (
        <p className="m-auto max-w-[260px] text-center text-sm text-text-muted">
          {t('support.empty')}
        </p>
      ) : null}

      <ol className="flex flex-col gap-2">
        {items.map((item) => {
          if (item.kind === 'day') {
            const label = dayLabel(item.date, now, locale);
            return (
              <li
                key={item.key}
                className="my-2 self-center rounded-full bg-surface-raised px-3 py-0.5 text-xs text-text-muted"
              >
                {'word' in label ? t(`support.day.${label.word}`) : label.date}
              </li>
            );
          }
          return (
            <MessageBubble
              key={item.key}
              message={item.message}
              showAuthor={item.showAuthor}
              time={formatMessageTime(new Date(item.message.createdAt), locale)}
            />
          );
        })}
        {pending.map((item) => (
          <PendingBubble key={item.localId} pending={item} />
        ))}
      </ol>

      {staffTyping ? (
        <p className="mt-2 text-xs italic text-text-muted" aria-live="polite">
          {t('support.typing')}
        </p>
      ) : null}
    </div>
  );
}
