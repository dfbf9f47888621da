import type { LandingPrize, WheelType } from '@jackdaw/contracts';
import { create } from 'zustand';

const KEY = 'landingWheels';

/** What the tab remembers of a wheel: the spins taken and the prize its spin call answered. */
export interface SpunWheel {
  spent: number;
  prize: LandingPrize | null;
}

type Wheels = Partial<Record<WheelType, SpunWheel>>;

interface LandingState {
  wheels: Wheels;
  /** A spin was pressed: counted at once, so a reload mid-spin gives no extra attempt. */
  recordSpin(type: WheelType, attempt: number): void;
  /** The spin call answered: the prize win-wheel and reg-wheel show. */
  recordPrize(type: WheelType, prize: LandingPrize): void;
}

function load(): Wheels {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Wheels) : {};
  } catch {
    return {};
  }
}

function save(wheels: Wheels) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(wheels));
  } catch {
    // Storage unavailable: the wheels live for this page only.
  }
}

/**
 * The wheels spun in this tab (sessionStorage): the landing page and the popups the shell
 * mounts outside it read the same record, and a reload shows the wheel where it stopped with
 * its prize, not a fresh pair of attempts. A new tab starts afresh, as a new visit.
 */
export const useLandingStore = create<LandingState>((set) => ({
  wheels: typeof window === 'undefined' ? {} : load(),
  recordSpin: (type, attempt) =>
    set((state) => {
      const known = state.wheels[type];
      const wheels = {
        ...state.wheels,
        [type]: { spent: Math.max(known?.spent ?? 0, attempt), prize: known?.prize ?? null },
      };
      save(wheels);
      return { wheels };
    }),
  recordPrize: (type, prize) =>
    set((state) => {
      const wheels = {
        ...state.wheels,
        [type]: { spent: state.wheels[type]?.spent ?? 0, prize },
      };
      save(wheels);
      return { wheels };
    }),
}));
