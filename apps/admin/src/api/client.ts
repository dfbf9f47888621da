import {
  callPath,
  errorBodySchema,
  ErrorCode,
  type Call,
  type CallBody,
  type CallParams,
  type CallQuery,
  type CallResponse,
  type ErrorBody,
} from '@jackdaw/contracts';
import * as z from 'zod/mini';
import { endSession, noteCall, readToken } from './session';

/** A failed call, carrying the server's stable code. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly body: ErrorBody,
    /** Whatever else the error answer carried (e.g. `details` of a validation error). */
    readonly details?: unknown,
  ) {
    super(body.message);
  }
  get statusCode(): number {
    return this.body.statusCode;
  }
  get code(): string {
    return this.body.code;
  }
}

/** A part the call's contract declares is typed from it; a part it does not declare is refused. */
type Part<K extends string, T, Needed extends boolean> = [T] extends [undefined]
  ? { [P in K]?: never }
  : Needed extends true
    ? { [P in K]: T }
    : { [P in K]?: T };

type RequestOptions<C extends Call> = Part<'params', CallParams<C>, true> &
  Part<'query', CallQuery<C>, false> &
  Part<'body', CallBody<C>, true> & { signal?: AbortSignal };

/** The options are optional only for a call that needs neither path parameters nor a body. */
type OptionsArgument<C extends Call> =
  object extends RequestOptions<C> ? [options?: RequestOptions<C>] : [options: RequestOptions<C>];

type QueryValue = string | number | boolean | undefined | readonly (string | number | boolean)[];

const pathOf = callPath as (call: Call, params?: unknown) => string;

function requestUrl(call: Call, params: unknown, query: unknown): URL {
  const url = new URL(pathOf(call, params), window.location.origin);
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, String(item));
    else if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

/**
 * Makes a call of `packages/contracts` with the staff session's bearer token and parses the
 * answer with the call's 200 schema. A 401 STAFF.UNAUTHENTICATED while signed in (the session
 * ended: idle, signed out elsewhere, disabled) drops the token: the console returns to sign-in
 * and says why.
 *
 * @example api(staffMembersCall, { query: { after } })
 */
export async function api<C extends Call>(
  call: C,
  ...[options]: OptionsArgument<C>
): Promise<CallResponse<C>> {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
  };
  return send(
    call,
    { params, query, signal },
    body === undefined ? undefined : { type: 'application/json', data: JSON.stringify(body) },
  );
}

/**
 * Sends a file's bytes as the body of an upload call (the API tells the type by the bytes;
 * 415 REQUEST.UNSUPPORTED_MEDIA_TYPE, 413 REQUEST.TOO_LARGE), otherwise exactly like `api`.
 *
 * @example upload(adminGameCoverCall, { params: { alias } }, file)
 */
export function upload<C extends Call>(
  call: C,
  options: { params?: CallParams<C>; signal?: AbortSignal },
  file: File,
): Promise<CallResponse<C>> {
  return send(call, options, { type: file.type || 'application/octet-stream', data: file });
}

async function send<C extends Call>(
  call: C,
  {
    params,
    query,
    signal,
  }: { params?: unknown; query?: unknown; signal?: AbortSignal | undefined },
  body: { type: string; data: BodyInit } | undefined,
): Promise<CallResponse<C>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body) headers['content-type'] = body.type;
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(requestUrl(call, params, query), {
      method: call.method,
      signal,
      headers,
      body: body?.data,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({
      statusCode: 503,
      code: ErrorCode.ServiceUnavailable,
      message: 'Network error',
    });
  }
  if (token) noteCall();
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = z.safeParse(errorBodySchema, payload);
    const error = new ApiError(
      parsed.success
        ? parsed.data
        : {
            statusCode: response.status,
            code: response.status >= 500 ? ErrorCode.ServerError : ErrorCode.RequestInvalid,
            message: response.statusText,
          },
      (payload as { details?: unknown } | undefined)?.details,
    );
    if (token && response.status === 401 && error.code === ErrorCode.StaffUnauthenticated) {
      endSession('ended');
    }
    throw error;
  }
  return z.parse(call.responses[200], payload) as CallResponse<C>;
}
