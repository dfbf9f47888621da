import {
  createFairRng,
  playInstant,
  startSteps,
  type MinesState,
  type OriginalGame as Game,
} from '@jackdaw/games';
import { formatMoney } from '@jackdaw/money';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignedInPage, profileBalances, signIn } from '../support/api.js';
import { openPage, screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';
import { JOURNEY_SERVER_SEED, JOURNEY_SERVER_SEED_HASH } from '../support/rounds.js';

// Every new seed pair takes a known server seed: a journey knows a round before it plays it.
const journey = useJourney({ TEST_SERVER_SEED: JOURNEY_SERVER_SEED });

const NAMES: Record<Game, string> = {
  dice: 'Dice',
  limbo: 'Limbo',
  plinko: 'Plinko',
  mines: 'Mines',
  keno: 'Keno',
  hilo: 'Hilo',
  wheel: 'Wheel',
  flip: 'Flip',
};
/** No round of these journeys comes near the maximum win. */
const NO_CAP = Number.MAX_SAFE_INTEGER;

/** Opens an original on the site and waits for its game client's bet button. */
async function openGame(page: Page, game: Game, mode: 'demo' | 'real'): Promise<FrameLocator> {
  await page.goto(`${journey().url}/slots/${game}?mode=${mode}`);
  await settled(page);
  const frame = page.locator(`iframe[title="${NAMES[game]}"]`);
  await frame.waitFor();
  expect(await frame.getAttribute('src')).toMatch(/^\/play\/originals\/[\w-]+$/);
  const client = page.frameLocator(`iframe[title="${NAMES[game]}"]`);
  await client.getByTestId('originals-bet').waitFor();
  return client;
}

const balanceOf = async (game: FrameLocator) =>
  Number(await game.getByTestId('originals-balance').getAttribute('data-balance'));
const stripCount = (game: FrameLocator) =>
  game.locator('[data-testid="originals-strip"] [data-round]').count();

/** The stake in the amount field ("0,20"), minor units (two decimals in the currencies here). */
async function stakeOf(game: FrameLocator): Promise<number> {
  const text = await game.getByTestId('originals-amount').inputValue();
  return Math.round(Number(text.replace(',', '.').replace(/[^\d.]/g, '')) * 100);
}

/** Sets the client seed in the fairness panel and answers the nonce of the next round. */
async function useClientSeed(
  game: FrameLocator,
  clientSeed?: string,
): Promise<{ clientSeed: string; nonce: number }> {
  await game.getByTestId('originals-fairness').click();
  const dialog = game.getByRole('dialog', { name: 'Provably fair' });
  await dialog.waitFor();
  expect(await dialog.locator('[data-seed="server-hash"]').textContent()).toBe(
    JOURNEY_SERVER_SEED_HASH,
  );
  const nonce = Number(await dialog.locator('[data-seed="nonce"]').textContent());
  const input = dialog.getByTestId('originals-client-seed');
  if (clientSeed !== undefined) {
    await input.fill(clientSeed);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('Client seed saved.').waitFor();
  }
  const used = await input.inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return { clientSeed: used, nonce };
}

/** Plays one round of `game` by hand and waits until it is over and shown. */
async function playOneRound(client: FrameLocator, game: Game): Promise<void> {
  const before = await stripCount(client);
  if (game === 'keno') await client.getByTestId('keno-random').click();
  await client.getByTestId('originals-bet').click();
  if (game === 'mines' || game === 'hilo' || game === 'flip') {
    if (game === 'mines') {
      await client.locator('[data-testid="mines-grid"][data-status="open"]').waitFor();
      await client.locator('[data-tile="12"]').click();
    } else if (game === 'hilo') {
      await client.getByTestId('hilo-card').waitFor();
      await client.locator('[data-guess]:not([disabled])').first().click();
    } else {
      await client.locator('[data-side="heads"]').click();
    }
    // A won step leaves the round open: cash it out.
    const cashOut = client.locator('[data-testid="originals-cashout"]:not([disabled])');
    await cashOut.click({ timeout: 5_000 }).catch(() => undefined);
  }
  await expect.poll(() => stripCount(client), { timeout: 20_000 }).toBe(before + 1);
}

describe('the originals', () => {
  it('at 375 px: a visitor plays one demo round of each of the eight games', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.phone);
    try {
      for (const game of Object.keys(NAMES) as Game[]) {
        const client = await openGame(page, game, 'demo');
        await client.getByTestId('originals-demo').waitFor();
        const start = await balanceOf(client);
        // A visitor's play money: 1,000 minimum bets of USD 0.20.
        expect(start).toBe(20_000);
        await playOneRound(client, game);
        await screenshot(page, `originals-${game}-demo-375`);
        if (game === 'keno') {
          // Touch targets of 40 px at least, even eight to a row.
          const box = await client
            .locator('[data-testid="keno-grid"] button')
            .first()
            .boundingBox();
          expect(box?.width).toBeGreaterThanOrEqual(40);
        }
        // Nothing wider than the phone.
        const overflow = await page
          .frameLocator(`iframe[title="${NAMES[game]}"]`)
          .locator('body')
          .evaluate((body) => body.scrollWidth - body.clientWidth);
        expect(overflow, game).toBeLessThanOrEqual(0);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);

  it('at 375 px: an auto-bet of 20 dice rolls stops on its loss limit', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.phone);
    try {
      const client = await openGame(page, 'dice', 'demo');
      expect(await client.getByTestId('dice-target').inputValue()).toBe('50.50');
      const params = { target: 5_050, direction: 'over' as const };
      const stake = await stakeOf(client);
      const limit = 3 * stake;
      const { nonce } = await useClientSeed(client);
      // A client seed under which the loss limit stops the run before its 20 rolls.
      let chosen: { clientSeed: string; rolls: number; net: number } | undefined;
      for (let candidate = 0; !chosen && candidate < 1_000; candidate += 1) {
        const clientSeed = `auto-${candidate}`;
        let net = 0;
        for (let roll = 0; roll < 20; roll += 1) {
          const rng = createFairRng({
            serverSeed: JOURNEY_SERVER_SEED,
            clientSeed,
            nonce: nonce + roll,
          });
          net += playInstant('dice', rng, stake, params, NO_CAP).win - stake;
          if (-net >= limit) {
            if (roll >= 4) chosen = { clientSeed, rolls: roll + 1, net };
            break;
          }
        }
      }
      if (!chosen) throw new Error('no client seed stops the run on its loss limit');
      await useClientSeed(client, chosen.clientSeed);
      const start = await balanceOf(client);

      await client.getByRole('tab', { name: 'Auto' }).click();
      await client.getByTestId('originals-auto-count').fill('20');
      await client.getByTestId('originals-auto-loss').fill((limit / 100).toFixed(2));
      await client.getByTestId('originals-auto-start').click();
      await client.getByText('Auto-bet stopped: your loss limit was reached.').waitFor({
        timeout: 60_000,
      });
      expect(await stripCount(client)).toBe(chosen.rolls);
      expect(await balanceOf(client)).toBe(start + chosen.net);
      await screenshot(page, 'originals-dice-auto-375');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('at 375 px: the demo player drops two plinko balls at once for real money and the header follows', async () => {
    const token = await signIn(journey().url);
    const { page, context, problems } = await openSignedInPage(
      journey().browser,
      viewports.phone,
      token,
    );
    try {
      const start = await profileBalances(journey().url, token);
      const client = await openGame(page, 'plinko', 'real');
      const header = page.getByTestId('header-balance');
      await header.waitFor();
      expect(await header.textContent()).toBe(formatMoney(start.balance, 'INR', 'EN'));
      // The game shows what may be staked: real money and casino bonus money.
      const shown = await balanceOf(client);
      expect(shown).toBeGreaterThanOrEqual(start.balance);
      // Two balls side by side: the second is dropped while the first still falls.
      const before = await stripCount(client);
      await client.getByTestId('originals-bet').click();
      await client.locator('[data-testid="plinko-board"][data-falling="1"]').waitFor();
      await client.getByTestId('originals-bet').click();
      await client.locator('[data-testid="plinko-board"][data-falling="2"]').waitFor();
      await screenshot(page, 'originals-plinko-two-balls-375');
      await expect.poll(() => stripCount(client), { timeout: 20_000 }).toBe(before + 2);
      const after = await profileBalances(journey().url, token);
      expect(after.balance).not.toBe(start.balance);
      // The stake is real money first, and the win goes back where the stake came from.
      await expect.poll(() => balanceOf(client)).toBe(shown + after.balance - start.balance);
      await expect
        .poll(() => header.textContent(), { timeout: 10_000 })
        .toBe(formatMoney(after.balance, 'INR', 'EN'));
      await screenshot(page, 'originals-plinko-real-375');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('at 375 px: a real mines round survives a reload, is cashed out, and checks out on the verify page', async () => {
    const token = await signIn(journey().url);
    const { page, context, problems } = await openSignedInPage(
      journey().browser,
      viewports.phone,
      token,
    );
    try {
      const start = await profileBalances(journey().url, token);
      let client = await openGame(page, 'mines', 'real');
      const header = page.getByTestId('header-balance');
      await header.waitFor();
      await client.getByTestId('mines-count').selectOption('3');
      const stake = await stakeOf(client);
      const { clientSeed, nonce } = await useClientSeed(client, 'mines-journey');
      const drawn = startSteps(
        'mines',
        createFairRng({ serverSeed: JOURNEY_SERVER_SEED, clientSeed, nonce }),
        stake,
        { mines: 3 },
        NO_CAP,
      ) as MinesState;
      const safe = [...Array(25).keys()].find((tile) => !drawn.minePositions.includes(tile))!;

      await client.getByTestId('originals-bet').click();
      await client.locator('[data-testid="mines-grid"][data-status="open"]').waitFor();
      // The stake moved when the round opened.
      await expect
        .poll(async () => (await profileBalances(journey().url, token)).balance)
        .toBe(start.balance - stake);
      await client.locator(`[data-tile="${safe}"]`).click();
      await client.locator(`[data-tile="${safe}"][data-state="gem"]`).waitFor();

      // A reload (or a lost connection) finds the round where it was.
      await page.reload();
      await settled(page);
      client = page.frameLocator('iframe[title="Mines"]');
      await client.locator('[data-testid="mines-grid"][data-status="open"]').waitFor();
      await client.locator(`[data-tile="${safe}"][data-state="gem"]`).waitFor();
      await screenshot(page, 'originals-mines-resumed-375');
      await client.locator('[data-testid="originals-cashout"]:not([disabled])').click();
      await client.locator('[data-testid="mines-grid"][data-status="cashed"]').waitFor();

      // One safe tile of 22 among 25: 0.99 × 25 / 22 of the stake, rounded down.
      const win = Math.floor((stake * 99 * 25) / (100 * 22));
      await expect
        .poll(async () => (await profileBalances(journey().url, token)).balance)
        .toBe(start.balance - stake + win);
      await expect
        .poll(() => header.textContent(), { timeout: 10_000 })
        .toBe(formatMoney(start.balance - stake + win, 'INR', 'EN'));

      // Rotating reveals the server seed; the verify page recomputes the round from it.
      await client.getByTestId('originals-fairness').click();
      const dialog = client.getByRole('dialog', { name: 'Provably fair' });
      await dialog.getByTestId('originals-rotate').click();
      await dialog.locator('[data-seed="revealed"]').waitFor();
      expect(await dialog.locator('[data-seed="revealed"]').textContent()).toBe(
        JOURNEY_SERVER_SEED,
      );
      const [verify] = await Promise.all([
        context.waitForEvent('page'),
        dialog.getByTestId('originals-verify').click(),
      ]);
      await verify.waitForLoadState();
      await verify.getByText('Matches the recorded outcome.').waitFor({ timeout: 20_000 });
      await screenshot(verify, 'originals-verify-375');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
