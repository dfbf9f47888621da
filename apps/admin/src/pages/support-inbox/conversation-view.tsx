import {
  adminChatAssignCall,
  adminChatCloseCall,
  adminChatReadCall,
  adminChatReopenCall,
  type AdminChatConversation,
} from '@jackdaw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../api/client';
import { useMe } from '../../app/me';
import { Button, ErrorNotice, Notice, StatusBadge, useErrorText } from '../../ui';
import { ChatPlayerCard } from './chat-player-card';
import { inboxKey, setConversation, useConversation } from './inbox-queries';
import { MessageList } from './message-list';
import { mergeMessages, newestFromPlayer } from './messages';
import { ReplyBox } from './reply-box';
import { useNow } from './use-inbox-live';

/** The selected conversation: its messages, the reply box, its actions and the player's card. */
export function ConversationView({
  id,
  playerTypingUntil,
}: {
  id: number;
  playerTypingUntil: number;
}) {
  const { t } = useTranslation('support-inbox');
  const client = useQueryClient();
  const query = useConversation(id);
  const pages = query.data?.pages;
  const newest = pages?.[0];
  const messages = mergeMessages(...(pages ?? []).map((page) => page.messages));

  // Reading the conversation marks the player's messages read (once per newest message).
  const markedUpTo = useRef(0);
  const newestPlayer = newestFromPlayer(messages);
  const unread = newest?.conversation.unread ?? 0;
  useEffect(() => {
    if (!newestPlayer || newestPlayer.id <= markedUpTo.current) return;
    if (newestPlayer.readAt && unread === 0) return;
    if (document.visibilityState !== 'visible') return;
    markedUpTo.current = newestPlayer.id;
    void api(adminChatReadCall, { params: { id: String(id) } })
      .then(() => client.invalidateQueries({ queryKey: [...inboxKey, 'list'] }))
      .catch(() => {
        // Not marked: the unread count stays, and the next message tries again.
        markedUpTo.current = 0;
      });
  }, [newestPlayer, unread, id, client]);

  if (query.error) {
    return query.error instanceof ApiError && query.error.statusCode === 404 ? (
      <Notice tone="warning">{t('notFound')}</Notice>
    ) : (
      <div>
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (!newest) {
    return (
      <p role="status" className="p-4 text-text-muted">
        {t('loading')}
      </p>
    );
  }
  const { conversation, card } = newest;
  return (
    <div className="grid min-w-0 gap-4 xl:grid-cols-[minmax(0,1fr)_19rem]">
      <section
        aria-label={t('conversation', {
          name: conversation.player.name || conversation.player.email,
        })}
        className="flex min-h-[32rem] min-w-0 flex-col rounded-lg border border-border bg-surface"
      >
        <ConversationHeader conversation={conversation} />
        <MessageList
          messages={messages}
          hasOlder={query.hasNextPage}
          loadingOlder={query.isFetchingNextPage}
          onLoadOlder={() => void query.fetchNextPage()}
        />
        <TypingHint until={playerTypingUntil} />
        {conversation.status === 'open' ? (
          <ReplyBox conversationId={id} />
        ) : (
          <p className="border-t border-border px-4 py-3 text-sm text-text-muted">
            {t('closedHint')}
          </p>
        )}
      </section>
      <ChatPlayerCard card={card} />
    </div>
  );
}

/** "The player is typing…" until the signal fades (its own second's tick: only it re-renders). */
function TypingHint({ until }: { until: number }) {
  const { t } = useTranslation('support-inbox');
  const now = useNow(1_000);
  return (
    <p aria-live="polite" className="min-h-5 px-4 text-xs text-text-muted italic">
      {until > now ? t('typing') : ''}
    </p>
  );
}

function ConversationHeader({ conversation }: { conversation: AdminChatConversation }) {
  const { t } = useTranslation('support-inbox');
  const errorText = useErrorText();
  const client = useQueryClient();
  const me = useMe().data;
  const change = useMutation({
    mutationFn: (action: 'assign' | 'close' | 'reopen') => {
      const params = { id: String(conversation.id) };
      const call =
        action === 'assign'
          ? adminChatAssignCall
          : action === 'close'
            ? adminChatCloseCall
            : adminChatReopenCall;
      return api(call, { params });
    },
    onSuccess: (answer) => {
      setConversation(client, answer.conversation);
      void client.invalidateQueries({ queryKey: [...inboxKey, 'list'] });
    },
    onError: (error) => {
      // Someone else changed it first: show what it is now.
      if (error instanceof ApiError && error.statusCode === 409) {
        void client.invalidateQueries({ queryKey: inboxKey });
      }
    },
  });
  const mine = conversation.assignee !== null && conversation.assignee.id === me?.id;
  const { player } = conversation;
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-3">
      <div className="min-w-0">
        <h2 className="truncate text-base font-semibold">{player.name || player.email}</h2>
        <p className="flex flex-wrap items-center gap-2 text-xs text-text-muted">
          <span>{player.email}</span>
          <StatusBadge tone={conversation.status === 'open' ? 'info' : 'neutral'}>
            {t(`status.${conversation.status}`)}
          </StatusBadge>
          <span>
            {conversation.assignee
              ? t('assignedTo', { name: mine ? t('you') : conversation.assignee.name })
              : t('unassigned')}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {conversation.status === 'open' && !mine && (
          <Button
            size="sm"
            variant="primary"
            busy={change.isPending && change.variables === 'assign'}
            onClick={() => change.mutate('assign')}
          >
            {t('actions.assign')}
          </Button>
        )}
        {conversation.status === 'open' ? (
          <Button
            size="sm"
            busy={change.isPending && change.variables === 'close'}
            onClick={() => change.mutate('close')}
          >
            {t('actions.close')}
          </Button>
        ) : (
          <Button
            size="sm"
            busy={change.isPending && change.variables === 'reopen'}
            onClick={() => change.mutate('reopen')}
          >
            {t('actions.reopen')}
          </Button>
        )}
      </div>
      {change.error && (
        <p role="alert" className="w-full text-xs font-medium text-danger">
          {errorText(change.error)}
        </p>
      )}
    </header>
  );
}
