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

        // The dots are 24 px targets at least, on every screen.
        const dots = await carousel.getByRole('button', { name: /^Go to slide/ }).all();
        expect(dots).toHaveLength(3);
        for (const dot of dots) {
          const box = (await dot.boundingBox())!;
          expect(box.width).toBeGreaterThanOrEqual(24);
          expect(box.height).toBeGreaterThanOrEqual(24);
        }
        if (name === 'phone') {
          // On the phone the text and the illustration sit side by side, never on each other.
          const slide = carousel.locator('[aria-roledescription="slide"]').first();
          const copy = (await slide.locator('[data-banner-copy]').boundingBox())!;
          const art = (await slide.locator('[data-banner-art]').boundingBox())!;
          const overlapX =
            Math.min(copy.x + copy.width, art.x + art.width) - Math.max(copy.x, art.x);
          const overlapY =
            Math.min(copy.y + copy.height, art.y + art.height) - Math.max(copy.y, art.y);
          expect(Math.min(overlapX, overlapY)).toBeLessThanOrEqual(0);
          expect(art.width).toBeGreaterThan(100);
          // Every line of the text stays inside its own box (nothing spills onto the picture).
          const spill = await slide
            .locator('[data-banner-copy]')
            .evaluate((box) => box.scrollHeight - box.clientHeight);
          expect(spill).toBeLessThanOrEqual(0);
        }

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

  it('keeps the text of every slide inside its box at 375 px in the longest languages', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.phone);
    try {
      for (const language of ['ru', 'bn', 'fr', 'kz', 'si']) {
        await page.goto(`${journey().url}/${language}`);
        await settled(page);
        // The language's home page (its lobby strip), not the page of an unknown address.
        await page.locator('[data-recent-wins]').waitFor();
        const copies = page.locator('[data-banner-copy]');
        await copies.first().waitFor();
        expect(await copies.count()).toBe(3);
        const spills = await copies.evaluateAll((boxes) =>
          boxes.map((box) => box.scrollHeight - box.clientHeight),
        );
        expect(spills, language).toEqual([0, 0, 0]);
      }
      await screenshot(page, 'banners-phone-si');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
