import { describe, expect, it } from 'vitest';
import { openPage, screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';
import { openStaffPage } from '../support/staff.js';

const journey = useJourney();

/** A valid one-pixel PNG: the upload call checks the picture's first bytes, not its name. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('content staff edit the home page from the console (issue 20)', () => {
  it('adds a banner with uploaded pictures; the player home carousel shows it (1440 px)', async () => {
    const { url, browser } = journey();
    const title = `Console banner ${Date.now()}`;
    const staff = await openStaffPage(browser, url, 'content');
    const visitor = await openPage(browser, viewports.desktop);
    try {
      const { page } = staff;
      await page.goto(`${url}/admin/banners/new`);
      await settled(page);
      await page.getByRole('heading', { name: 'New banner', level: 1 }).waitFor();
      const name = `journey-${Date.now()}`;
      await page.getByLabel('Name (internal, unique)').fill(name);
      for (const picture of [
        'Computer picture (from 768 px, 10:3)',
        'Phone picture (below 768 px, 2:3)',
      ]) {
        await page
          .getByLabel(`Choose a file for ${picture}`)
          .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: onePixelPng });
        // The preview shows the picture the server now serves from its own uploads.
        const preview = page.getByRole('img', { name: `Preview of ${picture}` });
        await preview.waitFor();
        expect(await preview.getAttribute('src')).toMatch(/^\/static\/uploads\/[0-9a-f]{64}\.png$/);
      }
      await page.getByLabel('Button text').fill('Play now');
      await page.getByLabel('Title part 1').fill(title);
      await page.getByRole('button', { name: 'Save' }).click();
      // A new banner's editor moves to the saved banner's own address.
      await page.waitForURL(/\/admin\/banners\/\d+$/);
      await page.getByRole('heading', { name: `Edit ${name}`, level: 1 }).waitFor();
      await screenshot(page, 'admin-content-banner-1440');

      // A visitor's home page carries it at once (the carousel's cache was dropped).
      await visitor.page.goto(url);
      await settled(visitor.page);
      const carousel = visitor.page.getByRole('region', { name: 'Promotions' });
      await carousel.getByRole('heading', { name: new RegExp(title) }).waitFor();
      expect(staff.problems).toEqual([]);
    } finally {
      await staff.context.close();
      await visitor.context.close();
    }
  });
});
