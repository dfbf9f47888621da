import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignedInPage, signIn } from '../support/api.js';
import { hasFocus, screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';

const journey = useJourney();

async function signedInPage(width: keyof typeof viewports) {
  return openSignedInPage(journey().browser, viewports[width], await signIn(journey().url));
}

// By the markup, not the role: a notification popup closing over the page hides it from role
// queries for a moment (aria-hidden), which is not what these counts are about.
const rows = (page: Page) => page.locator('[data-testid="transactions"] > li');

describe('transaction history', () => {
  it('lists deposits page by page, filters them, switches to withdrawals and opens one (1440 px)', async () => {
    const { page, context, problems } = await signedInPage('desktop');
    try {
      await page.goto(`${journey().url}/profile/transactions`);
      await settled(page);
      await page.waitForTimeout(450);
      await page.getByRole('heading', { name: 'Transactions' }).waitFor();
      await page.getByText('Transactions found: 16').waitFor();
      await expect.poll(() => rows(page).count()).toBe(10);
      // Statuses as the player reads them: the failed one an error, the deposit left unpaid
      // at the provider expired (its own status and words, never "pending" for ever).
      expect(await rows(page).locator('[data-status="pending"]').count()).toBe(0);
      await expect.poll(() => rows(page).locator('[data-status="error"]').count()).toBe(1);
      const expired = rows(page).locator('[data-status="expired"]');
      expect(await expired.count()).toBe(1);
      expect(await expired.textContent()).toBe('Expired');
      // Only a withdrawal waiting for approval can be cancelled.
      expect(await page.getByRole('button', { name: 'Cancel withdrawal' }).count()).toBe(0);
      await screenshot(page, 'transactions-deposits-1440');

      await page.getByRole('button', { name: 'Show more' }).click();
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="transactions"] li').length === 16,
      );
      expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);

      await page.getByLabel('Show', { exact: true }).selectOption('referral');
      await page.getByText('Transactions found: 1').waitFor();
      expect(new URL(page.url()).searchParams.get('filter')).toBe('referral');
      await page.getByLabel('Show', { exact: true }).selectOption('bonus');
      await page.getByText('Welcome bonus').waitFor();
      await page.getByLabel('Show', { exact: true }).selectOption('all');

      // The sidebar's transactions link stays lit on the withdrawal tab.
      await page.getByRole('link', { name: 'Withdrawals' }).click();
      await page.waitForURL('**/profile/transactions/withdrawal');
      await page.getByText('Transactions found: 4').waitFor();
      const sidebarLink = page
        .getByRole('complementary')
        .getByRole('link', { name: 'Transactions' });
      expect(await sidebarLink.getAttribute('aria-current')).toBe('page');
      // Rejected reads as an error, requested as pending, cancelled as cancelled.
      await expect.poll(() => rows(page).locator('[data-status="error"]').count()).toBe(1);
      await expect.poll(() => rows(page).locator('[data-status="pending"]').count()).toBe(1);
      await expect.poll(() => rows(page).locator('[data-status="canceled"]').count()).toBe(1);
      await expect.poll(() => rows(page).locator('[data-status="success"]').count()).toBe(1);
      await screenshot(page, 'transactions-withdrawals-1440');

      await rows(page).first().getByRole('link').click();
      await page.waitForURL(/\/profile\/transactions\/[0-9a-f-]{36}$/);
      const detail = page.getByTestId('transaction');
      await detail.getByText('Withdrawal').waitFor();
      expect(await detail.textContent()).toMatch(/Transaction ID/);
      await screenshot(page, 'transactions-detail-1440');
      await page.getByRole('link', { name: /Back to transactions/ }).click();
      await page.waitForURL('**/profile/transactions/withdrawal');

      // Someone else's or an unknown id: a clear message, not an error page.
      await page.goto(`${journey().url}/profile/transactions/00000000-0000-4000-8000-000000000000`);
      await page.getByText('There is no such transaction in your account.').waitFor();

      const unexpected = problems.filter((line) => !/status of 404\b/.test(line));
      expect(unexpected).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('filters through the sort-transaction popup on a phone (375 px)', async () => {
    const { page, context, problems } = await signedInPage('phone');
    try {
      await page.goto(`${journey().url}/profile/transactions/deposit`);
      await settled(page);
      await page.waitForTimeout(450);
      await page.getByText('Transactions found: 16').waitFor();
      await page.getByRole('button', { name: 'Show All' }).click();
      await page.waitForURL((url) => url.searchParams.get('popup') === 'sort-transaction');
      const popup = page.getByRole('dialog');
      await popup.getByRole('heading', { name: 'Filter' }).waitFor();
      await screenshot(page, 'transactions-filter-popup-375');
      await popup.getByRole('radio', { name: 'Referral (friend)' }).click();
      await popup.waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.get('filter')).toBe('referral');
      await page.getByText('Transactions found: 1').waitFor();
      await screenshot(page, 'transactions-referral-375');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('cancels a withdrawal waiting for approval from the history, after asking (375 px)', async () => {
    const { page, context, problems } = await signedInPage('phone');
    try {
      await page.goto(`${journey().url}/profile/transactions/withdrawal`);
      await settled(page);
      await page.getByText('Transactions found: 4').waitFor();
      const before = await page.getByTestId('header-balance').textContent();
      const waiting = rows(page).filter({ has: page.locator('[data-status="pending"]') });
      expect(await waiting.count()).toBe(1);
      const cancel = waiting.getByRole('button', { name: 'Cancel withdrawal' });
      // The one row that offers it.
      await expect
        .poll(() => page.getByRole('button', { name: 'Cancel withdrawal' }).count())
        .toBe(1);

      // Asked first; keeping it changes nothing and gives the focus back to Cancel.
      await cancel.click();
      const question = waiting.getByText(/^Cancel this withdrawal of ₹\s?700(\.00)?\? /);
      await question.waitFor();
      await screenshot(page, 'transactions-cancel-question-375');
      await waiting.getByRole('button', { name: 'Keep it' }).click();
      await question.waitFor({ state: 'detached' });
      await expect.poll(() => hasFocus(cancel)).toBe(true);

      await cancel.click();
      await waiting.getByRole('button', { name: 'Yes, cancel it' }).click();
      // The row now reads cancelled, with nothing left to cancel; the amount is back.
      await page.waitForFunction(
        () =>
          document.querySelectorAll('[data-testid="transactions"] [data-status="canceled"]')
            .length === 2,
      );
      expect(await rows(page).locator('[data-status="pending"]').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Cancel withdrawal' }).count()).toBe(0);
      await page.waitForFunction(
        (shown) => document.querySelector('[data-testid="header-balance"]')?.textContent !== shown,
        before,
      );
      await screenshot(page, 'transactions-cancelled-375');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
