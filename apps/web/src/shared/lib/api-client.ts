import { errorBodySchema, type ErrorBody } from '@jackdaw/contracts';
import * as z from 'zod/mini';
import { env } from '../../config/env';

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

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the API and parses the answer with the call's contract, so a response the server
 * should never send fails here rather than deep inside a component.
 */
export async function apiRequest<Schema extends z.core.$ZodType>(
  path: string,
  schema: Schema,
  { method = 'GET', query, body, signal }: RequestOptions = {},
): Promise<z.output<Schema>> {
  const url = new URL(env.apiBase + path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const response = await fetch(url, {
    method,
    signal,
    headers:
      body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(payload);
    throw new ApiError(
      parsed.success
        ? parsed.data
        : {
            statusCode: response.status >= 400 ? response.status : 500,
            code: 'SERVER.ERROR',
            message: response.statusText,
          },
    );
  }
  return z.parse(schema, payload);
}
