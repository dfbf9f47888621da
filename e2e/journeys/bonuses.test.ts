import type { FreespinCampaign, UserProfileResponse } from '@jackdaw/contracts';
import { SLOT_TITLES } from '@jackdaw/games';
import { formatMoney } from '@jackdaw/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiJson, openSignedInPage, profileBalances, signIn } from '../support/api.js';
import {
  bonusesOf,
  depositByCard,
  dialogOf,
  gameFrame,
  seriousAxeFindings,
  spinOnce,
  storedToken,
} from '../support/bonuses.js';
import { hasFocus, openPage, screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';
import { JOURNEY_SERVER_SEED, knownRound } from '../support/rounds.js';

/*
 * Issue 21 "Acceptance", the browser journeys of the bonus engine, on a 375 px phone: the
 * welcome bonus from sign-up to cancel, a promo code, a free-spin part played in the game client,
 * and a withdrawal refused while a bonus is active.
 */

// Every new seed pair takes a known server seed: the free round below is chosen, not waited for.
const journey = useJourney({ TEST_SERVER_SEED: JOURNEY_SERVER_SEED });

const password = 'casino2026';

/** A screenshot with the preloader's fade-out and the popup's opening over (support/browser.ts). */
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
}

/** A new player by the API, in `currencyCode`, who chose `bonusChoice` at sign-up. */
async function registered(
  login: string,
  currencyCode: string,
  bonusChoice: 'casino' | 'none',
): Promise<string> {
  const { authToken } = await apiJson<{ authToken: string }>(journey().url, '/auth/register', {
    body: { login, password, currencyCode, bonusChoice, ageAgreement: true, policyAgreement: true },
  });
  return authToken;
}

/** GET /users/freespin_campaigns as the player's session answers it. */
const campaignsOf = (token: string) =>
  apiJson<{ items: FreespinCampaign[] }>(journey().url, '/users/freespin_campaigns', { token });

/** The player's balances, each account on its own (engagement §3 "Balances"). */
const accountsOf = async (token: string) =>
  (await apiJson<UserProfileResponse>(journey().url, '/users/profile', { token })).user.balance;

/** /profile/bonus, its cards loaded (or its empty text). */
async function openBonusPage(page: Page): Promise<void> {
  await page.goto(`${journey().url}/profile/bonus`);
  await settled(page);
  await page.locator('[data-testid="bonus-card"], [data-testid="bonuses-empty"]').first().waitFor();
}

/** The failed requests a journey makes on purpose (a refused code, a refused withdrawal). */
const unexpected = (problems: string[], call: RegExp, statuses: number[]) =>
  problems.filter(
    (line) => !(statuses.some((status) => line.includes(`status of ${status}`)) && call.test(line)),
  );

describe('bonuses at 375 px (issue 21)', () => {
  it('signs up choosing the casino bonus, deposits within 15 minutes, sees the 125 % card move with a spin, and cancels the bonus', async () => {
    const { page, context, problems } = await openPage(journey().browser, viewports.phone);
    try {
      await page.goto(`${journey().url}/?popup=sign-up`);
      await settled(page);
      const signUp = dialogOf(page);
      await signUp.getByRole('heading', { name: 'Sign up' }).waitFor();
      await signUp.getByLabel('E-mail').fill('lea.bonus@example.com');
      await signUp.getByLabel('Password', { exact: true }).fill(password);
      await signUp.getByLabel('Currency').selectOption('EUR');
      const casino = signUp.getByRole('radio', { name: /^Casino/ });
      await casino.check();
      expect(await casino.isChecked()).toBe(true);
      await signUp.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
      await signUp.getByRole('checkbox', { name: /I accept the terms/ }).check();
      await signUp.getByRole('button', { name: 'Create account' }).click();
      await signUp.waitFor({ state: 'detached' });
      const registeredAt = Date.now();
      const token = await storedToken(page);

      // 10 € by card on the provider's page: above the bonus minimum (2 €), below the
      // free-spin minimum (20 €), so the deposit bonus alone is granted.
      await depositByCard(page, '10', { phone: true });
      expect(Date.now() - registeredAt).toBeLessThan(15 * 60_000);
      await dialogOf(page).getByRole('button', { name: 'Play' }).click();
      await dialogOf(page).waitFor({ state: 'detached' });

      // The server granted 125 % of 10 €, credited with the deposit.
      const granted = (await bonusesOf(journey().url, token)).deposit;
      expect(granted?.info.percent).toBe(125);
      expect(granted?.bonus?.status).toBe('active');
      expect(granted?.progress?.amount).toBe(1_250);
      expect((await profileBalances(journey().url, token)).bonusBalance).toBe(1_250);

      await openBonusPage(page);
      const card = page.locator('[data-testid="bonus-card"][data-status="active"]');
      expect(await card.count()).toBe(1);
      expect(await card.locator('[data-field="percent"] dd').textContent()).toMatch(/^125\s?%$/);
      expect(await card.locator('[data-field="depositBonusValue"] dd').textContent()).toBe(
        formatMoney(1_250, 'EUR', 'EN'),
      );
      const progress = card.getByTestId('bonus-progress');
      expect(await progress.getAttribute('aria-valuenow')).toBe('0');
      await shot(page, 'bonuses-welcome-card-375');

      // Real spins on an own slot (100 % contribution) until the wagering moves.
      await page.goto(`${journey().url}/slots/fruit-classic?mode=real`);
      await settled(page);
      const game = gameFrame(page, 'Fruit Classic');
      await game.getByRole('button', { name: 'Spin', exact: true }).waitFor();
      let wagered = 0;
      for (let spins = 0; spins < 5 && wagered === 0; spins += 1) {
        await spinOnce(game);
        wagered = (await bonusesOf(journey().url, token)).deposit?.progress?.wagerProgress ?? 0;
      }
      expect(wagered).toBeGreaterThan(0);

      await openBonusPage(page);
      await expect
        .poll(async () => Number(await progress.getAttribute('aria-valuenow')))
        .toBeGreaterThan(0);
      await shot(page, 'bonuses-progress-moved-375');

      // Cancel: the popup warns that progress and unused bonus money are lost; the card goes.
      await card.getByTestId('bonus-cancel').click();
      await page.waitForURL((url) => url.searchParams.get('popup') === 'cancel-bonus');
      const confirm = dialogOf(page);
      expect(await confirm.getAttribute('data-popup-window')).toBe('full');
      await confirm
        .getByText('Your current progress in percent and the unused bonus funds will be lost.')
        .waitFor();
      expect(await confirm.getByTestId('cancel-bonus-warning').textContent()).toMatch(
        /^Your progress of \d+(,\d+)?\s?% and €[\d ,]+ of unused bonus funds will be lost\.$/,
      );
      await shot(page, 'bonuses-cancel-confirm-375');
      await confirm.getByRole('button', { name: 'Cancel bonus' }).click();
      await confirm.waitFor({ state: 'detached' });
      // No running card is left (offers the player may still deposit for stay listed).
      await card.waitFor({ state: 'detached' });
      expect((await bonusesOf(journey().url, token)).deposit?.bonus?.status).toBe('deactivated');
      expect((await profileBalances(journey().url, token)).bonusBalance).toBe(0);
      await shot(page, 'bonuses-cancelled-375');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('redeems promo codes from the bonus page: bonus money and bet insurance granted; unknown, used and too many attempts refused', async () => {
    const token = await registered('promo.player@example.com', 'USD', 'none');
    const { page, context, problems } = await openSignedInPage(
      journey().browser,
      viewports.phone,
      token,
    );
    try {
      await openBonusPage(page);
      expect(await page.getByTestId('header-bonus').textContent()).toBe(
        `Bonus: ${formatMoney(0, 'USD', 'EN')}`,
      );
      await page.getByTestId('promo-open').click();
      await page.waitForURL((url) => url.searchParams.get('popup') === 'promocode-apply');
      const dialog = dialogOf(page);
      await dialog.getByRole('heading', { name: 'Promo code' }).waitFor();
      expect(await dialog.getAttribute('data-popup-window')).toBe('full');
      const field = dialog.getByLabel('Promo code', { exact: true });
      const apply = dialog.getByRole('button', { name: 'Apply' });
      const note = async () =>
        page.locator(`[id="${await field.getAttribute('aria-describedby')}"]`).textContent();

      // Sent empty: the field says so and keeps the focus.
      await apply.click();
      await expect.poll(note).toBe('Enter a promo code.');
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => hasFocus(field)).toBe(true);

      // A code the casino never made.
      await field.fill('NOSUCH2026');
      await apply.click();
      await expect.poll(note).toBe('There is no such promo code. Check it and try again.');
      await expect.poll(() => hasFocus(field)).toBe(true);
      await shot(page, 'bonuses-promo-unknown-375');

      // The demo code, typed in small letters with spaces: kept as letters and digits, upper case.
      await field.fill(' welcome50 ');
      expect(await field.inputValue()).toBe('WELCOME50');
      await apply.click();
      const granted = dialog.getByTestId('promo-code-granted');
      await granted.getByRole('heading', { name: 'Promo code accepted' }).waitFor();
      expect(await granted.getAttribute('data-reward')).toBe('bonus');
      expect(await granted.getByTestId('promo-code-grant-line').allTextContents()).toEqual([
        `${formatMoney(5_000, 'USD', 'EN')} bonus money added to your bonus balance.`,
      ]);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await shot(page, 'bonuses-promo-granted-375');
      expect((await profileBalances(journey().url, token)).bonusBalance).toBe(5_000);
      // The header's bonus follows without a reload: the player's queries were fetched again.
      await expect
        .poll(() => page.getByTestId('header-bonus').textContent())
        .toBe(`Bonus: ${formatMoney(5_000, 'USD', 'EN')}`);

      // The same code again: used; then the insurance code.
      await granted.getByRole('button', { name: 'Enter another code' }).click();
      await field.fill('WELCOME50');
      await apply.click();
      await expect.poll(note).toBe('You have already used this promo code.');
      await field.fill('SafeBet');
      await apply.click();
      await granted.getByRole('heading', { name: 'Promo code accepted' }).waitFor();
      expect(await granted.getAttribute('data-reward')).toBe('insurance');
      expect(await granted.getByTestId('promo-code-grant-line').allTextContents()).toEqual([
        `Bet insurance is on: if your next bet loses, its stake comes back as bonus money, up to ${formatMoney(1_000, 'USD', 'EN')}.`,
      ]);

      // To the bonus page: the promo bonus is a running card there.
      await granted.getByRole('button', { name: 'Go to my bonuses' }).click();
      await page.waitForURL((url) => url.pathname === '/profile/bonus' && !url.search);
      await page.locator('[data-testid="bonus-card"][data-status="active"]').first().waitFor();
      await shot(page, 'bonuses-promo-card-375');

      // Ten refusals in an hour (the unknown and the used code above, eight more): the next
      // attempt is refused for that, whatever the code.
      await page.getByTestId('promo-open').click();
      await field.waitFor();
      for (let attempt = 3; attempt <= 10; attempt += 1) {
        await field.fill(`WRONG${attempt}`);
        await apply.click();
        await expect.poll(note).toBe('There is no such promo code. Check it and try again.');
        await field.fill('');
      }
      await field.fill('CASHBACK10');
      await apply.click();
      await expect.poll(note).toBe('Too many wrong codes. Try again in an hour.');
      await shot(page, 'bonuses-promo-too-many-375');
      expect(
        unexpected(problems, /\/api\/v1\/promo-codes\/use-code-by-user\b/, [404, 409, 429]),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the promo-code popup is a modal on a desktop, and asks a visitor to sign in first', async () => {
    const token = await registered('promo.desk@example.com', 'INR', 'none');
    const desk = await openSignedInPage(journey().browser, viewports.desktop, token);
    try {
      await desk.page.goto(`${journey().url}/?popup=promocode-apply`);
      await settled(desk.page);
      const dialog = dialogOf(desk.page);
      await dialog.getByLabel('Promo code', { exact: true }).waitFor();
      expect(await dialog.getAttribute('data-popup-window')).toBe('modal');
      expect(await seriousAxeFindings(desk.page)).toEqual([]);
      await shot(desk.page, 'bonuses-promo-modal-1440');
      await desk.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(desk.problems).toEqual([]);
    } finally {
      await desk.context.close();
    }
    const visitor = await openPage(journey().browser, viewports.phone);
    try {
      await visitor.page.goto(`${journey().url}/?popup=promocode-apply`);
      await settled(visitor.page);
      const dialog = dialogOf(visitor.page);
      await dialog.getByText('Sign in to use a promo code.').waitFor();
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await visitor.page.waitForURL((url) => url.searchParams.get('popup') === 'sign-in');
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });

  it('plays a free-spin part after a 20 € first deposit: the counter goes down, nothing is staked, the win is counted', async () => {
    const token = await registered('spins.player@example.com', 'EUR', 'casino');
    const { page, context, problems } = await openSignedInPage(
      journey().browser,
      viewports.phone,
      token,
    );
    try {
      await page.goto(journey().url);
      await settled(page);
      await depositByCard(page, '20', { phone: true });
      await dialogOf(page).getByRole('button', { name: 'Play' }).click();
      await dialogOf(page).waitFor({ state: 'detached' });

      // The welcome spins: 250 in 5 daily parts, the first part's 50 playable now.
      const [campaign] = (await campaignsOf(token)).items;
      expect(campaign).toMatchObject({ spinsTotal: 250, spinsAvailable: 50, spinsPlayed: 0 });

      await page.goto(`${journey().url}/slots/${campaign!.game}?mode=real`);
      await settled(page);
      const game = gameFrame(page, campaign!.gameName);
      const counter = game.locator('[data-free-rounds]');
      await counter.waitFor();
      expect(await counter.getAttribute('data-free-rounds')).toBe('250');
      expect(await counter.getAttribute('data-free-rounds-available')).toBe('50');
      expect(await counter.textContent()).toBe(
        `Free spins 250/250 · won ${formatMoney(0, 'EUR', 'EN')}`,
      );
      // A free round plays the campaign's bet, whatever the player's own bet is.
      expect(Number(await game.locator('[data-bet]').getAttribute('data-bet'))).toBe(campaign!.bet);
      await shot(page, 'bonuses-free-rounds-375');

      // A winning round, chosen through the seeds (the journey's server seed is known).
      const title = SLOT_TITLES.find((slot) => slot.id === campaign!.game)!;
      await game.getByRole('button', { name: 'Provably fair' }).click();
      const nonce = Number(await game.locator('[data-seed="nonce"]').textContent());
      const { clientSeed, outcome } = knownRound(
        title,
        { nonce, bet: campaign!.bet },
        (round) => round.win > 0 && round.win < campaign!.winCap,
      );
      await game.getByLabel('Client seed').fill(clientSeed);
      await game.getByRole('button', { name: 'Save', exact: true }).click();
      await game.getByText('Client seed saved.').waitFor();
      await game.getByRole('button', { name: 'Close' }).click();

      const before = await accountsOf(token);
      expect(before.freespinWinnings).toBe(0);
      const shownBefore = Number(await game.locator('[data-balance]').getAttribute('data-balance'));
      await spinOnce(game, 'Free spin');
      await expect.poll(() => counter.getAttribute('data-free-rounds')).toBe('249');
      expect(await counter.getAttribute('data-free-rounds-available')).toBe('49');
      expect(await counter.textContent()).toBe(
        `Free spins 249/250 · won ${formatMoney(outcome.win, 'EUR', 'EN')}`,
      );
      await shot(page, 'bonuses-free-round-won-375');

      // Nothing staked: the real and casino bonus money are what they were; the win waits in
      // the free-spin winnings (not the header's bonus until it is wagered), as the campaign
      // counts it.
      const after = await accountsOf(token);
      expect(after.balance).toBe(before.balance);
      expect(after.casinoBonus).toBe(before.casinoBonus);
      expect(after.freespinWinnings).toBe(outcome.win);
      expect(Number(after.bonusBalance)).toBe(Number(before.bonusBalance));
      expect(
        Number(await game.locator('[data-balance]').getAttribute('data-balance')),
      ).toBeGreaterThanOrEqual(shownBefore);
      const [played] = (await campaignsOf(token)).items;
      expect(played).toMatchObject({ spinsPlayed: 1, spinsAvailable: 49, winTotal: outcome.win });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('refuses a withdrawal while a bonus is active and sends the player to their bonuses', async () => {
    const token = await signIn(journey().url);
    // The demo player's casino bonus is running (demo data).
    const running = (await bonusesOf(journey().url, token)).others.concat(
      (await bonusesOf(journey().url, token)).deposit ?? [],
    );
    expect(running.some((entry) => entry.bonus?.status === 'active')).toBe(true);
    const { page, context, problems } = await openSignedInPage(
      journey().browser,
      viewports.phone,
      token,
    );
    try {
      await page.goto(`${journey().url}/?popup=withdraw`);
      await settled(page);
      const dialog = dialogOf(page);
      await dialog.getByRole('heading', { name: 'Withdraw' }).waitFor();
      await dialog.locator('[data-method="pm.paykassma.upi"]').click();
      await dialog.locator('[data-step="amount"]').waitFor();
      await dialog.getByLabel('Amount', { exact: true }).fill('500');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await page.locator('[data-payment-status="TRANSACTION"]').waitFor();
      await dialog.getByLabel('Account or wallet number').fill('demo.player@upi');
      await dialog.getByRole('button', { name: 'Request withdrawal' }).click();

      const block = dialog.getByTestId('payment-bonus-block');
      await block.getByText('You have an active bonus').waitFor();
      await block.getByText('Money cannot be withdrawn while a bonus is active').waitFor();
      await shot(page, 'bonuses-withdraw-blocked-375');
      await block.getByRole('button', { name: 'Go to my bonuses' }).click();
      await page.waitForURL((url) => url.pathname === '/profile/bonus');
      await page.locator('[data-testid="bonus-card"][data-status="active"]').first().waitFor();
      expect(
        unexpected(problems, /\/api\/v1\/payments\/[\w.]+\/[\w.]+\/withdrawal\b/, [409]),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
