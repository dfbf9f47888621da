import type { ChatMessage } from '@jackdaw/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DateTime, cn } from '../../ui';

/**
 * The conversation's messages, oldest at the top: the player's on the left, staff's on the
 * right, system lines centred. It keeps to the newest message as messages arrive, unless staff
 * scrolled up to read older ones.
 */
export function MessageList({
  messages,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: {
  messages: readonly ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}) {
  const { t } = useTranslation('support-inbox');
  const box = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  const atBottom = useRef(true);
  useEffect(() => {
    const element = box.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [newestId]);
  return (
    <div
      ref={box}
      role="log"
      aria-label={t('messages')}
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
      }}
      className="flex max-h-[60vh] min-h-64 flex-1 flex-col gap-2 overflow-y-auto px-4 py-3"
    >
      {hasOlder && (
        <Button
          size="sm"
          variant="ghost"
          className="self-center"
          busy={loadingOlder}
          onClick={onLoadOlder}
        >
          {t('loadOlder')}
        </Button>
      )}
      {messages.length === 0 && <p className="text-sm text-text-muted">{t('noMessages')}</p>}
      {messages.map((message) => (
        <Message key={message.id} message={message} />
      ))}
    </div>
  );
}

function Message({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('support-inbox');
  if (message.from === 'system') {
    return (
      <p
        data-testid="inbox-message"
        data-from="system"
        className="self-center text-xs text-text-muted"
      >
        {message.text} · <DateTime value={message.createdAt} />
      </p>
    );
  }
  const staff = message.from === 'staff';
  return (
    <div
      data-testid="inbox-message"
      data-from={message.from}
      className={cn(
        'flex max-w-[75%] flex-col gap-1 rounded-lg px-3 py-2 text-sm',
        staff ? 'self-end bg-accent/10' : 'self-start bg-surface-sunken',
      )}
    >
      <span className="text-xs font-medium text-text-muted">
        {staff ? (message.author ?? t('from.staff')) : t('from.player')}
      </span>
      {message.attachment && (
        <a href={message.attachment.url} target="_blank" rel="noreferrer noopener">
          <img
            src={message.attachment.url}
            alt={t('imageAlt')}
            loading="lazy"
            className="max-h-60 max-w-full rounded border border-border object-contain"
          />
        </a>
      )}
      {message.text && <p className="break-words whitespace-pre-wrap">{message.text}</p>}
      <span className="text-[11px] text-text-muted">
        <DateTime value={message.createdAt} />
        {staff && message.readAt ? ` · ${t('seen')}` : ''}
      </span>
    </div>
  );
}
