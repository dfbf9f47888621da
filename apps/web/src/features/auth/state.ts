import { create } from 'zustand';

/**
 * When this visit first opened sign-up: the increased-bonus window counts from there, so
 * closing and reopening the popup does not restart it.
 */
interface RegistrationTimerState {
  startedAt: number | null;
  start(now: number): void;
}

export const useRegistrationTimer = create<RegistrationTimerState>((set) => ({
  startedAt: null,
  start: (now) => set((state) => (state.startedAt === null ? { startedAt: now } : state)),
}));
