import { formatMoney } from '@jackdaw/money';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignedInPage, profileBalances, signIn } from '../support/api.js';
import { openPage, screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';

const journey = useJourney();

const card = (page: Page, alias: string): Locator =>
  page.getByTestId('games').locator(`[data-game="${alias}"]`);

/** The mode the game bar names under the title, and the launch URL the page put in the frame. */
async function openedIn(page: Page, name: string, mode: 'Demo mode' | 'Real money') {
  await page.getByRole('main').getByText(`· ${mode}`).waitFor();
  const frame = page.locator(`iframe[title="${name}"]`);
  await frame.waitFor();
  expect(await frame.getAttribute('src')).toMatch(/^\/play\/[\w-]+$/);
}

describe('the mode a tapped game card opens', () => {
  it('at 375 px: a visitor’s card says Demo and opens the demo', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.phone);
    try {
      await page.goto(`${journey().url}/slots`);
      await settled(page);
      const fruit = card(page, 'fruit-classic');
      await fruit.getByText('Demo', { exact: true }).waitFor();
      await fruit.getByRole('link', { name: 'Play Fruit Classic in demo mode' }).waitFor();
      // A tap on the cover, where a player's finger lands.
      await fruit.locator('img').click();
      await page.waitForURL('**/slots/fruit-classic?mode=demo');
      await openedIn(page, 'Fruit Classic', 'Demo mode');
      expect(await page.getByTestId('header-balance').count()).toBe(0);
      await screenshot(page, 'game-mode-visitor-375');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 1440 px: the demo player’s cards open real money with no Demo badge; demo on request', async () => {
    const token = await signIn(journey().url);
    const { balance } = await profileBalances(journey().url, token);
    expect(balance).toBeGreaterThan(0);
    const { page, context, problems } = await openSignedInPage(
      journey().browser,
      viewports.desktop,
      token,
    );
    try {
      await page.goto(`${journey().url}/slots`);
      await settled(page);
      const header = page.getByTestId('header-balance');
      await header.waitFor();
      const fruit = card(page, 'fruit-classic');
      await fruit.getByRole('link', { name: 'Fruit Classic', exact: true }).waitFor();
      expect(await page.getByTestId('games').getByText('Demo', { exact: true }).count()).toBe(0);
      await screenshot(page, 'game-mode-player-cards-1440');

      await fruit.locator('img').click();
      await page.waitForURL('**/slots/fruit-classic?mode=real');
      await openedIn(page, 'Fruit Classic', 'Real money');
      expect(await header.textContent()).toBe(formatMoney(balance, 'INR', 'EN'));

      // Asked for, the demo still opens: from the game bar and from an address naming it.
      await page.getByRole('link', { name: 'Demo', exact: true }).click();
      await page.waitForURL('**/slots/fruit-classic?mode=demo');
      await openedIn(page, 'Fruit Classic', 'Demo mode');
      await page.goto(`${journey().url}/slots/dragons-hoard?mode=demo`);
      await settled(page);
      await openedIn(page, "Dragon's Hoard", 'Demo mode');

      // An address without a mode (the header's and the lobby tiles' links) picks real money
      // for this player and names it, so a later balance change does not switch the game.
      await page.goto(`${journey().url}/slots/fruit-classic`);
      await settled(page);
      await page.waitForURL('**/slots/fruit-classic?mode=real');
      await openedIn(page, 'Fruit Classic', 'Real money');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
