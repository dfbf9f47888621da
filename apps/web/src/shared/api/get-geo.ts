import { cacheTimes, geoCall } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

/** GET /geo: the visitor's country by IP and the currency suggested for it. */
export const geoQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'geo'],
    queryFn: ({ signal }) => apiRequest(geoCall, { signal, serviceCritical: true }),
    staleTime: cacheTimes.catalogues,
    select: (response) => response.data,
  });

export const useGeo = () => useQuery(geoQueryOptions());
