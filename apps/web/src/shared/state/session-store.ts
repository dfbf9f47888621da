import { create } from 'zustand';
import { storage, storageKeys } from '../lib/storage';

/**
 * The stored tokens. Whether the player is signed in is known only after the profile loads
 * (spec core §4 "Authentication"); see useSession.
 */
interface SessionStore {
  token: string | null;
  recoveryToken: string | null;
  setToken(token: string | null): void;
  setRecoveryToken(token: string | null): void;
}

export const useSessionStore = create<SessionStore>((set) => ({
  token: storage.get(storageKeys.authToken),
  recoveryToken: storage.get(storageKeys.recoveryToken),
  setToken: (token) => {
    if (token) storage.set(storageKeys.authToken, token);
    else storage.remove(storageKeys.authToken);
    set({ token });
  },
  setRecoveryToken: (recoveryToken) => {
    if (recoveryToken) storage.set(storageKeys.recoveryToken, recoveryToken);
    else storage.remove(storageKeys.recoveryToken);
    set({ recoveryToken });
  },
}));

/** Any 403 drops the stored token (spec core §6). */
export function dropTokenOnForbidden(statusCode: number): void {
  if (statusCode === 403) useSessionStore.getState().setToken(null);
}
