import { createFairRng, fruitClassic, playRound, SLOT_TITLES } from '@jackdaw/games';
import type { FrameLocator, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';

const journey = useJourney();

/** The test vector of packages/games/README.md: nonce 1 shows three cherries on line 0. */
const vector = {
  serverSeed: '6d820d55205d33edb7b7b626ac53d636ee09821ba46b964122b1f62e6ff6636d',
  clientSeed: 'player-seed',
  nonce: 1,
};
/** Fruit Classic's Cherry in Bengali (the game client's and the site's dictionaries). */
const CHERRY_BN = 'চেরি';

/** What the symbols under `scope` are: drawings with a label, or anything written. */
async function drawnSymbols(scope: Locator) {
  return scope.evaluate((root) => {
    const svgs = Array.from(root.querySelectorAll('svg[role="img"][data-symbol], .cell svg'));
    return {
      count: svgs.length,
      texts: root.querySelectorAll('svg text, svg tspan, svg foreignObject').length,
      drawn: svgs.filter((svg) => svg.querySelector('path, circle, ellipse, polygon')).length,
      unlabelled: svgs.filter((svg) => !svg.getAttribute('aria-label')?.trim()).length,
      labels: svgs.map((svg) => svg.getAttribute('aria-label') ?? ''),
      // Letters a player would see: none, the names are only accessible labels.
      visibleText: (root as HTMLElement).innerText.replace(/\s+/g, ''),
    };
  });
}

describe('slot artwork', () => {
  it('at 375 px, in Bengali: a visitor’s Jungle Ways reels are drawn animals and fruit with Bengali names, never letters', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.phone);
    try {
      await page.goto(`${journey().url}/bn/slots/jungle-ways?mode=demo`);
      await settled(page);
      const game: FrameLocator = page.frameLocator('iframe[title="Jungle Ways"]');
      await game.locator('button.spin:not([disabled])').waitFor();
      await game.locator('.reels svg[data-art="drawn"]').first().waitFor();

      const check = async () => {
        const reels = await drawnSymbols(game.locator('.reels'));
        expect(reels.count).toBeGreaterThanOrEqual(15);
        expect(reels).toMatchObject({ texts: 0, unlabelled: 0, visibleText: '' });
        expect(reels.drawn).toBe(reels.count);
        // Labels in the player's language: Bengali script, no Latin letters.
        for (const label of reels.labels) expect(label).toMatch(/^[\u0980-\u09FF\s]+$/);
        return reels;
      };
      await check();
      await game.locator('button.spin').click();
      await game.locator('.reels[data-settled="true"]').waitFor({ timeout: 20_000 });
      const after = await check();
      expect(after.labels.length).toBeGreaterThan(0);
      await screenshot(page, 'art-reels-bn-375');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 1440 px, in Bengali: the verify table draws each spin’s symbols, the stops only beside them', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.desktop);
    try {
      const expected = playRound(fruitClassic, createFairRng(vector), 100).base;
      const query = new URLSearchParams({
        game: fruitClassic.id,
        bet: '100',
        nonce: String(vector.nonce),
        clientSeed: vector.clientSeed,
        serverSeed: vector.serverSeed,
      });
      await page.goto(`${journey().url}/bn/verify?${query}`);
      await settled(page);
      await page.locator('[data-verdict="computed"]').waitFor();

      // Each title's artwork is a small chunk of its own: the tiles are drawn once it is in.
      const window = page.locator('[data-window][data-art="drawn"]').first();
      await window.waitFor();
      expect(await window.getAttribute('data-window')).toBe(
        expected.grid.map((column) => column.join(' ')).join(' | '),
      );
      const symbols = await drawnSymbols(window);
      expect(symbols).toMatchObject({ count: 15, texts: 0, unlabelled: 0, visibleText: '' });
      expect(symbols.drawn).toBe(15);
      // The three cherries of line 0 (the middle row), named in Bengali.
      const middle = expected.grid.map((column) => column[1]);
      expect(middle.slice(0, 3)).toEqual(['CH', 'CH', 'CH']);
      expect(symbols.labels.filter((label) => label === CHERRY_BN).length).toBeGreaterThanOrEqual(
        3,
      );
      // The stops stay available, as a tooltip and a line under the picture.
      expect(await window.getAttribute('title')).toContain(expected.stops.join(', '));
      await page.getByText(expected.stops.join(', '), { exact: false }).first().waitFor();
      await screenshot(page, 'art-verify-bn-1440');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 375 px: the slots lobby shows each own game’s cover drawn from its artwork, each its own', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.phone);
    try {
      await page.goto(`${journey().url}/slots?name=jackdaw`);
      await settled(page);
      const covers = new Set<string>();
      for (const title of SLOT_TITLES) {
        const image = page.locator(`[data-game="${title.id}"] img`);
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        // The vector the raster is drawn from: the title's scene and symbols, not its name.
        const src = new URL((await image.getAttribute('src'))!, journey().url);
        const svg = await (
          await fetch(new URL(src.pathname.replace(/\/\d+\.webp$/, '/large.svg'), src))
        ).text();
        expect(svg).toMatch(/^<svg /);
        expect(svg).not.toContain('<text');
        covers.add(svg);
      }
      expect(covers.size).toBe(SLOT_TITLES.length);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'art-covers-375');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
