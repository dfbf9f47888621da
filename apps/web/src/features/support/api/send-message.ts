import { chatSendCall } from '@jackdaw/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** Writes to support; the answer is the stored message. */
export async function sendMessage(text: string, attachmentId?: number) {
  const response = await apiRequest(chatSendCall, {
    body: attachmentId === undefined ? { text } : { text, attachmentId },
  });
  return response.message;
}
