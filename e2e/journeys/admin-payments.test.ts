import { describe, expect, it } from 'vitest';
import { apiJson, openSignedInPage, signIn } from '../support/api.js';
import { screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';
import { withoutBonusRules } from '../support/bonuses.js';
import { openStaffPage } from '../support/staff.js';

const journey = useJourney();

/** ₹512.34: below the four-eyes amount (85,000 INR), and unlike the demo seed's own requests. */
const AMOUNT = 51_234;

describe('the payments console (issue 20)', () => {
  it('finance approves a withdrawal a player requested; the player sees it completed (1440 px)', async () => {
    const { url, browser } = journey();

    // The demo player (rupees, a credited UPI deposit) asks for a UPI payout by the API.
    const playerToken = await signIn(url);
    // The demo player's bonus and the turnover rule would refuse it (bonuses.test.ts).
    await withoutBonusRules(url, playerToken);
    const { payment } = await apiJson<{ payment: { id: string; status: string } }>(
      url,
      '/payments/paykassma/upi/withdrawal',
      { token: playerToken, body: { amount: AMOUNT, account: 'demo.player@upi' } },
    );
    expect(payment.status).toBe('request');

    // Finance opens the queue and approves it.
    const staff = await openStaffPage(browser, url, 'finance');
    try {
      await staff.page.goto(`${url}/admin/payments`);
      await settled(staff.page);
      await staff.page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
      const table = staff.page.getByRole('table', { name: 'Withdrawals' });
      const approve = table.getByRole('button', { name: /^Approve · ₹512[.,]34/ });
      await approve.waitFor();
      await screenshot(staff.page, 'admin-payments-queue-1440');
      await approve.click();
      const dialog = staff.page.getByRole('dialog');
      await dialog.getByRole('heading', { name: /Approve the withdrawal of ₹512[.,]34/ }).waitFor();
      await dialog.getByLabel('Reason (optional)').fill('Usual payout, account checked');
      await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      await staff.page
        .getByRole('status')
        .filter({ hasText: /^Approved: the withdrawal of ₹512[.,]34 was sent to paykassma\.$/ })
        .waitFor();
      expect(await table.getByRole('button', { name: /^Approve · ₹512[.,]34/ }).count()).toBe(0);

      // The sandbox pays it out and reports it by a callback.
      await expect
        .poll(
          async () =>
            (
              await apiJson<{ payment: { status: string } }>(
                url,
                `/payments/transactions/${payment.id}`,
                { token: playerToken },
              )
            ).payment.status,
          { timeout: 20_000, interval: 500 },
        )
        .toBe('completed');

      // Its page: the timeline from the request to completed, and the provider's callback.
      await staff.page.goto(`${url}/admin/payments/${payment.id}`);
      await settled(staff.page);
      await staff.page.getByRole('heading', { name: 'Timeline' }).waitFor();
      const timeline = staff.page.getByTestId('timeline-row');
      await expect.poll(() => timeline.count()).toBe(3);
      expect(await timeline.last().textContent()).toContain('Completed');
      await staff.page
        .getByText(/^Callback \d+ · applied/)
        .first()
        .waitFor();
      await screenshot(staff.page, 'admin-payments-detail-1440');
      // The console's index.html names no icon yet, so Chromium asks /favicon.ico (the shell's).
      expect(staff.problems.filter((problem) => !problem.includes('/favicon.ico'))).toEqual([]);
    } finally {
      await staff.context.close();
    }

    // The player's history shows the withdrawal completed.
    const { page, context, problems } = await openSignedInPage(
      browser,
      viewports.desktop,
      playerToken,
    );
    try {
      await page.goto(`${url}/profile/transactions/withdrawal`);
      await settled(page);
      const row = page.locator(`[data-testid="transactions"] li:has(a[href*="${payment.id}"])`);
      await row.waitFor();
      expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('success');
      await screenshot(page, 'admin-payments-player-history-1440');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
