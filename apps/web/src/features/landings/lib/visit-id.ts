const KEY = 'landingVisitId';

/**
 * The tab's landing visit id (issue 25): made on the first landing page the tab opens and kept
 * in sessionStorage, so a reload or a return from a popup is the same visit (the server counts
 * an id once), while another tab, or the same visitor tomorrow, is a new one.
 */
export function landingVisitId(
  store: Pick<Storage, 'getItem' | 'setItem'> | null = session(),
): string {
  const known = store?.getItem(KEY);
  if (known && UUID.test(known)) return known;
  const id = newUuid();
  try {
    store?.setItem(KEY, id);
  } catch {
    // Storage unavailable: the id lives for this page only.
  }
  return id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** A version 4 UUID; `randomUUID` exists only on secure pages, `getRandomValues` everywhere. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
