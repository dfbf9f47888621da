import type { NotificationListItem, NotificationType } from '@jackdaw/contracts';

/*
 * The profile notification page's rules (engagement §4 "Profile notifications"): marking read
 * sets every entry read; the collapsed flag toggles; the list counts as read only if none is
 * unread. Collapsed, the page shows the newest few entries; expanded, all that are loaded, with
 * "load more" for the rest (our reading of the collapse toggle: the spec names the flag only).
 */

/** Entries shown while the list is collapsed. */
export const COLLAPSED_COUNT = 3;

export const isListRead = (items: readonly Pick<NotificationListItem, 'isRead'>[]) =>
  items.every((item) => item.isRead);

export const unreadCount = (items: readonly Pick<NotificationListItem, 'isRead'>[]) =>
  items.filter((item) => !item.isRead).length;

export const markListRead = <T extends Pick<NotificationListItem, 'isRead'>>(items: readonly T[]) =>
  items.map((item) => (item.isRead ? item : { ...item, isRead: true }));

export function visibleEntries<T>(items: readonly T[], collapsed: boolean): readonly T[] {
  return collapsed ? items.slice(0, COLLAPSED_COUNT) : items;
}

/** The collapse toggle is offered only when collapsing hides something. */
export const canCollapse = (count: number, hasMore: boolean) => hasMore || count > COLLAPSED_COUNT;

/**
 * The texts of one entry: a staff message as written; a kind's entry from the kind's texts
 * (`notifications.kind.<Kind>.title` and `.body`, with the amount and spins).
 */
export function entryTextKeys(item: Pick<NotificationListItem, 'kind' | 'title' | 'body'>): {
  title: { key: string } | { text: string };
  body: { key: string } | { text: string } | null;
} {
  if (item.kind) {
    return {
      title: { key: `notifications.kind.${item.kind}.title` },
      body: { key: `notifications.kind.${item.kind}.body` },
    };
  }
  return {
    title: item.title ? { text: item.title } : { key: 'notifications.message' },
    body: item.body ? { text: item.body } : null,
  };
}

export const NOTIFICATION_TYPE_ORDER: readonly NotificationType[] = [
  'transfer',
  'deposit',
  'withdrawal',
  'identification',
  'promo',
];
