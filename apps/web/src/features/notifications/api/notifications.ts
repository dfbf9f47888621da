import {
  holidayCampaignsCall,
  notificationListCall,
  notificationsReadAllCall,
  notificationsReceivedCall,
  pendingNotificationsCall,
  type NotificationListItem,
} from '@jackdaw/contracts';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSessionStore } from '../../../shared/state/session-store';
import { withNewEntry } from '../lib/list-cache';

export const notificationsQueryKeyRoot = ['notifications'] as const;
const listKey = (token: string | null) => [...notificationsQueryKeyRoot, 'list', token] as const;

/** GET /notifications: what the queue has not yet been given, fetched once per sign-in. */
export function usePendingNotifications() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...notificationsQueryKeyRoot, 'pending', token],
    queryFn: ({ signal }) => apiRequest(pendingNotificationsCall, { signal }),
    enabled: Boolean(token),
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /notifications/received; a failure is ignored (the next sign-in reports again). */
export async function reportReceived(lastReceivedNotificationId: number): Promise<boolean> {
  try {
    await apiRequest(notificationsReceivedCall, { body: { lastReceivedNotificationId } });
    return true;
  } catch {
    return false;
  }
}

/** GET /notifications/holidays: the holiday campaigns running in the player's country. */
export function useHolidayCampaigns(enabled: boolean) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...notificationsQueryKeyRoot, 'holidays', token],
    queryFn: ({ signal }) => apiRequest(holidayCampaignsCall, { signal }),
    enabled: enabled && Boolean(token),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export const NOTIFICATION_PAGE_SIZE = 20;

type ListPage = Awaited<ReturnType<typeof fetchPage>>;
async function fetchPage(before: number | null, signal: AbortSignal) {
  return apiRequest(notificationListCall, {
    signal,
    query: {
      limit: String(NOTIFICATION_PAGE_SIZE),
      ...(before === null ? {} : { before: String(before) }),
    },
  });
}

/** GET /notifications/list, newest first, a page at a time ("load more"). */
export function useNotificationList() {
  const token = useSessionStore((state) => state.token);
  return useInfiniteQuery({
    queryKey: listKey(token),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    enabled: Boolean(token),
  });
}

/** The sidebar's count: the first page's `unread`, kept current by the stream. */
export function useUnreadCount(): number {
  const { data } = useNotificationList();
  return data?.pages[0]?.unread ?? 0;
}

/** POST /notifications/read-all: every entry read, written into the list at once. */
export function useReadAll() {
  const token = useSessionStore((state) => state.token);
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(notificationsReadAllCall),
    onSuccess: () => {
      client.setQueryData<InfiniteData<ListPage>>(listKey(token), (old) =>
        old ? markAllRead(old) : old,
      );
    },
  });
}

/** Every entry read and the count zero (engagement §4 "marking read sets all to read"). */
export function markAllRead<T extends InfiniteData<ListPage>>(data: T): T {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unread: 0,
      notificationList: page.notificationList.map((item) => ({ ...item, isRead: true })),
    })),
  };
}

/**
 * A staff message arrived on the stream with its list entry: written into the list and its
 * count at once (no fetch). With no list loaded yet, nothing to do: the first fetch finds it.
 */
export function addListEntry(
  client: ReturnType<typeof useQueryClient>,
  item: NotificationListItem,
) {
  const token = useSessionStore.getState().token;
  client.setQueryData<InfiniteData<ListPage>>(listKey(token), (old) =>
    old ? withNewEntry(old, item) : old,
  );
}

/** A notification arrived on the stream: the list and its count are fetched anew. */
export function refreshList(client: ReturnType<typeof useQueryClient>) {
  void client.invalidateQueries({ queryKey: [...notificationsQueryKeyRoot, 'list'] });
}

export type { NotificationListItem };
