import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';
import { openStaffPage } from '../support/staff.js';

const journey = useJourney();

describe('a manager runs the promotions from the console (issue 21)', () => {
  it('creates a promo code and a bonus offer, then pauses the offer (1440 px)', async () => {
    const { url, browser } = journey();
    const staff = await openStaffPage(browser, url, 'manager');
    try {
      const { page } = staff;
      // The navigation lists the promotion pages for a manager.
      await settled(page);
      const nav = page.getByRole('navigation');
      await nav.getByRole('link', { name: 'Promo codes' }).waitFor();
      await nav.getByRole('link', { name: 'Bonus offers' }).waitFor();

      // A bet-insurance code, typed in lower case: the console shows it upper case.
      const code = `spring${Date.now().toString(36)}`;
      await page.goto(`${url}/admin/promo-codes/new`);
      await page.getByRole('heading', { name: 'New promo code', level: 1 }).waitFor();
      await page.getByLabel('Code', { exact: true }).fill(code);
      await page.getByLabel('Reward').selectOption({ label: 'Bet insurance' });
      // Without the USD figure the form says so at the field and sends nothing.
      await page.getByRole('button', { name: 'Create the code' }).click();
      await page.getByText('Give the USD amount.').waitFor();
      await page.getByLabel('USD amount').fill('10');
      await page.getByLabel('Total uses').fill('500');
      await page.getByLabel('Countries').fill('IN, BD');
      await page.getByRole('button', { name: 'Create the code' }).click();
      await page.waitForURL(/\/admin\/promo-codes\/\d+$/);
      await page.getByRole('heading', { name: `Code ${code.toUpperCase()}`, level: 1 }).waitFor();
      await page.getByText('0 of 500').waitFor();
      await page.getByText('Nobody has used this code yet.').waitFor();
      await screenshot(page, 'admin-bonuses-promo-code-1440');

      // A reload deposit offer with its USD and INR figures.
      const name = `Weekend reload ${Date.now()}`;
      await page.goto(`${url}/admin/bonus-offers/new`);
      await page.getByRole('heading', { name: 'New bonus offer', level: 1 }).waitFor();
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Percent of the deposit').fill('50');
      await page.getByLabel('Wager multiplier', { exact: true }).fill('35');
      await page.getByLabel('USD Minimum deposit', { exact: true }).fill('10');
      await page.getByLabel('USD Maximum deposit', { exact: true }).fill('500');
      await page.getByLabel('USD Maximum bonus', { exact: true }).fill('200');
      await page.getByLabel('Add a currency').selectOption('INR');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByLabel('INR Minimum deposit', { exact: true }).fill('500');
      await page.getByLabel('INR Maximum deposit', { exact: true }).fill('40000');
      await page.getByLabel('INR Maximum bonus', { exact: true }).fill('15000');
      await page.getByLabel('Live games').fill('20');
      await page.getByRole('button', { name: 'Save the offer' }).click();
      await page.waitForURL(/\/admin\/bonus-offers\/\d+$/);
      await page.getByRole('heading', { name: `Offer ${name}`, level: 1 }).waitFor();
      expect(await page.getByLabel('INR Maximum bonus', { exact: true }).inputValue()).toBe(
        '15000',
      );

      // Paused with a reason: the offer says so, and the list shows it paused.
      await page.getByRole('button', { name: `Pause ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Pause ${name}` });
      await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
      await dialog.getByText('Give a reason.').waitFor();
      await dialog.getByLabel('Reason').fill('Budget reached for the month');
      await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: `Resume ${name}` }).waitFor();
      await screenshot(page, 'admin-bonuses-offer-paused-1440');

      await page.goto(`${url}/admin/bonus-offers?status=paused`);
      const row = page.getByRole('row', { name: new RegExp(name) });
      await row.getByText('Paused').waitFor();
      expect(staff.problems).toEqual([]);
    } finally {
      await staff.context.close();
    }
  });
});
