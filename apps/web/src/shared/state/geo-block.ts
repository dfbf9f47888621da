import { ErrorCode } from '@jackdaw/contracts';
import { create } from 'zustand';

interface GeoBlockStore {
  /** The server refused a call because of where the visitor is (451 GEO.BLOCKED, core §6). */
  blocked: boolean;
  setBlocked(blocked: boolean): void;
}

export const useGeoBlockStore = create<GeoBlockStore>((set) => ({
  blocked: false,
  setBlocked: (blocked) => set({ blocked }),
}));

/**
 * A call refused for the visitor's country (registration, payments, real play) sends the site to
 * the not-available page. The server answers 451, not 403, so the stored token stays: a player
 * who travels is still signed in where play is allowed.
 */
export function noteGeoBlock(statusCode: number, code: string | undefined): void {
  if (statusCode === 451 && code === ErrorCode.GeoBlocked) {
    useGeoBlockStore.getState().setBlocked(true);
  }
}
