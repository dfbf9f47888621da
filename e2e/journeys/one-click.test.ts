import { describe, expect, it } from 'vitest';
import { apiJson, openSignedInPage } from '../support/api.js';
import { screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';

const journey = useJourney();

interface Deposit {
  payment: { id: string };
  redirectUrl?: string;
}

/** A new player in lira, by the API. */
async function register(email: string): Promise<string> {
  const registered = await apiJson<{ authToken: string }>(journey().url, '/auth/register', {
    body: {
      login: email,
      password: 'casino2026',
      currencyCode: 'TRY',
      ageAgreement: true,
      policyAgreement: true,
    },
  });
  return registered.authToken;
}

/** A deposit the player makes by the API and the sandbox pays, awaited until credited. */
async function paidDeposit(
  token: string,
  provider: string,
  slug: string,
  body: Record<string, unknown>,
): Promise<void> {
  const url = journey().url;
  const auth = { authorization: `Bearer ${token}` };
  const created = await fetch(`${url}/api/v1/payments/${provider}/${slug}/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify(body),
  });
  expect(created.status).toBe(200);
  const deposit = (await created.json()) as Deposit;
  const reference = new URL(deposit.redirectUrl!).pathname.split('/').at(-1)!;
  const paid = await fetch(`${url}/sandbox/payments/orders/${reference}/callbacks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ statuses: ['success'], delay: 0 }),
  });
  expect(paid.status).toBe(200);
  for (let attempt = 0; attempt < 50; attempt++) {
    const state = await fetch(`${url}/api/v1/payments/transactions/${deposit.payment.id}`, {
      headers: auth,
    });
    const { payment } = (await state.json()) as { payment: { status: string } };
    if (payment.status === 'success') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the deposit was not credited');
}

describe('one-click deposit (engagement §2, issue 19)', () => {
  it('repeats the last deposit in one tap, and not once the switch is off (375 px)', async () => {
    const token = await register('deniz@example.com');
    await paidDeposit(token, 'payhera', 'papara', { amount: 50_000 });
    const { page, context, problems } = await openSignedInPage(
      journey().browser,
      viewports.phone,
      token,
    );
    try {
      await page.goto(`${journey().url}/?popup=deposit`);
      await settled(page);
      const dialog = page.getByRole('dialog');
      const again = dialog.getByRole('button', { name: 'Deposit again: ₺500 by Papara' });
      await again.waitFor();
      await screenshot(page, 'one-click-deposit-375');

      // One tap: straight to the provider's page, with the same method and amount.
      await again.click();
      await page.waitForURL('**/sandbox/payments/payhera/pay/**');
      await page.getByText('payhera: 500.00 TRY').waitFor();

      // Switched off in the personal page: the deposit popup offers no shortcut.
      await page.goto(`${journey().url}/profile/personal`);
      await settled(page);
      const toggle = page.getByRole('switch', { name: 'One-click deposit' });
      expect(await toggle.getAttribute('aria-checked')).toBe('true');
      await toggle.click();
      await page.waitForFunction(
        () =>
          document
            .querySelector('[role=switch][aria-labelledby=one-click-deposit-label]')
            ?.getAttribute('aria-checked') === 'false',
      );
      await page.goto(`${journey().url}/?popup=deposit`);
      await settled(page);
      await dialog.getByTestId('payment-methods').waitFor();
      expect(await dialog.getByTestId('deposit-again').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('asks again for what a method needs each time: the bank of a Havale deposit (1440 px)', async () => {
    const token = await register('selin@example.com');
    const banks = await fetch(`${journey().url}/api/v1/payments/havale_payhera/banks`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [bank] = ((await banks.json()) as { banks: { id: string | number }[] }).banks;
    await paidDeposit(token, 'havale_payhera', 'havale', { amount: 75_000, bank: bank!.id });
    const { page, context, problems } = await openSignedInPage(
      journey().browser,
      viewports.desktop,
      token,
    );
    try {
      await page.goto(`${journey().url}/?popup=deposit`);
      await settled(page);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Deposit again: ₺750 by Havale Hera' }).click();
      // The form of the method, the amount filled in, the bank still to choose.
      await dialog.locator('[data-step="amount"]').waitFor();
      expect(await dialog.getByTestId('payment-method-name').textContent()).toBe('Havale Hera');
      expect(await dialog.getByLabel('Amount', { exact: true }).inputValue()).toBe('750');
      await dialog.getByRole('button', { name: 'Deposit' }).click();
      await dialog.getByText('Fill in this field.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
