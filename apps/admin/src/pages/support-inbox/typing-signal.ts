/**
 * Tells the other side someone is typing without a call per keystroke: `typing(true)` on the
 * first key, again every `repeatMs` while keys keep coming (the other side drops a signal it has
 * not heard again for a while), and `typing(false)` after `idleMs` without a key or on `stop()`
 * (a sent message, a left conversation).
 *
 * @example const signal = typingSignal((typing) => api(adminChatTypingCall, …));
 *          <textarea onInput={signal.input} onBlur={signal.stop} />
 */
export function typingSignal(
  send: (typing: boolean) => void,
  { idleMs = 3_000, repeatMs = 4_000 }: { idleMs?: number; repeatMs?: number } = {},
) {
  let typing = false;
  let lastSentAt = 0;
  let idle: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(idle);
    if (!typing) return;
    typing = false;
    send(false);
  };
  return {
    input() {
      const now = Date.now();
      if (!typing || now - lastSentAt >= repeatMs) {
        typing = true;
        lastSentAt = now;
        send(true);
      }
      clearTimeout(idle);
      idle = setTimeout(stop, idleMs);
    },
    stop,
  };
}

/** How long a "player is typing" shows without hearing it again (a lost "stopped" signal). */
export const TYPING_SHOWN_MS = 6_000;
