import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';

const journey = useJourney();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

describe('a player who loses the connection', () => {
  it('opens a page not loaded yet: sees the offline page, which opens the page once back online', async () => {
    const { page, context } = await openPage(journey().browser, viewports.phone);
    try {
      await page.goto(journey().url + '/');
      await settled(page);
      await expect.poll(() => heading(page).textContent()).toBe('Welcome to Jackdaw');

      await context.setOffline(true);
      await page.getByRole('link', { name: 'Responsible gaming' }).click();
      await page.waitForURL('**/info/responsiblegame');
      // Not a blank screen: the offline page, in the shell (header still there).
      await expect.poll(() => heading(page).textContent()).toBe('You are offline');
      await page.getByText('It opens as soon as you are back online.').waitFor();
      await page.locator('header').first().waitFor();
      await screenshot(page, 'offline-phone');

      // Retry while still offline: still the offline page, not a blank one.
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      expect(await heading(page).textContent()).toBe('You are offline');

      // Back online, the page opens by itself.
      await context.setOffline(false);
      await expect.poll(() => heading(page).textContent()).toBe('Responsible gaming');
      expect(new URL(page.url()).pathname).toBe('/info/responsiblegame');
    } finally {
      await context.close();
    }
  });

  it('opens offline a page whose part the browser keeps from an earlier visit', async () => {
    const { page, context } = await openPage(journey().browser, viewports.phone);
    try {
      await page.goto(journey().url + '/info/responsiblegame');
      await settled(page);
      await expect.poll(() => heading(page).textContent()).toBe('Responsible gaming');
      // A new visit: nothing loaded in the page, the chunks in the browser's cache.
      await page.goto(journey().url + '/');
      await settled(page);
      await context.setOffline(true);
      await page.getByRole('link', { name: 'Responsible gaming' }).click();
      await expect.poll(() => heading(page).textContent()).toBe('Responsible gaming');
    } finally {
      await context.close();
    }
  });

  it('says so in the player’s language', async () => {
    const { page, context } = await openPage(journey().browser, viewports.desktop);
    try {
      await page.goto(journey().url + '/tr');
      await settled(page);
      await context.setOffline(true);
      await page.getByRole('link', { name: 'Sorumlu oyun' }).click();
      await expect.poll(() => heading(page).textContent()).toBe('Çevrimdışısınız');
      await page.getByRole('button', { name: 'Tekrar dene' }).waitFor();
      await screenshot(page, 'offline-desktop-tr');
      await context.setOffline(false);
      await expect.poll(() => heading(page).textContent()).toBe('Sorumlu oyun');
    } finally {
      await context.close();
    }
  });

  it('offers a reload when a part of the site is missing while online (a new version)', async () => {
    const { page, context } = await openPage(journey().browser, viewports.phone);
    try {
      await page.goto(journey().url + '/');
      await settled(page);
      // Every screen chunk not loaded yet answers 404, as after a deploy replaced them.
      await page.route('**/assets/*.js', (route) =>
        route.fulfill({ status: 404, body: 'gone', contentType: 'text/plain' }),
      );
      await page.getByRole('link', { name: 'Responsible gaming' }).click();
      await expect.poll(() => heading(page).textContent()).toBe('This page could not be loaded');
      await page.unroute('**/assets/*.js');
      await page.getByRole('button', { name: 'Reload' }).click();
      await page.waitForLoadState('load');
      await settled(page);
      await expect.poll(() => heading(page).textContent()).toBe('Responsible gaming');
    } finally {
      await context.close();
    }
  });
  it('opens a popup not loaded yet: says so in place, and the popup opens once back online', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.phone);
    try {
      await page.goto(journey().url + '/');
      await settled(page);
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Sign up' }).first().click();
      const alert = page.locator('[data-popup-offline]');
      await alert.getByText('You are offline').waitFor();
      await screenshot(page, 'offline-popup-phone');
      // Still offline: trying again keeps the note, and nothing is thrown to the page.
      await alert.getByRole('button', { name: 'Try again' }).click();
      await alert.getByText('You are offline').waitFor();
      await context.setOffline(false);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.waitForLoadState('load');
      await page.getByRole('dialog').getByRole('heading', { name: 'Sign up' }).waitFor();
      expect(problems.filter((problem) => problem.startsWith('page:'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
