import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BonusesResponse, BonusEntry } from '@jackdaw/contracts';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiJson } from './api.js';
import { settled } from './journey.js';
import { staffToken } from './staff.js';

/*
 * Steps the bonus journeys share (issue 21): a deposit through the sandbox's hosted card page,
 * a real spin in an own slot, the player's bonuses as the server has them, and axe's findings.
 */

/** The one dialog a page shows (popups are Radix dialogs). */
export const dialogOf = (page: Page): Locator => page.getByRole('dialog');

/** The session token the site stored (after a sign-up in the browser). */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(token, 'authToken in localStorage').toBeTruthy();
  return token!;
}

/**
 * Deposits `amount` (major units, as typed) with the card method through the sandbox's hosted
 * page: Deposit in the tab bar (phone) or header, the method, the amount, Pay, back to the
 * casino, and waits until the result popup says the payment succeeded.
 */
export async function depositByCard(
  page: Page,
  amount: string,
  { phone }: { phone: boolean },
): Promise<void> {
  if (phone) {
    await page.getByTestId('tab-bar').getByRole('button', { name: 'Deposit' }).click();
  } else {
    await page.getByRole('button', { name: 'Deposit' }).first().click();
  }
  await page.waitForURL((url) => url.searchParams.get('popup') === 'deposit');
  await depositByCardFromPopup(page, amount);
}

/** The card deposit through the sandbox's hosted page, from the deposit popup already open. */
export async function depositByCardFromPopup(page: Page, amount: string): Promise<void> {
  let dialog = dialogOf(page);
  await dialog.getByTestId('payment-methods').waitFor();
  await dialog.locator('[data-method="pm.corefy.card"]').click();
  await dialog.locator('[data-step="amount"]').waitFor();
  await dialog.getByLabel('Amount', { exact: true }).fill(amount);
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  await page.waitForURL('**/sandbox/payments/corefy/pay/**');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('link', { name: 'Back to the casino' }).click();
  await page.waitForURL((url) => url.searchParams.get('popup') !== null);
  await settled(page);
  dialog = dialogOf(page);
  await dialog.getByRole('heading', { name: 'Request received' }).waitFor();
  await dialog.locator('[data-progress="succeeded"]').waitFor({ timeout: 20_000 });
}

/** GET /bonuses as the player's own session answers it. */
export async function bonusesOf(url: string, token: string): Promise<BonusesResponse['bonuses']> {
  return (await apiJson<BonusesResponse>(url, '/bonuses', { token })).bonuses;
}

/** Every entry of GET /bonuses (welcome deposit bonus, free-spin bonuses, other grants). */
export async function bonusEntriesOf(url: string, token: string): Promise<BonusEntry[]> {
  const bonuses = await bonusesOf(url, token);
  return [...(bonuses.deposit ? [bonuses.deposit] : []), ...bonuses.freespins, ...bonuses.others];
}

/** The frame of an own game on its page, by the game's name. */
export function gameFrame(page: Page, name: string): FrameLocator {
  return page.frameLocator(`iframe[title="${name}"]`);
}

/**
 * Presses the spin button (`Spin`, or `Free spin` while a free-spin campaign's spins are
 * playable) once and waits until the round is over and the game is idle again.
 */
export async function spinOnce(game: FrameLocator, button = 'Spin'): Promise<void> {
  const before = await game.locator('.reels').getAttribute('data-spin');
  await game.getByRole('button', { name: button, exact: true }).click();
  await game
    .locator(`.reels[data-settled="true"]:not([data-spin="${before}"])`)
    .waitFor({ timeout: 20_000 });
  await game.locator('.game[data-phase="idle"] button.spin:not([disabled])').waitFor({
    timeout: 30_000,
  });
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe-core's serious and critical findings on the page as it is now. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: unknown[] }[] };
    const axe = (window as unknown as { axe: { run(): Promise<Result> } }).axe;
    return (await axe.run()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.nodes.length})`);
  });
}

/**
 * For journeys about withdrawals themselves: cancels the player's active bonus (the demo player
 * has one) and switches the operator's turnover rule off (their players never staked their
 * deposits). bonuses.test.ts holds what those rules do to a withdrawal.
 */
export async function withoutBonusRules(url: string, authToken?: string): Promise<void> {
  if (authToken) {
    for (const entry of await bonusEntriesOf(url, authToken)) {
      if (entry.bonus?.status !== 'active' || entry.campaign) continue;
      const cancelled = await fetch(`${url}/api/v1/bonuses/cancel/${entry.bonus.id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${authToken}` },
      });
      expect(cancelled.status).toBe(200);
    }
  }
  await apiJson(url, '/admin/bonus-settings', {
    method: 'PUT',
    token: await staffToken(url, 'manager'),
    body: { sportsbookEnabled: false, turnoverRule: false, reason: 'Journey: withdrawals' },
  });
}
