import { describe, expect, it } from 'vitest';
import { apiJson, openSignedInPage, signIn } from '../support/api.js';
import { withoutBonusRules } from '../support/bonuses.js';
import { hasFocus, screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';

const journey = useJourney();

describe('withdraw popup (issue 19)', () => {
  it('offers only the methods deposited with, shows what is available and checks the amount as typed (375 px)', async () => {
    const authToken = await signIn(journey().url);
    // The demo player's bonus and the turnover rule would refuse (bonuses.test.ts).
    await withoutBonusRules(journey().url, authToken);
    const { page, context, problems } = await openSignedInPage(
      journey().browser,
      viewports.phone,
      authToken,
    );
    try {
      await page.goto(`${journey().url}/?popup=withdraw`);
      await settled(page);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Withdraw' }).waitFor();
      await dialog.getByTestId('payment-methods').waitFor();

      // Every UPI provider, PayTM and PhonePe; never GooglePay or IMPS, which it never used.
      const codes = await dialog
        .locator('[data-method]')
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-method')));
      expect(codes.sort()).toEqual([
        'pm.paykassma.paytm',
        'pm.paykassma.phonepe',
        'pm.paykassma.upi',
        'pm.simple_pay.upi_fast',
        'pm.wellxpay.upi',
        'pm.zenpay.upi',
      ]);

      await dialog.locator('[data-method="pm.paykassma.upi"]').click();
      await dialog.locator('[data-step="amount"]').waitFor();
      const available = await dialog.getByTestId('withdraw-available').textContent();
      expect(available).toMatch(/^Available to withdraw₹[\d ,.]+$/);

      const amount = dialog.getByLabel('Amount', { exact: true });
      // The text read with the field: its limits, or why the typed amount cannot go.
      const note = async () => {
        const id = await amount.getAttribute('aria-describedby');
        return page.locator(`[id="${id}"]`).textContent();
      };
      await amount.fill('49999');
      expect(await note()).toBe('Not enough money on your balance for this amount.');
      expect(await amount.getAttribute('aria-invalid')).toBe('true');
      await amount.fill('100');
      expect(await note()).toMatch(
        /^The amount must be between \D*500\D* and .+ for this method\.$/,
      );
      // Letters never enter the field.
      await amount.fill('');
      await amount.pressSequentially('abc');
      expect(await amount.inputValue()).toBe('');
      // Sent empty, the field is marked and keeps the focus.
      await dialog.getByRole('button', { name: 'Continue' }).click();
      expect(await note()).toBe('Enter the amount.');
      expect(await amount.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => hasFocus(amount)).toBe(true);
      await screenshot(page, 'withdraw-amount-checked-375');

      // An amount that fits: the UPI payout is requested, not refused.
      await amount.fill('500');
      expect(await amount.getAttribute('aria-invalid')).toBe('false');
      expect(await note()).toMatch(/^From \D*500\D* to .+$/);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await page.locator('[data-payment-status="TRANSACTION"]').waitFor();
      await dialog.getByLabel('Account or wallet number').fill('demo.player@upi');
      await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
      await page.locator('[data-payment-status="SUCCESS"]').waitFor();
      await dialog
        .getByText('Your withdrawal request has been accepted and is being processed.')
        .waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends a player who never deposited to the deposit popup (1440 px)', async () => {
    const { authToken } = await apiJson<{ authToken: string }>(journey().url, '/auth/register', {
      body: {
        login: 'new.withdrawer@example.com',
        password: 'casino2026',
        currencyCode: 'INR',
        ageAgreement: true,
        policyAgreement: true,
      },
    });
    const { page, context, problems } = await openSignedInPage(
      journey().browser,
      viewports.desktop,
      authToken,
    );
    try {
      await page.goto(`${journey().url}/?popup=withdraw`);
      await settled(page);
      const empty = page.getByRole('dialog').getByTestId('withdraw-methods-empty');
      await empty.getByText('Make a deposit first').waitFor();
      await empty.getByText('Withdrawals go only to a method you have deposited with.').waitFor();
      await empty.getByRole('button', { name: 'Deposit' }).click();
      await page.waitForURL((url) => url.searchParams.get('popup') === 'deposit');
      await page.getByRole('dialog').getByTestId('payment-methods').waitFor();
      // No method is the call's 404 PAYMENT.METHODS_EMPTY, which the browser logs as a failure.
      expect(
        problems.filter((problem) => !problem.includes('payment_methods?type=WITHDRAW')),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
