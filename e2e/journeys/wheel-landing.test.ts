import type { BonusEntry, LandingResponse } from '@jackdaw/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiJson, openSignedInPage, profileBalances, signIn } from '../support/api.js';
import { openPage, screenshot, viewports } from '../support/browser.js';
import {
  bonusEntriesOf,
  depositByCardFromPopup,
  dialogOf,
  seriousAxeFindings,
  storedToken,
} from '../support/bonuses.js';
import { settled, useJourney } from '../support/journey.js';

const journey = useJourney();

/*
 * Issue 25 "Acceptance": a visitor spins a wheel landing twice, registers from reg-wheel,
 * deposits and receives the wheel's offer, on a 375 px phone.
 */

const spinButton = (page: Page): Locator => page.getByTestId('wheel-spin');

/** Waits until the wheel rests with `attempts` left. */
async function wheelRests(page: Page, attempts: number): Promise<void> {
  await page
    .locator(`[data-testid="wheel-spin"][data-idle="true"][data-attempts="${attempts}"]`)
    .waitFor({ timeout: 15_000 });
}

describe('a wheel landing at 375 px (issue 25)', () => {
  it('a visitor spins the olympus wheel twice, registers from reg-wheel, deposits by card and receives the wheel’s offer', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.phone);
    try {
      const landing = await apiJson<LandingResponse>(
        journey().url,
        '/landings/wheel/olympus?lang=EN&currency=EUR',
      );
      await page.goto(`${journey().url}/land/wheels/olympus`);
      await settled(page);
      // The landing's texts come from the landing call (the operator's, else its defaults).
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.textContent()).toBe(landing.texts.title);
      expect(await page.locator('[data-wheel="olympus"] [data-segment="prize"]').count()).toBe(1);

      // Two attempts; the button says so.
      const spin = spinButton(page);
      await wheelRests(page, 2);
      await page.getByRole('button', { name: 'Spin 2 left' }).waitFor();
      await screenshot(page, 'wheel-landing-olympus-375');
      expect(await seriousAxeFindings(page)).toEqual([]);

      // First spin: the wheel turns to 715° and takes no press until it rests.
      await spin.click();
      expect(await spin.isDisabled()).toBe(true);
      expect(await page.locator('[data-wheel-disk]').getAttribute('data-angle')).toBe('715');
      await page.locator('[data-wheel-status]').getByText('The wheel is spinning…').waitFor();
      await wheelRests(page, 1);
      expect(await spin.isDisabled()).toBe(false);
      await page
        .locator('[data-wheel-status]')
        .getByText('Almost! You have one more spin.')
        .waitFor();
      await page.getByRole('button', { name: 'Spin 1 left' }).waitFor();
      await screenshot(page, 'wheel-landing-first-spin-375');

      // Second spin: to 1410°, then the wheel is spent and win-wheel shows the prize.
      await spin.click();
      expect(await spin.isDisabled()).toBe(true);
      expect(await page.locator('[data-wheel-disk]').getAttribute('data-angle')).toBe('1410');
      await page.waitForURL((url) => url.searchParams.get('popup') === 'win-wheel', {
        timeout: 15_000,
      });
      expect(await spin.getAttribute('data-attempts')).toBe('0');
      expect(await spin.isDisabled()).toBe(true);
      const win = dialogOf(page);
      await win.getByRole('heading', { name: 'You won!' }).waitFor();
      const prize = win.locator('[data-prize]');
      await prize.waitFor();
      expect(await prize.textContent()).toContain(`${landing.prize.percent}%`);
      await screenshot(page, 'wheel-landing-win-wheel-375');

      // "Get it": the registration form with the prize recalled above it.
      await win.getByRole('button', { name: 'Get it' }).click();
      await page.waitForURL((url) => url.searchParams.get('popup') === 'reg-wheel');
      const reg = dialogOf(page);
      await reg.getByRole('heading', { name: 'Claim your prize' }).waitFor();
      await reg.locator('[data-prize]').waitFor();
      await reg.getByLabel('E-mail').fill('wheel.olympus@example.com');
      await reg.getByLabel('Password', { exact: true }).fill('olympus-wheel-25');
      await reg.getByLabel('Currency').selectOption('EUR');
      await reg.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
      await reg.getByRole('checkbox', { name: /I accept the terms/ }).check();
      await screenshot(page, 'wheel-landing-reg-wheel-375');
      await reg.getByRole('button', { name: 'Create account' }).click();

      // Registered and signed in: on to the deposit that opens the prize.
      await page.waitForURL(
        (url) => url.pathname === '/' && url.searchParams.get('popup') === 'deposit',
      );
      await page.getByTestId('header-balance').waitFor();
      const token = await storedToken(page);
      await depositByCardFromPopup(page, '20');
      await dialogOf(page).getByRole('button', { name: 'Play' }).click();
      await dialogOf(page).waitFor({ state: 'detached' });

      // The wheel's offer, granted on that deposit, once.
      let granted: BonusEntry[] = [];
      await expect
        .poll(
          async () => {
            granted = (await bonusEntriesOf(journey().url, token)).filter(
              (entry) => entry.info.offerId === landing.prize.offerId && entry.bonus !== null,
            );
            return granted.length;
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      expect(granted[0]?.bonus?.status).toBe('active');
      expect(granted[0]?.info.percent).toBe(landing.prize.percent);
      expect((await profileBalances(journey().url, token)).bonusBalance).toBeGreaterThan(0);

      // The bonus shows on the profile's bonus page.
      await page.goto(`${journey().url}/profile/bonus`);
      await settled(page);
      await page.locator('[data-testid="bonus-card"][data-status="active"]').first().waitFor();
      await screenshot(page, 'wheel-landing-bonus-375');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('fruity spins once, and a reload in the same tab shows it spent', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.phone);
    try {
      await page.goto(`${journey().url}/land/wheels/fruity`);
      await settled(page);
      await wheelRests(page, 1);
      await spinButton(page).click();
      expect(await page.locator('[data-wheel-disk]').getAttribute('data-angle')).toBe('715');
      await page.waitForURL((url) => url.searchParams.get('popup') === 'win-wheel', {
        timeout: 15_000,
      });
      expect(await spinButton(page).getAttribute('data-attempts')).toBe('0');
      await dialogOf(page).getByRole('heading', { name: 'You won!' }).waitFor();
      // A reload in the same tab shows the spent wheel, not a fresh attempt.
      await page.goto(`${journey().url}/land/wheels/fruity`);
      await settled(page);
      await wheelRests(page, 0);
      await page.getByTestId('wheel-claim').waitFor();
      await screenshot(page, 'wheel-landing-fruity-spent-375');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends a signed-in player from a wheel landing to the casino', async () => {
    const token = await signIn(journey().url);
    const { page, context, problems } = await openSignedInPage(
      journey().browser,
      viewports.phone,
      token,
    );
    try {
      await page.goto(`${journey().url}/land/wheels/coin-strike`);
      await page.waitForURL((url) => url.pathname === '/');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
