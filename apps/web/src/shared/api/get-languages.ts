import { cacheTimes, LANGUAGES, languagesCall } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

/** Only languages the site knows are kept, and MM is left out of the list (spec core §3). */
export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'languages'],
    queryFn: ({ signal }) => apiRequest(languagesCall, { signal, serviceCritical: true }),
    staleTime: cacheTimes.catalogues,
    select: (response) =>
      response.languages
        .filter((language) => language.isoCode !== 'MM' && language.isoCode in LANGUAGES)
        .map((language) => ({
          ...language,
          isoCode: language.isoCode.toUpperCase() as typeof language.isoCode,
        })),
  });

export const useLanguages = () => useQuery(languagesQueryOptions());
