import { describe, expect, it } from 'vitest';
import { openPage, screenshot, viewports } from '../support/browser.js';
import { useJourney } from '../support/journey.js';

const journey = useJourney();

describe('a visitor opens the home page', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`renders at ${viewport.width} px without console errors`, async () => {
      const { page, context, problems } = await openPage(journey().browser, viewport);
      try {
        await page.goto(journey().url, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1, name: 'Welcome to Jackdaw' }).waitFor();
        await page.getByRole('navigation', { name: 'Game categories' }).first().waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `home-${name}-${viewport.width}`);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('shows the stored language', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.phone);
    try {
      await page.addInitScript(() => localStorage.setItem('language', 'TR'));
      await page.goto(journey().url, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: "Jackdaw'a hoş geldiniz" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
