import type { AdminChatConversation } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, ErrorNotice, StatusBadge, Tabs, cn } from '../../ui';
import { useConversations, type InboxFilter } from './inbox-queries';
import { useNow } from './use-inbox-live';
import { WaitingLabel } from './waiting-label';

/** The inbox's left column: the filters and the conversations under the chosen one. */
export function ConversationList({
  filter,
  filters,
  onFilter,
  selected,
  typingUntil,
}: {
  filter: InboxFilter;
  filters: readonly InboxFilter[];
  onFilter: (filter: InboxFilter) => void;
  selected: number | null;
  typingUntil: Record<number, number>;
}) {
  const { t } = useTranslation('support-inbox');
  const { rows, table } = useConversations(filter);
  const now = useNow(15_000);
  return (
    <div className="flex min-w-0 flex-col rounded-lg border border-border bg-surface p-3">
      <Tabs
        label={t('filters.label')}
        tabs={filters.map((key) => ({ key, label: t(`filters.${key}`) }))}
        value={filter}
        onChange={onFilter}
      >
        {table.error ? (
          <ErrorNotice error={table.error} onRetry={table.onRetry} />
        ) : !rows ? (
          <p role="status" className="p-3 text-sm text-text-muted">
            {t('loading')}
          </p>
        ) : rows.length === 0 ? (
          <p className="p-3 text-sm text-text-muted">{t(`empty.${filter}`)}</p>
        ) : (
          <ul aria-label={t('list')} className="flex flex-col gap-1">
            {rows.map((conversation) => (
              <li key={conversation.id}>
                <ConversationItem
                  conversation={conversation}
                  current={conversation.id === selected}
                  typing={(typingUntil[conversation.id] ?? 0) > now}
                  now={now}
                />
              </li>
            ))}
          </ul>
        )}
        {rows && table.hasMore && (
          <Button
            size="sm"
            variant="ghost"
            className="mt-2 w-full"
            busy={table.loadingMore}
            onClick={table.onLoadMore}
          >
            {t('loadMore')}
          </Button>
        )}
      </Tabs>
    </div>
  );
}

function ConversationItem({
  conversation,
  current,
  typing,
  now,
}: {
  conversation: AdminChatConversation;
  current: boolean;
  typing: boolean;
  now: number;
}) {
  const { t } = useTranslation('support-inbox');
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  const { player, assignee, lastMessage, waitingSince, unread } = conversation;
  return (
    <Link
      to={`/support-inbox/${conversation.id}${search ? `?${search}` : ''}`}
      aria-current={current ? 'page' : undefined}
      data-testid="inbox-conversation"
      className={cn(
        'flex flex-col gap-0.5 rounded-md border px-2.5 py-2 text-sm hover:bg-surface-sunken',
        current ? 'border-accent bg-surface-sunken' : 'border-transparent',
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="min-w-0 truncate font-medium">{player.name || player.email}</span>
        {unread > 0 && (
          <span
            className="min-w-5 rounded-full bg-accent px-1.5 text-center text-xs font-semibold text-accent-contrast"
            aria-label={t('unread', { count: unread })}
          >
            {unread}
          </span>
        )}
      </span>
      <span className="truncate text-xs text-text-muted">
        {typing
          ? t('typing')
          : lastMessage
            ? `${t(`from.${lastMessage.from}`, { defaultValue: lastMessage.from })}: ${lastMessage.text || t('image')}`
            : t('noMessages')}
      </span>
      <span className="flex flex-wrap items-center justify-between gap-2">
        {conversation.status === 'closed' ? (
          <StatusBadge>{t('status.closed')}</StatusBadge>
        ) : waitingSince ? (
          <WaitingLabel since={waitingSince} now={now} />
        ) : (
          <span className="text-xs text-text-muted">{t('answered')}</span>
        )}
        <span className="truncate text-xs text-text-muted">
          {assignee ? assignee.name : t('unassigned')}
        </span>
      </span>
    </Link>
  );
}
