import { cacheTimes, welcomeBonusCall, type CurrencyCode } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import { useSessionStore } from '../state/session-store';

/**
 * GET /bonuses/welcome: the seeded welcome offers and the operator's sportsbook switch. Shared:
 * the sign-up form offers the sport bonus only while the switch is on, and /info/welcome-bonus
 * shows the offers' terms. Signed in, the server answers in the player's currency.
 */
export const welcomeBonusQueryOptions = (token: string | null, currency?: CurrencyCode) =>
  queryOptions({
    queryKey: ['bonuses', 'welcome', currency ?? 'default', token],
    queryFn: ({ signal }) =>
      apiRequest(welcomeBonusCall, { query: currency ? { currency } : {}, signal }),
    staleTime: cacheTimes.catalogues,
  });

export function useWelcomeBonus(currency?: CurrencyCode) {
  const token = useSessionStore((state) => state.token);
  return useQuery(welcomeBonusQueryOptions(token, currency));
}
