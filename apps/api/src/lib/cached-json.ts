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
  const body = JSON.stringify(value);
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
