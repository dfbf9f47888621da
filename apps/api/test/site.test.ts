import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';

// A stand-in build: the plugin serves whatever index.html the site's build wrote.
const distDir = mkdtempSync(join(tmpdir(), 'jackdaw-site-'));
mkdirSync(join(distDir, 'assets'));
writeFileSync(
  join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Jackdaw</title></head><body></body></html>',
);
writeFileSync(join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');

describe('the site', () => {
  const testApp = useTestApp({ config: { webDistDir: distDir } });

  it('answers any page path with index.html, revalidated on every load', async () => {
    const response = await testApp().app.inject({ url: '/profile/transactions' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Jackdaw</title>');
  });

  it("preloads the page's dictionaries, and on the home page the first banner's pictures", async () => {
    const home = await testApp().app.inject({ url: '/tr' });
    const head = home.body.slice(0, home.body.indexOf('</head>'));
    expect(head).toContain('href="/langs/Localization+(tr).json" as="fetch"');
    expect(head).toContain('href="/langs/Localization+(en).json" as="fetch"');
    expect(head).toMatch(/href="[^"]+" as="image" media="\(max-width: 767\.98px\)"/);
    expect(head).toMatch(/href="[^"]+" as="image" media="\(min-width: 768px\)"/);

    const page = await testApp().app.inject({ url: '/slots' });
    expect(page.body).toContain('Localization+(en).json');
    expect(page.body).not.toContain('as="image"');
  });

  it('serves hashed assets for a year and answers 404 for missing files and API paths', async () => {
    const asset = await testApp().app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await testApp().app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await testApp().app.inject({ url: '/api/v1/nothing' })).statusCode).toBe(404);
  });
});
