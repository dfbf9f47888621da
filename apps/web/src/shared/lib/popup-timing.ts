import { popupTimings } from '@jackdaw/contracts';

type Timer = ReturnType<typeof setTimeout>;

export interface Clock {
  setTimeout(callback: () => void, ms: number): Timer;
  clearTimeout(timer: Timer): void;
}

const realClock: Clock = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (timer) => clearTimeout(timer),
};

/**
 * Which popup is mounted, given the `popup` query parameter over time (spec core §4 "Popup
 * mechanics"): a named popup mounts at once; when the parameter disappears the popup stays
 * mounted 10 ms more (so its closing can finish), then unmounts.
 */
export function createMountTracker(
  onChange: (mounted: string | null) => void,
  clock: Clock = realClock,
) {
  let mounted: string | null = null;
  let pending: Timer | undefined;
  const set = (value: string | null) => {
    if (value === mounted) return;
    mounted = value;
    onChange(value);
  };
  return {
    update(param: string | null) {
      if (pending !== undefined) clock.clearTimeout(pending);
      pending = undefined;
      if (param) {
        set(param);
        return;
      }
      if (mounted === null) return;
      pending = clock.setTimeout(() => {
        pending = undefined;
        set(null);
      }, popupTimings.unmountDelay);
    },
    dispose() {
      if (pending !== undefined) clock.clearTimeout(pending);
    },
    get mounted() {
      return mounted;
    },
  };
}

/**
 * Opening a popup first removes the current one, then sets the new one 100 ms later.
 * `remove` and `set` change the URL; the returned function cancels a pending open.
 */
export function openPopupInSteps(
  current: string | null,
  remove: () => void,
  set: () => void,
  clock: Clock = realClock,
): () => void {
  if (current === null) {
    set();
    return () => undefined;
  }
  remove();
  const timer = clock.setTimeout(set, popupTimings.openDelay);
  return () => clock.clearTimeout(timer);
}
