import { chatTypingCall } from '@jackdaw/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** Tells support the player is typing or stopped; a lost signal only dims the indicator. */
export function sendTyping(typing: boolean): void {
  apiRequest(chatTypingCall, { body: { typing } }).catch((error: unknown) =>
    console.warn('support chat: the typing signal did not go', error),
  );
}
