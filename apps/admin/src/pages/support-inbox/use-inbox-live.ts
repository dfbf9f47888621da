import type { StaffEvent } from '@jackdaw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useStaffEvents } from '../../api/use-staff-events';
import { addMessage, conversationKey, inboxKey } from './inbox-queries';
import { TYPING_SHOWN_MS } from './typing-signal';

/** How often the inbox asks for news while its stream is down. */
export const POLL_MS = 10_000;

/**
 * Keeps the inbox current: the staff event stream refreshes the list and adds new messages to
 * the open conversation; while the stream is not open the inbox polls (only while the tab is seen,
 * so an idle console still lets its session end). Answers the player conversations' typing
 * state: until when each conversation's player is shown typing.
 */
export function useInboxLive() {
  const client = useQueryClient();
  const [typingUntil, setTypingUntil] = useState<Record<number, number>>({});

  const onEvent = useCallback(
    (event: StaffEvent) => {
      if (event.type === 'chat.typing') {
        const { conversationId, from, typing } = event.typing;
        if (from !== 'player') return;
        setTypingUntil((old) => ({
          ...old,
          [conversationId]: typing ? Date.now() + TYPING_SHOWN_MS : 0,
        }));
        return;
      }
      void client.invalidateQueries({ queryKey: [...inboxKey, 'list'] });
      if (event.message) {
        // A player who sent a message has stopped typing it.
        if (event.message.from === 'player') {
          setTypingUntil((old) => ({ ...old, [event.conversationId]: 0 }));
        }
        addMessage(client, event.message);
      } else {
        // The state or assignee changed: the conversation answers it anew.
        void client.invalidateQueries({ queryKey: conversationKey(event.conversationId) });
      }
    },
    [client],
  );
  const { status } = useStaffEvents(onEvent);
  const live = status === 'live';

  useEffect(() => {
    if (live) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') {
        void client.invalidateQueries({ queryKey: inboxKey });
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [live, client]);

  return { status, typingUntil };
}

/** The time now, ticking every `everyMs` (live waiting times, typing that fades). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
