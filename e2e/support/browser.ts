import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from 'playwright-core';

export const artifactsDir = fileURLToPath(new URL('../artifacts', import.meta.url));

/**
 * The flags this machine's headless Chromium needs (no sandbox as root, no outside network).
 * The journeys and the Lighthouse benchmark both launch with these.
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Debian's /usr/bin/chromium wrapper sets Google API keys, and Chromium then calls Google by
  // itself whatever the flags above say; resolving every host but this machine to "not found"
  // keeps each DNS query and request local.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
}

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors and failed requests seen so far. */
  problems: string[];
}

/**
 * A game looked up by alias that the catalogue does not hold answers 404 GAME.NOT_FOUND, and the
 * site shows "Game is unavailable" (the header's crash-game entry, for one, names a game a fresh
 * catalogue may lack); an unknown tournament answers 404 TOURNAMENT.NOT_FOUND and the site shows
 * "Tournament not found". The browser still logs each 404 as a console error.
 */
function isExpectedMiss(message: ConsoleMessage): boolean {
  return (
    message.text().includes('status of 404') &&
    /\/api\/v1\/(games|tournament)\/[^/?]+(\?[^/]*)?$/.test(message.location().url)
  );
}

/** Clicks a notification popup's close button the moment it shows. */
const CLOSE_NOTIFICATIONS = `
  new MutationObserver(() => {
    const popup = document.querySelector('[data-testid="notification-popup"]');
    const close = popup?.closest('[role="dialog"]')?.querySelector(':scope > button[aria-label]');
    if (close instanceof HTMLElement) close.click();
  }).observe(document, { childList: true, subtree: true });
`;

/**
 * A page in a new context that records every console error, uncaught error and failed request.
 * Notification popups (a first deposit, a bonus available…) open by themselves whenever no other
 * popup is open; a journey about something else has them closed as soon as they show, as a
 * player in a hurry would. `keepNotifications` leaves them for the journeys that test them.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  options: { keepNotifications?: boolean } = {},
): Promise<WatchedPage> {
  const isPhone = viewport.width < 768;
  const context = await browser.newContext({ viewport, isMobile: isPhone, hasTouch: isPhone });
  if (!options.keepNotifications) {
    // Closed the moment it shows, by its close button: a locator handler would run only before
    // actions, and an open popup hides the page from role queries a journey waits on.
    // On every page of the context (a verify page the game opens too).
    // A string, not a function: bench/ typechecks this file without the DOM's types.
    await context.addInitScript({ content: CLOSE_NOTIFICATIONS });
  }
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || isExpectedMiss(message)) return;
    problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Leaving a page cancels what it was still loading; that is not a failure.
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
  return { page, context, problems };
}

/**
 * A full-page screenshot in the artifacts. Transitions and animations under way are finished
 * first (`animations: 'disabled'` runs them to their end; endless ones are shown at their start),
 * so the picture shows where the page is going (a popup open, the preloader gone) without a
 * journey waiting for the fade to play out.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({
    path: join(artifactsDir, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/**
 * Whether the element holds the keyboard focus. Pages move the focus in an effect after the
 * render that shows why (a field's note, a closed question), so a journey polls this rather
 * than reading it once.
 */
export const hasFocus = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element.matches(':focus'));
