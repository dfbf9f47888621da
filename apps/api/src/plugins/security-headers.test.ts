import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.js';
import { errorsPlugin } from './errors.js';
import { securityPlugin } from './security.js';

/**
 * The security plugin alone on a bare Fastify, with what it depends on: the policy depends on
 * the configuration only (test/app.test.ts checks the whole app sends it).
 */
async function serve(config: Pick<Config, 'publicUrl' | 'sandboxEnabled'>) {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    config: { ...loadConfig({ JWT_SECRET: 'x'.repeat(40) }), ...config },
  });
  app.get('/api/v1/users/currencies', async () => []);
  await app.ready();
  return { app, close: () => app.close() };
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('Content-Security-Policy and the payment providers', () => {
  it("frames and posts to the providers' pages, from wherever they are served", async () => {
    // The sandbox plays every provider at PUBLIC_URL, here another host than the site's.
    const { app, close } = await serve({
      publicUrl: 'https://pay.jackdaw.test:8443',
      sandboxEnabled: true,
    });
    try {
      const response = await app.inject({ url: '/api/v1/users/currencies' });
      const csp = String(response.headers['content-security-policy']);
      expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://pay.jackdaw.test:8443");
      expect(directive(csp, 'form-action')).toBe(
        "form-action 'self' https://pay.jackdaw.test:8443",
      );
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
      expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    } finally {
      await close();
    }
  });

  it('names no other origin when no provider is configured', async () => {
    const { app, close } = await serve({
      publicUrl: 'https://pay.jackdaw.test',
      sandboxEnabled: false,
    });
    try {
      const response = await app.inject({ url: '/api/v1/users/currencies' });
      const csp = String(response.headers['content-security-policy']);
      expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
      expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    } finally {
      await close();
    }
  });
});
