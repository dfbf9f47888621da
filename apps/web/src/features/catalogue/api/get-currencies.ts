import { cacheTimes, currenciesResponseSchema } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

export const getCurrencies = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest('/users/currencies', currenciesResponseSchema, { signal });

export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'currencies'],
    queryFn: ({ signal }) => getCurrencies({ signal }),
    staleTime: cacheTimes.catalogues,
    select: (response) => response.currencies,
  });

export const useCurrencies = () => useQuery(currenciesQueryOptions());
