import { HOLIDAY_POPUPS } from '@jackdaw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { usePopup } from '../../../shared/lib/use-popup';
import { useSession } from '../../../shared/lib/use-session';
import { subscribeRealtime } from '../../../shared/state/realtime-store';
import {
  addListEntry,
  refreshList,
  reportReceived,
  useHolidayCampaigns,
  usePendingNotifications,
} from '../api/notifications';
import { next, nextExpiry, popupOf, toReport } from '../lib/queue';
import { holidayKey, useNotificationStore } from '../state';

/** Takes notifications in and reports the highest new id received (a failure is ignored). */
function receive(incoming: readonly { id: number; kind: string }[]) {
  const store = useNotificationStore.getState();
  const id = toReport(store.queue, incoming);
  store.take(incoming, Date.now());
  if (id !== null)
    void reportReceived(id).then((ok) => {
      if (ok) useNotificationStore.getState().reported(id);
    });
}

/**
 * Feeds the notification queue (GET /notifications once per sign-in, then the stream) and opens
 * the first notification's popup through the usual `?popup=` when engagement §4 allows it. After
 * the queue, the holiday campaigns' popups, each phase once. Puts the staff messages the stream
 * pushes into the profile list's cache (no popup). Renders nothing.
 */
export function NotificationHost({ gamePage }: { gamePage: boolean }) {
  const session = useSession();
  if (session.status !== 'player' || !session.user) return null;
  return <PlayerNotifications playerId={session.user.id} gamePage={gamePage} />;
}

/** How long the screen must stay free of popups before a notification takes it. */
const FREE_SCREEN_MS = 1000;

function PlayerNotifications({ playerId, gamePage }: { playerId: number; gamePage: boolean }) {
  const client = useQueryClient();
  const ownedBy = useNotificationStore((state) => state.ownedBy);
  const queue = useNotificationStore((state) => state.queue);
  const owner = useNotificationStore((state) => state.playerId);
  const pending = usePendingNotifications();
  const [searchParams] = useSearchParams();
  const popup = searchParams.get('popup');
  const { open } = usePopup();
  const holidays = useHolidayCampaigns(!gamePage);
  // The popup being opened (the opening takes two steps): nothing else opens until it shows.
  const opening = useRef<string | null>(null);

  useEffect(() => ownedBy(playerId), [ownedBy, playerId]);

  useEffect(() => {
    if (owner === playerId && pending.data) receive(pending.data.notifications);
  }, [owner, playerId, pending.data]);

  useEffect(
    () =>
      subscribeRealtime('notification', (event) => {
        receive([event.notification]);
        refreshList(client);
      }),
    [client],
  );
  // A staff message: no popup, straight into the list and the unread count (sidebar, page).
  useEffect(
    () => subscribeRealtime('notification.message', (event) => addListEntry(client, event.item)),
    [client],
  );

  // Each notification leaves the queue when its lifetime ends, shown or not.
  useEffect(() => {
    const at = nextExpiry(queue);
    if (at === null) return;
    const timer = setTimeout(
      () => useNotificationStore.getState().prune(Date.now()),
      Math.min(Math.max(0, at - Date.now()) + 50, 2_147_000_000),
    );
    return () => clearTimeout(timer);
  }, [queue]);

  useEffect(() => {
    if (opening.current !== null) {
      if (popup !== opening.current) return;
      opening.current = null;
    }
    if (owner !== playerId) return;
    // Only once the screen has stayed free for a moment: switching popups leaves the address
    // without one for 100 ms (engagement §4 "Popup mounting"), and a payment's result opens
    // just after the return from the provider; neither gap is a free screen.
    const timer = setTimeout(() => {
      const screen = { gamePage, popup };
      const first = next(queue, screen, Date.now());
      if (first) {
        opening.current = popupOf(first);
        useNotificationStore.getState().show(first);
        open(popupOf(first));
        return;
      }
      if (gamePage || popup !== null || queue.items.length > 0) return;
      const seen = useNotificationStore.getState().holidaysSeen;
      const campaign = holidays.data?.campaigns.find((item) => !seen.includes(holidayKey(item)));
      if (!campaign) return;
      opening.current = HOLIDAY_POPUPS[campaign.phase];
      useNotificationStore.getState().showHoliday(campaign);
      open(HOLIDAY_POPUPS[campaign.phase]);
    }, FREE_SCREEN_MS);
    return () => clearTimeout(timer);
  }, [queue, gamePage, popup, owner, playerId, holidays.data, open]);

  // An opening the address never took (the player navigated meanwhile) must not block the rest.
  useEffect(() => {
    if (opening.current === null) return;
    const timer = setTimeout(() => (opening.current = null), 2000);
    return () => clearTimeout(timer);
  });

  return null;
}
