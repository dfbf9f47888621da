import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, viewports } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a visitor opens the home page', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`renders at ${viewport.width} px without console errors`, async () => {
      const { page, context, problems } = await openPage(browser, viewport);
      try {
        await page.goto(server.url, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1, name: 'Welcome to Jackdaw' }).waitFor();
        await page.getByRole('navigation', { name: 'Game categories' }).first().waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `home-${name}-${viewport.width}`);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('shows the stored language', async () => {
    const { page, context, problems } = await openPage(browser, viewports.phone);
    try {
      await page.addInitScript(() => localStorage.setItem('language', 'TR'));
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: "Jackdaw'a hoş geldiniz" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
