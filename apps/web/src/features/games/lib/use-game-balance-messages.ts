import { readGameBalanceMessage } from '@jackdaw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type RefObject } from 'react';
import { profileQueryKeyRoot } from '../../../shared/lib/use-session';

/**
 * The game client in the frame posts the balance after every round (packages/contracts
 * `gameBalanceMessageSchema`); the header then shows the new balances. The message carries the
 * sum of real and bonus money, the header shows both apart: the profile is fetched again
 * rather than guessed. Only our own origin and our own frame are believed.
 */
export function useGameBalanceMessages(frame: RefObject<HTMLIFrameElement | null>): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (frame.current && event.source !== frame.current.contentWindow) return;
      const message = readGameBalanceMessage(event.data);
      if (message?.mode !== 'real') return;
      void queryClient.invalidateQueries({ queryKey: profileQueryKeyRoot });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, queryClient]);
}
