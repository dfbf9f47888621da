import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, errorBodySchema } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createTestApp, useTestApp } from './helper.js';

/** A stand-in for apps/play/dist, so the test does not depend on a build having run. */
function fakeClientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'jackdaw-play-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Jackdaw Studio</title><script type="module" src="/play/assets/index-abc123.js"></script>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("game client");');
  return dir;
}

const testApp = useTestApp({ config: { playDistDir: fakeClientBuild() } });
const token = 'Ab1_-'.repeat(8) + 'xyz';

describe('the game client at /play', () => {
  it('serves its page for any launch token, revalidated on every load', async () => {
    const response = await testApp().app.inject({ url: `/play/${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('/play/assets/index-abc123.js');
    // Framed by the site's own pages only, under the site's policy.
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('serves its hashed files for a year', async () => {
    const response = await testApp().app.inject({ url: '/play/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toContain('game client');
  });

  it('answers an unknown file with a 404 of the error shape, not the page', async () => {
    for (const url of ['/play/assets/index-gone.js', '/play/assets', '/play/a/b', '/play/x.js']) {
      const response = await testApp().app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(z.parse(errorBodySchema, response.json()).code).toBe(ErrorCode.RouteNotFound);
    }
  });

  it('answers 404 while the client is not built', async () => {
    const empty = await createTestApp({
      config: { playDistDir: mkdtempSync(join(tmpdir(), 'jackdaw-play-none-')) },
    });
    try {
      const response = await empty.app.inject({ url: `/play/${token}` });
      expect(response.statusCode).toBe(404);
    } finally {
      await empty.close();
    }
  });
});
