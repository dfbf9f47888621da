import { API_PREFIX, errorBodySchema, ErrorCode, type ErrorBody } from '@jackdaw/contracts';
import * as z from 'zod/mini';
import { noteGeoBlock } from '../state/geo-block';
import { dropTokenOnForbidden, useSessionStore } from '../state/session-store';
import { useUiStore } from '../state/ui-store';

/** A failed call, carrying the server's stable code. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(readonly body: ErrorBody) {
    super(body.message);
  }
  get statusCode(): number {
    return this.body.statusCode;
  }
  get code(): string {
    return this.body.code;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** A 5xx of this call means the casino cannot work: raise the service-error flag. */
  serviceCritical?: boolean;
}

/**
 * Calls the API with the stored bearer token and parses the answer with the call's contract,
 * so a response the server should never send fails here rather than deep inside a component.
 */
export async function apiRequest<Schema extends z.core.$ZodType>(
  path: string,
  schema: Schema,
  { method = 'GET', query, body, signal, serviceCritical = false }: RequestOptions = {},
): Promise<z.output<Schema>> {
  const url = new URL(API_PREFIX + path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = useSessionStore.getState().token;
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      signal,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({
      statusCode: 503,
      code: ErrorCode.ServiceUnavailable,
      message: 'Network error',
    });
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    dropTokenOnForbidden(response.status);
    if (serviceCritical && response.status >= 500) useUiStore.getState().setServiceError(true);
    const parsed = z.safeParse(errorBodySchema, payload);
    noteGeoBlock(response.status, parsed.success ? parsed.data.code : undefined);
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
  return z.parse(schema, payload);
}
