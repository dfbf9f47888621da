import { referralLinkCall } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSessionStore } from '../../../shared/state/session-store';
import { referralsQueryKey } from './query-keys';

/**
 * POST /referrals: the player's code and invitation link. The server makes the code on the first
 * call and answers the same one after, so the call is read like a query and kept for the session.
 */
export const invitationLinkQueryOptions = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: referralsQueryKey(token, 'link'),
    queryFn: ({ signal }) => apiRequest(referralLinkCall, { signal }),
    enabled: Boolean(token) && enabled,
    staleTime: Infinity,
  });

/** Asked only once service-enabled said yes: a switched-off programme answers 409. */
export function useInvitationLink(enabled: boolean) {
  const token = useSessionStore((state) => state.token);
  return useQuery(invitationLinkQueryOptions(token, enabled));
}
