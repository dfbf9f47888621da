import type { ChatMessage } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import type { PendingMessage } from '../state/chat-thread';
import { discardSend, retrySend } from '../state/chat-thread';

const bubbleBase = 'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words';
const playerBubble = `${bubbleBase} self-end rounded-br-md bg-accent text-accent-contrast`;
const staffBubble = `${bubbleBase} self-start rounded-bl-md bg-surface-raised text-text`;

function ImageLink({ url }: { url: string }) {
  const { t } = useTranslation();
  // The signed link opens the image full size in a tab of its own (it works for an hour).
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="mb-1 block overflow-hidden rounded-lg"
    >
      <img
        src={url}
        alt={t('support.openImage')}
        loading="lazy"
        className="max-h-56 w-auto max-w-full object-contain"
      />
    </a>
  );
}

/** One stored message: the player's on the right, support's on the left with the staff name. */
export function MessageBubble({
  message,
  showAuthor,
  time,
}: {
  message: ChatMessage;
  showAuthor: boolean;
  time: string;
}) {
  const { t } = useTranslation();
  const own = message.from === 'player';
  const author = own ? t('support.you') : (message.author ?? t('support.team'));
  return (
    <li
      data-testid="chat-message"
      data-from={message.from}
      className={`flex flex-col ${own ? 'items-end' : 'items-start'}`}
    >
      {showAuthor ? (
        <span className="mb-0.5 px-1 text-xs font-semibold text-text-muted" aria-hidden="true">
          {author}
        </span>
      ) : null}
      <div className={own ? playerBubble : staffBubble}>
        <span className="sr-only">{author}: </span>
        {message.attachment ? <ImageLink url={message.attachment.url} /> : null}
        {message.text ? <p className="whitespace-pre-wrap">{message.text}</p> : null}
      </div>
      <time dateTime={message.createdAt} className="mt-0.5 px-1 text-[11px] text-text-muted">
        {time}
      </time>
    </li>
  );
}

const problemKeys = {
  imageSize: 'support.error.imageSize',
  imageType: 'support.error.imageType',
  tooMany: 'support.error.tooMany',
  offline: 'support.error.offline',
  failed: 'support.error.failed',
} as const;

/** A message on its way, or one that did not go, with Try again and Delete. */
export function PendingBubble({ pending }: { pending: PendingMessage }) {
  const { t } = useTranslation();
  const failed = pending.status === 'failed';
  return (
    <li
      data-testid="chat-message"
      data-from="player"
      data-status={pending.status}
      className="flex flex-col items-end"
    >
      <div className={`${playerBubble} ${failed ? '' : 'opacity-70'}`}>
        <span className="sr-only">{t('support.you')}: </span>
        {pending.previewUrl ? (
          <img
            src={pending.previewUrl}
            alt={t('support.imagePreview')}
            className="mb-1 max-h-56 w-auto max-w-full rounded-lg object-contain"
          />
        ) : null}
        {pending.text ? <p className="whitespace-pre-wrap">{pending.text}</p> : null}
      </div>
      {failed ? (
        <div className="mt-1 flex flex-wrap items-center justify-end gap-2 text-xs" role="alert">
          <span className="text-danger">
            {t('support.notSent')} {t(problemKeys[pending.problem ?? 'failed'])}
          </span>
          {/* An image the server refused would be refused again: only Delete helps. */}
          {pending.problem === 'imageSize' || pending.problem === 'imageType' ? null : (
            <button
              type="button"
              className="font-semibold text-accent underline"
              onClick={() => retrySend(pending.localId)}
            >
              {t('common.retry')}
            </button>
          )}
          <button
            type="button"
            className="text-text-muted underline"
            onClick={() => discardSend(pending.localId)}
          >
            {t('support.discard')}
          </button>
        </div>
      ) : (
        <span className="mt-0.5 px-1 text-[11px] text-text-muted">{t('support.sending')}</span>
      )}
    </li>
  );
}
