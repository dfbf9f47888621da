import {
  launchByAliasCall,
  launchDemoByAliasCall,
  type GameMode,
  type GamePlatform,
} from '@jackdaw/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../../shared/lib/api-client';

export interface LaunchRequest {
  alias: string;
  mode: GameMode;
  platform: GamePlatform;
  lang: string;
  returnUrl: string;
}

/** Launches started on this page, so that each mounted game frame has a launch of its own. */
let launches = 0;

/**
 * POST /games/init-by-alias/{alias} (real, signed in) or /init-demo-by-alias/{alias}. The URL is
 * single use, so a launch is never retried or refetched behind the player's back; its key stays
 * outside `games`, which the favorite toggle invalidates. Each caller that mounts gets its own
 * launch: a frame mounted again right after unmounting (the cache keeps an answer until the end
 * of the tick) would otherwise load a URL its predecessor already used, and fail.
 */
export function useLaunchGame(request: LaunchRequest, enabled: boolean) {
  const [launch] = useState(() => (launches += 1));
  return useQuery({
    queryKey: ['game-launch', launch, request],
    enabled,
    queryFn: ({ signal }) =>
      apiRequest(request.mode === 'real' ? launchByAliasCall : launchDemoByAliasCall, {
        params: { alias: request.alias },
        body: {
          platform: request.platform,
          mode: request.mode,
          lang: request.lang,
          returnUrl: request.returnUrl,
        },
        signal,
      }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
