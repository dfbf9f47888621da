import {
  adminChatAttachmentCall,
  adminChatReplyCall,
  adminChatTypingCall,
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_TYPES,
  CHAT_MESSAGE_MAX,
  type ChatAttachment,
} from '@jackdaw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, upload } from '../../api/client';
import { Button, useErrorText } from '../../ui';
import { CannedReplyPicker } from './canned-replies';
import { addMessage, inboxKey } from './inbox-queries';
import { typingSignal } from './typing-signal';

/** The answer: text, canned replies to insert, an image, and "support is typing" for the player. */
export function ReplyBox({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation('support-inbox');
  const errorText = useErrorText();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<ChatAttachment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const params = useMemo(() => ({ id: String(conversationId) }), [conversationId]);

  const signal = useMemo(
    () =>
      typingSignal((typing) => {
        // A lost typing signal only shows or hides a hint: never an error.
        api(adminChatTypingCall, { params, body: { typing } }).catch(() => undefined);
      }),
    [params],
  );
  useEffect(() => () => signal.stop(), [signal]);

  const attach = useMutation({
    mutationFn: (image: File) => upload(adminChatAttachmentCall, {}, image),
    onSuccess: (answer) => {
      setAttachment(answer.attachment);
      setProblem(null);
    },
    onError: (error) => setProblem(errorText(error)),
  });

  const send = useMutation({
    mutationFn: () =>
      api(adminChatReplyCall, {
        params,
        body: { text: text.trim(), ...(attachment ? { attachmentId: attachment.id } : {}) },
      }),
    onSuccess: (answer) => {
      signal.stop();
      addMessage(client, answer.message);
      void client.invalidateQueries({ queryKey: [...inboxKey, 'list'] });
      setText('');
      setAttachment(null);
      setProblem(null);
      area.current?.focus();
    },
    onError: (error) => setProblem(errorText(error)),
  });

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!(CHAT_IMAGE_TYPES as readonly string[]).includes(chosen.type)) {
      setProblem(t('reply.imageType'));
    } else if (chosen.size > CHAT_IMAGE_MAX_BYTES) {
      setProblem(t('reply.imageSize'));
    } else attach.mutate(chosen);
  };

  const insert = (canned: string) => {
    const element = area.current;
    const at = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    setText((text.slice(0, at) + canned + text.slice(end)).slice(0, CHAT_MESSAGE_MAX));
    element?.focus();
  };

  const canSend = (text.trim().length > 0 || attachment !== null) && !attach.isPending;
  return (
    <form
      className="flex flex-col gap-2 border-t border-border px-4 py-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) send.mutate();
      }}
    >
      <label htmlFor={`reply-${conversationId}`} className="sr-only">
        {t('reply.label')}
      </label>
      <textarea
        ref={area}
        rows={3}
        className="min-h-20 w-full rounded-md border border-border-strong bg-surface px-2.5 py-2 text-sm text-text placeholder:text-text-muted"
        id={`reply-${conversationId}`}
        name="reply"
        value={text}
        maxLength={CHAT_MESSAGE_MAX}
        placeholder={t('reply.placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          signal.input();
        }}
        onBlur={signal.stop}
        onKeyDown={(event) => {
          // Ctrl/⌘+Enter sends; Enter alone makes a new line (answers are often several lines).
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            if (canSend) send.mutate();
          }
        }}
      />
      {attachment && (
        <div className="flex items-center gap-2 text-xs">
          <img
            src={attachment.url}
            alt={t('reply.attached')}
            className="h-12 w-12 rounded object-cover"
          />
          <span>{t('reply.attached')}</span>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('reply.removeImage')}
            onClick={() => setAttachment(null)}
          >
            <X aria-hidden="true" size={14} />
          </Button>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-xs font-medium text-danger">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <CannedReplyPicker onInsert={insert} />
          <input
            ref={file}
            type="file"
            accept={CHAT_IMAGE_TYPES.join(',')}
            // Hidden: the button below opens it (a styled control instead of the browser's).
            className="hidden"
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button size="sm" busy={attach.isPending} onClick={() => file.current?.click()}>
            <ImagePlus aria-hidden="true" size={14} />
            {t('reply.attach')}
          </Button>
        </div>
        <Button type="submit" variant="primary" disabled={!canSend} busy={send.isPending}>
          {t('reply.send')}
        </Button>
      </div>
    </form>
  );
}
