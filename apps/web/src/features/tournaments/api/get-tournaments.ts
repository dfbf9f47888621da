import { tournamentsCall, type LanguageCode } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../shared/lib/api-client';
import { currentLanguage } from '../../../shared/lib/i18n';
import { useSessionStore } from '../../../shared/state/session-store';
import { withClock } from '../lib/countdown';
import { tournamentsListQueryKey } from './query-keys';

/** Timers count on the server's clock, so the list is asked again every minute to stay close. */
const LIST_STALE_MS = 60_000;

/** GET /tournament: running, upcoming and recently finished, texts in the site's language. */
export const tournamentsQueryOptions = (language: LanguageCode, token: string | null) =>
  queryOptions({
    queryKey: tournamentsListQueryKey(language, token),
    queryFn: async ({ signal }) =>
      withClock(await apiRequest(tournamentsCall, { query: { lang: language }, signal })),
    staleTime: LIST_STALE_MS,
  });

export function useTournaments() {
  const token = useSessionStore((state) => state.token);
  // Read through i18next so that a change of language asks again.
  useTranslation();
  return useQuery(tournamentsQueryOptions(currentLanguage(), token));
}
