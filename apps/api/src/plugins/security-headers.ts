import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Runs helmet once and keeps the headers it sets. Our policy has no per-request part (no
 * nonces), so computing it per request, as the middleware would, only costs throughput
 * (measured: about two thirds of a bare Fastify's requests per second).
 */
export function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: () => undefined,
  };
  let called = false;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      called = true;
    },
  );
  if (!called) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * The site's Content-Security-Policy: our own origin only, except that the payment popup frames
 * the providers' pages (plugin iframes) and those pages, or a redirect after a form, lead to
 * them: `frame-src` and `form-action` also name the configured providers' origins.
 */
export function contentSecurityPolicy(providerOrigins: readonly string[]) {
  const self = "'self'";
  const providers = [...new Set(providerOrigins)];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: [self],
      scriptSrc: [self],
      styleSrc: [self, "'unsafe-inline'"],
      imgSrc: [self, 'data:', 'blob:'],
      fontSrc: [self],
      connectSrc: [self],
      mediaSrc: [self],
      frameSrc: [self, ...providers],
      workerSrc: [self, 'blob:'],
      manifestSrc: [self],
      objectSrc: ["'none'"],
      baseUri: [self],
      formAction: [self, ...providers],
      frameAncestors: [self],
    },
  } satisfies HelmetOptions['contentSecurityPolicy'];
}
