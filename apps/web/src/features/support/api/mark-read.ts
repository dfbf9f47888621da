import { chatReadCall } from '@jackdaw/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** Marks support's messages up to `lastMessageId` read (the server's unread count answers). */
export function markRead(lastMessageId: number) {
  return apiRequest(chatReadCall, { body: { lastMessageId } });
}
