import type { PlayerEvent, PlayerEventType } from '@jackdaw/contracts';
import { create } from 'zustand';

/*
 * The site's side of the event stream that every feature may read: whether it is up, and its
 * events by type. The stream itself is features/realtime (one per signed-in tab); the payment
 * screens, the notification queue and the chat listen here, as no feature imports another.
 */

interface RealtimeState {
  /** The stream is open: status comes from it, polling stays off. */
  up: boolean;
  setUp(up: boolean): void;
}

export const useRealtimeStore = create<RealtimeState>((set) => ({
  up: false,
  setUp: (up) => set({ up }),
}));

/** Whether the event stream is open now (payment screens poll only while it is not). */
export const useStreamUp = () => useRealtimeStore((state) => state.up);

type Listener = (event: PlayerEvent) => void;
const listeners = new Map<PlayerEventType, Set<Listener>>();

/**
 * Listens to one type of the stream's events; returns the way to stop. The chat, the queue and
 * the notification page subscribe here rather than opening streams of their own.
 */
export function subscribeRealtime<T extends PlayerEventType>(
  type: T,
  listener: (event: Extract<PlayerEvent, { type: T }>) => void,
): () => void {
  const set = listeners.get(type) ?? new Set<Listener>();
  listeners.set(type, set);
  set.add(listener as Listener);
  return () => set.delete(listener as Listener);
}

/** Hands one event to its type's listeners; one listener's failure does not stop the others. */
export function publishRealtime(event: PlayerEvent): void {
  for (const listener of listeners.get(event.type) ?? []) {
    try {
      listener(event);
    } catch (error) {
      console.error(error);
    }
  }
}
