import { adminStaffCreateCall, adminStaffEndSessionsCall } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, viewports } from '../support/browser.js';
import { useJourney } from '../support/journey.js';
import { openStaffPage, staffToken, totpCode } from '../support/staff.js';

const journey = useJourney();

async function asAdmin<T>(path: string, token: string, body: object): Promise<T> {
  const response = await fetch(`${journey().url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

describe('a new administrator joins the console (issue 20)', () => {
  it('enrols from the link, saves the recovery codes, signs out and in again with TOTP (1440 px)', async () => {
    const { url, browser } = journey();
    const admin = await staffToken(url, 'admin');
    const email = `new.admin.${Date.now()}@jackdaw.test`;
    const password = 'Console-pass-7';
    const { member, enrolmentLink } = await asAdmin<{
      member: { id: number };
      enrolmentLink: string;
    }>(adminStaffCreateCall.path, admin, { email, role: 'admin', reason: 'A new administrator' });
    expect(enrolmentLink.startsWith(`${url}/admin/enrol?ticket=`)).toBe(true);

    const { page, context, problems } = await openPage(browser, viewports.desktop);
    try {
      // The link: choose a password, scan (or type) the secret, give the first code.
      await page.goto(enrolmentLink);
      await page.getByRole('heading', { level: 1, name: 'Join the Jackdaw console' }).waitFor();
      await page.getByText(`You were invited as ${email}.`).waitFor();
      await page.getByRole('img', { name: 'QR code of your two-factor secret' }).waitFor();
      const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await page.getByLabel('Choose a password').fill(password);
      await page.getByLabel('Code from the app').fill(totpCode(secret));
      await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

      // The recovery codes, shown once: the console opens only once they are said to be saved.
      const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await codes.first().waitFor();
      expect(await codes.count()).toBe(10);
      expect(await codes.first().textContent()).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
      const open = page.getByRole('button', { name: 'Open the console' });
      expect(await open.isDisabled()).toBe(true);
      await screenshot(page, 'admin-recovery-codes-1440');
      await page.getByLabel('I have saved them').check();
      await open.click();

      // In the console: the account menu names the new member.
      const menu = page.getByRole('button', { name: /Account menu$/ });
      await menu.waitFor();
      expect(await menu.textContent()).toContain(email);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).not.toBe('/admin/');
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link').first().waitFor();

      // Sign out.
      await menu.click();
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Sign in to the console' }).waitFor();
      await page.getByText('You signed out.').waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('jackdaw.staffToken'))).toBeNull();

      // Sign in again: password, then a code (the enrolment took this 30-second step's code,
      // so the app's next one, which the server accepts with one step of drift).
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { level: 1, name: 'Two-factor code' }).waitFor();
      await page
        .getByLabel('Code', { exact: true })
        .fill(totpCode(secret, new Date(Date.now() + 30_000)));
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await menu.waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();

      // Another administrator ends the member's sessions: the console says why it signed out.
      await asAdmin(adminStaffEndSessionsCall.path.replace(':id', String(member.id)), admin, {
        reason: 'Checking the session end',
      });
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Sign in to the console' }).waitFor();
      await page.getByText(/^Your session ended/).waitFor();
      await screenshot(page, 'admin-session-ended-1440');

      // The console's only console errors are the refused calls of the ended session (401).
      expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the staff page (issue 20)', () => {
  it('adds a member and shows their link once, then disables them with a reason (1440 px)', async () => {
    const { url, browser } = journey();
    const { page, context, problems } = await openStaffPage(browser, url, 'admin');
    const email = `page.member.${Date.now()}@jackdaw.test`;
    try {
      await page.goto(`${url}/admin/staff`);
      await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
      await page.getByRole('button', { name: 'Add a member' }).click();
      const create = page.getByRole('dialog', { name: 'Add a staff member' });
      await create.getByLabel('E-mail').fill(email);
      await create.getByLabel('Role').selectOption('content');
      await create.getByRole('button', { name: 'Create and get the link' }).click();

      const shown = page.getByRole('dialog', { name: 'One-time enrolment link' });
      const link = await shown.getByTestId('enrolment-link').inputValue();
      expect(link.startsWith(`${url}/admin/enrol?ticket=`)).toBe(true);
      await shown.getByRole('button', { name: 'Done' }).click();

      const table = page.getByRole('table', { name: 'Staff members' });
      const row = table.getByRole('row').filter({ hasText: email });
      await row.getByText('Not enrolled').waitFor();
      await row.getByRole('button', { name: `Actions for ${email}` }).click();
      await page.getByRole('button', { name: 'Disable', exact: true }).click();
      const disable = page.getByRole('dialog', { name: `Disable ${email}` });
      await disable.getByRole('button', { name: 'Disable' }).click();
      // A reason is required: it goes to the audit log.
      await disable.getByText('Give a reason.').waitFor();
      await disable.getByLabel('Reason').fill('Hired by mistake');
      await disable.getByRole('button', { name: 'Disable' }).click();
      await page.getByText(`${email} is disabled; 0 session(s) ended.`).waitFor();
      await row.getByText('Disabled').waitFor();

      // The link of a disabled member no longer enrols.
      await page.goto(link);
      await page
        .getByText('This link has expired or was already used. Ask an administrator for a new one.')
        .waitFor();
      expect(problems.filter((problem) => !problem.includes('400'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
