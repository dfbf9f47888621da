import { staffEventSchema, staffStreamCall, type StaffEvent } from '@jackdaw/contracts';
import * as z from 'zod/mini';

/** Where the support inbox's event stream opens: the one-time ticket, and the place to resume. */
export function staffStreamUrl(ticket: string, lastEventId: string | null): string {
  const query = new URLSearchParams({ ticket });
  if (lastEventId) query.set('lastEventId', lastEventId);
  return `${staffStreamCall.path}?${query.toString()}`;
}

/**
 * How long to wait before the `attempt`-th reconnection (0: the first): 1 s, doubling, at most
 * 30 s, so a server that is down is not hammered by every open console.
 */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
}

/** The event types the stream names (SSE `event:` field); anything else is ignored. */
export const STAFF_EVENT_TYPES = ['chat.conversation', 'chat.typing'] as const;

/** An SSE message's data read as a staff event, or null when it is not one (dropped). */
export function parseStaffEvent(data: string): StaffEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = z.safeParse(staffEventSchema, json);
  return parsed.success ? parsed.data : null;
}

/** A backlog id the server can resume after (digits only); anything else is not kept. */
export const resumableId = (id: string | undefined): string | null =>
  id && /^\d{1,18}$/.test(id) ? id : null;
