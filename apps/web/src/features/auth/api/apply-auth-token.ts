import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSessionStore } from '../../../shared/state/session-store';

/**
 * What every successful account call that answers a token does (spec core §4, §7): keep the
 * token and reload the player's data, which is what signs the player in.
 */
export function useApplyAuthToken(): (authToken: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (authToken: string) => {
      useSessionStore.getState().setToken(authToken);
      await queryClient.invalidateQueries({ queryKey: ['users'] });
    },
    [queryClient],
  );
}
