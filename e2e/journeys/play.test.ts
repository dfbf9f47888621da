import { fruitClassic, type SpinOutcome } from '@jackdaw/games';
import { formatMoney } from '@jackdaw/money';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignedInPage, profileBalances, signIn } from '../support/api.js';
import { openPage, screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';
import { JOURNEY_SERVER_SEED, JOURNEY_SERVER_SEED_HASH, knownRound } from '../support/rounds.js';

// Every new seed pair takes a known server seed: each round below is chosen, not waited for.
const journey = useJourney({ TEST_SERVER_SEED: JOURNEY_SERVER_SEED });

function gameFrame(page: Page, name: string): FrameLocator {
  return page.frameLocator(`iframe[title="${name}"]`);
}

/**
 * Sets, in the fairness panel, a client seed under which the next paid spin at the game's
 * current bet is `wanted`, and answers that spin as the server will draw it.
 */
async function chooseNextRound(
  game: FrameLocator,
  wanted: (outcome: SpinOutcome) => boolean,
): Promise<SpinOutcome> {
  const bet = Number(await game.locator('[data-bet]').getAttribute('data-bet'));
  await game.getByRole('button', { name: 'Provably fair' }).click();
  expect(await game.locator('[data-seed="server-hash"]').textContent()).toBe(
    JOURNEY_SERVER_SEED_HASH,
  );
  const nonce = Number(await game.locator('[data-seed="nonce"]').textContent());
  const { clientSeed, outcome } = knownRound(fruitClassic, { nonce, bet }, wanted);
  await game.getByLabel('Client seed').fill(clientSeed);
  await game.getByRole('button', { name: 'Save', exact: true }).click();
  await game.getByText('Client seed saved.').waitFor();
  await game.getByRole('button', { name: 'Close' }).click();
  return outcome;
}

/** Spins once and waits until the round is over; `presenting` runs while it is shown. */
async function spinOnce(game: FrameLocator, presenting?: () => Promise<void>): Promise<void> {
  const before = await game.locator('.reels').getAttribute('data-spin');
  await game.getByRole('button', { name: 'Spin', exact: true }).click();
  await game
    .locator(`.reels[data-settled="true"]:not([data-spin="${before}"])`)
    .waitFor({ timeout: 20_000 });
  await presenting?.();
  await game.locator('.game[data-phase="idle"] button.spin:not([disabled])').waitFor({
    timeout: 30_000,
  });
}

const balanceOf = async (game: FrameLocator) =>
  Number(await game.locator('[data-balance]').getAttribute('data-balance'));

/** Failures in a tab the game opened count like those of the first page. */
function watch(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
}

describe('the own studio’s slots', () => {
  it('at 375 px: a visitor plays Fruit Classic in demo, sees the win lines, reads the rules and checks a round after rotating the seeds', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.phone);
    try {
      await page.goto(`${journey().url}/slots/fruit-classic?mode=demo`);
      await settled(page);
      const game = gameFrame(page, 'Fruit Classic');
      await game.getByRole('button', { name: 'Spin', exact: true }).waitFor();
      await game.getByText('Demo', { exact: true }).waitFor();
      const start = Number(await game.locator('[data-balance]').getAttribute('data-balance'));
      // A visitor's play money: 1,000 minimum bets of USD 0.20.
      expect(start).toBe(20_000);

      const round = await chooseNextRound(game, (outcome) =>
        outcome.wins.some((win) => win.kind === 'line'),
      );
      // The win presentation goes line by line, drawing each line across the reels.
      await spinOnce(game, () => game.locator('svg[data-win-line]').first().waitFor());
      expect(await balanceOf(game)).toBe(start - round.bet + round.win);
      expect(Number(await game.locator('[data-win-total]').getAttribute('data-win-total'))).toBe(
        round.win,
      );
      // Every winning position is lit, the others dimmed, and each line is listed.
      expect(await game.locator('.cell--win').count()).toBeGreaterThanOrEqual(2);
      await expect
        .poll(() =>
          game
            .getByRole('list', { name: 'Win' })
            .getByText(/^Line \d+$/)
            .count(),
        )
        .toBe(round.wins.filter((win) => win.kind === 'line').length);
      await screenshot(page, 'play-demo-win-375');

      // Rules and pays come from the game's own configuration.
      await game.getByRole('button', { name: 'Paytable and rules' }).click();
      await game.getByText('Return to player: 95.31 %').waitFor();
      await game.getByText('3 scatters award 10 free spins.').waitFor();
      await screenshot(page, 'play-demo-paytable-375');
      await game.getByRole('button', { name: 'Close' }).click();

      // Rotating reveals the server seed; the demo round is checked from its seeds.
      await game.getByRole('button', { name: 'Provably fair' }).click();
      const committed = await game.locator('[data-seed="server-hash"]').textContent();
      await game.getByRole('button', { name: 'Rotate seeds' }).click();
      await game.locator('[data-seed="revealed"]').waitFor();
      expect(await game.locator('[data-seed="revealed"]').textContent()).toBe(JOURNEY_SERVER_SEED);
      expect(await game.locator('[data-seed="server-hash"]').textContent()).not.toBe(committed);
      const [verify] = await Promise.all([
        context.waitForEvent('page'),
        game.getByRole('link', { name: 'Verify the last round' }).click(),
      ]);
      watch(verify, problems);
      await verify.waitForURL((url) => url.pathname === '/verify');
      await settled(verify);
      await verify.locator('[data-verdict="computed"]').waitFor();
      await verify.getByText('The server seed matches the hash shown before the round.').waitFor();
      await screenshot(verify, 'play-demo-verify-375');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 1440 px: the demo player spins for real, the header balance follows, and the round verifies after rotating', async () => {
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
      const game = gameFrame(page, 'Fruit Classic');
      await game.getByRole('button', { name: 'Spin', exact: true }).waitFor();
      expect(await game.getByText('Demo', { exact: true }).count()).toBe(0);
      const before = await profileBalances(journey().url, token);
      expect(await header.textContent()).toBe(formatMoney(before.balance, 'INR', 'EN'));
      const start = Number(await game.locator('[data-balance]').getAttribute('data-balance'));
      expect(start).toBe(before.balance + before.bonusBalance);

      // A round that wins more than its bet, so that the balance and the header must move.
      await game.getByRole('button', { name: 'Raise the bet' }).click();
      const round = await chooseNextRound(game, (outcome) => outcome.win > outcome.bet);
      await spinOnce(game);
      const balance = await balanceOf(game);
      expect(balance).toBe(start - round.bet + round.win);
      const after = await profileBalances(journey().url, token);
      expect(after.balance + after.bonusBalance).toBe(balance);
      await expect.poll(() => header.textContent()).toBe(formatMoney(after.balance, 'INR', 'EN'));
      await screenshot(page, 'play-real-1440');

      // The round's server seed is revealed by rotation; the verify page recomputes it.
      await game.getByRole('button', { name: 'Provably fair' }).click();
      await game.getByRole('button', { name: 'Rotate seeds' }).click();
      await game.locator('[data-seed="revealed"]').waitFor();
      expect(await game.locator('[data-seed="revealed"]').textContent()).toBe(JOURNEY_SERVER_SEED);
      const link = game.getByRole('link', { name: 'Verify the last round' });
      expect(await link.getAttribute('href')).toMatch(/^\/verify\?round=[\w-]+$/);
      const [verify] = await Promise.all([context.waitForEvent('page'), link.click()]);
      watch(verify, problems);
      await settled(verify);
      await verify.getByRole('heading', { level: 1, name: 'Verify a round' }).waitFor();
      await verify.locator('[data-verdict="valid"]').waitFor();
      await verify.getByText('Verified: the round matches its seeds.').waitFor();
      expect(await verify.locator('[data-spin-match="false"]').count()).toBe(0);
      expect(await verify.locator('[data-spin-match="true"]').count()).toBeGreaterThan(0);
      await screenshot(verify, 'play-verify-1440');

      // A recorded outcome that the seeds do not give is caught, spin by spin.
      const roundId = new URL(verify.url()).searchParams.get('round') ?? '';
      await verify.route(`**/api/v1/play/rounds/${roundId}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as {
          round: { outcome: { base: { stops: number[] } } };
        };
        body.round.outcome.base.stops = body.round.outcome.base.stops.map((stop) => stop + 1);
        await route.fulfill({ response, json: body });
      });
      await verify.getByRole('button', { name: 'Verify', exact: true }).click();
      await verify.locator('[data-verdict="invalid"]').waitFor();
      await verify.locator('[data-spin-match="false"]').first().waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
