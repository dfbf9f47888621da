import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';

/**
 * One server (a copy of the run's fresh database, support/global-setup.ts) and one Chromium for
 * a journey file, started side by side; `env` is added to the server's environment (an admin
 * token, a sandbox setting…).
 */
export function useJourney(
  env: Record<string, string> = {},
): () => { url: string; browser: Browser } {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const template = inject('journeyDataDir');
    // Settled, not Promise.all: whichever started must be there for afterAll to stop.
    const [started, launched] = await Promise.allSettled([
      startServer({ env, ...(template ? { template } : {}) }),
      launchBrowser(),
    ]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    for (const result of [started, launched]) {
      if (result.status === 'rejected') throw result.reason;
    }
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
