import { expect, describe, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';
import { openStaffPage } from '../support/staff.js';

const journey = useJourney();

/** A `datetime-local` value `days` from now, on the hour (UTC digits, read in the form's zone). */
const daysAhead = (days: number) => {
  const at = new Date(Date.now() + days * 86_400_000);
  return `${at.toISOString().slice(0, 13)}:00`;
};

describe('a manager runs a tournament from the console (issue 25)', () => {
  it('creates one in its own time zone, finds it listed, then cancels it (1440 px)', async () => {
    const { url, browser } = journey();
    const staff = await openStaffPage(browser, url, 'manager');
    try {
      const { page } = staff;
      await settled(page);
      await page.getByRole('navigation').getByRole('link', { name: 'Tournaments' }).click();
      await page.getByRole('heading', { name: 'Tournaments', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Create a tournament' }).click();
      await page.getByRole('heading', { name: 'New tournament', level: 1 }).waitFor();

      // Sent empty, the form marks what is missing and sends nothing.
      await page.getByRole('button', { name: 'Create the tournament' }).click();
      await page.getByText('Choose at least one game or category.').waitFor();
      await page.getByText('The English title is required.').waitFor();

      const title = `Dhaka weekend race ${Date.now().toString(36)}`;
      await page.getByLabel('Time zone').selectOption('Asia/Dhaka');
      await page.getByLabel('Start', { exact: true }).fill(daysAhead(2));
      await page.getByLabel('End', { exact: true }).fill(daysAhead(4));
      await page.getByRole('checkbox', { name: 'Slots' }).check();
      await page.getByLabel('Scoring').selectOption({ label: 'Best multiplier' });
      await page.getByLabel('Minimum stake (USD)').fill('0.50');
      await page.getByLabel('Row 1: Amount (USD) each').fill('500');
      // A second row overlapping the first is refused at its cell.
      await page.getByRole('button', { name: 'Add a row' }).click();
      await page.getByLabel('Row 2: From place').fill('1');
      await page.getByLabel('Row 2: To place').fill('10');
      await page.getByLabel('Row 2: Amount (USD) each').fill('25');
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Short description').fill('The best single multiplier wins.');
      await page.getByRole('button', { name: 'Create the tournament' }).click();
      await page.getByText('Overlaps the row above: start after its last place.').waitFor();
      await page.getByLabel('Row 2: From place').fill('2');
      await page.getByText('Money prizes in total: 725 $').waitFor();
      // Turkish texts: the tab says until then that the language has none.
      await page.getByRole('tab', { name: 'Turkish (no texts)' }).click();
      await page.getByLabel('Title', { exact: true }).fill('Dakka hafta sonu yarışı');
      await page.getByRole('tab', { name: 'Turkish (some texts missing)' }).waitFor();
      await page.getByRole('button', { name: 'Create the tournament' }).click();

      await page.waitForURL(/\/admin\/tournaments\/\d+\?tab=settings$/);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByText('Upcoming', { exact: true }).waitFor();
      await page.getByText('in Asia/Dhaka').waitFor();
      expect(await page.getByLabel('Row 2: To place').inputValue()).toBe('10');
      await screenshot(page, 'admin-tournaments-created-1440');

      // Listed among the upcoming ones, in its own zone.
      await page.goto(`${url}/admin/tournaments?status=upcoming`);
      const row = page.getByRole('row', { name: new RegExp(title) });
      await row.getByText('Best multiplier · USD').waitFor();
      await row.getByText('GMT+6', { exact: false }).first().waitFor();
      await screenshot(page, 'admin-tournaments-list-1440');

      // Cancelled with a reason: the dialog says nobody is paid.
      await row.getByRole('button', { name: `Actions for ${title}` }).click();
      await page.getByRole('button', { name: 'Cancel the tournament' }).click();
      const dialog = page.getByRole('dialog', { name: `Cancel ${title}` });
      await dialog.getByText('no prize is paid to anyone').waitFor();
      await dialog.getByLabel('Reason').fill('Sponsor withdrew');
      await dialog.getByRole('button', { name: 'Cancel the tournament, pay no prizes' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('row', { name: new RegExp(title) }).waitFor({ state: 'detached' });

      await page.goto(`${url}/admin/tournaments?status=cancelled`);
      await page
        .getByRole('row', { name: new RegExp(title) })
        .getByRole('link')
        .click();
      await page.getByText('Sponsor withdrew').waitFor();
      await page.getByRole('tab', { name: 'Payouts' }).click();
      await page.getByText('This tournament was cancelled: no prize is paid.').waitFor();
      await page.getByRole('tab', { name: 'Settings' }).click();
      await page
        .getByText('This tournament was cancelled: its settings can no longer be changed.')
        .waitFor();
      expect(await page.getByRole('button', { name: 'Save the tournament' }).count()).toBe(0);
      await screenshot(page, 'admin-tournaments-cancelled-1440');

      // The demo's running tournament: its leaderboard, re-read on demand, links each player.
      await page.goto(`${url}/admin/tournaments?status=running`);
      await page.getByRole('row').nth(1).getByRole('link').click();
      // The list shows "Running" too (filter, badge): wait for the tournament's own page.
      await page.waitForURL(/\/admin\/tournaments\/\d+/);
      await page.getByRole('main').getByText('Running', { exact: true }).waitFor();
      const board = page.getByRole('table', { name: 'Leaderboard (top 100)' });
      await board.getByRole('row').nth(1).waitFor();
      await page.getByRole('button', { name: 'Refresh' }).click();
      await board.getByRole('row').nth(1).getByRole('link').first().waitFor();
      expect(
        await board.getByRole('row').nth(1).getByRole('link').first().getAttribute('href'),
      ).toMatch(/^\/admin\/players\/\d+$/);
      await page.getByRole('tab', { name: 'Settings' }).click();
      await page
        .getByText(/This tournament started on .*: its settings can no longer be changed\./)
        .waitFor();
      await screenshot(page, 'admin-tournaments-running-1440');
      expect(staff.problems).toEqual([]);
    } finally {
      await staff.context.close();
    }
  });
});
