import { NOTIFICATION_POPUPS, type Notification, type NotificationKind } from '@jackdaw/contracts';

/*
 * The notification popup queue of engagement §4 "Notification popups", as pure functions over
 * a plain value (the store in ../state.ts persists it and feeds it; ../components/queue-host.tsx
 * opens the popups). Every rule of the section is one function or one branch below, each with
 * its unit test in queue.test.ts.
 *
 * Reading of "BonusActivationTerm24 stays disabled while a BonusCampaignAvailable is queued and
 * is enabled once that one arrives": "that one" is the campaign notification and "arrives" is
 * its reaching the player, i.e. its popup being shown (which removes it from the queue). So the
 * activation reminder counts as disabled exactly while a campaign-available notification is in
 * the queue, whatever came first, and is enabled again the moment the campaign popup is shown.
 * Because "the first queued one is not disabled" would otherwise let a higher-weight reminder
 * hold the campaign (and with it itself) back for ever, a reminder disabled this way sorts
 * behind the campaign that disables it. A notification the server sends disabled stays so:
 * it holds the queue until its lifetime ends, as the rule says.
 */

export interface NotificationQueue {
  /** Waiting notifications, in no particular order (`ordered` sorts them). */
  items: Notification[];
  /** The highest id reported received to the server (POST /notifications/received). */
  reportedUpTo: number;
  /**
   * Ids already taken in (queued, merged, dropped or shown), the newest few: the pending list
   * and the stream may both bring one, and a shown one must not come back.
   */
  seen: number[];
}

/** How many ids `seen` remembers; the pending list is never near this long. */
const SEEN_KEPT = 200;

export const emptyQueue = (): NotificationQueue => ({ items: [], reportedUpTo: 0, seen: [] });

const CAMPAIGN: NotificationKind = 'BonusCampaignAvailable';
const ACTIVATION: NotificationKind = 'BonusActivationTerm24';
const UTILIZATION: NotificationKind = 'SystemBalanceUtilization';
const DEPOSIT: NotificationKind = 'SystemSuccessfulDeposit';

/** Unknown kinds (a newer server's) are dropped without a word. */
export function isKnownKind(kind: string): kind is NotificationKind {
  return Object.hasOwn(NOTIFICATION_POPUPS, kind);
}

/** The popup a notification opens. */
export const popupOf = (notification: Pick<Notification, 'kind'>) =>
  NOTIFICATION_POPUPS[notification.kind];

/** Milliseconds since the epoch at which the notification leaves the queue unseen. */
export function expiresAt(notification: Pick<Notification, 'createdAt' | 'lifeTime'>): number {
  return Date.parse(notification.createdAt) + notification.lifeTime * 1000;
}

const isExpired = (notification: Notification, now: number) => !(expiresAt(notification) > now);

/** Removes the notifications whose lifetime has ended. */
export function prune(queue: NotificationQueue, now: number): NotificationQueue {
  const items = queue.items.filter((item) => !isExpired(item, now));
  return items.length === queue.items.length ? queue : { ...queue, items };
}

/** Whether the notification counts as disabled in this queue (the server's flag, or the rule). */
export function isDisabled(queue: NotificationQueue, notification: Notification): boolean {
  if (notification.disabled) return true;
  return notification.kind === ACTIVATION && queue.items.some((item) => item.kind === CAMPAIGN);
}

/** Higher weight first; equal weights oldest first; a reminder held by a campaign behind it. */
export function ordered(queue: NotificationQueue): Notification[] {
  const held = (item: Notification) =>
    item.kind === ACTIVATION && !item.disabled && isDisabled(queue, item);
  const campaignWeight = Math.min(
    ...queue.items.filter((item) => item.kind === CAMPAIGN).map((item) => item.weight),
  );
  const weightOf = (item: Notification) =>
    held(item) ? Math.min(item.weight, campaignWeight) : item.weight;
  return [...queue.items].sort(
    (a, b) => weightOf(b) - weightOf(a) || Number(held(a)) - Number(held(b)) || a.id - b.id,
  );
}

/**
 * Takes new notifications in (from GET /notifications or the stream). Each one: dropped if it
 * was seen before, if its kind is unknown, if its lifetime is over, or while a
 * balance-utilisation one is queued; a successful deposit joins one already queued, the amounts
 * summed (the newer id and time kept, so its lifetime counts from the latest deposit).
 */
export function add(
  queue: NotificationQueue,
  incoming: readonly { id: number; kind: string }[],
  now: number,
): NotificationQueue {
  let items = queue.items;
  const seen = [...queue.seen];
  for (const raw of incoming) {
    if (seen.includes(raw.id) || items.some((item) => item.id === raw.id)) continue;
    seen.push(raw.id);
    if (!isKnownKind(raw.kind)) continue;
    const notification = raw as Notification;
    if (isExpired(notification, now)) continue;
    if (items.some((item) => item.kind === UTILIZATION)) continue;
    if (notification.kind === DEPOSIT) {
      const queued = items.find((item) => item.kind === DEPOSIT);
      if (queued) {
        const merged: Notification = {
          ...notification,
          customData: {
            ...notification.customData,
            amount: (queued.customData.amount ?? 0) + (notification.customData.amount ?? 0),
          },
        };
        items = items.map((item) => (item === queued ? merged : item));
        continue;
      }
    }
    items = [...items, notification];
  }
  if (seen.length === queue.seen.length) return queue;
  return { ...queue, items, seen: seen.slice(-SEEN_KEPT) };
}

/**
 * The id to report received after taking `incoming`: the highest new one (every new
 * notification is reported, the dropped ones too, or the server would offer them again), or
 * null when there is nothing new.
 */
export function toReport(
  queue: NotificationQueue,
  incoming: readonly { id: number }[],
): number | null {
  const highest = Math.max(0, ...incoming.map((item) => item.id));
  return highest > queue.reportedUpTo ? highest : null;
}

export const markReported = (queue: NotificationQueue, id: number): NotificationQueue =>
  id > queue.reportedUpTo ? { ...queue, reportedUpTo: id } : queue;

/** What is on the screen now, for the "shown one at a time" rule. */
export interface ScreenState {
  /** A game page is open (its iframe must not be covered). */
  gamePage: boolean;
  /** The `popup` query parameter names a popup (deposit and withdraw included). */
  popup: string | null;
}

const PAYMENT_POPUPS = new Set(['deposit', 'withdraw']);

/**
 * The notification to show now, or null: none on a game page, over the deposit or withdraw
 * popup or over any other popup, and none while the first in the queue is disabled.
 */
export function next(
  queue: NotificationQueue,
  screen: ScreenState,
  now: number,
): Notification | null {
  if (screen.gamePage) return null;
  if (screen.popup !== null && PAYMENT_POPUPS.has(screen.popup)) return null;
  if (screen.popup !== null) return null;
  const live = prune(queue, now);
  const first = ordered(live)[0];
  if (!first || isDisabled(live, first)) return null;
  return first;
}

/** Removes the notification whose popup was shown. */
export function shown(queue: NotificationQueue, id: number): NotificationQueue {
  return { ...queue, items: queue.items.filter((item) => item.id !== id) };
}

/** When the next lifetime ends (for a timer that prunes then), or null for an empty queue. */
export function nextExpiry(queue: NotificationQueue): number | null {
  if (queue.items.length === 0) return null;
  return Math.min(...queue.items.map(expiresAt));
}
