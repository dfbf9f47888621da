import { readGameBalanceMessage } from '@jackdaw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type RefObject } from 'react';
import { profileQueryKeyRoot } from '../../../shared/lib/use-session';

/**
 * The game client in the frame posts the balance after every round (packages/contracts
 * `gameBalanceMessageSchema`); the header then shows the new balances. The message carries the
 * sum of real and bonus money, the header shows both apart: the profile is fetched again
 * rather than guessed. Only our own origin and our own frame are believed.
 *
 * Offline the two never part (apps/play README "Decisions"): the game reports only balances
 * the server answered, and after a lost answer it shows the last confirmed one, which is what
 * the header still shows. Back online, the game asks again and reports; the header refetches
 * too, in case the game's own call fails.
 */
export function useGameBalanceMessages(frame: RefObject<HTMLIFrameElement | null>): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: profileQueryKeyRoot });
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (frame.current && event.source !== frame.current.contentWindow) return;
      const message = readGameBalanceMessage(event.data);
      if (message?.mode !== 'real') return;
      refresh();
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('online', refresh);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('online', refresh);
    };
  }, [frame, queryClient]);
}
