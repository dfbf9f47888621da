import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { memoize } from './memo.js';

export interface JsonBody {
  body: string;
  etag: string;
}

/** Serialises a value once, with an entity tag for conditional requests. */
export function toJsonBody(value: unknown): JsonBody {
  return jsonBodyOf(JSON.stringify(value));
}

function jsonBodyOf(body: string): JsonBody {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/**
 * An answer that is the same for every caller for a while (reference data): checked against its
 * contract and serialised once per `ttlMs`, not once per request.
 */
export function cachedJson<Schema extends z.core.$ZodType>(
  ttlMs: number,
  schema: Schema,
  load: () => Promise<z.input<Schema>>,
) {
  const cache = memoize(ttlMs, async () => toJsonBody(z.parse(schema, await load())));
  return {
    get: () => cache.get(),
    clear: () => cache.clear(),
  };
}

/**
 * A value the same for every caller (a visitor's page of the catalogue), kept with its body as
 * the route's own serializer wrote it. The route's response schema stays the allow-list of what
 * is sent; checking and writing it is paid on the first answer of the value, not on every one.
 */
export interface SharedAnswer<T> {
  readonly value: T;
  /** The body `serialize` writes for `value`, written on the first call and kept after it. */
  body(serialize: (value: T) => string): JsonBody;
}

export function sharedAnswer<T>(value: T): SharedAnswer<T> {
  let body: JsonBody | undefined;
  return {
    value,
    body: (serialize) => (body ??= jsonBodyOf(serialize(value))),
  };
}

/**
 * Sends a shared answer through the route's serializer of its 200 response (its schema is the
 * allow-list), with an ETag and `cacheControl`; 304 when the caller already has it.
 */
export function sendSharedAnswer<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SharedAnswer<T>,
  cacheControl: string,
): FastifyReply {
  const serialize = reply.getSerializationFunction('200');
  if (!serialize) {
    throw new Error(
      `${request.method} ${request.routeOptions.url} declares no 200 response schema.`,
    );
  }
  const body = answer.body((value) => serialize(value as { [key: string]: unknown }));
  return sendJsonBody(request, reply, body, cacheControl);
}

/** Sends a pre-serialised body, answering 304 when the caller already has it. */
export function sendJsonBody(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, etag }: JsonBody,
  cacheControl: string,
): FastifyReply {
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
