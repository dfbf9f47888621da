import { cacheTimes, countriesFileSchema } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

/** The static countries file (spec core §7): codes with their names in every site language. */
export async function getCountries(signal?: AbortSignal) {
  const response = await fetch('/static/countries.json', { signal });
  if (!response.ok) throw new Error(`countries file answered ${response.status}`);
  return z.parse(countriesFileSchema, await response.json());
}

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: cacheTimes.catalogues,
    select: (file) => file.countries,
  });

export const useCountries = () => useQuery(countriesQueryOptions());
