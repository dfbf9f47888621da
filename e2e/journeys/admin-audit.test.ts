import {
  adminApproveWithdrawalCall,
  adminPlayerBanCall,
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

describe('the audit log, as an administrator reads it (issue 20)', () => {
  it('shows a withdrawal finance approved and a ban support made, and the chain verifies (1440 px)', async () => {
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
    const { authToken } = await apiJson<{ authToken: string }>(url, '/auth/register', {
      body: {
        login: 'audited.player@example.com',
        password: 'casino2026',
        currencyCode: 'EUR',
        ageAgreement: true,
        policyAgreement: true,
      },
    });
    const { user } = await apiJson<{ user: { id: number } }>(url, '/users/profile', {
      token: authToken,
    });
    const support = await staffToken(url, 'support');
    await staffCall(support, 'POST', adminPlayerBanCall.path.replace(':id', String(user.id)), {
      reason: 'Abusive messages to support',
    });

    // An administrator opens the audit log in the console.
    const { page, context, problems } = await openStaffPage(browser, url, 'admin');
    try {
      await page.goto(`${url}/admin/audit`);
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
      await screenshot(page, 'admin-audit-log-1440');

      // The chain of every row written so far verifies.
      await page.getByRole('button', { name: 'Verify chain' }).click();
      const verified = page.getByText(/^Chain verified: \d+ rows$/);
      await verified.waitFor();
      const rows = Number(/(\d+)/.exec((await verified.textContent()) ?? '')![1]);
      expect(rows).toBeGreaterThanOrEqual(2);

      // Filtered to bans, the ban's row opens with its before and after side by side.
      await page.getByLabel('Action').fill('player.ban');
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
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
