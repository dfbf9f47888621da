import { bannersCarouselCall } from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ['banners', 'carousel'],
    queryFn: ({ signal }) => apiRequest(bannersCarouselCall, { signal }),
    staleTime: 60_000,
    select: (response) => response.banners,
  });

export const useBanners = () => useQuery(bannersQueryOptions());
