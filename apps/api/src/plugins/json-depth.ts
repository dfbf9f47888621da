import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { JsonDepthLimit, MAX_JSON_DEPTH, type JsonDepthMode } from '../lib/json-depth.js';

/** Bodies that are never JSON: files, binary data and forms of parts. */
const NOT_JSON = /^\s*(?:multipart\/|application\/octet-stream|image\/|audio\/|video\/)/i;
const JSON_TYPE = /[/+]json\b/i;

function modeOf(request: FastifyRequest): JsonDepthMode | undefined {
  const { headers } = request;
  if (headers['content-length'] === '0') return undefined;
  if (headers['content-length'] === undefined && headers['transfer-encoding'] === undefined) {
    return undefined;
  }
  const type = headers['content-type'] ?? '';
  if (JSON_TYPE.test(type)) return 'json';
  return NOT_JSON.test(type) ? undefined : 'sniff';
}

/**
 * Refuses a request body nested deeper than MAX_JSON_DEPTH (400 REQUEST.TOO_DEEP) while it
 * streams in, before any content-type parser or handler sees it, on every route: those with
 * their own parsers (game-wallet calls, payment callbacks that keep the raw text) included.
 * Registered after the compression plugin, so it reads the decompressed bytes.
 */
export const jsonDepthPlugin = fp(
  async (app: FastifyInstance, opts: { limit?: number }) => {
    const limit = opts.limit ?? MAX_JSON_DEPTH;
    app.addHook('preParsing', (request, _reply, payload, done) => {
      const mode = modeOf(request);
      if (!mode) {
        done(null, payload);
        return;
      }
      const limiter = new JsonDepthLimit(mode, limit);
      // Fastify compares the bytes received on the wire with Content-Length; after the
      // decompression stream that count is the one it keeps.
      Object.defineProperty(limiter, 'receivedEncodedLength', {
        get: () => (payload as { receivedEncodedLength?: number }).receivedEncodedLength,
      });
      // Not `pipeline`: on refusal it would destroy the request, and with it the socket the
      // 400 goes back on.
      payload.on('error', (error) => limiter.destroy(error));
      limiter.on('error', () => payload.unpipe(limiter));
      done(null, payload.pipe(limiter));
    });
  },
  { name: 'json-depth', dependencies: ['errors', 'security'] },
);
