import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiJson } from '../support/api.js';
import { openPage, screenshot, viewports, type WatchedPage } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';

const journey = useJourney();

/** A new player in lira, by the API; the auth token. */
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

/**
 * A Papara deposit made by the API, whose sandbox callback (`status`) goes out `delay` seconds
 * later: the page learns of it only through the event stream.
 */
async function depositWithCallback(
  token: string,
  amount: number,
  status: 'success' | 'failed',
  delay: number,
): Promise<void> {
  const url = journey().url;
  const created = await fetch(`${url}/api/v1/payments/payhera/papara/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ amount }),
  });
  expect(created.status).toBe(200);
  const deposit = (await created.json()) as { redirectUrl?: string };
  const reference = new URL(deposit.redirectUrl!).pathname.split('/').at(-1)!;
  const planned = await fetch(`${url}/sandbox/payments/orders/${reference}/callbacks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ statuses: [status], delay, attempts: 3 }),
  });
  expect(planned.status).toBe(200);
}

/** A phone page signed in as `token` that leaves the notification popups open (they are tested). */
async function phoneWithNotifications(token: string): Promise<WatchedPage> {
  const opened = await openPage(journey().browser, viewports.phone, { keepNotifications: true });
  await opened.context.addInitScript((value) => localStorage.setItem('authToken', value), token);
  return opened;
}

const notificationPopup = (page: Page, name: string) =>
  page.locator(`[data-testid="notification-popup"][data-popup="${name}"]`);

/** Closes the notification popup on the screen and waits until the address lets it go. */
async function closeNotification(page: Page, name: string): Promise<void> {
  await notificationPopup(page, name).getByRole('button', { name: 'Close', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('popup') === null);
}

/** Closes whatever notification popups the new account had waiting (a bonus offer…). */
async function dismissWaiting(page: Page): Promise<void> {
  for (;;) {
    const open = page.locator('[data-testid="notification-popup"]');
    try {
      await open.first().waitFor({ timeout: 2000 });
    } catch {
      return;
    }
    const name = (await open.first().getAttribute('data-popup')) ?? '';
    await closeNotification(page, name);
  }
}

/** A mark on the page's window: a reload or a navigation of the document would lose it. */
const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as { journeyMark?: string }).journeyMark = 'kept'));
const windowMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { journeyMark?: string }).journeyMark ?? null);

async function balanceBecomes(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid=header-balance]')?.textContent === expected,
    text,
    { timeout: 20_000 },
  );
}

describe('realtime notifications (issue 22)', () => {
  it('a deposit credited by a delayed callback updates the header and shows its popup without a reload (375 px)', async () => {
    const token = await register('selin@example.com');
    const { page, context, problems } = await phoneWithNotifications(token);
    try {
      await page.goto(journey().url);
      await settled(page);
      await balanceBecomes(page, '₺0');
      await dismissWaiting(page);
      await markWindow(page);

      // The callback comes 3 s after the deposit, from the server's side only.
      await depositWithCallback(token, 50_000, 'success', 3);
      await balanceBecomes(page, '₺500');
      const first = notificationPopup(page, 'first-deposit');
      await first.waitFor({ timeout: 20_000 });
      expect(await first.getByTestId('notification-amount').textContent()).toBe('₺500');
      expect(await windowMark(page)).toBe('kept');
      await page.waitForTimeout(300);
      await screenshot(page, 'notifications-first-deposit-375');
      await closeNotification(page, 'first-deposit');
      await dismissWaiting(page);

      // A later deposit is a successful deposit: its own popup, the header follows again.
      await depositWithCallback(token, 30_000, 'success', 2);
      await balanceBecomes(page, '₺800');
      const again = notificationPopup(page, 'cashout-confirm');
      await again.waitFor({ timeout: 20_000 });
      expect(await again.getByTestId('notification-amount').textContent()).toBe('₺300');
      expect(await windowMark(page)).toBe('kept');
      await closeNotification(page, 'cashout-confirm');

      // The profile page lists both, unread, with the count beside the sidebar's link.
      await page.goto(`${journey().url}/profile/notification`);
      await settled(page);
      const list = page.getByTestId('notification-list');
      await list.getByText('First deposit credited').waitFor();
      await list.getByText('Deposit credited', { exact: true }).waitFor();
      await page.getByTestId('notification-unread-badge').waitFor();
      await page.getByTestId('notification-read-all').click();
      await page.getByText('All notifications are read').waitFor();
      await page.getByTestId('notification-unread-badge').waitFor({ state: 'detached' });
      await screenshot(page, 'notifications-profile-375');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('three failed deposits show the first, second and third failed-deposit popups in order (375 px)', async () => {
    const token = await register('emre@example.com');
    const { page, context, problems } = await phoneWithNotifications(token);
    try {
      await page.goto(journey().url);
      await settled(page);
      await balanceBecomes(page, '₺0');
      await dismissWaiting(page);
      await markWindow(page);
      for (const step of ['first', 'second', 'third'] as const) {
        await depositWithCallback(token, 20_000, 'failed', 1);
        const popup = notificationPopup(page, `${step}-failed-deposit`);
        await popup.waitFor({ timeout: 20_000 });
        expect(await popup.getByTestId('notification-amount').textContent()).toBe('₺200');
        if (step === 'third') {
          await popup.getByRole('button', { name: 'Deposit again' }).waitFor();
          await screenshot(page, 'notifications-third-failed-deposit-375');
        }
        await closeNotification(page, `${step}-failed-deposit`);
      }
      expect(await windowMark(page)).toBe('kept');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
