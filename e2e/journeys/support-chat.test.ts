import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiJson, openSignedInPage } from '../support/api.js';
import { screenshot, viewports } from '../support/browser.js';
import { settled, useJourney } from '../support/journey.js';
import { openStaffPage } from '../support/staff.js';

/*
 * Issue 22 "Acceptance", the support chat both ways: a player on a 375 px phone writes to
 * support from the tab bar, a support staff member answers from the console's inbox, the answer
 * reaches the open chat without a reload, and an answer while the chat is closed sets the tab
 * bar's unread dot.
 */

const journey = useJourney();

/** A screenshot with the preloader's fade-out and the panel's opening over (support/browser.ts). */
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
}

/** The player's chat messages from `from` that read `text`. */
const chatMessage = (chat: Locator, from: 'player' | 'staff', text: string) =>
  chat.locator(`[data-testid="chat-message"][data-from="${from}"]`).filter({ hasText: text });

describe('support chat (issue 22)', () => {
  it('a player writes, support answers in the console, the player sees it and the unread dot', async () => {
    const { url, browser } = journey();
    const stamp = Date.now().toString(36);
    const { authToken } = await apiJson<{ authToken: string }>(url, '/auth/register', {
      body: {
        login: `chat-${stamp}@example.com`,
        password: 'casino2026',
        currencyCode: 'INR',
        ageAgreement: true,
        policyAgreement: true,
      },
    });
    const player = await openSignedInPage(browser, viewports.phone, authToken);
    const staff = await openStaffPage(browser, url, 'support');
    try {
      // The player opens the chat from the tab bar and writes.
      const phone = player.page;
      await phone.goto(url);
      await settled(phone);
      const tabBar = phone.getByTestId('tab-bar');
      await tabBar.getByRole('button', { name: 'Support' }).click();
      const chat = phone.getByTestId('support-chat');
      await chat.waitFor();
      const question = `Where is my deposit? ${stamp}`;
      await chat.locator('textarea[name="message"]').fill(question);
      await chat.getByRole('button', { name: 'Send' }).click();
      await chatMessage(chat, 'player', question).waitFor();
      await shot(phone, 'support-chat-player-wrote-375');

      // Support finds the conversation in the inbox by its last message and takes it.
      const inbox = staff.page;
      await inbox.goto(`${url}/admin/support-inbox`);
      await settled(inbox);
      await inbox.getByRole('heading', { name: 'Support inbox', level: 1 }).waitFor();
      const row = inbox.getByTestId('inbox-conversation').filter({ hasText: question });
      await row.waitFor({ timeout: 20_000 });
      await row.getByTestId('waiting-time').waitFor();
      await row.click();
      await inbox.waitForURL(/\/admin\/support-inbox\/\d+/);
      await inbox
        .locator('[data-testid="inbox-message"][data-from="player"]')
        .filter({ hasText: question })
        .waitFor();
      await inbox.getByRole('button', { name: 'Assign to me' }).click();
      await inbox.getByText('Assigned to you').waitFor();

      // The answer reaches the player's open chat without a reload.
      const answer = `Your deposit is on its way (${stamp}).`;
      await inbox.getByLabel('Your answer').fill(answer);
      await inbox.getByRole('button', { name: 'Send', exact: true }).click();
      await inbox
        .locator('[data-testid="inbox-message"][data-from="staff"]')
        .filter({ hasText: answer })
        .waitFor();
      await shot(inbox, 'support-chat-inbox-answered-1440');
      await chatMessage(chat, 'staff', answer).waitFor({ timeout: 20_000 });
      await shot(phone, 'support-chat-player-answered-375');

      // With the chat closed (a click outside it), the next answer sets the tab bar's dot.
      const closeButton = chat.getByRole('button', { name: /close/i });
      if (await closeButton.count()) await closeButton.first().click();
      else await phone.mouse.click(5, 5);
      await chat.waitFor({ state: 'hidden' });
      await expect(tabBar.getByTestId('support-unread-dot').count()).resolves.toBe(0);
      const followUp = `Anything else I can help with? ${stamp}`;
      await inbox.getByLabel('Your answer').fill(followUp);
      await inbox.getByRole('button', { name: 'Send', exact: true }).click();
      await tabBar.getByTestId('support-unread-dot').waitFor({ timeout: 20_000 });
      await shot(phone, 'support-chat-unread-dot-375');

      // Opening the chat again shows the answer and clears the dot.
      await tabBar.getByRole('button', { name: 'Support' }).click();
      await chatMessage(chat, 'staff', followUp).waitFor();
      await tabBar.getByTestId('support-unread-dot').waitFor({ state: 'detached' });

      expect(player.problems).toEqual([]);
      expect(staff.problems).toEqual([]);
    } finally {
      await player.context.close();
      await staff.context.close();
    }
  });
});
