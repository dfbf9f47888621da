import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CASINO_CATEGORIES,
  INFO_PAGES,
  LANDING_GAMES,
  LANDING_WHEELS,
} from '../../apps/web/src/config/paths.js';
import { MOBILE_ONLY_POPUPS, POPUP_NAMES } from '../../apps/web/src/config/popups.js';
import { openPage, screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';

const journey = useJourney();

/** Path → the heading a visitor must see there. */
const routes: [string, string][] = [
  ['/', 'Welcome to Jackdaw'],
  ...CASINO_CATEGORIES.filter((c) => c !== 'popular').map((c): [string, string] => [`/${c}`, '']),
  ['/popular', 'Welcome to Jackdaw'],
  ['/providers', 'Game providers'],
  ['/providers/jackdaw', 'Games by Jackdaw Studio'],
  // A provider's page without the /providers prefix; an unknown provider is an unknown page.
  ['/jackdaw', 'Games by Jackdaw Studio'],
  ['/tr/jackdaw', ''],
  ['/providers/nobody', 'Page not found'],
  ['/promo', 'Promotions'],
  // A game the catalogue does not hold (the crash game's page gates a visitor with the sign-up
  // popup, crash.test.ts).
  ['/slots/no-such-game', 'Game is unavailable'],
  ['/tournament', 'Tournaments'],
  ['/tournament/42', 'Tournament not found'],
  ['/land', 'Your welcome bonus is waiting'],
  // The landings' texts are the operator's (landings module), here its defaults.
  ...LANDING_GAMES.map((g): [string, string] => [`/land/${g}`, 'Your welcome prize is waiting']),
  ...LANDING_WHEELS.map((w): [string, string] => [
    `/land/wheels/${w}`,
    'Spin the wheel and win your welcome prize',
  ]),
  ...INFO_PAGES.map((p): [string, string] => [`/info/${p}`, '']),
  ['/pages/service_error', 'Service unavailable'],
  ['/pages/not_available', 'Not available in your country'],
  ['/pages/banned', 'Your account is blocked'],
  ['/404', 'Page not found'],
  ['/no/such/page', 'Page not found'],
  // A first segment that is no supported language prefix (English has none) is an unknown path.
  ['/nowhere', 'Page not found'],
  ['/en/promo', 'Page not found'],
  ['/tr/no-such-page', 'Sayfa bulunamadı'],
];

// Each full page load waits out the preloader (spec core: hidden ~550 ms after 100 %), so most of
// a route's time is idle: the viewports' loops, and the popups' below, run side by side, each in
// its own browser context.
describe.concurrent('every route renders its frame', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`at ${viewport.width} px, without console errors`, async () => {
      const { page, context, problems } = await openPage(journey().browser, viewport);
      try {
        for (const [path, heading] of routes) {
          await page.goto(journey().url + path);
          await settled(page);
          const h1 = page.getByRole('heading', { level: 1 });
          await h1.waitFor();
          if (heading) expect(await h1.textContent(), path).toBe(heading);
          else expect((await h1.textContent())?.length, path).toBeGreaterThan(2);
          const slug = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
          await screenshot(page, `route-${name}-${slug}`);
          // A prefixed path stores its language (core §4), which then wins on unprefixed paths:
          // each route is checked as a first visit.
          await page.evaluate(() => localStorage.removeItem('language'));
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 600_000);
  }

  it('sends a visitor from a profile page to the casino with sign-in open', async () => {
    const { page, context } = await openPage(journey().browser, viewports.desktop);
    try {
      for (const path of ['/profile', '/profile/transactions/deposit', '/ru/profile/bonus']) {
        await page.goto(journey().url + path);
        await page.waitForURL((url) => url.searchParams.get('popup') === 'sign-in');
        expect(new URL(page.url()).pathname).toBe(path.startsWith('/ru') ? '/ru' : '/');
        await page.getByRole('dialog').waitFor();
      }
    } finally {
      await context.close();
    }
  });
});

describe('links land where they point (core §2)', () => {
  it('opens sign-in and sign-up from /login and /register, and the screens query parameters name', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.desktop);
    const landsOn = async (path: string, expected: string) => {
      await page.goto(journey().url + path);
      await page.waitForURL((url) => url.pathname + url.search === expected);
      await settled(page);
    };
    try {
      await landsOn('/login', '/?popup=sign-in');
      await page.getByRole('dialog').getByRole('heading', { name: 'Log in' }).waitFor();
      await landsOn('/tr/register?r=FRIEND1', '/tr?r=FRIEND1&popup=sign-up');
      await page.getByRole('dialog').getByRole('heading', { name: 'Kayıt ol' }).waitFor();
      // An upper-case prefix is the language too, moved to its one address.
      await landsOn('/TR/info/kycaml', '/tr/info/kycaml');
      await page.getByRole('heading', { level: 1, name: 'KYC ve AML politikası' }).waitFor();
      // Those links stored Turkish (core §4); the ones below are checked in English.
      await page.evaluate(() => localStorage.removeItem('language'));
      await landsOn('/?category=table-games', '/table');
      await landsOn('/?live-casino=true&search_result=drag', '/live-casino');
      await landsOn('/?tournament=42', '/tournament/42');
      await page.getByRole('heading', { level: 1, name: 'Tournament not found' }).waitFor();
      await screenshot(page, 'links-tournament');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

const popups = POPUP_NAMES.filter((name) => !MOBILE_ONLY_POPUPS.has(name));
const mobileOnly = [...MOBILE_ONLY_POPUPS];

describe.concurrent('popups open and close by the query', () => {
  async function openAndClose(page: Page, name: string): Promise<void> {
    await page.goto(`${journey().url}/?popup=${name}`);
    await settled(page);
    const dialog = page.getByRole('dialog');
    // Named by its title once the view has loaded in it (a slow load shows the frame first).
    await page.locator('[role="dialog"][aria-labelledby]').waitFor({ timeout: 15_000 });
    expect(await dialog.getAttribute('aria-labelledby'), name).toBeTruthy();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('popup'), name).toBeNull();
  }

  it('every popup as a modal at 1440 px; mobile-only ones show nothing there', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.desktop, {
      keepNotifications: true,
    });
    try {
      for (const name of popups) await openAndClose(page, name);
      expect(problems, problems.join('\n')).toEqual([]);
      await page.goto(`${journey().url}/?popup=side-menu`);
      await settled(page);
      await page.waitForTimeout(300);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(problems.some((p) => p.includes("popup 'side-menu' has no desktop view"))).toBe(true);
    } finally {
      await context.close();
    }
  }, 600_000);

  it('every popup as a full window at 375 px', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.phone, {
      keepNotifications: true,
    });
    try {
      for (const name of [...popups, ...mobileOnly]) await openAndClose(page, name);
      await page.goto(`${journey().url}/?popup=sign-up`);
      await page.getByRole('dialog').waitFor();
      expect(await page.getByRole('dialog').getAttribute('data-popup-window')).toBe('full');
      await screenshot(page, 'popup-phone-sign-up');
      expect(problems, problems.join('\n')).toEqual([]);
    } finally {
      await context.close();
    }
  }, 600_000);

  it('a referral link opens sign-up for a visitor and keeps the tracking values', async () => {
    const { page, context } = await openPage(journey().browser, viewports.phone);
    try {
      await page.goto(`${journey().url}/?r=FRIEND1&utm_source=x&click_id=c9&currency=inr`);
      await page.waitForURL((url) => url.searchParams.get('popup') === 'sign-up');
      await page.getByRole('dialog').waitFor();
      const stored = await page.evaluate(() => ({
        utmSource: localStorage.getItem('utmSource'),
        clickId: localStorage.getItem('clickId'),
        currency: localStorage.getItem('currencyFromLink'),
      }));
      expect(stored).toEqual({ utmSource: 'x', clickId: 'c9', currency: 'INR' });
    } finally {
      await context.close();
    }
  });
});

/** Language code, its URL prefix and its dictionary file code. */
const languages: [string, string, string][] = [
  ['BN', '/bn', 'bn'],
  ['RU', '/ru', 'rus'],
  ['KZ', '/kz', 'kk'],
  ['TR', '/tr', 'tr'],
  ['UZ', '/uz', 'uz'],
  ['SI', '/si', 'si'],
  ['FR', '/fr', 'fr'],
  ['AZ', '/az', 'az'],
  ['NE', '/ne', 'ne'],
  ['EN', '', 'en'],
];

async function dictionary(file: string): Promise<Record<string, string>> {
  const response = await fetch(`${journey().url}/langs/Localization+(${file}).json`);
  return (await response.json()) as Record<string, string>;
}

describe('languages', () => {
  it('switches through every language from the header, replacing the URL', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.desktop);
    try {
      await page.goto(`${journey().url}/slots?popup=bonus`);
      await settled(page);
      await page.keyboard.press('Escape');
      const historyLength = await page.evaluate(() => history.length);
      for (const [code, prefix, file] of languages) {
        await page.getByTestId('language-button').click();
        await page
          .locator('li button', { has: page.locator('span', { hasText: new RegExp(`^${code}$`) }) })
          .click();
        await page.waitForURL((url) => url.pathname === `${prefix}/slots`);
        const texts = await dictionary(file);
        await page.getByRole('heading', { level: 1, name: texts['category.slots'] }).waitFor();
        expect(
          await page.getByRole('link', { name: texts['nav.tournaments'] }).count(),
        ).toBeGreaterThan(0);
        expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(code);
        await screenshot(page, `language-${code}`);
      }
      // The URL was replaced, never pushed.
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('filters the picker by the start of a name', async () => {
    const { page, context } = await openPage(journey().browser, viewports.desktop);
    try {
      await page.goto(`${journey().url}/?popup=change-language`);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByRole('searchbox').fill('tü');
      await expect(dialog.getByRole('listitem').count()).resolves.toBe(1);
      await dialog.getByRole('searchbox').fill('ürk');
      await expect(dialog.getByRole('listitem').count()).resolves.toBe(1);
      expect(await dialog.getByRole('listitem').textContent()).toContain('No language');
    } finally {
      await context.close();
    }
  });
});

describe('service errors', () => {
  it('a 5xx on a start-up call leads to the service error page, and retry recovers', async () => {
    const { page, context } = await openPage(journey().browser, viewports.phone);
    try {
      let failing = true;
      // The server itself stays real; only this one answer is replaced, to stand for an outage.
      await page.route('**/api/v1/users/currencies', (route) =>
        failing
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({
                statusCode: 503,
                code: 'SERVICE.UNAVAILABLE',
                message: 'down',
              }),
            })
          : route.continue(),
      );
      await page.goto(`${journey().url}/slots`);
      await page.waitForURL((url) => url.pathname === '/pages/service_error');
      await page.getByRole('heading', { level: 1, name: 'Service unavailable' }).waitFor();
      expect(await page.locator('#preloader:not(.preloader-hidden)').count()).toBe(0);
      failing = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.waitForURL((url) => url.pathname === '/slots');
    } finally {
      await context.close();
    }
  });
});

describe('layout rules', () => {
  it('collapses the sidebar below 1370 px', async () => {
    const { page, context } = await openPage(journey().browser, { width: 1300, height: 800 });
    try {
      await page.goto(journey().url);
      await settled(page);
      const width = (expected: number) =>
        page.waitForFunction(
          (w) =>
            document.querySelector('[data-testid=sidebar]')?.getBoundingClientRect().width === w,
          expected,
          { polling: 100 },
        );
      const sidebar = page.getByTestId('sidebar');
      expect(await sidebar.getAttribute('data-expanded')).toBe('false');
      await width(76);
      await page.setViewportSize({ width: 1440, height: 800 });
      await width(256);
      expect(await sidebar.getAttribute('data-expanded')).toBe('true');
    } finally {
      await context.close();
    }
  });

  it('shows go-to-top after 300 px of scrolling', async () => {
    const { page, context } = await openPage(journey().browser, viewports.phone);
    try {
      await page.goto(`${journey().url}/info/conditions`);
      await settled(page);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      expect(await page.getByRole('button', { name: 'Back to top' }).count()).toBe(0);
      await page.mouse.wheel(0, 600);
      await page.getByRole('button', { name: 'Back to top' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
