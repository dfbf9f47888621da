import type { ReferralListResponse, ReferralSummaryResponse } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { describe, expect, it } from 'vitest';
import { apiJson, openSignedInPage, profileBalances } from '../support/api.js';
import { depositByCard, dialogOf, seriousAxeFindings, storedToken } from '../support/bonuses.js';
import { hasFocus, openPage, screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';
import { staffToken } from '../support/staff.js';

const journey = useJourney();

const password = 'invite2026';

/** The inviter: a new player in euros, by the API (the journey is about what follows). */
async function registerInviter(email: string): Promise<string> {
  const registered = await apiJson<{ authToken: string }>(journey().url, '/auth/register', {
    body: {
      login: email,
      password,
      currencyCode: 'EUR',
      ageAgreement: true,
      policyAgreement: true,
    },
  });
  return registered.authToken;
}

/** A phone browser without a share sheet: Share falls back to the `share` popup (engagement §2). */
const NO_SHARE_SHEET = `Object.defineProperty(Navigator.prototype, 'share', { value: undefined });`;

describe('the referral programme at 375 px (issue 25)', () => {
  it('a player shares the invite link, a friend registers with it and deposits, the player sees the profit and transfers it', async () => {
    const { url, browser } = journey();
    const inviterToken = await registerInviter('ines.inviter@example.com');
    const inviter = await openSignedInPage(browser, viewports.phone, inviterToken);
    const friend = await openPage(browser, viewports.phone);
    try {
      const { page, context } = inviter;
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
      await context.addInitScript({ content: NO_SHARE_SHEET });

      // The invite page: link, QR code, how it works, totals, an empty list.
      await page.goto(`${url}/profile/invite`);
      await settled(page);
      await page.getByRole('heading', { level: 1, name: 'Invite a friend' }).waitFor();
      const field = page.getByTestId('invitation-link');
      await expect.poll(() => field.inputValue()).toMatch(/\/\?r=[A-Z0-9]{4,16}$/);
      const link = await field.inputValue();
      expect(link.startsWith(url)).toBe(true);
      expect(await page.getByTestId('invite-qr').getAttribute('data-qr')).toBe(link);
      expect(await page.getByTestId('invite-terms').textContent()).toContain('5%');
      expect(await page.getByTestId('invite-terms').textContent()).toContain('0,25%');
      expect(await page.getByTestId('invite-terms').textContent()).toContain('90 days');
      await page.getByTestId('referral-list-empty').waitFor();
      expect(await page.getByTestId('invite-total-friends').textContent()).toBe('0');
      // Nothing to move yet: the transfer says from how much, its button is off.
      expect(await page.getByTestId('transfer-submit').isDisabled()).toBe(true);

      // Copy: the clipboard holds the link, the button and a live region say so.
      await page.getByRole('button', { name: 'Copy' }).click();
      await page.getByRole('button', { name: 'Copied' }).waitFor();
      expect(await page.getByTestId('invite-copy-status').textContent()).toContain('Link copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await screenshot(page, 'referral-invite-page-375');
      expect(await seriousAxeFindings(page)).toEqual([]);

      // Share without a share sheet: the `share` popup with the messengers.
      await page.getByRole('button', { name: 'Share' }).click();
      await page.waitForURL((address) => address.searchParams.get('popup') === 'share');
      const share = dialogOf(page);
      await share.getByRole('heading', { name: 'Share' }).waitFor();
      const whatsapp = share.getByRole('link', { name: 'Share via WhatsApp' });
      expect(await whatsapp.getAttribute('href')).toContain(encodeURIComponent(link));
      expect(await share.getByRole('link', { name: 'Share via Telegram' }).count()).toBe(1);
      await screenshot(page, 'referral-share-popup-375');
      expect(await seriousAxeFindings(page)).toEqual([]);
      await share.getByRole('button', { name: 'Close' }).first().click();
      await share.waitFor({ state: 'detached' });
      await expect.poll(() => hasFocus(page.getByTestId('invite-share'))).toBe(true);

      // The friend opens the link: the sign-up popup opens by itself and registers them.
      const friendPage = friend.page;
      await friendPage.goto(link);
      await settled(friendPage);
      await friendPage.waitForURL((address) => address.searchParams.get('popup') === 'sign-up');
      const signUp = dialogOf(friendPage);
      await signUp.getByRole('heading', { name: 'Sign up' }).waitFor();
      await signUp.getByLabel('E-mail').fill('fred.friend@example.com');
      await signUp.getByLabel('Password', { exact: true }).fill(password);
      await signUp.getByLabel('Currency').selectOption('EUR');
      await signUp.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
      await signUp.getByRole('checkbox', { name: /I accept the terms/ }).check();
      await signUp.getByRole('button', { name: 'Create account' }).click();
      await signUp.waitFor({ state: 'detached' });
      const friendToken = await storedToken(friendPage);

      // The friend deposits 200 € by card through the sandbox: 5 % of it is the inviter's.
      await depositByCard(friendPage, '200', { phone: true });
      expect((await profileBalances(url, friendToken)).balance).toBe(20_000);

      const list = await apiJson<ReferralListResponse>(url, '/referrals?page=1', {
        token: inviterToken,
      });
      expect(list.total).toBe(1);
      expect(list.items[0]?.profit).toBe(1_000);
      const summary = await apiJson<ReferralSummaryResponse>(url, '/referrals/summary', {
        token: inviterToken,
      });
      expect(summary.balance).toBe(1_000);

      // The inviter sees the friend with the profit, and the totals.
      await page.reload();
      await settled(page);
      const row = page.getByTestId('referral-list').locator('li');
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      expect(await row.first().getByTestId('referral-profit').textContent()).toBe(
        formatMoney(1_000, 'EUR', 'EN'),
      );
      expect(await page.getByTestId('referral-list-count').textContent()).toBe('1 of 1');
      expect(await page.getByTestId('invite-total-balance').textContent()).toBe(
        formatMoney(1_000, 'EUR', 'EN'),
      );
      expect(await page.getByTestId('invite-total-friends').textContent()).toBe('1');
      expect(await page.getByTestId('header-balance').textContent()).toBe(
        formatMoney(0, 'EUR', 'EN'),
      );
      await screenshot(page, 'referral-friend-listed-375');

      // The whole referral balance to the main one: the header grows by it.
      await page.getByTestId('transfer-submit').click();
      const result = page.locator('[data-testid="transfer-result"][data-status="success"]');
      await result.waitFor();
      expect(await result.textContent()).toContain(
        `${formatMoney(1_000, 'EUR', 'EN')} moved to your main balance.`,
      );
      await expect.poll(() => hasFocus(result)).toBe(true);
      await expect
        .poll(() => page.getByTestId('header-balance').textContent())
        .toBe(formatMoney(1_000, 'EUR', 'EN'));
      await expect
        .poll(() => page.getByTestId('invite-total-balance').textContent())
        .toBe(formatMoney(0, 'EUR', 'EN'));
      expect((await profileBalances(url, inviterToken)).balance).toBe(1_000);
      await screenshot(page, 'referral-transferred-375');
      expect(await seriousAxeFindings(page)).toEqual([]);

      // Done returns to the amount step; with nothing left, the transfer is off again.
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByTestId('transfer-form').waitFor();
      expect(await page.getByTestId('transfer-submit').isDisabled()).toBe(true);

      // Nothing on the phone scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);

      expect(inviter.problems).toEqual([]);
      expect(friend.problems).toEqual([]);
    } finally {
      await inviter.context.close();
      await friend.context.close();
    }
  }, 180_000);

  it('on a wide screen the invite popup is compact, Share unfolds the messengers, and a closed programme shows invite-null', async () => {
    const { url, browser } = journey();
    const token = await registerInviter('wanda.wide@example.com');
    const opened = await openSignedInPage(browser, viewports.desktop, token);
    try {
      const { page, context } = opened;
      await context.addInitScript({ content: NO_SHARE_SHEET });
      await page.goto(`${url}/?popup=invite`);
      await settled(page);
      const dialog = dialogOf(page);
      await dialog.getByRole('heading', { name: 'Invite a friend' }).waitFor();
      await dialog.locator('[data-testid="invite-content"][data-layout="compact"]').waitFor();
      const link = await dialog.getByTestId('invitation-link').inputValue();
      expect(link).toMatch(/\/\?r=[A-Z0-9]{4,16}$/);

      // No share sheet on this computer: Share unfolds the messenger links under the field.
      const shareButton = dialog.getByRole('button', { name: 'Share' });
      expect(await shareButton.getAttribute('aria-expanded')).toBe('false');
      await shareButton.click();
      expect(await shareButton.getAttribute('aria-expanded')).toBe('true');
      const telegram = dialog.getByRole('link', { name: 'Share via Telegram' });
      expect(await telegram.getAttribute('href')).toContain(encodeURIComponent(link));
      expect(await telegram.getAttribute('target')).toBe('_blank');
      expect(await dialog.getByRole('link', { name: 'All friends and details' }).count()).toBe(1);
      await screenshot(page, 'referral-invite-popup-1440');
      expect(await seriousAxeFindings(page)).toEqual([]);

      // The operator switches the programme off: the invite popup hands over to invite-null.
      await apiJson(url, '/admin/referrals/settings', {
        method: 'PUT',
        token: await staffToken(url, 'manager'),
        body: { enabled: false, reason: 'Journey: programme closed' },
      });
      await page.goto(`${url}/?popup=invite`);
      await settled(page);
      await page.waitForURL((address) => address.searchParams.get('popup') === 'invite-null');
      const closed = dialogOf(page);
      await closed.getByTestId('invite-unavailable').waitFor();
      expect(await closed.getByText('The referral programme is not available').count()).toBe(1);
      await closed.getByRole('link', { name: 'Back to the games' }).click();
      await closed.waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.get('popup')).toBeNull();
      expect(opened.problems).toEqual([]);
    } finally {
      await opened.context.close();
    }
  });
});
