import { crashWin } from '@jackdaw/games';
import { formatMoney } from '@jackdaw/money';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiJson, openSignedInPage, profileBalances, signIn } from '../support/api.js';
import { openPage, screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';

// The round leader runs in this server (tests turn it off by default) on a short chain, so that
// its first start does not spend minutes hashing.
const journey = useJourney({ CRASH_LEADER: 'true', CRASH_CHAIN_LENGTH: '20000' });

/** The aviator tile of the phone's lobby, the crash game's entry at 375 px. */
async function tapAviatorTile(page: Page): Promise<void> {
  await page.goto(`${journey().url}/`);
  await settled(page);
  await page.locator('a[data-tile="aviator"]').click();
}

/** The popup the address names once the gate has opened it. */
const popupOf = (page: Page) => new URL(page.url()).searchParams.get('popup');

const panel = (game: FrameLocator, id: 1 | 2) => game.getByTestId(`crash-panel-${id}`);
const buttonState = (game: FrameLocator, id: 1 | 2) =>
  panel(game, id).getByTestId('crash-bet').getAttribute('data-state');

/** The amount a panel stakes, in minor units (two decimals: the demo player plays in rupees). */
async function stakeOf(game: FrameLocator, id: 1 | 2): Promise<bigint> {
  const text = await panel(game, id).getByTestId('crash-amount').inputValue();
  return BigInt(Math.round(Number(text.replace(/[^\d.]/g, '')) * 100));
}

/** The rows of the live bets list: bet id and the multiplier cashed out at ('' while open). */
const betRows = (game: FrameLocator) =>
  game.getByTestId('crash-bet-row').evaluateAll((rows) =>
    rows.map((row) => ({
      id: row.getAttribute('data-bet-id'),
      cashed: row.dataset.cashed ?? '',
    })),
  );

describe('the crash game Aviator on the site', () => {
  it('at 375 px: a visitor’s tap on the aviator tile opens sign-up, and no game', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.phone);
    try {
      await tapAviatorTile(page);
      await page.waitForURL((url) => url.searchParams.get('popup') === 'sign-up');
      await page.locator('[data-popup="sign-up"]').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.locator('iframe').count()).toBe(0);
      await screenshot(page, 'crash-gate-visitor-375');
      // The game's own address is gated the same way, and its demo stays open to everyone.
      await page.goto(`${journey().url}/slots/aviator`);
      await settled(page);
      await page.waitForURL((url) => url.searchParams.get('popup') === 'sign-up');
      await page.keyboard.press('Escape');
      await page.getByText('Create an account to play for real money.', { exact: false }).waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
      await page.getByRole('link', { name: 'Demo', exact: true }).click();
      await page.waitForURL('**/slots/aviator?mode=demo');
      const frame = page.locator('iframe[title="Aviator"]');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(/^\/play\/crash\/[\w-]+$/);
      await page.frameLocator('iframe[title="Aviator"]').getByTestId('crash-canvas').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 375 px: a player without money gets the deposit popup, and no game', async () => {
    const { authToken } = await apiJson<{ authToken: string }>(journey().url, '/auth/register', {
      body: {
        login: 'crash-empty@example.com',
        password: 'empty-wallet-42',
        currencyCode: 'INR',
        ageAgreement: true,
        policyAgreement: true,
      },
    });
    expect((await profileBalances(journey().url, authToken)).balance).toBe(0);
    const { page, context, problems } = await openSignedInPage(
      journey().browser,
      viewports.phone,
      authToken,
    );
    try {
      await tapAviatorTile(page);
      await page.waitForURL((url) => url.searchParams.get('popup') === 'deposit');
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.locator('iframe').count()).toBe(0);
      await screenshot(page, 'crash-gate-no-balance-375');
      expect(popupOf(page)).toBe('deposit');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 375 px: a visitor on the aviator landing registers in its popup and is asked for a first deposit at the game', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.phone);
    try {
      await page.goto(`${journey().url}/land/aviator`);
      await settled(page);
      await page
        .getByRole('heading', { level: 1, name: 'Your welcome prize is waiting' })
        .waitFor();
      // The game's cover and its demo, open to visitors.
      await expect
        .poll(() => page.getByTestId('landing-demo').getAttribute('href'))
        .toBe('/slots/aviator?mode=demo');
      await screenshot(page, 'crash-landing-375');
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('popup') === 'aviatore-registration');
      const popup = page.getByRole('dialog');
      await popup.getByRole('heading', { name: 'Register to play Aviator' }).waitFor();
      await popup.getByLabel('E-mail').fill('crash-landing@example.com');
      await popup.getByLabel('Password', { exact: true }).fill('landing-flyer-42');
      await popup.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
      await popup.getByRole('checkbox', { name: /I accept the terms/ }).check();
      await screenshot(page, 'crash-landing-registration-375');
      await popup.getByRole('button', { name: 'Create account' }).click();
      // Registered: on to the game for real money, whose gate asks for the first deposit.
      await page.waitForURL(
        (url) => url.pathname === '/slots/aviator' && url.searchParams.get('popup') === 'deposit',
      );
      await page.getByTestId('header-balance').waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 375 px: the demo player bets twice in a round, cashes out by hand and at 1.50× automatically, and the header follows', async () => {
    const token = await signIn(journey().url);
    const start = await profileBalances(journey().url, token);
    const { page, context, problems } = await openSignedInPage(
      journey().browser,
      viewports.phone,
      token,
    );
    try {
      const header = page.getByTestId('header-balance');
      await tapAviatorTile(page);
      await page.waitForURL('**/slots/aviator?mode=real');
      await header.waitFor();
      expect(await header.textContent()).toBe(formatMoney(start.balance, 'INR', 'EN'));
      const frame = page.locator('iframe[title="Aviator"]');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(/^\/play\/crash\/[\w-]+$/);
      const game = page.frameLocator('iframe[title="Aviator"]');
      await game.getByTestId('crash-canvas').waitFor();
      await game.getByTestId('crash-balance').waitFor();

      // The rules say what an interrupted round does with the bets.
      await game.getByRole('button', { name: 'Rules', exact: true }).click();
      const rules = game.getByRole('dialog', { name: 'Game rules' });
      await rules.getByText('the round is interrupted', { exact: false }).waitFor();
      await rules.getByRole('button', { name: 'Close' }).click();
      await rules.waitFor({ state: 'hidden' });

      // Panel 1 cashes out by itself at 1.50×; panel 2 is cashed out by hand.
      await panel(game, 1).getByTestId('crash-auto-toggle').check();
      const autoValue = panel(game, 1).getByTestId('crash-auto-value');
      await autoValue.fill('1.50');
      await autoValue.blur();
      await expect.poll(() => autoValue.inputValue()).toBe('1.50');
      // Both panels start at the same stake (the smallest the player's currency allows).
      const stake = await stakeOf(game, 1);
      expect(await stakeOf(game, 2)).toBe(stake);
      expect(stake).toBeGreaterThan(0n);
      const phase = (name: 'betting' | 'flying' | 'ended') =>
        game.locator(`[data-testid="crash-phase"][data-phase="${name}"]`);

      // Results are random: rounds are played until each kind of cash-out has happened once.
      let expected = 0n;
      let autoSeen = false;
      let manualSeen = false;
      for (let round = 1; round <= 12 && !(autoSeen && manualSeen); round++) {
        // A betting phase from its start, so that both presses fall in it.
        await phase('betting').waitFor({ state: 'detached', timeout: 120_000 });
        await phase('betting').waitFor({ timeout: 120_000 });
        await expect.poll(() => buttonState(game, 1)).toBe('bet');
        await expect.poll(() => buttonState(game, 2)).toBe('bet');
        await panel(game, 1).getByTestId('crash-bet').click();
        await panel(game, 2).getByTestId('crash-bet').click();
        // Both placed in one betting phase (a press during the flight would wait for the next).
        await expect.poll(() => buttonState(game, 1), { timeout: 10_000 }).toBe('cancel');
        await expect.poll(() => buttonState(game, 2), { timeout: 10_000 }).toBe('cancel');
        expected -= 2n * stake;

        await phase('flying').waitFor({ timeout: 20_000 });
        // By hand, as soon as the button offers it; a round that ends at once leaves nothing to take.
        const cashOut = panel(game, 2).locator('[data-testid="crash-bet"][data-state="cashout"]');
        await cashOut.click({ timeout: 5_000 }).catch(() => undefined);
        // The round goes on until its result; the auto cash-out comes on the way, or never. The
        // list is read as it changes (the next round empties it): each bet's cash-out as seen.
        const seen = new Map<string, string>();
        await expect
          .poll(
            async () => {
              const ended = (await phase('ended').count()) > 0;
              for (const row of await betRows(game)) {
                if (row.id && (row.cashed || !seen.has(row.id))) seen.set(row.id, row.cashed);
              }
              return ended || (seen.size === 2 && [...seen.values()].every(Boolean));
            },
            { timeout: 120_000, interval: 200 },
          )
          .toBe(true);
        // Both bets are in the live list.
        expect(seen.size, `round ${round}`).toBe(2);
        const rows = [...seen.values()].map((cashed) => ({ cashed }));
        const cashed = rows.map((row) => row.cashed).filter(Boolean);
        for (const at of cashed) {
          expected += crashWin(stake, Math.round(Number(at) * 100));
        }
        if (cashed.includes('1.50')) autoSeen = true;
        if (cashed.length === 2 || (cashed.length === 1 && cashed[0] !== '1.50')) manualSeen = true;
        if (autoSeen && manualSeen) await screenshot(page, 'crash-two-bets-375');
      }
      expect(autoSeen && manualSeen).toBe(true);

      // The header shows the balance the server holds after the bets and the cash-outs.
      await expect
        .poll(async () => (await profileBalances(journey().url, token)).balance, {
          timeout: 10_000,
        })
        .toBe(start.balance + Number(expected));
      await expect
        .poll(() => header.textContent(), { timeout: 10_000 })
        .toBe(formatMoney(start.balance + Number(expected), 'INR', 'EN'));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
    // Rounds take their random time: up to a dozen of them, a long flight among them.
  }, 600_000);
});
