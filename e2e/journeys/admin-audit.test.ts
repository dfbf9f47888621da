import {
  adminApproveWithdrawalCall,
  adminPlayerBanCall,
  adminPlayerCorrectionCall,
  adminWithdrawalQueueCall,
  type AdminWithdrawalItem,
} from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { apiJson } from '../support/api.js';
import { screenshot } from '../support/browser.js';
import { useJourney } from '../support/journey.js';
import { demoStaff, openStaffPage, staffToken } from '../support/staff.js';

const journey = useJourney();

/** A staff call by the API with a staff session; anything but 200 fails, naming the path. */
async function staffCall<T>(
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
): Promise<T> {
  const response = await fetch(`${journey().url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

/** A new player by the API; answers its id. */
async function newPlayer(login: string): Promise<{ id: number }> {
  const { url } = journey();
  const { authToken } = await apiJson<{ authToken: string }>(url, '/auth/register', {
    body: {
      login,
      password: 'casino2026',
      currencyCode: 'EUR',
      ageAgreement: true,
      policyAgreement: true,
    },
  });
  const { user } = await apiJson<{ user: { id: number } }>(url, '/users/profile', {
    token: authToken,
  });
  return user;
}

describe('the audit log, as an administrator reads it (issue 20)', () => {
  it('approves a correction in the queue, sees it, a withdrawal approval and a ban in the log, and the chain verifies (1440 px)', async () => {
    const { url, browser } = journey();

    // Finance approves a withdrawal a player asked for (one below the four-eyes amount).
    const finance = await staffToken(url, 'finance');
    const { withdrawals } = await staffCall<{ withdrawals: AdminWithdrawalItem[] }>(
      finance,
      'GET',
      adminWithdrawalQueueCall.path,
    );
    const waiting = withdrawals.find(
      (item) => !item.flags.needsSecondPerson && !item.flags.approvalPending && !item.hold,
    );
    expect(waiting, 'a waiting withdrawal in the demo data').toBeDefined();
    await staffCall(
      finance,
      'POST',
      adminApproveWithdrawalCall.path.replace(':id', waiting!.id),
      {},
    );

    // Support bans a new player.
    const user = await newPlayer('audited.player@example.com');
    const support = await staffToken(url, 'support');
    await staffCall(support, 'POST', adminPlayerBanCall.path.replace(':id', String(user.id)), {
      reason: 'Abusive messages to support',
    });

    // Finance asks for a balance correction of another player: it waits for a second person.
    const corrected = await newPlayer('corrected.player@example.com');
    await staffCall(
      finance,
      'POST',
      adminPlayerCorrectionCall.path.replace(':id', String(corrected.id)),
      { amount: '500', currency: 'EUR', account: 'real', reason: 'Refund of a failed deposit' },
    );

    const { page, context, problems } = await openStaffPage(browser, url, 'admin');
    try {
      // An administrator approves it in the approvals queue.
      await page.goto(`${url}/admin/approvals`);
      await page.getByRole('heading', { level: 1, name: 'Approvals' }).waitFor();
      const queue = page.getByRole('table', { name: 'Requests waiting for a second person' });
      const request = queue.getByRole('row').filter({ hasText: `player ${corrected.id}` });
      await request.waitFor();
      expect(await request.textContent()).toContain(demoStaff('finance').email);
      expect(await request.textContent()).toContain('Refund of a failed deposit');
      await screenshot(page, 'admin-approvals-1440');
      await request.getByRole('button', { name: /^Approve request/ }).click();
      const confirm = page.getByRole('dialog', { name: 'Approve this request?' });
      await confirm.getByRole('button', { name: 'Approve and run' }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByText(/^Request \d+ approved/).waitFor();
      await request.waitFor({ state: 'detached' });

      // The audit log shows all three, with both names on the correction.
      await page.getByRole('link', { name: 'Audit log' }).click();
      await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
      const table = page.getByRole('table', { name: 'Audit log rows' });
      const approvedRow = table
        .getByRole('row')
        .filter({ hasText: 'withdrawal.approve' })
        .filter({ hasText: demoStaff('finance').email });
      await approvedRow.first().waitFor();
      expect(await approvedRow.first().textContent()).toContain(`payment ${waiting!.id}`);
      const banRow = table
        .getByRole('row')
        .filter({ hasText: 'player.ban' })
        .filter({ hasText: demoStaff('support').email });
      await banRow.waitFor();
      expect(await banRow.textContent()).toContain('Abusive messages to support');
      const correctionRow = table
        .getByRole('row')
        .filter({ hasText: 'player.correct_balance' })
        .filter({ hasText: demoStaff('finance').email })
        .filter({ hasText: demoStaff('admin').email });
      await correctionRow.waitFor();
      await screenshot(page, 'admin-audit-log-1440');

      // The chain of every row written so far verifies.
      await page.getByRole('button', { name: 'Verify chain' }).click();
      const verified = page.getByText(/^Chain verified: \d+ rows$/);
      await verified.waitFor();
      const rows = Number(/(\d+)/.exec((await verified.textContent()) ?? '')![1]);
      expect(rows).toBeGreaterThanOrEqual(2);

      // Filtered to bans, the ban's row opens with its before and after side by side.
      await page.getByLabel(/^Action/).fill('player.ban');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL((address) => address.searchParams.get('action') === 'player.ban');
      await table.getByRole('row').filter({ hasText: 'withdrawal.approve' }).waitFor({
        state: 'detached',
      });
      await banRow.getByRole('link').click();
      await page.getByRole('heading', { name: 'Before and after' }).waitFor();
      const banned = page.getByRole('row', { name: /banned/ }).first();
      expect(await banned.textContent()).toMatch(/banned.*changed.*false.*true/);
      await screenshot(page, 'admin-audit-row-1440');
      // The console's index.html names no icon yet, so Chromium asks /favicon.ico (the shell's).
      expect(problems.filter((problem) => !problem.includes('/favicon.ico'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
