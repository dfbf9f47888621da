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

/** A part the call's contract declares is typed from it; a part it does not declare is refused. */
type Part<K extends string, T, Needed extends boolean> = [T] extends [undefined]
  ? { [P in K]?: never }
  : Needed extends true
    ? { [P in K]: T }
    : { [P in K]?: T };

/** What a request gives besides its call: path parameters and body when the call has them. */
type RequestOptions<C extends Call> = Part<'params', CallParams<C>, true> &
  Part<'query', CallQuery<C>, false> &
  Part<'body', CallBody<C>, true> & {
    signal?: AbortSignal;
    /** A 5xx of this call means the casino cannot work: raise the service-error flag. */
    serviceCritical?: boolean;
  };

/** The options are optional only for a call that needs neither path parameters nor a body. */
type OptionsArgument<C extends Call> =
  object extends RequestOptions<C> ? [options?: RequestOptions<C>] : [options: RequestOptions<C>];

type QueryValue = string | number | boolean | undefined | readonly (string | number | boolean)[];

/** The path of a call whose parameters are known only as the generic `Call`. */
const pathOf = callPath as (call: Call, params?: unknown) => string;

/** The call's URL: its path with the parameters filled in, and the query's defined values. */
function requestUrl(call: Call, params: unknown, query: unknown): URL {
  const url = new URL(pathOf(call, params), window.location.origin);
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, String(item));
    else if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

/**
 * Makes a call of `packages/contracts` (method and path from its object) with the stored bearer
 * token and parses the answer with the call's 200 schema, so a response the server should never
 * send fails here rather than deep inside a component.
 *
 * @example apiRequest(gameCall, { params: { alias }, signal })
 */
export async function apiRequest<C extends Call>(
  call: C,
  ...[options]: OptionsArgument<C>
): Promise<CallResponse<C>> {
  const {
    params,
    query,
    body,
    signal,
    serviceCritical = false,
  } = (options ?? {}) as {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
    serviceCritical?: boolean;
  };
  const url = requestUrl(call, params, query);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = useSessionStore.getState().token;
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
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
  return z.parse(call.responses[200], payload) as CallResponse<C>;
}
