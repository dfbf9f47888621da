import { cacheTimes, currenciesCall } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'currencies'],
    queryFn: ({ signal }) => apiRequest(currenciesCall, { signal, serviceCritical: true }),
    staleTime: cacheTimes.catalogues,
    select: (response) => response.currencies,
  });

export const useCurrencies = () => useQuery(currenciesQueryOptions());
