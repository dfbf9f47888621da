/**
 * When the stream tries again (pure, unit-tested). Exponential backoff with "equal jitter": half
 * the step fixed, half random, so that a server restart does not see every tab of every player
 * come back in the same second; capped so that a long outage still retries twice a minute.
 */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_CAP_MS = 30_000;

/** The wait before attempt `attempt` (0 for the first retry); `random` is in [0, 1). */
export function reconnectDelay(attempt: number, random: number): number {
  const step = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(step / 2 + (step / 2) * Math.min(Math.max(random, 0), 1));
}

/**
 * Whether a stream should be open: only for a signed-in player and while the browser is online
 * (an offline retry only burns ticket calls). A hidden tab keeps its stream: its header and
 * queue must be current when the player comes back.
 */
export function shouldConnect(state: { signedIn: boolean; online: boolean }): boolean {
  return state.signedIn && state.online;
}

/** The address of the stream for one ticket, resuming after the last event seen. */
export function streamUrl(path: string, ticket: string, lastEventId: string | null): string {
  const query = new URLSearchParams({ ticket });
  if (lastEventId && /^\d{1,18}$/.test(lastEventId)) query.set('lastEventId', lastEventId);
  return `${path}?${query.toString()}`;
}
