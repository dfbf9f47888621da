import { CHAT_IMAGE_TYPES, CHAT_MESSAGE_MAX } from '@jackdaw/contracts';
import { ImagePlus, SendHorizontal, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { sendTyping } from '../api/send-typing';
import { imageProblem, type ImageProblem } from '../lib/image-check';
import { canSend, charactersLeft, isSendKey, showsCounter } from '../lib/message-text';
import { createTypingSignal } from '../lib/typing-signal';
import { sendToSupport, setDraft, useChatThread } from '../state/chat-thread';

const imageProblemKeys: Record<ImageProblem, string> = {
  type: 'support.error.imageType',
  size: 'support.error.imageSize',
  empty: 'support.error.imageEmpty',
};

const iconButton =
  'grid h-11 w-11 shrink-0 place-items-center rounded-lg text-text-muted hover:text-text disabled:opacity-50';

/**
 * The message field: Enter sends, Shift+Enter breaks the line, 2000 characters with a counter
 * near the limit, one image (checked before upload) with its preview. Typing is told to support.
 */
export function Composer({ fieldRef }: { fieldRef: RefObject<HTMLTextAreaElement | null> }) {
  const { t } = useTranslation();
  const text = useChatThread((state) => state.draft);
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const counterId = useId();
  const problemId = useId();
  const typing = useMemo(() => createTypingSignal(sendTyping), []);

  // Closing the chat (or leaving the page) ends the typing; an image not sent frees its preview.
  const imageUrl = image?.url;
  useEffect(() => () => typing.stop(), [typing]);
  const unsentUrl = useRef<string | null>(null);
  useEffect(() => {
    unsentUrl.current = imageUrl ?? null;
  }, [imageUrl]);
  useEffect(
    () => () => {
      if (unsentUrl.current) URL.revokeObjectURL(unsentUrl.current);
    },
    [],
  );

  const left = charactersLeft(text);
  const ready = canSend(text, image !== null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready) return;
    typing.stop();
    sendToSupport(text, image?.file ?? null, image?.url ?? null);
    // The pending message owns the preview now: it is revoked once the message is stored.
    unsentUrl.current = null;
    setImage(null);
    setProblem(null);
    setDraft('');
    fieldRef.current?.focus();
  };

  const pick = (file: File | undefined) => {
    if (!file) return;
    const found = imageProblem(file);
    setProblem(found);
    if (found) return;
    if (image) URL.revokeObjectURL(image.url);
    setImage({ file, url: URL.createObjectURL(file) });
  };

  const removeImage = () => {
    if (image) URL.revokeObjectURL(image.url);
    setImage(null);
    fieldRef.current?.focus();
  };

  return (
    <form onSubmit={submit} className="border-t border-border bg-surface p-2">
      {problem ? (
        <p id={problemId} role="alert" className="px-1 pb-2 text-xs text-danger">
          {t(imageProblemKeys[problem])}
        </p>
      ) : null}
      {image ? (
        <div className="relative mb-2 inline-block">
          <img
            src={image.url}
            alt={t('support.imagePreview')}
            className="h-20 w-auto max-w-[160px] rounded-lg border border-border object-cover"
          />
          <button
            type="button"
            onClick={removeImage}
            aria-label={t('support.removeImage')}
            className="absolute -right-2 -top-2 grid h-7 w-7 place-items-center rounded-full border border-border bg-surface-raised text-text"
          >
            <X aria-hidden="true" size={14} />
          </button>
        </div>
      ) : null}
      <div className="flex items-end gap-1">
        <button
          type="button"
          className={iconButton}
          aria-label={t('support.attach')}
          onClick={() => picker.current?.click()}
        >
          <ImagePlus aria-hidden="true" size={20} />
        </button>
        <input
          ref={picker}
          type="file"
          accept={CHAT_IMAGE_TYPES.join(',')}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            pick(event.currentTarget.files?.[0]);
            // The same file can be picked again after it was removed.
            event.currentTarget.value = '';
          }}
        />
        <textarea
          ref={fieldRef}
          name="message"
          rows={1}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          aria-label={t('support.messageLabel')}
          aria-describedby={
            [showsCounter(text) ? counterId : '', problem ? problemId : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          placeholder={t('support.placeholder')}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setDraft(value);
            // Before the first message there is no conversation for support to watch.
            if (value.trim() && useChatThread.getState().messages.length > 0) typing.input();
            else typing.stop();
          }}
          onKeyDown={(event) => {
            if (
              isSendKey({
                key: event.key,
                shiftKey: event.shiftKey,
                isComposing: event.nativeEvent.isComposing,
              })
            ) {
              event.preventDefault();
              submit();
            }
          }}
          onBlur={() => typing.stop()}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-lg border border-border bg-bg px-3 py-2.5 text-sm text-text outline-none [field-sizing:content] focus:border-accent"
        />
        <button
          type="submit"
          disabled={!ready}
          className="grid h-11 w-11 shrink-0 place-items-center rounded-lg bg-accent text-accent-contrast disabled:opacity-50"
        >
          <SendHorizontal aria-hidden="true" size={20} />
          <span className="sr-only">{t('support.send')}</span>
        </button>
      </div>
      {showsCounter(text) ? (
        <p
          id={counterId}
          aria-live="polite"
          className={`px-1 pt-1 text-right text-xs ${left <= 0 ? 'text-danger' : 'text-text-muted'}`}
        >
          {t('support.counter', { left })}
        </p>
      ) : null}
    </form>
  );
}
