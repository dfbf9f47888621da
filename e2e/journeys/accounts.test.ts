import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROFILE_PAGES } from '../../apps/web/src/config/paths.js';
import { openPage, screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';

const journey = useJourney();

/** A screenshot with the preloader's 0.4 s fade-out over (support/browser.ts). */
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
}

const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

/** Refusals the story provokes on purpose; the browser logs each as a failed resource. */
const expectedRefusal = /status of (400|401|403)\b/;

const player = {
  email: 'ada@example.com',
  newEmail: 'ada.lovelace@example.com',
  firstPassword: 'engine1843',
  recoveredPassword: 'analytical42',
  finalPassword: 'difference7engine',
};

/** The token a signed-in browser holds, for the later tests of this file. */
let signedInToken: string | null = null;

describe('a player account, from a referral link to a changed password', () => {
  it('registers, logs out and in, recovers the password, changes e-mail and password', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.desktop);
    try {
      // A friend's link: the sign-up popup opens by itself.
      const registration = page.waitForRequest((request) =>
        request.url().includes('/api/v1/auth/register'),
      );
      await page.goto(`${journey().url}/?r=FRIEND1&utm_source=x`);
      await settled(page);
      await page.waitForURL((url) => url.searchParams.get('popup') === 'sign-up');
      const signUp = page.getByRole('dialog');
      await signUp.getByRole('heading', { name: 'Sign up' }).waitFor();
      expect(await stored(page, 'referralCode')).toBe('FRIEND1');

      // The increased-bonus timer counts down from 15 minutes.
      const timer = signUp.getByTestId('registration-timer-value');
      expect(await timer.textContent()).toMatch(/^1[45]:[0-5]\d$/);
      expect(await signUp.getByTestId('registration-timer').textContent()).toContain('125%');
      // The currency is preselected.
      expect(await signUp.getByLabel('Currency').inputValue()).toMatch(/^[A-Z]{3}$/);

      await signUp.getByLabel('E-mail').fill(player.email);
      await signUp.getByLabel('Password', { exact: true }).fill(player.firstPassword);
      // No sportsbook is switched on: the choice is casino or no bonus (bonuses README).
      expect(await signUp.getByText('Sports', { exact: true }).count()).toBe(0);
      await signUp.getByText('Casino', { exact: true }).click();

      // Without the agreements: one error line, and both checkboxes in their error state.
      await signUp.getByRole('button', { name: 'Create account' }).click();
      await signUp
        .getByText('Confirm that you are 18 or older and accept the terms.', { exact: true })
        .waitFor();
      const age = signUp.getByRole('checkbox', { name: 'I am 18 years of age or older' });
      const terms = signUp.getByRole('checkbox', { name: /I accept the terms/ });
      expect(await age.getAttribute('aria-invalid')).toBe('true');
      expect(await terms.getAttribute('aria-invalid')).toBe('true');
      await shot(page, 'accounts-sign-up-agreements');
      await age.check();
      await terms.check();
      expect(await age.getAttribute('aria-invalid')).toBeNull();
      await signUp.getByRole('button', { name: 'Create account' }).click();

      const sent: Request = await registration;
      const url = new URL(sent.url());
      expect(url.searchParams.get('r')).toBe('FRIEND1');
      const body = sent.postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        login: player.email,
        ageAgreement: true,
        policyAgreement: true,
        bonusChoice: 'casino',
        tracking: { utmSource: 'x' },
      });

      // Signed in: the popup closes and the header shows the balance.
      await signUp.waitFor({ state: 'detached' });
      await page.getByTestId('header-balance').waitFor();
      expect(await stored(page, 'authToken')).toBeTruthy();
      await shot(page, 'accounts-registered');

      // Personal details, shown and saved; the birthday reads DD-MM-YYYY.
      await page.goto(`${journey().url}/profile/personal`);
      await settled(page);
      await page.getByRole('heading', { level: 1, name: 'Personal details' }).waitFor();
      expect(await page.getByTestId('account-email').textContent()).toBe(player.email);
      expect(await page.getByTestId('account-bonus').textContent()).toBe('Casino');
      const details = page.getByTestId('personal-details-form');
      await details.getByLabel('First name').fill('Ada');
      await details.getByLabel('Second name').fill('Lovelace');
      await details.getByLabel('Gender').selectOption('female');
      await details.getByLabel('Nationality').selectOption('GB');
      // The country is chosen from the searchable list under its field (profile.test.ts).
      await details.getByTestId('country-field').click();
      await page.getByRole('combobox', { name: 'Search by country name or code' }).fill('india');
      await page.locator('[role=option][data-country="IN"]').click();
      await details.getByLabel('Date of birth').fill('31-02-1990');
      await details.getByRole('button', { name: 'Save' }).click();
      await details.getByText('Enter the date of birth as DD-MM-YYYY.').waitFor();
      await details.getByLabel('Date of birth').fill('10-12-1990');
      await details.getByRole('button', { name: 'Save' }).click();
      await details.getByText('Your details have been saved.').waitFor();
      const oneClick = page.getByRole('switch', { name: 'One-click deposit' });
      const wasOn = (await oneClick.getAttribute('aria-checked')) === 'true';
      await oneClick.click();
      await page.waitForFunction(
        (expected) =>
          document
            .querySelector('[data-testid=one-click-deposit]')
            ?.getAttribute('aria-checked') === expected &&
          !document.querySelector('[data-testid=one-click-deposit][aria-busy]'),
        String(!wasOn),
      );
      await page.reload();
      await settled(page);
      await page.getByTestId('personal-details-form').waitFor();
      expect(await details.getByLabel('Date of birth').inputValue()).toBe('10-12-1990');
      expect(await details.getByLabel('First name').inputValue()).toBe('Ada');
      expect(await details.getByLabel('Nationality').inputValue()).toBe('GB');
      expect(await details.getByTestId('country-field').getAttribute('data-country')).toBe('IN');
      expect(await oneClick.getAttribute('aria-checked')).toBe(String(!wasOn));
      await shot(page, 'accounts-personal');

      // Logs out from the profile menu; a visitor on a profile page lands on sign-in.
      await page.getByRole('button', { name: 'Log out' }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByRole('heading', { name: 'Log out?' }).waitFor();
      await confirm.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL((url) => url.searchParams.get('popup') === 'sign-in');
      expect(await stored(page, 'authToken')).toBeNull();

      // Logs in: a wrong password first, then the right one.
      const signIn = page.getByRole('dialog');
      await signIn.getByRole('heading', { name: 'Log in' }).waitFor();
      await signIn.getByLabel('E-mail').fill(player.email);
      await signIn.getByLabel('Password', { exact: true }).fill('not-my-password1');
      await signIn.getByRole('button', { name: 'Log in' }).click();
      await signIn.getByText('Wrong e-mail or password.').waitFor();
      await signIn.getByLabel('Password', { exact: true }).fill(player.firstPassword);
      await signIn.getByRole('button', { name: 'Log in' }).click();
      await signIn.waitFor({ state: 'detached' });
      await page.getByTestId('header-balance').waitFor();

      // Forgets the password: logs out, asks for a recovery mail from the sign-in popup.
      await page.goto(`${journey().url}/?popup=logout-confirm`);
      await settled(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click();
      await page.waitForURL((url) => url.searchParams.get('popup') === 'recovery');
      const recovery = page.getByRole('dialog');
      await recovery.getByRole('heading', { name: 'Password recovery' }).waitFor();
      await recovery.getByLabel('E-mail').fill(player.email);
      await recovery.getByRole('button', { name: 'Send link' }).click();
      await recovery.getByTestId('recovery-sent').waitFor();

      // The newest mail of the outbox holds the link (read in a tab of its own: the outbox is
      // the server's page, not the site's).
      const outbox = await context.newPage();
      await outbox.goto(`${journey().url}/sandbox/mail`);
      const newest = outbox.locator('table tr', { hasText: 'recovery' }).first();
      expect(await newest.textContent()).toContain(player.email);
      await newest.getByRole('link').click();
      const href = await outbox
        .getByRole('link', { name: 'Set a new password' })
        .getAttribute('href');
      await outbox.close();
      expect(href).toContain('popup=recovery-complete');
      expect(href).toContain('token=');
      await page.goto(href ?? '');
      await settled(page);
      await page.waitForURL((url) => url.searchParams.get('popup') === 'recovery-complete');
      const complete = page.getByRole('dialog');
      await complete.getByRole('heading', { name: 'Set a new password' }).waitFor();
      // The token left the address bar and waits as the recovery token.
      expect(new URL(page.url()).searchParams.get('token')).toBeNull();
      expect(await stored(page, 'recoveryToken')).toBeTruthy();
      expect(await stored(page, 'authToken')).toBeNull();
      await complete.getByLabel('New password', { exact: true }).fill(player.recoveredPassword);
      await complete.getByLabel('Repeat the new password').fill('something-else9');
      await complete.getByRole('button', { name: 'Save password' }).click();
      await complete.getByText('The passwords do not match.').waitFor();
      await complete.getByLabel('Repeat the new password').fill(player.recoveredPassword);
      await complete.getByRole('button', { name: 'Save password' }).click();
      await complete.waitFor({ state: 'detached' });
      await page.getByTestId('header-balance').waitFor();
      expect(await stored(page, 'recoveryToken')).toBeNull();
      expect(await stored(page, 'authToken')).toBeTruthy();

      // Security: a new sign-in e-mail, then a new password.
      await page.goto(`${journey().url}/profile/safety`);
      await settled(page);
      await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
      const emailForm = page.getByTestId('email-change-form');
      await emailForm.getByLabel('New e-mail').fill(player.newEmail);
      await emailForm
        .getByLabel('Current password', { exact: true })
        .fill(player.recoveredPassword);
      await emailForm.getByRole('button', { name: 'Change e-mail' }).click();
      await emailForm.getByText('Your sign-in e-mail has been changed.').waitFor();
      await page.waitForFunction(
        (email) => document.querySelector('[data-testid=current-email]')?.textContent === email,
        player.newEmail,
      );

      const passwordForm = page.getByTestId('password-change-form');
      await passwordForm.getByLabel('Current password', { exact: true }).fill('wrong-password1');
      await passwordForm.getByLabel('New password', { exact: true }).fill(player.finalPassword);
      await passwordForm.getByLabel('Repeat the new password').fill(player.finalPassword);
      await passwordForm.getByRole('button', { name: 'Change password' }).click();
      await passwordForm.getByText('Wrong e-mail or password.').waitFor();
      // A wrong current password does not sign the player out.
      expect(await stored(page, 'authToken')).toBeTruthy();

      const oldToken = await stored(page, 'authToken');
      await passwordForm
        .getByLabel('Current password', { exact: true })
        .fill(player.recoveredPassword);
      await passwordForm.getByRole('button', { name: 'Change password' }).click();
      await passwordForm.getByText('Your password has been changed.').waitFor();
      const newToken = await stored(page, 'authToken');
      expect(newToken).toBeTruthy();
      expect(newToken).not.toBe(oldToken);
      await shot(page, 'accounts-safety');

      // The token from before the change is refused with 403 and dropped by the site: by the
      // profile call or the event stream's ticket call, whichever the page sends first (the
      // first refusal signs the tab out, so the other may never be sent).
      const refused = page.waitForResponse(
        (response) =>
          /\/api\/v1\/(users\/profile|events\/ticket)/.test(response.url()) &&
          response.status() === 403,
      );
      await page.evaluate((token) => localStorage.setItem('authToken', token ?? ''), oldToken);
      await page.reload();
      await refused;
      await settled(page);
      await page.waitForURL((url) => url.searchParams.get('popup') === 'sign-in');
      expect(await stored(page, 'authToken')).toBeNull();

      // The new e-mail and the new password sign in.
      const again = page.getByRole('dialog');
      await again.getByLabel('E-mail').fill(player.newEmail);
      await again.getByLabel('Password', { exact: true }).fill(player.finalPassword);
      await again.getByRole('button', { name: 'Log in' }).click();
      await again.waitFor({ state: 'detached' });
      await page.getByTestId('header-balance').waitFor();
      signedInToken = await stored(page, 'authToken');

      expect(problems.filter((problem) => !expectedRefusal.test(problem))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});

/** A page of the given size, signed in with the token of the story above. */
async function signedInPage(viewport: { width: number; height: number }) {
  if (!signedInToken) throw new Error('the account story must run first');
  const opened = await openPage(journey().browser, viewport);
  await opened.context.addInitScript((token) => {
    if (!localStorage.getItem('authToken')) localStorage.setItem('authToken', token);
  }, signedInToken);
  return opened;
}

describe('the signed-in player on a phone', () => {
  it('has the tab bar on the casino, not on profile, tournament and game pages', async () => {
    const { page, context, problems } = await signedInPage(viewports.phone);
    try {
      await page.goto(journey().url);
      await settled(page);
      await page.getByTestId('tab-bar').waitFor();
      for (const path of ['/profile', '/tournament', '/slots/fruit-classic']) {
        await page.goto(journey().url + path);
        await settled(page);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.getByTestId('tab-bar').count(), path).toBe(0);
      }
      await page.goto(`${journey().url}/live-casino`);
      await settled(page);
      await page.getByTestId('tab-bar').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('gets the password popup as a full window', async () => {
    const { page, context } = await signedInPage(viewports.phone);
    try {
      await page.goto(`${journey().url}/profile?popup=password`);
      await settled(page);
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('password-change-form').waitFor();
      expect(await dialog.getAttribute('data-popup-window')).toBe('full');
      await shot(page, 'accounts-phone-password');
    } finally {
      await context.close();
    }
  });
});

describe('profile pages render for the signed-in player', () => {
  const profilePaths = [
    '/profile',
    '/profile/transactions',
    ...PROFILE_PAGES.map((p) => `/profile/${p}`),
  ];
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`at ${viewport.width} px`, async () => {
      const { page, context, problems } = await signedInPage(viewport);
      try {
        for (const path of profilePaths) {
          await page.goto(journey().url + path);
          await settled(page);
          const h1 = page.getByRole('heading', { level: 1 });
          await h1.waitFor();
          expect((await h1.textContent())?.length, path).toBeGreaterThan(2);
          expect(new URL(page.url()).pathname).toBe(path);
          await shot(page, `profile-${name}-${path.slice(1).replaceAll('/', '_')}`);
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
