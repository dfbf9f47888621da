import { streamTicketCall } from '@jackdaw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../shared/lib/api-client';
import { useSessionStore } from '../../shared/state/session-store';
import { applyToCache } from './cache-effects';
import { publishRealtime, useRealtimeStore } from '../../shared/state/realtime-store';
import { shouldConnect } from './reconnect';
import { createStreamClient } from './stream-client';

const STREAM_PATH = '/api/v1/events';

/**
 * Keeps this tab's one event stream open while a player is signed in and the browser is online
 * (DESIGN.md "Realtime"), and hands each event to the cache and to the subscribers. Renders
 * nothing. Coming back online or to the tab retries at once instead of waiting out the backoff.
 */
export function RealtimeHost() {
  const token = useSessionStore((state) => state.token);
  const client = useQueryClient();
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    const setUp = useRealtimeStore.getState().setUp;
    const stream = createStreamClient({
      path: STREAM_PATH,
      fetchTicket: async () => (await apiRequest(streamTicketCall)).ticket,
      openSource: (url) => new EventSource(url),
      onEvent: (event) => {
        applyToCache(client, event);
        publishRealtime(event);
      },
      onUp: setUp,
    });
    const sync = () => {
      if (shouldConnect({ signedIn: true, online: navigator.onLine })) stream.start();
      else stream.stop();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') sync();
    };
    sync();
    window.addEventListener('online', sync);
    window.addEventListener('offline', sync);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', sync);
      window.removeEventListener('offline', sync);
      document.removeEventListener('visibilitychange', onVisible);
      stream.stop();
    };
  }, [token, client]);
  return null;
}
