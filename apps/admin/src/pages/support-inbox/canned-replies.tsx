import {
  adminCannedRepliesCall,
  adminCannedReplyCreateCall,
  adminCannedReplyDeleteCall,
} from '@jackdaw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import {
  Button,
  ErrorNotice,
  Field,
  Modal,
  ModalClose,
  Select,
  Textarea,
  TextInput,
  useErrorText,
} from '../../ui';
import { cannedKey } from './inbox-queries';

function useCannedReplies() {
  return useQuery({
    queryKey: cannedKey,
    queryFn: ({ signal }) => api(adminCannedRepliesCall, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Inserts a canned reply's text where the cursor is in the answer. */
export function CannedReplyPicker({ onInsert }: { onInsert: (text: string) => void }) {
  const { t } = useTranslation('support-inbox');
  const replies = useCannedReplies().data?.items ?? [];
  return (
    <Select
      aria-label={t('canned.insert')}
      className="h-8 w-auto max-w-56 text-[13px]"
      value=""
      disabled={replies.length === 0}
      onChange={(event) => {
        const chosen = replies.find((reply) => String(reply.id) === event.target.value);
        if (chosen) onInsert(chosen.text);
      }}
      options={[
        { value: '', label: replies.length ? t('canned.insert') : t('canned.none') },
        ...replies.map((reply) => ({ value: String(reply.id), label: reply.title })),
      ]}
    />
  );
}

/** The page's "Canned replies" action: a dialog listing them, to add and remove. */
export function CannedRepliesButton() {
  const { t } = useTranslation('support-inbox');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('canned.manage')}</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('canned.title')}
        description={t('canned.description')}
        className="max-h-[90vh] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto"
      >
        <CannedRepliesEditor />
        <div className="flex justify-end">
          <ModalClose>
            <Button>{t('canned.done')}</Button>
          </ModalClose>
        </div>
      </Modal>
    </>
  );
}

function CannedRepliesEditor() {
  const { t } = useTranslation('support-inbox');
  const errorText = useErrorText();
  const client = useQueryClient();
  const replies = useCannedReplies();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: cannedKey });
  const create = useMutation({
    mutationFn: () =>
      api(adminCannedReplyCreateCall, { body: { title: title.trim(), text: text.trim() } }),
    onSuccess: async () => {
      setTitle('');
      setText('');
      setMissing(false);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(adminCannedReplyDeleteCall, { params: { id: String(id) } }),
    onSuccess: refresh,
  });
  return (
    <div className="flex flex-col gap-4">
      {replies.error ? (
        <ErrorNotice error={replies.error} onRetry={() => void replies.refetch()} />
      ) : (
        <ul aria-label={t('canned.title')} className="flex flex-col gap-2">
          {replies.data?.items.length === 0 && (
            <li className="text-sm text-text-muted">{t('canned.empty')}</li>
          )}
          {replies.data?.items.map((reply) => (
            <li
              key={reply.id}
              className="flex items-start justify-between gap-3 rounded-md border border-border p-2"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium">{reply.title}</p>
                <p className="break-words whitespace-pre-wrap text-text-muted">{reply.text}</p>
              </div>
              <Button
                size="sm"
                variant="danger"
                busy={remove.isPending && remove.variables === reply.id}
                onClick={() => remove.mutate(reply.id)}
              >
                {t('canned.delete', { title: reply.title })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {remove.error && (
        <p role="alert" className="text-xs font-medium text-danger">
          {errorText(remove.error)}
        </p>
      )}
      <form
        className="flex flex-col gap-3 border-t border-border pt-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!title.trim() || !text.trim()) setMissing(true);
          else create.mutate();
        }}
      >
        <h3 className="text-sm font-semibold">{t('canned.add')}</h3>
        <Field
          label={t('canned.titleField')}
          error={missing && !title.trim() ? t('canned.required') : undefined}
        >
          <TextInput
            value={title}
            maxLength={80}
            onChange={(event) => setTitle(event.target.value)}
          />
        </Field>
        <Field
          label={t('canned.textField')}
          error={missing && !text.trim() ? t('canned.required') : undefined}
        >
          <Textarea
            value={text}
            maxLength={2000}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        {create.error && (
          <p role="alert" className="text-xs font-medium text-danger">
            {errorText(create.error)}
          </p>
        )}
        <div>
          <Button type="submit" variant="primary" busy={create.isPending}>
            {t('canned.create')}
          </Button>
        </div>
      </form>
    </div>
  );
}
