/** Quiet time after the last keystroke before "stopped typing" is sent. */
export const TYPING_IDLE_MS = 3000;
/** While the player keeps typing, "typing" is said again this often (the other side forgets it). */
export const TYPING_REFRESH_MS = 5000;
/** How long the other side's "typing" shows without news: a lost "stopped" must not stick. */
export const TYPING_SHOWN_MS = 6000;

export interface TypingSignal {
  /** A keystroke in the message field. */
  input(): void;
  /** The message went, the field emptied or the chat closed. */
  stop(): void;
}

/**
 * Tells support when the player types, without a call per keystroke: "typing" on the first key,
 * again every TYPING_REFRESH_MS while the keys go on, and "stopped" after TYPING_IDLE_MS of quiet
 * (or at once on stop). Timers are the page's own, so tests drive them with fake timers.
 */
export function createTypingSignal(
  send: (typing: boolean) => void,
  now: () => number = Date.now,
): TypingSignal {
  let typing = false;
  let lastSent = 0;
  let idle: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    clearTimeout(idle);
    idle = undefined;
    if (!typing) return;
    typing = false;
    send(false);
  };

  return {
    input() {
      if (!typing || now() - lastSent >= TYPING_REFRESH_MS) {
        typing = true;
        lastSent = now();
        send(true);
      }
      clearTimeout(idle);
      idle = setTimeout(stop, TYPING_IDLE_MS);
    },
    stop,
  };
}
