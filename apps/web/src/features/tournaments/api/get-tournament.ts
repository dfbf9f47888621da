import { ErrorCode, tournamentCall, type LanguageCode } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, apiRequest } from '../../../shared/lib/api-client';
import { currentLanguage } from '../../../shared/lib/i18n';
import { useSessionStore } from '../../../shared/state/session-store';
import { withClock } from '../lib/countdown';
import { tournamentQueryKey } from './query-keys';

/**
 * GET /tournament/{id}: the tournament with its rules, prizes and the player's own entry, or
 * null when there is none by that id (unknown or cancelled), which the page shows as not found.
 */
export async function fetchTournament(id: number, language: LanguageCode, signal?: AbortSignal) {
  try {
    return withClock(
      await apiRequest(tournamentCall, {
        params: { id: String(id) },
        query: { lang: language },
        signal,
      }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.TournamentNotFound) return null;
    throw error;
  }
}

export const tournamentQueryOptions = (id: number, language: LanguageCode, token: string | null) =>
  queryOptions({
    queryKey: tournamentQueryKey(id, language, token),
    queryFn: ({ signal }) => fetchTournament(id, language, signal),
    staleTime: 60_000,
  });

/** The tournament by id; an id that is no number (`/tournament/abc`) asks nothing. */
export function useTournament(id: number | null) {
  const token = useSessionStore((state) => state.token);
  useTranslation();
  return useQuery({
    ...tournamentQueryOptions(id ?? 0, currentLanguage(), token),
    enabled: id !== null,
  });
}
