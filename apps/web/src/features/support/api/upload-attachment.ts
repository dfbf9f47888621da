import { callPath, chatAttachmentCall, errorBodySchema, ErrorCode } from '@jackdaw/contracts';
import * as z from 'zod/mini';
import { ApiError } from '../../../shared/lib/api-client';
import { dropTokenOnForbidden, useSessionStore } from '../../../shared/state/session-store';

/**
 * Uploads an image as the raw bytes of the body (the call's contract: no JSON, no multipart, so
 * the server reads exactly the file and checks its bytes). `apiRequest` sends JSON only, so this
 * one call makes its own request, with the same token, answer parsing and 403 rule.
 */
export async function uploadAttachment(file: Blob) {
  const token = useSessionStore.getState().token;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': file.type,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(new URL(callPath(chatAttachmentCall), window.location.origin), {
      method: chatAttachmentCall.method,
      headers,
      body: file,
    });
  } catch {
    throw new ApiError({
      statusCode: 503,
      code: ErrorCode.ServiceUnavailable,
      message: 'Network error',
    });
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    dropTokenOnForbidden(response.status);
    const parsed = z.safeParse(errorBodySchema, payload);
    throw new ApiError(
      parsed.success
        ? parsed.data
        : {
            statusCode: response.status,
            code: response.status >= 500 ? ErrorCode.ServerError : ErrorCode.RequestInvalid,
            message: response.statusText,
          },
    );
  }
  return z.parse(chatAttachmentCall.responses[200], payload).attachment;
}
