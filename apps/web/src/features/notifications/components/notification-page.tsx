import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/lib/use-session';
import { subscribeRealtime } from '../../../shared/state/realtime-store';
import { Button } from '../../../shared/ui/button';
import { refreshList, useNotificationList, useReadAll } from '../api/notifications';
import { canCollapse, isListRead, visibleEntries } from '../lib/list';
import { NotificationList } from './notification-list';

/**
 * /profile/notification: the player's notifications, newest first, with "mark all read", the
 * collapse toggle and "load more"; a notification raised meanwhile arrives over the stream.
 */
export function NotificationPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { user } = useSession();
  const list = useNotificationList();
  const readAll = useReadAll();
  const [collapsed, setCollapsed] = useState(true);
  useEffect(() => subscribeRealtime('notification', () => refreshList(client)), [client]);

  if (list.isPending) {
    return <div className="h-40 animate-pulse rounded-card bg-surface" aria-busy="true" />;
  }
  if (list.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t('notifications.error')}</p>
        <Button size="sm" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  const items = list.data.pages.flatMap((page) => page.notificationList);
  if (items.length === 0) {
    return (
      <p className="text-text-muted" data-testid="notification-empty">
        {t('notifications.empty')}
      </p>
    );
  }
  const read = isListRead(items) && (list.data.pages[0]?.unread ?? 0) === 0;
  const shown = visibleEntries(items, collapsed);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-text-muted" data-testid="notification-unread">
          {read
            ? t('notifications.allRead')
            : t('notifications.unreadCount', { count: list.data.pages[0]?.unread ?? 0 })}
        </p>
        <Button
          size="sm"
          variant="secondary"
          disabled={read}
          pending={readAll.isPending}
          onClick={() => readAll.mutate()}
          data-testid="notification-read-all"
        >
          {t('notifications.readAll')}
        </Button>
      </div>
      <NotificationList items={shown} currency={user?.currencyCode ?? null} />
      <div className="flex flex-col gap-2 min-[360px]:flex-row">
        {canCollapse(items.length, list.hasNextPage) ? (
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((value) => !value)}
            data-testid="notification-collapse"
          >
            {collapsed ? (
              <ChevronDown aria-hidden className="h-4 w-4" />
            ) : (
              <ChevronUp aria-hidden className="h-4 w-4" />
            )}
            {collapsed ? t('notifications.expand') : t('notifications.collapse')}
          </Button>
        ) : null}
        {!collapsed && list.hasNextPage ? (
          <Button
            size="sm"
            variant="secondary"
            pending={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            data-testid="notification-more"
          >
            {t('notifications.loadMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
