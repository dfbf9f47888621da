import { cacheTimes, popupTimings, profileCall, type UserProfile } from '@jackdaw/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSessionStore } from '../state/session-store';
import { apiRequest } from './api-client';

/** The profile's queries of every token: invalidating it refreshes the header's balances. */
export const profileQueryKeyRoot = ['users', 'profile'] as const;

export const profileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...profileQueryKeyRoot, token],
    queryFn: ({ signal }) => apiRequest(profileCall, { signal, serviceCritical: true }),
    enabled: Boolean(token),
    staleTime: cacheTimes.profile,
    retry: false,
    // A new token for the same player (password or e-mail change) must not blank the page, and
    // with it the form that asked for the change, while the profile reloads under the new key.
    placeholderData: keepPreviousData,
    select: (response) => response.user,
  });

export type SessionStatus = 'unknown' | 'guest' | 'player';

export interface Session {
  status: SessionStatus;
  user: UserProfile | null;
}

/**
 * Signed in means the profile loaded. Without a token the check is marked done after 100 ms
 * (spec core §4); a failed profile load signs the player out.
 */
export function useSession(): Session {
  const token = useSessionStore((state) => state.token);
  const setToken = useSessionStore((state) => state.setToken);
  const profile = useQuery(profileQueryOptions(token));
  const [checkedWithoutToken, setCheckedWithoutToken] = useState(false);

  useEffect(() => {
    if (token) return;
    const timer = setTimeout(() => setCheckedWithoutToken(true), popupTimings.authCheckDelay);
    return () => clearTimeout(timer);
  }, [token]);

  useEffect(() => {
    if (token && profile.isError) setToken(null);
  }, [token, profile.isError, setToken]);

  if (token && profile.data) return { status: 'player', user: profile.data };
  if (token && profile.isPending) return { status: 'unknown', user: null };
  if (!token && !checkedWithoutToken) return { status: 'unknown', user: null };
  return { status: 'guest', user: null };
}
