import type { Call } from '@jackdaw/contracts';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The Fastify instance every module's routes receive (zod schemas, inferred request types). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Part<C, K extends string> = C extends { readonly [P in K]: infer S } ? S : undefined;

/** The Fastify schema of a call; the zod type provider infers request and reply from it. */
export interface CallSchema<C extends Call> extends FastifySchema {
  params: Part<C, 'params'>;
  querystring: Part<C, 'query'>;
  body: Part<C, 'body'>;
  response: C['responses'];
}

export type CallHandler<C extends Call> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  CallSchema<C>,
  ZodTypeProvider
>;

/** What a route adds to its call: hooks (authentication, signature checks) and config. */
export type CallRouteOptions<C extends Call> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    CallSchema<C>,
    ZodTypeProvider
  >,
  'schema'
>;

const SECURITY = {
  none: undefined,
  optional: [{}, { bearer: [] }],
  bearer: [{ bearer: [] }],
} satisfies Record<Call['auth'], { [scheme: string]: string[] }[] | undefined>;

/**
 * The calls registered on each server, by `METHOD /whole/path`. Keyed by the HTTP server, which
 * every encapsulated plugin of one app shares, so the routes test sees all of them.
 */
const callsByServer = new WeakMap<object, Map<string, Call>>();

/** The calls registered by `route` on `app`'s server, by `METHOD /whole/path`. */
export function registeredCalls(app: FastifyInstance): ReadonlyMap<string, Call> {
  return callsByServer.get(app.server) ?? new Map();
}

/**
 * Registers the route of `call`: method, path, validation, the response allow-list and the
 * OpenAPI operation all come from the call object. `app` may sit under a prefix (`/api/v1`):
 * the call's whole path must start with it.
 *
 * @example
 * route(app, gameCall, { preHandler: app.authenticateOptional }, async (request) =>
 *   games.game(request.params.alias, request.player));
 */
export function route<C extends Call>(
  app: ZodApp,
  call: C,
  options: CallRouteOptions<C>,
  handler: CallHandler<C>,
): void {
  if (!call.path.startsWith(app.prefix)) {
    throw new Error(`${call.method} ${call.path} is registered under the prefix ${app.prefix}`);
  }
  const schema = {
    tags: [...call.tags],
    summary: call.summary,
    ...(call.description === undefined ? {} : { description: call.description }),
    ...(call.auth === 'none' ? {} : { security: SECURITY[call.auth] }),
    ...(call.params === undefined ? {} : { params: call.params }),
    ...(call.query === undefined ? {} : { querystring: call.query }),
    ...(call.body === undefined ? {} : { body: call.body }),
    response: call.responses,
  } as unknown as CallSchema<C>;
  app.route({
    ...options,
    method: call.method,
    url: call.path.slice(app.prefix.length),
    schema,
    handler,
  });
  const calls = callsByServer.get(app.server) ?? new Map<string, Call>();
  callsByServer.set(app.server, calls.set(`${call.method} ${call.path}`, call));
}
