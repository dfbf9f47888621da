import type { NotificationListItem } from '@jackdaw/contracts';

/*
 * The profile list's cache (pages of GET /notifications/list, newest first) kept current by the
 * stream: a staff message pushed live (`notification.message`) goes on top of the first page and
 * raises the unread count the sidebar and the page read, without a fetch.
 */

interface ListPageShape {
  unread: number;
  notificationList: NotificationListItem[];
}

/**
 * The list with `item` on top and the count raised when it is unread. An entry already listed
 * (a replay after a reconnect, or a fetch that found it first) changes nothing.
 */
export function withNewEntry<P extends ListPageShape, T extends { pages: P[] }>(
  data: T,
  item: NotificationListItem,
): T {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  if (data.pages.some((page) => page.notificationList.some((entry) => entry.id === item.id))) {
    return data;
  }
  return {
    ...data,
    pages: [
      {
        ...first,
        unread: first.unread + (item.isRead ? 0 : 1),
        notificationList: [item, ...first.notificationList],
      },
      ...rest,
    ],
  };
}
