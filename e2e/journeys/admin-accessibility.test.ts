import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir, openPage, screenshot, viewports } from '../support/browser.js';
import { useJourney } from '../support/journey.js';
import { openStaffPage } from '../support/staff.js';

const journey = useJourney();
// Evaluated in the page, not added as a script tag: the CSP (script-src 'self') refuses one.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type Axe = { run(options: object): Promise<{ violations: AxeViolation[] }> };
    return (await (window as unknown as { axe: Axe }).axe.run({ resultTypes: ['violations'] }))
      .violations;
  });
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target })),
  }));
}

const serious = (list: AxeViolation[]) =>
  list.filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** Waits until the page's title is shown and nothing says it is still loading. */
async function ready(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  // A page still loading after 15 s is judged as it is.
  await page
    .waitForFunction(
      () =>
        !Array.from(document.querySelectorAll('[role="status"]')).some((el) =>
          /Loading/.test(el.textContent ?? ''),
        ),
      undefined,
      { polling: 100, timeout: 15_000 },
    )
    .catch(() => undefined);
}

describe('axe-core on every console page (issue 20)', () => {
  it('signed in as the administrator: every page of the navigation, no serious or critical violation (1440 px)', async () => {
    const { url, browser } = journey();
    const { page, context } = await openStaffPage(browser, url, 'admin');
    const found: Record<string, AxeViolation[]> = {};
    try {
      const nav = page.getByRole('navigation', { name: 'Console' });
      await nav.getByRole('link').first().waitFor();
      // The links the navigation shows: pages other helpers add are covered as they come.
      const paths = await nav
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
        );
      expect(paths.length).toBeGreaterThan(0);
      expect(paths).toContain('/admin/staff');
      for (const path of paths) {
        await nav.locator(`a[href="${path}"]`).click();
        await page.waitForURL((at) => at.pathname.startsWith(path));
        await ready(page);
        found[path] = await axeViolations(page);
        await screenshot(page, `admin-${path.split('/')[2]}-1440`);
      }

      // Usable at 1024 px: the shell and the staff page fit; a wide table scrolls in its frame.
      await page.setViewportSize({ width: 1024, height: 768 });
      await nav.locator('a[href="/admin/staff"]').click();
      await ready(page);
      await screenshot(page, 'admin-staff-1024');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        1024,
      );
    } finally {
      await context.close();
    }

    // Signed out: the sign-in page and an enrolment link that no longer works.
    const visitor = await openPage(browser, viewports.desktop);
    try {
      for (const path of ['/admin/sign-in', '/admin/enrol?ticket=expired-or-unknown-ticket-000']) {
        await visitor.page.goto(url + path);
        await ready(visitor.page);
        found[path] = await axeViolations(visitor.page);
      }
    } finally {
      await visitor.context.close();
    }

    mkdirSync(artifactsDir, { recursive: true });
    writeFileSync(join(artifactsDir, 'axe-admin-1440.json'), JSON.stringify(found, null, 2));
    const failing = Object.fromEntries(
      Object.entries(found)
        .map(([path, list]) => [path, serious(list)] as const)
        .filter(([, list]) => list.length > 0),
    );
    expect(failing).toEqual({});
  });
});
