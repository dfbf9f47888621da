import type { HolidayCampaign, Notification } from '@jackdaw/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { add, emptyQueue, markReported, prune, shown, type NotificationQueue } from './lib/queue';

interface NotificationState {
  /** The player the queue belongs to: another player signing in on this browser starts anew. */
  playerId: number | null;
  queue: NotificationQueue;
  /** The notification whose popup is open (its data travels here, not in the address). */
  current: Notification | null;
  /** The holiday campaign whose popup is open. */
  holiday: HolidayCampaign | null;
  /** `campaignId:phase` of every holiday popup already shown (once per phase). */
  holidaysSeen: string[];
  ownedBy(playerId: number): void;
  take(incoming: readonly { id: number; kind: string }[], now: number): void;
  reported(id: number): void;
  prune(now: number): void;
  show(notification: Notification): void;
  showHoliday(campaign: HolidayCampaign): void;
}

export const holidayKey = (campaign: Pick<HolidayCampaign, 'id' | 'phase'>) =>
  `${campaign.id}:${campaign.phase}`;

/** The queue of engagement §4, kept in localStorage ("The queue is persisted locally"). */
export const useNotificationStore = create<NotificationState>()(
  persist(
    (set) => ({
      playerId: null,
      queue: emptyQueue(),
      current: null,
      holiday: null,
      holidaysSeen: [],
      ownedBy: (playerId) =>
        set((state) =>
          state.playerId === playerId
            ? state
            : { playerId, queue: emptyQueue(), current: null, holiday: null, holidaysSeen: [] },
        ),
      take: (incoming, now) => set((state) => ({ queue: add(state.queue, incoming, now) })),
      reported: (id) => set((state) => ({ queue: markReported(state.queue, id) })),
      prune: (now) =>
        set((state) => {
          const queue = prune(state.queue, now);
          return queue === state.queue ? state : { queue };
        }),
      show: (notification) =>
        set((state) => ({ queue: shown(state.queue, notification.id), current: notification })),
      showHoliday: (campaign) =>
        set((state) => ({
          holiday: campaign,
          holidaysSeen: [
            ...state.holidaysSeen.filter((key) => key !== holidayKey(campaign)),
            holidayKey(campaign),
          ].slice(-50),
        })),
    }),
    {
      name: 'notificationQueue',
      version: 1,
      storage: createJSONStorage(() => window.localStorage),
    },
  ),
);
