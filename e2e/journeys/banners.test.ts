import { describe, expect, it } from 'vitest';
import { openPage, screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';

const journey = useJourney();

describe('promo banner carousel', () => {
  it.each(Object.entries(viewports))(
    'shows the banners at %s, moves between them, and sends a visitor to sign-up',
    async (name, viewport) => {
      const { page, context, problems } = await openPage(journey().browser, viewport);
      try {
        await page.goto(journey().url);
        await settled(page);
        const carousel = page.getByRole('region', { name: 'Promotions' });
        await carousel.getByRole('heading', { name: /125% bonus/ }).waitFor();
        expect(await carousel.locator('[aria-roledescription="slide"]').count()).toBe(3);
        // The image for the viewport: the desktop artwork from 768 px up.
        const image = await carousel
          .locator('img')
          .first()
          .evaluate((img) => (img as HTMLImageElement).currentSrc);
        expect(image).toContain(name === 'phone' ? 'welcome-mobile' : 'welcome-desktop');
        await screenshot(page, `banners-${name}`);

        await carousel.getByRole('button', { name: 'Go to slide 2' }).click();
        await page.waitForFunction(
          () =>
            document.querySelector('[aria-label="Go to slide 2"]')?.getAttribute('aria-current') ===
            'true',
        );

        // A visitor's click on a banner opens sign-up instead of following its link.
        await carousel.getByRole('button', { name: 'Play' }).click();
        await page.waitForURL((url) => url.searchParams.get('popup') === 'sign-up');
        const clicks = await page.evaluate(() =>
          ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
            (entry) => entry.event === 'banner_click',
          ),
        );
        expect(clicks).toHaveLength(1);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
