import { API_PREFIX } from '@jackdaw/contracts';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { paymentPageOrigins } from '../modules/payments/index.js';
import { contentSecurityPolicy, staticSecurityHeaders } from './security-headers.js';

/**
 * Security headers with a real Content-Security-Policy, response compression and the rate
 * limiter for the API. Routes tighten the limit through `config.rateLimit`; counters live in Redis when
 * REDIS_URL is set so that every instance sees the same count.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * False on routes only other servers call (game providers' wallet calls, payment
     * callbacks): the browser protections (CSP, framing, HSTS…) mean nothing there, and writing
     * a dozen headers into every answer is a measurable share of those hot paths (bench/wallet).
     */
    browserHeaders?: boolean;
  }
}

/**
 * Route config of a call only other servers make, at their own pace and signed (game providers'
 * wallet calls, payment callbacks): no per-address limit (the signature is the gate, and a
 * provider retries until answered), no compression hooks (answers are a few dozen bytes), no
 * browser headers. Each of these is a measurable share of those hot paths (bench/wallet).
 */
export const serverToServer = {
  rateLimit: false,
  compress: false,
  decompress: false,
  browserHeaders: false,
} as const;

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const securityHeaders = staticSecurityHeaders({
      contentSecurityPolicy: contentSecurityPolicy(paymentPageOrigins(opts.config)),
      // Games and provider pages are framed by our own pages only.
      xFrameOptions: { action: 'sameorigin' },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: opts.config.env === 'production',
    });
    // A callback hook, not an async one: no promise per request on every call's path.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.browserHeaders !== false) reply.headers(securityHeaders);
      done();
    });

    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

    const redis = opts.config.redisUrl
      ? new Redis(opts.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: true,
      max: opts.config.rateLimitPerMinute,
      timeWindow: 60_000,
      ...(redis ? { redis, nameSpace: 'jackdaw-rl:' } : {}),
      // A Redis outage must not take the site down: count nothing rather than refuse everyone.
      skipOnError: true,
      // Only the API is limited: the site's pages, scripts, images and dictionaries are static
      // and a single page load fetches dozens of them.
      allowList: (request) => !request.url.startsWith(API_PREFIX),
    });
  },
  { name: 'security', dependencies: ['errors'] },
);
