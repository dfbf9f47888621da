import { staffMeCall } from '@jackdaw/contracts';
import { useEffect } from 'react';
import { api } from '../api/client';
import { lastCallAt } from '../api/session';

/** The server ends a session 30 minutes after its last call (staff module, STAFF_IDLE_TIMEOUT_MS). */
const SERVER_IDLE_MS = 30 * 60_000;

/**
 * The server decides when a session has gone idle; the console only asks, once the server's
 * time-out has passed since its last call, so that an idle screen returns to sign-in and says
 * why instead of failing at the next click. Asking earlier would keep the session alive.
 */
export function useIdleProbe(): void {
  useEffect(() => {
    const timer = setInterval(() => {
      if (Date.now() - lastCallAt > SERVER_IDLE_MS + 5_000) {
        // A 401 ends the session in the client (api/client.ts); any other answer is activity.
        api(staffMeCall).catch(() => undefined);
      }
    }, 30_000);
    return () => clearInterval(timer);
  }, []);
}
