import { randomUUID } from 'node:crypto';
import type { PlaySessionResponse, TournamentsResponse } from '@jackdaw/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiJson, openSignedInPage, profileBalances } from '../support/api.js';
import { seriousAxeFindings } from '../support/bonuses.js';
import { openPage, screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';

const journey = useJourney();

const api = <T>(path: string, init?: Parameters<typeof apiJson>[2]): Promise<T> =>
  apiJson<T>(journey().url, path, init);

/** A new player in euros, by the API: the journey is about what follows. */
async function registerPlayer(email: string): Promise<string> {
  const { authToken } = await api<{ authToken: string }>('/auth/register', {
    body: {
      login: email,
      password: 'tournament2026',
      currencyCode: 'EUR',
      ageAgreement: true,
      policyAgreement: true,
    },
  });
  return authToken;
}

/** The player's own place and points as the open page shows them. */
async function ownRow(page: Page): Promise<{ place: string; points: string }> {
  const own = page.getByTestId('leaderboard-own');
  return {
    place: (await own.getByTestId('own-place').textContent()) ?? '',
    points: (await own.getByTestId('own-points').textContent()) ?? '',
  };
}

describe('tournaments at 375 px (issue 25)', () => {
  it('a player joins a running tournament, plays, and sees their place and points change live', async () => {
    const { url, browser } = journey();
    const token = await registerPlayer('tara.tournament@example.com');
    const { page, context, problems } = await openSignedInPage(browser, viewports.phone, token);
    try {
      // Money to play with: €200 by the sandbox's test provider, credited a moment later.
      await api('/payments/test/deposit', { token, body: { amount: 20_000, delay: 0 } });
      await expect
        .poll(async () => (await profileBalances(url, token)).balance, { timeout: 15_000 })
        .toBe(20_000);

      // The list: the seed's running, upcoming and finished tournaments, each with its timer.
      await page.goto(`${url}/tournament`);
      await settled(page);
      const running = page.getByTestId('tournament-section-running');
      const card = running.getByTestId('tournament-card').filter({ hasText: 'Weekly Slots Race' });
      await card.waitFor();
      expect(await card.getByTestId('tournament-timer').getAttribute('data-phase')).toBe('running');
      // Polled: a notification popup closing over the page hides it from the tree for a moment.
      const timer = () => card.getByTestId('tournament-timer').ariaSnapshot();
      await expect.poll(timer).toContain('timer "Ends in"');
      expect(await timer()).toMatch(/days.*hours.*minutes.*seconds/);
      expect(await card.getByTestId('tournament-joined').count()).toBe(0);
      const upcoming = page.getByTestId('tournament-section-upcoming');
      await upcoming.getByRole('timer', { name: 'Starts in' }).first().waitFor();
      await page
        .getByTestId('tournament-section-finished')
        .getByTestId('tournament-card')
        .first()
        .waitFor();
      // The tournament pages hide the tab bar (spec core §2).
      expect(await page.getByTestId('tab-bar').isVisible()).toBe(false);
      await screenshot(page, 'tournament-list-375');
      expect(await seriousAxeFindings(page)).toEqual([]);

      // The tournament's page: not entered yet, the leaderboard live from the stream.
      await card.getByRole('link', { name: 'Weekly Slots Race' }).click();
      await page.waitForURL(/\/tournament\/\d+$/);
      const leaderboard = page.getByTestId('leaderboard');
      await page.locator('[data-testid="leaderboard"][data-mode="live"]').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Weekly Slots Race' }).waitFor();
      expect(await page.getByTestId('leaderboard-own').count()).toBe(0);
      const rows = leaderboard.getByTestId('leaderboard-row');
      await rows.first().waitFor();
      const before = await rows.count();

      // Joining enters the player last, with no points, and highlights their row.
      await page.getByTestId('tournament-join').click();
      await page.getByTestId('tournament-joined-note').waitFor();
      await page.getByTestId('leaderboard-own').waitFor();
      const joined = await ownRow(page);
      expect(Number(joined.place)).toBe(before + 1);
      await leaderboard.locator(`[data-testid="leaderboard-row"][data-own="true"]`).waitFor();
      const entered = await page.getByTestId('leaderboard-news').textContent();
      expect(entered).toBe(`You are in place ${joined.place}.`);

      // The page is not reloaded from here on: a mark on the window must survive.
      await page.evaluate(() => Object.assign(window, { journeyMark: 'kept' }));

      // Real-money spins on the studio's fruit slot, by the API, as a second device would.
      const { url: launchUrl } = await api<{ url: string }>('/games/init-by-alias/fruit-classic', {
        token,
        body: { mode: 'real', platform: 'mobile' },
      });
      const session = await api<PlaySessionResponse>('/play/sessions', {
        body: { launchToken: launchUrl.split('/').pop() },
      });
      const { min, max, step } = session.betLimits;
      // €20 a spin, within the game's limits and on its step.
      const bet = Math.max(min, Math.min(max, Math.floor(2000 / step) * step));
      const spin = () =>
        api('/play/spin', {
          body: { sessionToken: session.sessionToken, roundId: randomUUID(), bet },
        });

      // The first spin's stake shows as points without a reload.
      await spin();
      await page.waitForFunction(
        (points) => document.querySelector('[data-testid="own-points"]')?.textContent !== points,
        joined.points,
        { timeout: 15_000 },
      );
      // Then the player climbs: spins until the open page shows a better place.
      const start = Number(joined.place);
      let climbed = false;
      for (let spins = 1; spins < 12 && !climbed; spins += 1) {
        await spin();
        climbed = await page
          .waitForFunction(
            (place) =>
              Number(document.querySelector('[data-testid="own-place"]')?.textContent) < place,
            start,
            { timeout: 5_000 },
          )
          .then(() => true)
          .catch(() => false);
      }
      expect(climbed).toBe(true);
      const now = await ownRow(page);
      expect(Number(now.place)).toBeLessThan(start);
      await page
        .getByTestId('leaderboard-news')
        .filter({ hasText: `You moved up to place ${now.place}.` })
        .waitFor();
      // The row the player climbed to is theirs and marked as a climber.
      const mine = leaderboard.locator(
        `[data-testid="leaderboard-row"][data-place="${now.place}"]`,
      );
      expect(await mine.getAttribute('data-own')).toBe('true');
      expect(
        await page.evaluate(() => (window as unknown as { journeyMark?: string }).journeyMark),
      ).toBe('kept');

      // The list says so too once asked again.
      const list = await api<TournamentsResponse>('/tournament', { token });
      expect(list.running.find((item) => item.title === 'Weekly Slots Race')?.joined).toBe(true);
      await screenshot(page, 'tournament-page-375');
      expect(await seriousAxeFindings(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('an unknown tournament is a real not-found page', async () => {
    const { url, browser } = journey();
    const { page, context } = await openPage(browser, viewports.phone);
    try {
      await page.goto(`${url}/tournament/987654`);
      await settled(page);
      await page.getByTestId('tournament-not-found').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Tournament not found' }).waitFor();
      await page.getByRole('link', { name: 'All tournaments' }).first().click();
      await page.waitForURL(/\/tournament$/);
    } finally {
      await context.close();
    }
  });

  it('at 1440 px the tournament page sets its leaderboard beside the prizes and rules', async () => {
    const { url, browser } = journey();
    const { page, context, problems } = await openPage(browser, viewports.desktop);
    try {
      await page.goto(`${url}/tournament`);
      await settled(page);
      await page
        .getByTestId('tournament-section-running')
        .getByRole('link', { name: 'Weekly Slots Race' })
        .click();
      await page.locator('[data-testid="leaderboard"][data-mode="live"]').waitFor();
      await page.getByTestId('tournament-sign-in').waitFor();
      const board = await page.getByTestId('leaderboard').boundingBox();
      const prizes = await page.getByTestId('tournament-prizes').boundingBox();
      expect(prizes!.x).toBeGreaterThan(board!.x + board!.width - 1);
      await screenshot(page, 'tournament-page-1440');
      expect(await seriousAxeFindings(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
