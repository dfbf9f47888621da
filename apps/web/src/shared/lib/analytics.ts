/**
 * Analytics events go to the browser data layer (engagement §7); nothing is fetched here. The
 * tag manager, when an operator installs one, reads the layer.
 */
export type AnalyticsEvent =
  | 'view_provider'
  | 'view_category'
  | 'search_game'
  | 'banner_click'
  | 'favorites_add'
  | 'favorites_removed'
  | 'game_start'
  | 'demo_game_start'
  | 'demo_game_closed'
  | 'game_closed'
  | 'deposit_initiated'
  | 'withdrawal_requested'
  | 'support_chat_started';

type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

let userId: string | null = null;

/** Signed-in events carry the player's id. */
export function setAnalyticsUser(id: string | null): void {
  userId = id;
}

function dataLayer(): DataLayerEntry[] {
  if (!Array.isArray(window.dataLayer)) {
    console.warn('analytics: dataLayer was missing; created an empty one');
    window.dataLayer = [];
  }
  return window.dataLayer;
}

export function track(event: AnalyticsEvent, params: Record<string, unknown> = {}): void {
  dataLayer().push({ event, user_id: userId, ...params });
}

/**
 * The analytics client id from the `_ga` cookie. Three shapes are known:
 * `GA1.1.123.456` (a cookie with its version prefix), `123.456` (the bare id) and
 * `amp-AbC…` (an AMP client id). Anything else is null.
 */
export function parseClientId(cookie: string): string | null {
  const raw = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('_ga='))
    ?.slice(4);
  if (!raw) return null;
  const value = decodeURIComponent(raw);
  const prefixed = /^GA\d+\.\d+\.(\d+\.\d+)$/.exec(value);
  if (prefixed?.[1]) return prefixed[1];
  if (/^\d+\.\d+$/.test(value)) return value;
  if (/^amp-[\w-]+$/.test(value)) return value;
  return null;
}

/** A marketing event carries the client id; without one it is sent with null and a warning. */
export function trackMarketing(event: string, params: Record<string, unknown> = {}): void {
  const clientId = parseClientId(document.cookie);
  if (!clientId) console.warn('analytics: no client id in the _ga cookie');
  dataLayer().push({ event, client_id: clientId, user_id: userId, ...params });
}
