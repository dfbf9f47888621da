import { playerChatCall } from '@jackdaw/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** The conversation and its newest page, or the page before message `before`. */
export function getChat(before?: number, signal?: AbortSignal) {
  return apiRequest(playerChatCall, {
    query: before === undefined ? {} : { before: String(before) },
    signal,
  });
}
