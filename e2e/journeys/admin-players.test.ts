import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { adminPlayerSearchCall } from '@jackdaw/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiJson, openSignedInPage } from '../support/api.js';
import { screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';
import { openStaffPage } from '../support/staff.js';

const journey = useJourney();
// Evaluated in the page, not added as a script tag: the CSP (script-src 'self') refuses one.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe-core's serious and critical violations on the page as it is now (id and targets). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: { target: unknown[] }[] };
    type Axe = { run(options: object): Promise<{ violations: Violation[] }> };
    const { violations } = await (window as unknown as { axe: Axe }).axe.run({
      resultTypes: ['violations'],
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

describe('support bans a player from the console (issue 20)', () => {
  it("finds them by e-mail, bans with a reason, and the player's site shows the banned page (1440 px)", async () => {
    const { url, browser } = journey();
    const email = `players.journey.${Date.now()}@example.com`;
    const { authToken } = await apiJson<{ authToken: string }>(url, '/auth/register', {
      body: {
        login: email,
        password: 'casino2026',
        currencyCode: 'EUR',
        ageAgreement: true,
        policyAgreement: true,
      },
    });

    // A player's token is no staff session: 401 on the admin calls.
    const refused = await fetch(`${url}${adminPlayerSearchCall.path}?q=a`, {
      headers: { authorization: `Bearer ${authToken}` },
    });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('STAFF.UNAUTHENTICATED');

    // The player has the site open on their profile.
    const player = await openSignedInPage(browser, viewports.desktop, authToken);
    const staff = await openStaffPage(browser, url, 'support');
    try {
      await player.page.goto(`${url}/profile`);
      await settled(player.page);
      await player.page.getByRole('heading', { level: 1 }).waitFor();
      expect(await player.page.getByRole('heading', { level: 1 }).textContent()).not.toBe(
        'Your account is blocked',
      );

      // Support finds the player by e-mail and opens the card.
      const { page } = staff;
      await page.goto(`${url}/admin/players`);
      await page.getByRole('heading', { level: 1, name: 'Players' }).waitFor();
      await page.getByLabel('Id, e-mail, name or address').fill(email.toUpperCase());
      await page.getByRole('button', { name: 'Apply' }).click();
      const results = page.getByRole('table', { name: 'Players found' });
      await results.getByRole('cell', { name: email }).waitFor();
      await results.getByRole('link', { name: /^Open player/ }).click();
      await page.getByRole('heading', { level: 1, name: email }).waitFor();
      await screenshot(page, 'admin-players-card');

      // Bans with a reason.
      await page
        .getByRole('group', { name: 'Actions' })
        .getByRole('button', { name: 'Ban' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Ban this player' });
      await dialog.getByLabel('Reason').fill('Abusive messages to support');
      await dialog.getByRole('button', { name: 'Ban' }).click();
      await page.getByText('The player is banned.').waitFor();
      await page.getByText('Banned', { exact: true }).first().waitFor();
      await screenshot(page, 'admin-players-banned');

      // The card's tabs, as support sees them: no serious or critical axe-core violation.
      for (const tab of [
        'Overview',
        'Ledger',
        'Payments',
        'Rounds',
        'Sign-ins',
        'Favourites',
        'Notes',
      ]) {
        await page.getByRole('tab', { name: tab }).click();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), tab).toEqual([]);
      }
      await page.getByRole('tab', { name: 'Sign-ins' }).click();
      await page
        .getByRole('table', { name: 'Sign-ins, newest first' })
        .getByText('Signed up')
        .waitFor();

      // The player's site shows the banned page on the next load.
      await player.page.reload();
      await settled(player.page);
      await player.page
        .getByRole('heading', { level: 1, name: 'Your account is blocked' })
        .waitFor({ timeout: 15_000 });
      await screenshot(player.page, 'admin-players-player-banned');

      // The console's index.html names no icon yet, so Chromium asks /favicon.ico (the shell's).
      expect(staff.problems.filter((problem) => !problem.includes('/favicon.ico'))).toEqual([]);
      expect(player.problems.filter((problem) => !/423|USER\.BANNED/.test(problem))).toEqual([]);
    } finally {
      await staff.context.close();
      await player.context.close();
    }
  });
});
