import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, openSignedInPage } from '../support/api.js';
import { openPage, screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';

const journey = useJourney();

const events = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [])
      .map((entry) => entry.event)
      .filter((event): event is string => typeof event === 'string'),
  );

/**
 * The game client that serves `/play/{token}` is built separately and may not exist yet: its 404
 * inside the game frame is the one problem tolerated, and only for that URL.
 */
function tolerateMissingGameClient(page: Page, problems: string[]): () => string[] {
  let missing = 0;
  page.on('response', (response) => {
    if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/play/')) {
      missing += 1;
    }
  });
  return () => {
    let left = missing;
    return problems.filter((problem) => {
      const fromGameClient = problem.includes('status of 404') && left > 0;
      if (fromGameClient) left -= 1;
      return !fromGameClient;
    });
  };
}

const cards = (page: Page) => page.getByTestId('games').locator('[data-game]');

async function expectOrder(page: Page, aliases: string[]) {
  await page.waitForFunction(
    (expected) =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-testid="games"] [data-game]'))
        .map((card) => card.dataset.game)
        .join() === expected.join(),
    aliases,
  );
}

/**
 * The game frame holds `/play/{token}`, served by the game client. Its content is that client's
 * concern: the journey checks that the page put the single-use launch URL in the frame.
 */
async function launchedFrame(page: Page, name: string) {
  const frame = page.locator(`iframe[title="${name}"]`);
  await frame.waitFor();
  expect(await frame.getAttribute('src')).toMatch(/^\/play\/[\w-]+$/);
}

describe('game catalogue', () => {
  it('at 1440 px: filters slots by provider, searches, plays a demo, signs in, plays for real and keeps a favorite', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.desktop);
    const unexpected = tolerateMissingGameClient(page, problems);
    try {
      // Slots, narrowed to one provider found by the first letters of its name.
      await page.goto(`${journey().url}/slots`);
      await settled(page);
      await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor();
      await cards(page).first().waitFor();
      await page.getByRole('button', { name: 'Providers' }).click();
      await page.getByPlaceholder('Find a provider').fill('zz');
      await page.getByText('No provider’s name starts with these letters.').waitFor();
      await page.getByPlaceholder('Find a provider').fill('jack');
      await page.getByRole('checkbox').check();
      await page.waitForURL((url) => url.searchParams.get('name') === 'jackdaw');
      await page.keyboard.press('Escape');
      await page.waitForFunction(
        () =>
          Array.from(document.querySelectorAll('[data-testid="games"] [data-game]')).length === 5 &&
          !document.querySelector('[aria-busy="true"]'),
      );
      await screenshot(page, 'catalogue-slots-provider-1440');

      // Sorted by name, the top titles first (spec §4: top is on).
      await page.getByLabel('Sort', { exact: true }).selectOption('abc');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'abc');
      await expectOrder(page, [
        'dragons-hoard',
        'fruit-classic',
        'abyss-ways',
        'jungle-ways',
        'pharaohs-tomb',
      ]);
      expect(new URL(page.url()).searchParams.get('name')).toBe('jackdaw');

      // The search box: the first letters find the game, Enter shows every result on the root.
      const search = page.getByRole('searchbox', { name: 'Search games' });
      await search.fill('drag');
      await page.locator('[data-search-status="found"]').waitFor();
      await page.getByRole('list', { name: 'Games found' }).getByText("Dragon's Hoard").waitFor();
      await search.press('Enter');
      await page.waitForURL((url) => url.pathname === '/' && url.search === '?search_result=drag');
      await page.getByRole('heading', { level: 1, name: 'Results for “drag”' }).waitFor();
      await cards(page).first().waitFor();
      expect(await cards(page).count()).toBe(1);
      expect(await events(page)).toContain('search_game');
      expect(await search.inputValue()).toBe('drag');

      // A visitor plays the demo; real money asks to sign up first.
      expect(await page.locator('[data-search-status]').count()).toBe(0);
      await page
        .getByTestId('games')
        .getByRole('link', { name: "Play Dragon's Hoard in demo mode" })
        .click();
      await page.waitForURL('**/slots/dragons-hoard?mode=demo');
      await page.getByRole('heading', { level: 1, name: "Dragon's Hoard" }).waitFor();
      await launchedFrame(page, "Dragon's Hoard");
      expect(await events(page)).toContain('demo_game_start');
      await page.getByRole('button', { name: 'Game info' }).click();
      await page.getByText('Return to player (RTP)').waitFor();
      await screenshot(page, 'catalogue-demo-1440');
      await page.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await events(page)).toContain('demo_game_closed');

      await page.goto(`${journey().url}/slots/dragons-hoard?mode=real`);
      await settled(page);
      await page.waitForURL((url) => url.searchParams.get('popup') === 'sign-up');
      await page.keyboard.press('Escape');
      await page.getByText('Create an account to play for real money.', { exact: false }).waitFor();
      expect(await page.locator('iframe').count()).toBe(0);

      // The heart asks a visitor to sign up too; the demo player signs in.
      await page.goto(`${journey().url}/slots?name=jackdaw`);
      await settled(page);
      await page.getByRole('button', { name: "Add Dragon's Hoard to favorites" }).click();
      await page.waitForURL((url) => url.searchParams.get('popup') === 'sign-up');
      await page.goto(`${journey().url}/slots?name=jackdaw&popup=sign-in`);
      await settled(page);
      const signIn = page.getByRole('dialog');
      await signIn.getByLabel('E-mail').fill(demo.login);
      await signIn.getByLabel('Password', { exact: true }).fill(demo.password);
      await signIn.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => !url.searchParams.has('popup'));
      await page.getByText('Balance').first().waitFor();

      // Real money now launches, and the heart keeps the game among the favorites.
      await page.goto(`${journey().url}/slots/dragons-hoard?mode=real`);
      await settled(page);
      await launchedFrame(page, "Dragon's Hoard");
      expect(await events(page)).toContain('game_start');
      expect(new URL(page.url()).searchParams.has('popup')).toBe(false);
      await page.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await events(page)).toContain('game_closed');

      await page.goto(`${journey().url}/slots?name=jackdaw`);
      await settled(page);
      await page.getByRole('button', { name: "Add Dragon's Hoard to favorites" }).click();
      await page
        .getByRole('button', { name: "Remove Dragon's Hoard from favorites" })
        .and(page.locator('[aria-pressed="true"]'))
        .waitFor();
      await page.waitForFunction(() =>
        (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.some(
          (entry) => entry.event === 'favorites_add',
        ),
      );

      await page.goto(`${journey().url}/favorite`);
      await settled(page);
      await page.getByRole('heading', { level: 1, name: 'Favorite' }).waitFor();
      await cards(page).first().waitFor();
      expect(
        await cards(page).evaluateAll((list) => list.map((card) => card.dataset.game)),
      ).toEqual(['dragons-hoard']);
      await screenshot(page, 'catalogue-favorites-1440');

      // The game played for real is in the profile's history.
      await page.goto(`${journey().url}/profile/games`);
      await settled(page);
      await page.getByRole('heading', { level: 1, name: 'My games' }).waitFor();
      await page.getByTestId('games').locator('[data-game="dragons-hoard"]').waitFor();
      expect(unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 375 px: the provider, sort and search popups write the query, and the demo opens', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.phone);
    const unexpected = tolerateMissingGameClient(page, problems);
    try {
      // A provider's own page lists its games: five slots, the crash game and eight originals.
      await page.goto(`${journey().url}/jackdaw`);
      await settled(page);
      await page.getByRole('heading', { level: 1, name: 'Games by Jackdaw Studio' }).waitFor();
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="games"] [data-game]').length === 14,
      );

      await page.goto(`${journey().url}/slots`);
      await settled(page);
      await cards(page).first().waitFor();

      await page.getByRole('button', { name: 'Providers: 0' }).click();
      const providers = page.getByRole('dialog');
      await providers.getByPlaceholder('Find a provider').fill('JA');
      await providers.getByRole('checkbox').check();
      await page.waitForURL((url) => url.searchParams.get('name') === 'jackdaw');
      await providers.getByRole('button', { name: 'Show the games' }).click();
      await page.waitForURL((url) => !url.searchParams.has('popup'));

      await page.getByRole('button', { name: 'Sort: Most popular' }).click();
      await page.getByRole('dialog').getByRole('radio', { name: 'Newest first' }).click();
      await page.waitForURL(
        (url) => url.searchParams.get('sort') === 'new' && !url.searchParams.has('popup'),
      );
      await expectOrder(page, [
        'dragons-hoard',
        'fruit-classic',
        'abyss-ways',
        'pharaohs-tomb',
        'jungle-ways',
      ]);
      await screenshot(page, 'catalogue-slots-375');

      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const search = page.getByRole('dialog');
      await search.getByRole('searchbox', { name: 'Search games' }).fill('phar');
      await search.getByRole('link', { name: "Play Pharaoh's Tomb in demo mode" }).click();
      await page.waitForURL('**/slots/pharaohs-tomb?mode=demo');
      await launchedFrame(page, "Pharaoh's Tomb");
      await screenshot(page, 'catalogue-demo-375');
      expect(unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends a new player without money to the deposit instead of the game (1440 px)', async () => {
    const response = await fetch(`${journey().url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        login: 'no-balance@example.com',
        password: 'empty-wallet-42',
        currencyCode: 'USD',
        ageAgreement: true,
        policyAgreement: true,
      }),
    });
    expect(response.status).toBeLessThan(300);
    const { authToken } = (await response.json()) as { authToken: string };
    const { page, context, problems } = await openSignedInPage(
      journey().browser,
      viewports.desktop,
      authToken,
    );
    const unexpected = tolerateMissingGameClient(page, problems);
    try {
      await page.goto(`${journey().url}/slots/fruit-classic?mode=real`);
      await settled(page);
      await page.waitForURL((url) => url.searchParams.get('popup') === 'deposit');
      await page.keyboard.press('Escape');
      await page.getByText('Top up your balance to play for real money.').waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
      // The demo stays open to everyone.
      await page.getByRole('link', { name: 'Demo', exact: true }).click();
      await page.waitForURL('**/slots/fruit-classic?mode=demo');
      await page.locator('iframe[title="Fruit Classic"]').waitFor();
      expect(unexpected()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
