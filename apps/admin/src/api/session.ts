import { useSyncExternalStore } from 'react';

/** Where the staff session token lives: this tab only, gone when it closes (common brief). */
export const STAFF_TOKEN_KEY = 'jackdaw.staffToken';

/** Why the console is back at sign-in, shown there once. */
export type SignOutReason = 'ended' | 'signedOut' | 'signedOutEverywhere';

let reason: SignOutReason | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const readToken = (): string | null => sessionStorage.getItem(STAFF_TOKEN_KEY);

export function startSession(token: string): void {
  sessionStorage.setItem(STAFF_TOKEN_KEY, token);
  reason = null;
  notify();
}

/** Drops the token; the session guard then sends the member to sign-in, which shows `why`. */
export function endSession(why: SignOutReason): void {
  sessionStorage.removeItem(STAFF_TOKEN_KEY);
  reason = why;
  notify();
}

/** The reason of the last sign-out, read once by the sign-in page. */
export function takeSignOutReason(): SignOutReason | null {
  const taken = reason;
  reason = null;
  return taken;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current token, re-rendering when it changes. */
export const useToken = () => useSyncExternalStore(subscribe, readToken);

/** When the last call that reached the server was made (the idle probe, app/idle.ts). */
export let lastCallAt = Date.now();
export const noteCall = () => {
  lastCallAt = Date.now();
};
