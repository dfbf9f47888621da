import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';

/**
 * One server (fresh database) and one Chromium for a journey file; `env` is added to the
 * server's environment (an admin token, a sandbox setting…).
 */
export function useJourney(
  env: Record<string, string> = {},
): () => { url: string; browser: Browser } {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return () => {
    if (!server || !browser) throw new Error('journey not started yet');
    return { url: server.url, browser };
  };
}

/** Waits until the start-up preloader has left the page. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const preloader = document.getElementById('preloader');
      return !preloader || preloader.classList.contains('preloader-hidden');
    },
    undefined,
    { polling: 100 },
  );
}
