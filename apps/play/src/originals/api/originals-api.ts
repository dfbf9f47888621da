import {
  originalsActionCall,
  originalsBetCall,
  originalsSessionCall,
  type OriginalsActionBody,
  type OriginalsBetBody,
} from '@jackdaw/contracts';
import { playApi, request } from '../../api/play-api';

/**
 * The originals' calls: their own session, bet and action; seeds, rotation and the last rounds
 * are the play module's, shared with the slots (family `originals`).
 */
export const originalsApi = {
  openSession: (launchToken: string) => request(originalsSessionCall, { launchToken }),
  bet: (body: OriginalsBetBody) => request(originalsBetCall, body),
  action: (body: OriginalsActionBody) => request(originalsActionCall, body),
  setClientSeed: playApi.setClientSeed,
  rotateSeeds: playApi.rotateSeeds,
  rounds: (sessionToken: string, take: number) => playApi.sessionRounds({ sessionToken, take }),
};

export type OriginalsApi = typeof originalsApi;
