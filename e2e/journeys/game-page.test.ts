import { fruitClassic, type SpinOutcome } from '@jackdaw/games';
import { formatMoney } from '@jackdaw/money';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignedInPage, profileBalances, signIn } from '../support/api.js';
import { openPage, screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';
import { JOURNEY_SERVER_SEED, knownRound } from '../support/rounds.js';

// Every new seed pair takes a known server seed: the rounds below are chosen, not waited for.
const journey = useJourney({ TEST_SERVER_SEED: JOURNEY_SERVER_SEED });

/** The phone of issue 19 (375×740) and the desktop (1440×900). */
const sizes = [
  { name: '375x740', viewport: { width: 375, height: 740 } },
  { name: '1440x900', viewport: viewports.desktop },
] as const;

/** Wholly inside the window (the frame's contents are measured in the page's coordinates). */
async function expectInView(
  locator: Locator,
  viewport: { width: number; height: number },
  what: string,
) {
  await locator.waitFor();
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  const { x, y, width, height } = box!;
  expect(x, `${what} left`).toBeGreaterThanOrEqual(0);
  expect(y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(x + width, `${what} right`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(y + height, `${what} bottom`).toBeLessThanOrEqual(viewport.height + 0.5);
}

async function documentScrolls(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return {
      down: root.scrollHeight - window.innerHeight,
      sideways: root.scrollWidth - window.innerWidth,
    };
  });
}

/** Sets, in the fairness panel, a client seed under which the next spin is `wanted`. */
async function chooseNextRound(
  game: FrameLocator,
  wanted: (outcome: SpinOutcome) => boolean,
): Promise<SpinOutcome> {
  const bet = Number(await game.locator('[data-bet]').getAttribute('data-bet'));
  await game.getByRole('button', { name: 'Provably fair' }).click();
  const nonce = Number(await game.locator('[data-seed="nonce"]').textContent());
  const { clientSeed, outcome } = knownRound(fruitClassic, { nonce, bet }, wanted);
  await game.getByLabel('Client seed').fill(clientSeed);
  await game.getByRole('button', { name: 'Save', exact: true }).click();
  await game.getByText('Client seed saved.').waitFor();
  await game.getByRole('button', { name: 'Close' }).click();
  return outcome;
}

async function spinOnce(game: FrameLocator): Promise<void> {
  const before = await game.locator('.reels').getAttribute('data-spin');
  await game.getByRole('button', { name: 'Spin', exact: true }).click();
  await game
    .locator(`.reels[data-settled="true"]:not([data-spin="${before}"])`)
    .waitFor({ timeout: 20_000 });
  await game.locator('.game[data-phase="idle"] button.spin:not([disabled])').waitFor({
    timeout: 30_000,
  });
}

const numberOf = async (locator: Locator, attribute: string) =>
  Number(await locator.getAttribute(attribute));

describe('the game page fits the window', () => {
  for (const { name, viewport } of sizes) {
    it(`at ${name}: the real-money and the demo game show SPIN, the bet and the game bar without scrolling`, async () => {
      const token = await signIn(journey().url);
      const { page, context, problems } = await openSignedInPage(
        journey().browser,
        viewport,
        token,
      );
      try {
        for (const mode of ['real', 'demo'] as const) {
          await page.goto(`${journey().url}/slots/fruit-classic?mode=${mode}`);
          await settled(page);
          const game = page.frameLocator('iframe[title="Fruit Classic"]');
          const spin = game.getByRole('button', { name: 'Spin', exact: true });
          await spin.waitFor();
          const what = `${mode} at ${name}`;

          // The game bar: its buttons and the mode switch, and a title that is not cut short.
          const main = page.getByRole('main');
          for (const button of ['Game info', 'Full screen', 'Close']) {
            await expectInView(
              main.getByRole('button', { name: button, exact: true }),
              viewport,
              `${button} (${what})`,
            );
          }
          await expectInView(page.getByTestId('game-mode-switch'), viewport, `switch (${what})`);
          const title = page.getByTestId('game-title').locator('h1 span');
          const titleBox = await title.boundingBox();
          // "Fruit Classic" at 16 px is about 105 px: more than a few characters in view.
          expect(titleBox?.width, `title (${what})`).toBeGreaterThanOrEqual(90);

          // The game: SPIN, the bet with its presets, the balance and the session's result.
          await expectInView(spin, viewport, `SPIN (${what})`);
          await expectInView(
            game.getByRole('group', { name: 'Bet', exact: true }),
            viewport,
            `bet (${what})`,
          );
          await expectInView(
            game.getByRole('group', { name: 'Bet presets' }),
            viewport,
            `presets (${what})`,
          );
          await expectInView(game.locator('[data-balance]'), viewport, `balance (${what})`);
          await expectInView(game.locator('[data-session-net]'), viewport, `session (${what})`);
          await expectInView(game.locator('.reels'), viewport, `reels (${what})`);
          const reels = await game.locator('.reels').boundingBox();
          expect(reels!.height, `reels height (${what})`).toBeGreaterThan(150);

          expect(await documentScrolls(page), what).toEqual({ down: 0, sideways: 0 });
          await screenshot(page, `game-page-${mode}-${name}`);
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('inside the game', () => {
  it('at 375 px: a win below the stake reads as returned; presets, the session’s net and the last rounds', async () => {
    const { page, context, problems } = await openPage(journey().browser, {
      width: 375,
      height: 740,
    });
    try {
      await page.goto(`${journey().url}/slots/fruit-classic?mode=demo`);
      await settled(page);
      const game = page.frameLocator('iframe[title="Fruit Classic"]');
      await game.getByRole('button', { name: 'Spin', exact: true }).waitFor();

      // Presets: up from the minimum, then back to it; half of the minimum is no change.
      const bet = game.locator('[data-bet]');
      const minimum = await numberOf(bet, 'data-bet');
      await game.getByRole('button', { name: 'Double the bet' }).click();
      // The ladder's bet at or below double (USD 0.20 → 0.30: the ladder has no 0.40).
      const doubled = await numberOf(bet, 'data-bet');
      expect(doubled).toBeGreaterThan(minimum);
      expect(doubled).toBeLessThanOrEqual(minimum * 2);
      await game.getByRole('button', { name: 'Min', exact: true }).click();
      expect(await numberOf(bet, 'data-bet')).toBe(minimum);
      expect(await game.getByRole('button', { name: 'Half the bet' }).isDisabled()).toBe(true);

      const round = await chooseNextRound(game, (o) => o.win > 0 && o.win < o.bet);
      await spinOnce(game);
      // Told as money returned with the round's net, never as a win.
      await game.locator('.game[data-result="returned"]').waitFor();
      const money = (minor: number) => formatMoney(minor, 'USD', 'EN');
      await game
        .getByText(
          `Returned ${money(round.win)} of the ${money(round.bet)} bet: ${money(round.win - round.bet)} this round`,
        )
        .waitFor();
      await game.locator('.stat--win').getByText('Returned', { exact: true }).waitFor();
      expect(await game.locator('.stat--win').getByText('Win', { exact: true }).count()).toBe(0);
      expect(await numberOf(game.locator('[data-session-net]'), 'data-session-net')).toBe(
        round.win - round.bet,
      );
      await screenshot(page, 'game-page-returned-375');

      // A winning round after it: the session's net adds up both.
      const second = await chooseNextRound(game, (o) => o.win > o.bet);
      await spinOnce(game);
      await game.locator('.game:is([data-result="win"], [data-result="big"])').waitFor();
      expect(await numberOf(game.locator('[data-session-net]'), 'data-session-net')).toBe(
        round.win - round.bet + second.win - second.bet,
      );

      // The last rounds, newest first, each with its verify link.
      await game.getByRole('button', { name: 'Your last rounds' }).click();
      const rows = game.locator('table.rounds tbody tr');
      await expect.poll(() => rows.count()).toBe(2);
      const links = game.getByRole('link', { name: 'Verify' });
      expect(await links.first().getAttribute('href')).toMatch(/^\/verify\?.*game=fruit-classic/);
      expect(await rows.first().locator('td').nth(1).textContent()).toBe(money(second.bet));
      await screenshot(page, 'game-page-rounds-375');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 1440 px: offline, the game and the header keep the same balance; back online both follow the round', async () => {
    const token = await signIn(journey().url);
    const { page, context, problems } = await openSignedInPage(
      journey().browser,
      viewports.desktop,
      token,
    );
    try {
      await page.goto(`${journey().url}/slots/fruit-classic?mode=real`);
      await settled(page);
      const header = page.getByTestId('header-balance');
      await header.waitFor();
      const game = page.frameLocator('iframe[title="Fruit Classic"]');
      await game.getByRole('button', { name: 'Spin', exact: true }).waitFor();
      const before = await profileBalances(journey().url, token);
      const start = await numberOf(game.locator('[data-balance]'), 'data-balance');
      expect(start).toBe(before.balance + before.bonusBalance);
      const headerBefore = await header.textContent();

      const round = await chooseNextRound(game, (o) => o.win > o.bet);
      await context.setOffline(true);
      await game.getByRole('button', { name: 'Spin', exact: true }).click();
      await game.locator('[data-error="error.network"]').waitFor({ timeout: 20_000 });
      // Nobody knows yet whether the stake was taken: neither side moves.
      expect(await numberOf(game.locator('[data-balance]'), 'data-balance')).toBe(start);
      expect(await header.textContent()).toBe(headerBefore);
      await screenshot(page, 'game-page-offline-1440');

      // Back online the game asks for the round again and both show the server's balance.
      await context.setOffline(false);
      const expected = start - round.bet + round.win;
      await expect
        .poll(() => numberOf(game.locator('[data-balance]'), 'data-balance'), { timeout: 20_000 })
        .toBe(expected);
      const after = await profileBalances(journey().url, token);
      expect(after.balance + after.bonusBalance).toBe(expected);
      await expect
        .poll(() => header.textContent(), { timeout: 10_000 })
        .toBe(formatMoney(after.balance, 'INR', 'EN'));
      expect(await game.locator('[data-error]').count()).toBe(0);
      // Only the calls made while offline failed.
      expect(
        problems.filter(
          (problem) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(problem),
        ),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
