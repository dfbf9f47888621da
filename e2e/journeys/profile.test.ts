import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatMoney } from '@jackdaw/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiJson, openSignedInPage, signIn } from '../support/api.js';
import { hasFocus, screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';

const journey = useJourney();

const phone = { width: 375, height: 740 };

const ACCOUNT_LABELS = {
  real: 'Main balance',
  bonus_casino: 'Casino bonus',
  bonus_sport: 'Sport bonus',
  freespin_winnings: 'Free-spin winnings',
  referral: 'Referral earnings',
} as const;

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe-core's serious and critical findings on the page as it is now. */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: unknown[] }[] };
    const axe = (window as unknown as { axe: { run(): Promise<Result> } }).axe;
    return (await axe.run()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.nodes.length})`);
  });
}

interface Item {
  id: string;
  createdAt: string;
}

const api = <T>(path: string, token: string): Promise<T> =>
  apiJson<T>(journey().url, path, { token });

const signedInPage = (viewport: { width: number; height: number }, token: string) =>
  openSignedInPage(journey().browser, viewport, token);

/** What the overview must list: the newest five of both histories, newest first. */
async function expectedLatest(token: string): Promise<string[]> {
  const [deposits, withdrawals] = await Promise.all(
    (['deposit', 'withdraw'] as const).map((type) =>
      api<{ items: Item[] }>(`/transactions?type=${type}&limit=5`, token),
    ),
  );
  return [...deposits!.items, ...withdrawals!.items]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, 5)
    .map((item) => item.id);
}

async function expectBalancesShown(page: Page, token: string) {
  const { accounts, currencyCode } = await api<{
    currencyCode: 'INR';
    accounts: { kind: keyof typeof ACCOUNT_LABELS; amount: number }[];
  }>('/wallet/balances', token);
  expect(accounts.map((account) => account.kind)).toEqual(Object.keys(ACCOUNT_LABELS));
  expect(accounts.find((account) => account.kind === 'real')!.amount).toBeGreaterThan(0);
  await page.getByTestId('account-balances').waitFor();
  for (const account of accounts) {
    const row = page.getByTestId(`balance-${account.kind}`);
    expect(await row.locator('dt').textContent()).toBe(ACCOUNT_LABELS[account.kind]);
    expect(await row.locator('dd').textContent()).toBe(
      formatMoney(account.amount, currencyCode, 'EN'),
    );
  }
}

describe('profile overview and country picker (issue 19)', () => {
  it('shows every balance, verification, the latest transactions and quick actions (375 px)', async () => {
    const token = await signIn(journey().url);
    const { page, context, problems } = await signedInPage(phone, token);
    try {
      await page.goto(`${journey().url}/profile`);
      await settled(page);
      const title = page.getByRole('heading', { level: 1, name: 'My profile' });
      await title.waitFor();
      // The profile menu is one row on a phone: the page itself starts in the first screen.
      expect((await title.boundingBox())!.y).toBeLessThan(phone.height / 3);
      await expectBalancesShown(page, token);

      // Verification: the identity details step, read from the player's profile.
      const { user } = await api<{ user: { personal: Record<string, unknown> } }>(
        '/users/profile',
        token,
      );
      const identity = ['firstName', 'secondName', 'nationality', 'gender', 'birthday', 'country'];
      const missing = identity.filter((field) => !user.personal[field]);
      const verification = page.getByTestId('verification');
      await verification.waitFor();
      expect(await verification.getAttribute('data-complete')).toBe(String(missing.length === 0));
      expect(await verification.textContent()).toContain(
        missing.length === 0 ? 'Complete' : `${6 - missing.length} of 6`,
      );
      const completeLink = verification.getByRole('link');
      expect(await completeLink.getAttribute('href')).toBe('/profile/personal');

      // The newest five of both histories, as the history call answers them, newest first.
      const latest = await expectedLatest(token);
      expect(latest.length).toBeGreaterThan(0);
      await page.getByTestId('latest-transactions').waitFor();
      const shown = await page
        .locator('[data-transaction]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-transaction')));
      expect(shown).toEqual(latest);
      expect(await page.getByRole('link', { name: 'All transactions' }).getAttribute('href')).toBe(
        '/profile/transactions',
      );

      // Nothing sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );
      await screenshot(page, 'profile-overview-375');
      expect(await seriousAxeFindings(page)).toEqual([]);

      // Quick actions: deposit and withdraw open their popups, history opens the history.
      await page.getByTestId('overview-deposit').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Deposit' }).waitFor();
      expect(new URL(page.url()).searchParams.get('popup')).toBe('deposit');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('overview-withdraw').click();
      await dialog.getByRole('heading', { name: 'Withdraw' }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('overview-history').click();
      await page.waitForURL(/\/profile\/transactions$/);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('balances that cannot be loaded say so and load on "Try again" (375 px)', async () => {
    const token = await signIn(journey().url);
    const { page, context, problems } = await signedInPage(phone, token);
    try {
      // The connection drops for this one call only; the rest of the page loads.
      const balancesUrl = `${journey().url}/api/v1/wallet/balances`;
      await page.route(balancesUrl, (route) => route.abort('internetdisconnected'));
      await page.goto(`${journey().url}/profile`);
      await settled(page);
      await page.getByTestId('latest-transactions').waitFor();
      const problem = page.getByRole('alert').filter({
        hasText: 'Your balances could not be loaded.',
      });
      await problem.waitFor({ timeout: 20_000 });
      await page.unroute(balancesUrl);
      await problem.getByRole('button', { name: 'Try again' }).click();
      await expectBalancesShown(page, token);
      expect(await problem.count()).toBe(0);
      expect(problems.filter((line) => !line.includes('/api/v1/wallet/balances'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the countries popup filters by name or code and sets the country (375 px)', async () => {
    const token = await signIn(journey().url);
    const { page, context, problems } = await signedInPage(phone, token);
    try {
      await page.goto(`${journey().url}/profile/personal`);
      await settled(page);
      const field = page.getByTestId('country-field');
      await field.click();
      await page.waitForURL(/popup=countries/);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Country' }).waitFor();
      const search = dialog.getByRole('combobox', { name: 'Search by country name or code' });
      // The search box has the focus: the player types at once.
      await page.keyboard.type('turk');
      expect(await search.inputValue()).toBe('turk');
      const options = dialog.getByRole('option');
      await expect.poll(() => options.first().getAttribute('data-country')).toBe('TR');
      // By code, before names that merely contain the letters.
      await search.fill('bd');
      await expect.poll(() => options.first().getAttribute('data-country')).toBe('BD');
      await search.fill('zzzz');
      await dialog.getByText('No country matches your search.').waitFor();
      await search.fill('bangla');
      await expect.poll(() => options.count()).toBe(1);
      await screenshot(page, 'profile-countries-popup-375');
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.get('popup')).toBeNull();
      expect(await field.getAttribute('data-country')).toBe('BD');
      expect(await field.textContent()).toContain('Bangladesh');

      // Saved with the form: the server holds the chosen country.
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Your details have been saved.').waitFor();
      const { user } = await api<{ user: { personal: { country: string | null } } }>(
        '/users/profile',
        token,
      );
      expect(user.personal.country).toBe('BD');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a desktop: the overview, and the same list under the country field (1440 px)', async () => {
    const token = await signIn(journey().url);
    const { page, context, problems } = await signedInPage(viewports.desktop, token);
    try {
      await page.goto(`${journey().url}/profile`);
      await settled(page);
      await expectBalancesShown(page, token);
      await page.getByTestId('latest-transactions').waitFor();
      await screenshot(page, 'profile-overview-1440');

      await page.goto(`${journey().url}/profile/personal`);
      await settled(page);
      const field = page.getByTestId('country-field');
      await field.click();
      expect(await field.getAttribute('aria-expanded')).toBe('true');
      // No popup on a wide screen: the list opens under the field, keyboard first.
      expect(new URL(page.url()).searchParams.get('popup')).toBeNull();
      const search = page.getByRole('combobox', { name: 'Search by country name or code' });
      await page.keyboard.type('germ');
      // The list's options, not the nationality select's.
      const options = page.getByRole('listbox').getByRole('option');
      await expect.poll(() => options.first().getAttribute('data-country')).toBe('DE');
      await search.fill('ind');
      await expect.poll(() => options.count()).toBeGreaterThan(1);
      const second = await options.nth(1).getAttribute('data-country');
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.keyboard.press('ArrowDown');
      expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('Enter');
      await search.waitFor({ state: 'detached' });
      expect(await field.getAttribute('data-country')).toBe(second);
      // The focus goes back to the field; Escape closes an opened list without choosing.
      await expect.poll(() => hasFocus(field)).toBe(true);
      await page.keyboard.press('Enter');
      await search.waitFor();
      await page.keyboard.press('Escape');
      await search.waitFor({ state: 'detached' });
      expect(await field.getAttribute('data-country')).toBe(second);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
