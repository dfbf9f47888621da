import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiJson, openSignedInPage } from '../support/api.js';
import { hasFocus, openPage, screenshot, viewports, type WatchedPage } from '../support/browser.js';
import { withoutBonusRules } from '../support/bonuses.js';
import { settled, useJourney } from '../support/journey.js';
import { staffToken } from '../support/staff.js';

const journey = useJourney();

const password = 'casino2026';

/** A new player in a currency, by the API, and a page signed in as them. */
async function newPlayer(
  email: string,
  currencyCode: string,
  width: keyof typeof viewports,
): Promise<WatchedPage> {
  const { authToken } = await apiJson<{ authToken: string }>(journey().url, '/auth/register', {
    body: { login: email, password, currencyCode, ageAgreement: true, policyAgreement: true },
  });
  return openSignedInPage(journey().browser, viewports[width], authToken);
}

/** A screenshot with the preloader's fade-out over (support/browser.ts). */
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
}

const payment = (page: Page) => page.getByRole('dialog');

async function waitForStatus(page: Page, status: string): Promise<void> {
  await page.locator(`[data-payment-status="${status}"]`).waitFor();
}

/** Opens the deposit popup from the header's wallet (desktop) or the tab bar (phone). */
async function openDeposit(page: Page, phone: boolean): Promise<Locator> {
  if (phone) {
    await page.getByTestId('tab-bar').getByRole('button', { name: 'Deposit' }).click();
  } else {
    await page.getByRole('button', { name: 'Deposit' }).first().click();
  }
  await page.waitForURL((url) => url.searchParams.get('popup') === 'deposit');
  const dialog = payment(page);
  await dialog.getByRole('heading', { name: 'Deposit' }).waitFor();
  await dialog.getByTestId('payment-methods').waitFor();
  return dialog;
}

async function chooseMethod(dialog: Locator, code: string): Promise<void> {
  await dialog.locator(`[data-method="${code}"]`).click();
  await dialog.locator('[data-step="amount"]').waitFor();
}

/** The events the site pushed to the analytics data layer. */
const analyticsEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map(
      (entry) => entry.event,
    ),
  );

const balance = (page: Page) => page.getByTestId('header-balance');

async function balanceBecomes(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid=header-balance]')?.textContent === expected,
    text,
    { timeout: 20_000 },
  );
}

/** The sandbox's hosted pages: press a button, then go back to the casino. */
async function sandboxPressesAndReturns(page: Page, button: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('link', { name: 'Back to the casino' }).click();
  await page.waitForURL((url) => url.searchParams.get('popup') !== null);
  await settled(page);
}

describe('payments, as new players try them', () => {
  it('signs up in rupees on a phone and deposits with UPI: app choice, QR, countdown, the app approves (375 px)', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.phone);
    try {
      await page.goto(`${journey().url}/?popup=sign-up`);
      await settled(page);
      const signUp = payment(page);
      await signUp.getByRole('heading', { name: 'Sign up' }).waitFor();
      await signUp.getByLabel('E-mail').fill('ravi@example.com');
      await signUp.getByLabel('Password', { exact: true }).fill(password);
      await signUp.getByLabel('Currency').selectOption('INR');
      await signUp.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
      await signUp.getByRole('checkbox', { name: /I accept the terms/ }).check();
      await signUp.getByRole('button', { name: 'Create account' }).click();
      await signUp.waitFor({ state: 'detached' });
      await balanceBecomes(page, '₹0');

      const dialog = await openDeposit(page, true);
      expect(await dialog.getAttribute('data-popup-window')).toBe('full');
      // The five UPI providers under one header that says what sets them apart; each tile with
      // how one pays by it, its limits and its speed.
      const upiGroup = dialog.locator('[data-method-group="upi"]');
      await upiGroup.getByRole('heading', { name: 'UPI payments' }).waitFor();
      expect(await upiGroup.locator('[data-method]').count()).toBe(5);
      const upiTile = upiGroup.locator('[data-method="pm.paykassma.upi"]');
      // Amounts keep their group spaces unbroken (no-break spaces).
      expect(await upiTile.textContent()).toBe(
        'UPIIn your UPI app or by QR codeFrom ₹300 to ₹100\u00a0000Instant',
      );
      expect(
        await dialog
          .locator('[data-method="pm.paykassma.paytm"]')
          .getByTestId('method-speed')
          .textContent(),
      ).toBe('Up to 15 min');
      await shot(page, 'payments-methods-inr-375');
      await chooseMethod(dialog, 'pm.paykassma.upi');
      // The method's three presets; the default amount is preselected.
      const presets = dialog.getByRole('group', { name: 'Quick amounts' }).getByRole('button');
      expect(await presets.allTextContents()).toEqual(['₹500', '₹1 000', '₹5 000']);
      expect(await dialog.getByTestId('payment-amount-summary').textContent()).toBe('₹1 000');
      // An empty amount, or one of more than 10 digits, shows 0.
      await dialog.getByLabel('Amount', { exact: true }).fill('');
      expect(await dialog.getByTestId('payment-amount-summary').textContent()).toBe('₹0');
      await dialog.getByLabel('Amount', { exact: true }).fill('123456789012');
      expect(await dialog.getByTestId('payment-amount-summary').textContent()).toBe('₹0');
      // The amount takes digits and one decimal mark, at most two decimals; never letters.
      const amount = dialog.getByLabel('Amount', { exact: true });
      await amount.fill('');
      await amount.pressSequentially('1x5e0.255');
      expect(await amount.inputValue()).toBe('150.25');
      expect(await amount.getAttribute('inputmode')).toBe('decimal');
      // Below the limit: the field says so as it is typed, and a submit keeps the player there
      // with the focus on it.
      await amount.fill('100');
      const note = async () =>
        page.locator(`[id="${await amount.getAttribute('aria-describedby')}"]`).textContent();
      expect(await note()).toBe('The amount must be between ₹300 and ₹100 000 for this method.');
      await dialog.getByRole('button', { name: 'Deposit' }).click();
      await waitForStatus(page, 'DEPOSIT_AMOUNT');
      expect(await amount.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => hasFocus(amount)).toBe(true);
      await presets.nth(1).click();
      expect(await amount.getAttribute('aria-invalid')).toBe('false');
      await dialog.getByRole('button', { name: 'Deposit' }).click();

      // APP_CHOISE: the UPI apps, a real QR code of the upi:// link and a 3-minute countdown.
      await waitForStatus(page, 'APP_CHOISE');
      const qr = dialog.getByTestId('payment-qr');
      expect(await qr.getAttribute('data-qr')).toMatch(/^upi:\/\/pay\?pa=.+&am=1000\.00&cu=INR/);
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      const countdown = dialog.getByTestId('payment-countdown');
      const first = (await countdown.textContent()) ?? '';
      expect(first).toMatch(/^(03:00|02:5\d)$/);
      await page.waitForFunction(
        (before) =>
          document.querySelector('[data-testid=payment-countdown]')?.textContent !== before,
        first,
      );
      await shot(page, 'payments-upi-app-choice-375');

      // PayTM opens in its own tab (on a phone: the app), where the player approves.
      const [app] = await Promise.all([
        context.waitForEvent('page'),
        dialog.getByRole('link', { name: 'PayTM' }).click(),
      ]);
      await app.waitForLoadState();
      expect(app.url()).toMatch(/\/sandbox\/payments\/paykassma\/upi\/.+\?app=paytm$/);
      await app.getByText('The paytm app asks to approve this payment.').waitFor();
      await app.getByRole('button', { name: 'Approve in the app' }).click();
      await app.getByRole('heading', { name: 'Paid' }).waitFor();
      await app.close();

      // The popup follows the payment: credited, and the balance rises.
      await waitForStatus(page, 'SUCCESS');
      await dialog.getByText('Request received').waitFor();
      await dialog.locator('[data-progress="succeeded"]').waitFor({ timeout: 20_000 });
      await balanceBecomes(page, '₹1 000');
      await shot(page, 'payments-upi-success-375');
      const events = await analyticsEvents(page);
      expect(events).toContain('deposit_initiated');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('deposits taka with bKash: account type, wallet number, transaction id; a reused id is refused (1440 px)', async () => {
    const { page, context, problems } = await newPlayer('rahim@example.com', 'BDT', 'desktop');
    try {
      await page.goto(journey().url);
      await settled(page);
      await balanceBecomes(page, '৳0');
      let dialog = await openDeposit(page, false);
      await chooseMethod(dialog, 'pm.paykassma.bkash');
      // Without an account type the form says so under the choice, and the focus goes there.
      await dialog.getByRole('button', { name: 'Deposit' }).click();
      const accountType = dialog.getByRole('group', { name: 'Account type' });
      await accountType.getByText('Fill in this field.').waitFor();
      // The focus moves once the error has rendered, not with it.
      await expect
        .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).value))
        .toBe('agent');
      await dialog.getByText('Agent', { exact: true }).click();
      expect(await accountType.getByText('Fill in this field.').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Deposit' }).click();

      await waitForStatus(page, 'TRANSACTION');
      const wallet = (await dialog.getByTestId('wallet-number').textContent()) ?? '';
      expect(wallet).toMatch(/^01\d{9}$/);
      await dialog.getByText('Cash out ৳1 000 with bKash to this agent number').waitFor();
      await shot(page, 'payments-bkash-transaction-1440');
      await dialog.getByRole('button', { name: 'I have paid' }).click();
      await waitForStatus(page, 'TRANSACTION_ONLY');
      await dialog.getByLabel('Transaction ID').fill('BK8QX3T2LM');
      await dialog.getByRole('button', { name: 'Confirm payment' }).click();
      await waitForStatus(page, 'SUCCESS');
      await dialog.locator('[data-progress="succeeded"]').waitFor({ timeout: 20_000 });
      await balanceBecomes(page, '৳1 000');

      // The same transaction id a second time: TRANSACTION_ERROR, and back to the id.
      await page.goto(journey().url);
      await settled(page);
      dialog = await openDeposit(page, false);
      await chooseMethod(dialog, 'pm.paykassma.bkash');
      await dialog.getByText('Personal', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Deposit' }).click();
      await waitForStatus(page, 'TRANSACTION');
      await dialog.getByText('Send money: ৳1 000 with bKash').waitFor();
      await dialog.getByRole('button', { name: 'I have paid' }).click();
      await dialog.getByLabel('Transaction ID').fill('BK8QX3T2LM');
      await dialog.getByRole('button', { name: 'Confirm payment' }).click();
      await waitForStatus(page, 'TRANSACTION_ERROR');
      await dialog.getByText('Transaction ID already used').waitFor();
      await shot(page, 'payments-bkash-transaction-error-1440');
      await dialog.getByRole('button', { name: 'Enter another ID' }).click();
      await waitForStatus(page, 'TRANSACTION_ONLY');
      const unexpected = problems.filter((line) => !/status of 409\b/.test(line));
      expect(unexpected).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('deposits lira by bank transfer: picks the bank, follows the instructions, is credited (375 px)', async () => {
    const { page, context, problems } = await newPlayer('elif@example.com', 'TRY', 'phone');
    try {
      await page.goto(journey().url);
      await settled(page);
      await balanceBecomes(page, '₺0');
      const dialog = await openDeposit(page, true);
      await chooseMethod(dialog, 'pm.havale_payhera.havale');
      await dialog.getByRole('button', { name: 'Bank' }).click();
      await page.waitForURL((url) => url.searchParams.get('subpopup') === 'bank-select');
      const banks = dialog.locator('[data-subpopup="bank-select"]');
      await banks.getByRole('button').first().waitFor();
      const all = await banks.getByRole('button').count();
      await banks.getByLabel('Search for a bank').fill('Z');
      await page.waitForFunction(
        (before) => document.querySelectorAll('[data-subpopup="bank-select"] li').length < before,
        all,
      );
      const chosen = banks.locator('li').first();
      const bankName = ((await chosen.textContent()) ?? '').trim();
      expect(bankName.toUpperCase().startsWith('Z')).toBe(true);
      await shot(page, 'payments-bank-select-375');
      await chosen.getByRole('button').click();
      await banks.waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.get('subpopup')).toBeNull();
      expect(await dialog.getByRole('button', { name: 'Bank' }).textContent()).toContain(bankName);
      await dialog.getByRole('button', { name: 'Deposit' }).click();

      await waitForStatus(page, 'TRANSACTION');
      expect(await dialog.getByTestId('transfer-bank').textContent()).toBe(bankName);
      expect(await dialog.getByTestId('transfer-iban').textContent()).toMatch(/^TR\d{24}$/);
      const reference = (await dialog.getByTestId('transfer-reference').textContent()) ?? '';
      expect(reference).toMatch(/^[A-Z0-9_-]{8}$/);
      await shot(page, 'payments-bank-transfer-375');
      await dialog.getByRole('button', { name: 'Open the transfer instructions' }).click();
      await page.waitForURL('**/sandbox/payments/havale_payhera/transfer/**');
      await page.getByText(reference).first().waitFor();
      await sandboxPressesAndReturns(page, 'The transfer arrived');

      const result = payment(page);
      await result.getByRole('heading', { name: 'Request received' }).waitFor();
      await result.locator('[data-progress="succeeded"]').waitFor({ timeout: 20_000 });
      await balanceBecomes(page, '₺500');
      await shot(page, 'payments-bank-transfer-credited-375');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('deposits euros by card on the provider’s page, fails once and retries, then withdraws and is paid after approval (1440 px)', async () => {
    // Marie withdraws what she deposited without playing it: no turnover rule here.
    await withoutBonusRules(journey().url);
    const { page, context, problems } = await newPlayer('marie@example.com', 'EUR', 'desktop');
    try {
      await page.goto(journey().url);
      await settled(page);
      let dialog = await openDeposit(page, false);
      await chooseMethod(dialog, 'pm.corefy.card');
      await dialog.getByRole('group', { name: 'Quick amounts' }).getByRole('button').nth(2).click();
      await dialog.getByRole('button', { name: 'Deposit' }).click();
      // The provider's hosted page, in the same window.
      await page.waitForURL('**/sandbox/payments/corefy/pay/**');
      await page.getByText('corefy: 100.00 EUR').waitFor();
      await sandboxPressesAndReturns(page, 'Pay');
      let result = payment(page);
      await result.getByRole('heading', { name: 'Request received' }).waitFor();
      await result.locator('[data-progress="succeeded"]').waitFor({ timeout: 20_000 });
      await balanceBecomes(page, '€100');
      await result.getByRole('button', { name: 'Play' }).click();
      await result.waitFor({ state: 'detached' });

      // A card the provider refuses: the failure popup, whose retry opens the deposit again.
      dialog = await openDeposit(page, false);
      await chooseMethod(dialog, 'pm.corefy.card');
      await dialog.getByRole('button', { name: 'Deposit' }).click();
      await page.waitForURL('**/sandbox/payments/corefy/pay/**');
      await sandboxPressesAndReturns(page, 'Fail');
      await page.waitForURL((url) => url.searchParams.get('popup') === 'deposit-failed', {
        timeout: 20_000,
      });
      result = payment(page);
      await result.getByRole('heading', { name: 'Error' }).waitFor();
      await result
        .getByText('An error occurred. Please try again or contact customer support.')
        .waitFor();
      await shot(page, 'payments-deposit-failed-1440');
      await result.getByRole('button', { name: 'Try again' }).click();
      await page.waitForURL((url) => url.searchParams.get('popup') === 'deposit');
      dialog = payment(page);
      await dialog.getByTestId('payment-methods').waitFor();
      expect(await balance(page).textContent()).toBe('€100');

      // A payment the player cancels at the provider is told as a cancel, not as an error.
      await chooseMethod(dialog, 'pm.corefy.card');
      await dialog.getByRole('button', { name: 'Deposit' }).click();
      await page.waitForURL('**/sandbox/payments/corefy/pay/**');
      await sandboxPressesAndReturns(page, 'Cancel');
      result = payment(page);
      await result.getByRole('heading', { name: 'Payment cancelled' }).waitFor({ timeout: 20_000 });
      await result
        .getByText('You cancelled the payment at the provider. Nothing was charged')
        .waitFor();
      expect(await result.getByRole('heading', { name: 'Error' }).count()).toBe(0);
      await shot(page, 'payments-deposit-cancelled-1440');
      expect(await balance(page).textContent()).toBe('€100');

      // Withdraws 30 € to a card: the request waits for approval.
      await page.goto(`${journey().url}/?popup=withdraw`);
      await settled(page);
      dialog = payment(page);
      await dialog.getByRole('heading', { name: 'Withdraw' }).waitFor();
      await chooseMethod(dialog, 'pm.corefy.card');
      expect(await dialog.getByRole('group', { name: 'Quick amounts' }).count()).toBe(0);
      await dialog.getByLabel('Amount', { exact: true }).fill('30');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await waitForStatus(page, 'TRANSACTION');
      // Sent empty, every field is marked with its own reason; the focus goes to the first.
      await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
      const card = dialog.getByLabel('Card number');
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'card');
      for (const label of ['Card number', 'Expiry date (MM/YY)', 'First name']) {
        expect(await dialog.getByLabel(label).getAttribute('aria-invalid')).toBe('true');
      }
      expect(await dialog.getByText('Fill in this field.').count()).toBe(3);
      await card.pressSequentially('4111');
      await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
      await dialog.getByText('This is not in the right form: check it.').waitFor();
      expect(await dialog.getByText('Fill in this field.').count()).toBe(2);
      await card.fill('');
      await dialog.getByLabel('Card number').pressSequentially('4111111111111111');
      expect(await dialog.getByLabel('Card number').inputValue()).toBe('4111 1111 1111 1111');
      await dialog.getByLabel('Expiry date (MM/YY)').pressSequentially('1229');
      expect(await dialog.getByLabel('Expiry date (MM/YY)').inputValue()).toBe('12/29');
      await dialog.getByLabel('First name').fill('Marie Curie');
      await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
      await waitForStatus(page, 'SUCCESS');
      await dialog
        .getByText('Your withdrawal request has been accepted and is being processed.')
        .waitFor();
      await dialog.locator('[data-progress="awaitingApproval"]').waitFor();
      expect(await dialog.getByTestId('payment-progress').textContent()).toBe(
        'Status: waiting for approval',
      );
      await balanceBecomes(page, '€70');
      await shot(page, 'payments-withdrawal-pending-1440');

      // Finance approves (a staff session); the provider pays out and the request completes.
      const admin = {
        authorization: `Bearer ${await staffToken(journey().url, 'finance')}`,
        'content-type': 'application/json',
      };
      const listed = await fetch(`${journey().url}/api/v1/admin/payments/withdrawals`, {
        headers: admin,
      });
      expect(listed.status).toBe(200);
      const { withdrawals } = (await listed.json()) as {
        withdrawals: { id: string; amount: string; currencyCode: string }[];
      };
      // The demo player's history holds a request of its own (in rupees); this player's is the
      // one in euros.
      const mine = withdrawals.filter((entry) => entry.currencyCode === 'EUR');
      expect(mine.map((entry) => entry.amount)).toEqual(['3000']);
      const approved = await fetch(
        `${journey().url}/api/v1/admin/payments/withdrawals/${mine[0]!.id}/approve`,
        { method: 'POST', headers: admin, body: '{}' },
      );
      expect(approved.status).toBe(200);
      await dialog.locator('[data-progress="succeeded"]').waitFor({ timeout: 20_000 });
      expect(await dialog.getByTestId('payment-progress').textContent()).toBe('Status: completed');
      expect(await balance(page).textContent()).toBe('€70');
      await shot(page, 'payments-withdrawal-completed-1440');
      const events = await analyticsEvents(page);
      expect(events).toContain('withdrawal_requested');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
