import type * as z from 'zod/mini';
import { errorBodySchema } from './errors.js';

/**
 * One API call as both sides see it: the server registers its route from it (method, path,
 * validation, response allow-list, OpenAPI) and the clients build their request from it, so a
 * path or a method is written once.
 *
 * @example
 * export const gameCall = defineCall({
 *   method: 'GET',
 *   path: '/api/v1/games/:alias',
 *   tags: ['games'],
 *   summary: 'One game by alias',
 *   auth: 'optional',
 *   params: gameAliasParamsSchema,
 *   responses: { 200: gameResponseSchema, ...errorResponses(403, 404) },
 * });
 * fetch(callPath(gameCall, { alias: 'book-of-ra' }), { method: gameCall.method });
 */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may make the call: anyone (`none`); anyone, a token personalising the answer
 * (`optional`); only the holder of a bearer token (`bearer`: a player's, or the operator's on
 * the admin calls).
 */
export type CallAuth = 'none' | 'optional' | 'bearer';

type Schema = z.core.$ZodType;

/** Answers by HTTP status; every call declares its 200 answer. */
export type CallResponses = { readonly 200: Schema } & { readonly [status: number]: Schema };

export interface Call {
  readonly method: HttpMethod;
  /** The whole path from the site's root, in router form: `/api/v1/games/:alias`. */
  readonly path: string;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly auth: CallAuth;
  /** One key per `:name` segment of the path. */
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  readonly responses: CallResponses;
}

/** Whether `value` is a call object (the routes test finds them among the contracts' exports). */
export function isCall(value: unknown): value is Call {
  if (typeof value !== 'object' || value === null) return false;
  const { method, path, responses } = value as Partial<Call>;
  return (
    HTTP_METHODS.includes(method as HttpMethod) &&
    typeof path === 'string' &&
    typeof responses === 'object'
  );
}

/** Keeps the call's literal types (path, schemas) so that both sides infer from them. */
export function defineCall<const C extends Call>(call: C): C {
  return call;
}

/** The error answers any call may give: bad input, too many requests, a fault of the server. */
const COMMON_ERROR_STATUSES = [400, 429, 500] as const;

/**
 * The error answers of a call: the common ones and the `statuses` given, all with the one error
 * body. Spread beside the 200 answer: `{ 200: schema, ...errorResponses(403, 404) }`.
 */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): { readonly [K in S[number] | (typeof COMMON_ERROR_STATUSES)[number]]: typeof errorBodySchema } {
  const answers: Record<number, typeof errorBodySchema> = {};
  for (const status of [...COMMON_ERROR_STATUSES, ...statuses]) answers[status] = errorBodySchema;
  return answers as never;
}

type SchemaOf<C extends Call, K extends 'params' | 'query' | 'body'> = C extends {
  readonly [P in K]: infer S extends Schema;
}
  ? S
  : undefined;

type InputOf<S> = S extends Schema ? z.input<S> : undefined;

/** The path parameters a client gives (`{ alias: 'book-of-ra' }`), or undefined. */
export type CallParams<C extends Call> = InputOf<SchemaOf<C, 'params'>>;
/** The query string a client may give, or undefined. */
export type CallQuery<C extends Call> = InputOf<SchemaOf<C, 'query'>>;
/** The body a client sends, or undefined. */
export type CallBody<C extends Call> = InputOf<SchemaOf<C, 'body'>>;
/** The 200 answer as the client reads it after parsing. */
export type CallResponse<C extends Call> = z.output<C['responses'][200]>;

const PARAM_SEGMENT = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The names of a path's `:name` segments, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM_SEGMENT)].map((match) => match[1]!);
}

type PathValues = Readonly<Record<string, string | number>>;

/**
 * The call's path with each `:name` segment filled from `params` (percent-encoded, so a value
 * never adds a segment). A call without path parameters takes none.
 *
 * @example callPath(gameCall, { alias: 'book of ra' }) // '/api/v1/games/book%20of%20ra'
 */
export function callPath<C extends Call>(
  call: C,
  ...[params]: CallParams<C> extends undefined ? [] : [params: CallParams<C>]
): string {
  const values = (params ?? {}) as PathValues;
  return call.path.replace(PARAM_SEGMENT, (_segment, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) throw new Error(`${call.method} ${call.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
