import { crashFairnessCall } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** GET /crash/fairness (public): the chain's terminating hash and salt, published once. */
export const getCrashFairness = (signal?: AbortSignal) =>
  apiRequest(crashFairnessCall, { signal }).then((response) => response.fairness);

export const crashFairnessQueryOptions = () =>
  queryOptions({
    queryKey: ['crash', 'fairness'],
    queryFn: ({ signal }) => getCrashFairness(signal),
    retry: false,
    staleTime: Infinity,
  });

export function useCrashFairness(enabled = true) {
  return useQuery({ ...crashFairnessQueryOptions(), enabled });
}
