import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir, openPage, screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';

const journey = useJourney();
// Evaluated through the DevTools protocol: the site's CSP (script-src 'self') refuses a script tag.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** A new EUR player, by the API, and a page signed in as them. */
async function signedInPage(viewport: { width: number; height: number }, login: string) {
  const response = await fetch(`${journey().url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      login,
      password: 'casino2026',
      currencyCode: 'EUR',
      ageAgreement: true,
      policyAgreement: true,
    }),
  });
  expect(response.status).toBe(200);
  const { authToken } = (await response.json()) as { authToken: string };
  const opened = await openPage(journey().browser, viewport);
  await opened.context.addInitScript(
    (token) => localStorage.setItem('authToken', token),
    authToken,
  );
  return opened;
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(journey().url + path);
  await settled(page);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** Whether the element the locator names holds the keyboard focus. */
const focused = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => element === document.activeElement);

describe('accessible names say what is seen', () => {
  it('the header balance, logo and language button', async () => {
    const { page, context, problems } = await signedInPage(viewports.desktop, 'ada@example.com');
    try {
      await visit(page, '/');
      const balance = await page.getByTestId('header-balance').textContent();
      expect(balance).toContain('€');
      // The balance is heard, and the button still says what it does.
      const wallet = page.getByRole('button', {
        name: `Balance ${balance}, Bonus: ${balance}, Deposit`,
        exact: true,
      });
      await wallet.waitFor();
      // The logo leads home and is named by the site name it shows.
      await page.getByRole('button', { name: 'Jackdaw, Casino home', exact: true }).waitFor();
      // The language button names the language it shows (EN) and what it is for.
      await page.getByRole('button', { name: 'EN, Language: English', exact: true }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.concurrent('landmarks', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`at ${viewport.width} px: one main on not-found pages, distinct navigation labels`, async ({
      expect,
    }) => {
      const { page, context } = await openPage(journey().browser, viewport);
      try {
        for (const path of ['/404', '/providers/nobody', '/tr/no-such-page', '/nowhere']) {
          await visit(page, path);
          expect(await page.getByRole('main').count(), path).toBe(1);
        }
        for (const path of ['/', '/slots', '/info/about', '/tournament']) {
          await visit(page, path);
          const labels = await page
            .getByRole('navigation')
            .evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label')));
          expect(labels.length, path).toBeGreaterThan(0);
          expect(new Set(labels).size, `${path} at ${name}: ${labels.join(' | ')}`).toBe(
            labels.length,
          );
        }
      } finally {
        await context.close();
      }
    });
  }
});

describe.concurrent('a closed popup gives the focus back to what opened it', () => {
  it('at 1440 px: sign-in, closed with Escape and with its close button', async ({ expect }) => {
    const { page, context } = await openPage(journey().browser, viewports.desktop);
    try {
      await visit(page, '/');
      const login = page.getByRole('banner').getByRole('button', { name: 'Log in' });
      await login.evaluate((element) => element.setAttribute('data-testid', 'opener'));
      for (const close of ['Escape', 'button'] as const) {
        await login.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        if (close === 'Escape') await page.keyboard.press('Escape');
        else await dialog.getByRole('button', { name: 'Close', exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(() => focused(page, 'opener'), { message: close }).toBe(true);
      }
    } finally {
      await context.close();
    }
  });

  it('at 375 px: the side menu, closed with its close button', async ({ expect }) => {
    const { page, context } = await openPage(journey().browser, viewports.phone);
    try {
      await visit(page, '/');
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      await menu.evaluate((element) => element.setAttribute('data-testid', 'opener'));
      await menu.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => focused(page, 'opener')).toBe(true);
    } finally {
      await context.close();
    }
  });
});

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

/** axe-core's violations on the page as it is now. */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } })
      .axe;
    return (await axe.run()).violations;
  });
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => ({ target: n.target })),
  }));
}

// Not yet the whole acceptance (every route): the routes this journey's fixes touch and
// a popup, signed in so that the header's wallet is checked too. No serious or critical finding
// (written to artifacts/axe.json), and none at all of the landmark and name rules fixed here.
describe('axe-core on the home page, the 404 page and a popup', () => {
  it('finds no serious or critical violation at 375 and 1440 px', async () => {
    const found: Record<string, AxeViolation[]> = {};
    for (const [name, viewport] of Object.entries(viewports)) {
      const { page, context } = await signedInPage(viewport, `axe-${name}@example.com`);
      try {
        for (const path of ['/', '/404', '/?popup=deposit']) {
          await page.goto(journey().url + path);
          await settled(page);
          // An open popup hides the page (and its heading) from the accessibility tree.
          await (
            path.includes('popup')
              ? page.getByRole('dialog')
              : page.getByRole('heading', { level: 1 })
          ).waitFor();
          found[`${name} ${path}`] = await axeViolations(page);
          await screenshot(page, `axe-${name}-${path.replace(/\W+/g, '_')}`);
        }
      } finally {
        await context.close();
      }
    }
    const severe = Object.fromEntries(
      Object.entries(found).map(([where, list]) => [
        where,
        list.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
      ]),
    );
    writeFileSync(join(artifactsDir, 'axe.json'), JSON.stringify(severe, null, 2));
    expect(severe).toEqual(Object.fromEntries(Object.keys(found).map((where) => [where, []])));
    const fixedRules = new Set([
      'landmark-no-duplicate-main',
      'landmark-unique',
      'landmark-main-is-top-level',
      'label-content-name-mismatch',
      'button-name',
      'link-name',
    ]);
    const ids = Object.values(found).flatMap((list) => list.map((v) => v.id));
    expect(ids.filter((id) => fixedRules.has(id))).toEqual([]);
  }, 120_000);
});
