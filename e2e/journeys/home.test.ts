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

  it("preloads each page's dictionaries and, on the home page, the first banner's pictures", async () => {
    // What the app computes from the catalogue's banners; the site plugin and the hints
    // themselves are tested on their own in the API suite.
    const head = async (path: string) => {
      const html = await (await fetch(`${journey().url}${path}`)).text();
      return html.slice(0, html.indexOf('</head>'));
    };
    const home = await head('/tr');
    expect(home).toContain('href="/langs/Localization+(tr).json" as="fetch"');
    expect(home).toContain('href="/langs/Localization+(en).json" as="fetch"');
    expect(home).toMatch(/href="[^"]+" as="image" media="\(max-width: 767\.98px\)"/);
    expect(home).toMatch(/href="[^"]+" as="image" media="\(min-width: 768px\)"/);
    const slots = await head('/slots');
    expect(slots).toContain('href="/langs/Localization+(en).json" as="fetch"');
    expect(slots).not.toContain('as="image"');
  });

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
