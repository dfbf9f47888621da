import { ErrorCode, type CurrencyCode } from '@jackdaw/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { staffSession } from '../../../test/staff-sessions.js';
import { verifyLedger } from '../wallet/index.js';
import { fieldsFor, paymentsKit } from './payments.test-kit.js';

const testApp = useTestApp();
const kit = paymentsKit(testApp);
const { api, player, balance, settle } = kit;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

interface Session {
  token: string;
  staffId: number;
}
let finance: Session;
let secondFinance: Session;
let support: Session;

beforeAll(async () => {
  [finance, secondFinance, support] = await Promise.all([
    staffSession(testApp(), 'finance'),
    staffSession(testApp(), 'finance'),
    staffSession(testApp(), 'support'),
  ]);
});

const as = (session: Session, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  kit.call(method, `/api/v1/admin/payments${url}`, session.token, payload);
const reason = { reason: 'checked by a test' };

async function expectSound() {
  expect((await verifyLedger(testApp().database.db)).problems).toEqual([]);
}

/** Audit rows of a payment, oldest first. */
function auditRows(paymentId: string) {
  return testApp().database.sql.query<{
    action: string;
    staff_id: number;
    approver_staff_id: number | null;
    reason: string | null;
  }>(
    `select action, staff_id, approver_staff_id, reason from audit_log
     where target_type = 'payment' and target_id = $1 order by id`,
    [paymentId],
  );
}

/** A player with `amount` deposited by `code` and settled: answers the account. */
async function funded(currency: CurrencyCode, code: string, amount: number) {
  const account = await player(currency);
  const [, provider, method] = code.split('.');
  const response = await api('POST', `/payments/${provider}/${method}/deposit`, account.token, {
    amount,
    ...fieldsFor(code, 'deposit'),
  });
  expect(response.statusCode, response.body).toBe(200);
  await settle(response.json().payment.id as string, ['success']);
  expect(await balance(account.token)).toBe(amount);
  return account;
}

async function withdrawal(token: string, code: string, amount: number): Promise<string> {
  const [, provider, method] = code.split('.');
  const response = await api('POST', `/payments/${provider}/${method}/withdrawal`, token, {
    amount,
    ...fieldsFor(code, 'withdrawal'),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payment.id as string;
}

const UPI = 'pm.paykassma.upi';
const CARD = 'pm.corefy.card';

describe('the withdrawal queue and its actions', () => {
  it('approves under the four-eyes amount: sent, completed, audited, the ledger sound', async () => {
    const { token, id: userId } = await funded('INR', UPI, 1_000_000);
    const id = await withdrawal(token, UPI, 400_000);
    const queue = await as(support, 'GET', '/withdrawals');
    expect(queue.statusCode, queue.body).toBe(200);
    const item = queue.json().withdrawals.find((entry: { id: string }) => entry.id === id);
    expect(item).toMatchObject({
      userId,
      kind: 'withdrawal',
      status: 'request',
      amount: '400000',
      currencyCode: 'INR',
      hold: null,
      flags: { accountReview: false, needsSecondPerson: false, approvalPending: false },
    });

    // Support may read but not pay.
    const forbidden = await as(support, 'POST', `/withdrawals/${id}/approve`, {});
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe(ErrorCode.StaffForbidden);

    const approved = await as(finance, 'POST', `/withdrawals/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ outcome: 'approved', approvalRequestId: null });
    expect(['pending', 'completed']).toContain(approved.json().withdrawal.status);
    await kit.idle();
    expect(await kit.status(id)).toBe('completed');
    expect(await balance(token)).toBe(600_000);

    const twice = await as(finance, 'POST', `/withdrawals/${id}/approve`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe(ErrorCode.PaymentStateConflict);
    const rejectDone = await as(finance, 'POST', `/withdrawals/${id}/reject`, reason);
    expect(rejectDone.statusCode).toBe(409);
    const holdDone = await as(finance, 'POST', `/withdrawals/${id}/hold`, reason);
    expect(holdDone.statusCode).toBe(409);
    expect(holdDone.json().code).toBe(ErrorCode.PaymentStateConflict);

    const rows = await auditRows(id);
    expect(rows.map((row) => row.action)).toEqual(['withdrawal.approve']);
    expect(rows[0]!.staff_id).toBe(finance.staffId);

    // Its details: the timeline from request to completed, its callback, and a payment.read row.
    const detail = await as(finance, 'GET', `/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const timeline = detail.json().timeline as { from: string | null; to: string; cause: string }[];
    expect(timeline.map((event) => event.to)).toEqual(['request', 'pending', 'completed']);
    expect(timeline[1]!.cause).toContain(`staff ${finance.staffId}`);
    expect(detail.json().callbacks.length).toBeGreaterThan(0);
    expect(detail.json().callbacks[0]).toMatchObject({ provider: 'paykassma', outcome: 'applied' });
    expect((await auditRows(id)).map((row) => row.action)).toEqual([
      'withdrawal.approve',
      'payment.read',
    ]);
    await expectSound();
  });

  it('rejects with a reason only: the hold goes back, audited in the same transaction', async () => {
    const { token } = await funded('INR', UPI, 1_000_000);
    const id = await withdrawal(token, UPI, 300_000);
    expect(await balance(token)).toBe(700_000);
    const noReason = await as(finance, 'POST', `/withdrawals/${id}/reject`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().code).toBe(ErrorCode.RequestInvalid);
    const blank = await as(finance, 'POST', `/withdrawals/${id}/reject`, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    const rejected = await as(finance, 'POST', `/withdrawals/${id}/reject`, {
      reason: 'documents missing',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().withdrawal).toMatchObject({
      status: 'rejected',
      reason: 'documents missing',
    });
    expect(await balance(token)).toBe(1_000_000);
    const again = await as(finance, 'POST', `/withdrawals/${id}/reject`, reason);
    expect(again.statusCode).toBe(409);
    const rows = await auditRows(id);
    expect(rows).toEqual([
      expect.objectContaining({ action: 'withdrawal.reject', reason: 'documents missing' }),
    ]);
    await expectSound();
  });

  it('a held withdrawal is not approved until released; hold and release are audited', async () => {
    const { token } = await funded('INR', UPI, 1_000_000);
    const id = await withdrawal(token, UPI, 200_000);
    const held = await as(finance, 'POST', `/withdrawals/${id}/hold`, {
      reason: 'checking the account',
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().withdrawal.hold).toMatchObject({ reason: 'checking the account' });
    const heldTwice = await as(finance, 'POST', `/withdrawals/${id}/hold`, reason);
    expect(heldTwice.statusCode).toBe(409);
    expect(heldTwice.json().code).toBe(ErrorCode.StaffWithdrawalHeld);
    const refused = await as(finance, 'POST', `/withdrawals/${id}/approve`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(ErrorCode.StaffWithdrawalHeld);
    expect(await kit.status(id)).toBe('request');
    const released = await as(finance, 'POST', `/withdrawals/${id}/release`, {
      reason: 'account checked',
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().withdrawal.hold).toBeNull();
    const notHeld = await as(finance, 'POST', `/withdrawals/${id}/release`, reason);
    expect(notHeld.statusCode).toBe(409);
    const approved = await as(finance, 'POST', `/withdrawals/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    await kit.idle();
    expect(await kit.status(id)).toBe('completed');
    expect((await auditRows(id)).map((row) => row.action)).toEqual([
      'withdrawal.hold',
      'withdrawal.release',
      'withdrawal.approve',
    ]);
    await expectSound();
  });

  it('answers bad input with a coded 4xx and a player token with 401', async () => {
    const { token } = await player('INR');
    for (const [method, url, body] of [
      ['GET', '/withdrawals', undefined],
      ['POST', `/withdrawals/${UNKNOWN}/approve`, {}],
      ['GET', '', undefined],
      ['GET', `/${UNKNOWN}`, undefined],
    ] as const) {
      const response = await kit.call(method, `/api/v1/admin/payments${url}`, token, body);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe(ErrorCode.StaffUnauthenticated);
    }
    const unknown = await as(finance, 'POST', `/withdrawals/${UNKNOWN}/approve`, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(ErrorCode.PaymentNotFound);
    expect((await as(finance, 'GET', `/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await as(finance, 'POST', `/${UNKNOWN}/reconcile`)).statusCode).toBe(404);
    expect((await as(finance, 'POST', `/withdrawals/${UNKNOWN}/hold`, reason)).statusCode).toBe(
      404,
    );
    const badId = await as(finance, 'POST', '/withdrawals/not-a-uuid/approve', {});
    expect(badId.statusCode).toBe(400);
    expect(badId.json().code).toBe(ErrorCode.RequestInvalid);
    for (const query of [
      'status=nope',
      'kind=refund',
      'minAmount=-1',
      'minAmount=500&maxAmount=100',
      'from=yesterday',
      'cursor=abc',
      'limit=0',
      'limit=1000',
      'userId=0',
      'currency=XXX',
    ]) {
      const response = await as(finance, 'GET', `?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe(ErrorCode.RequestInvalid);
    }
    const clearBad = await as(finance, 'POST', '/reviews/2147483648/clear', reason);
    expect(clearBad.statusCode).toBe(400);
    const clearNoReason = await as(finance, 'POST', '/reviews/1/clear', {});
    expect(clearNoReason.statusCode).toBe(400);
    // A deposit is not a withdrawal to approve.
    const { payment } = (
      await api('POST', '/payments/test/deposit', token, { amount: 100_000, delay: 0 })
    ).json() as { payment: { id: string } };
    await kit.idle();
    const aDeposit = await as(finance, 'POST', `/withdrawals/${payment.id}/approve`, {});
    expect(aDeposit.statusCode).toBe(409);
  });
});

describe('four eyes above the per-currency amount', () => {
  it('queues the approval; the requester cannot approve it; a second person pays it', async () => {
    // 1,500 EUR: above the 1,000 EUR threshold.
    const { token } = await funded('EUR', CARD, 300_000);
    const id = await withdrawal(token, CARD, 150_000);
    const asked = await as(finance, 'POST', `/withdrawals/${id}/approve`, {
      reason: 'large but verified',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().outcome).toBe('sent_for_approval');
    const requestId = asked.json().approvalRequestId as number;
    expect(requestId).toBeGreaterThan(0);
    expect(await kit.status(id)).toBe('request');
    const again = await as(finance, 'POST', `/withdrawals/${id}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(ErrorCode.StaffApprovalPending);
    const queue = await as(finance, 'GET', '/withdrawals');
    expect(
      queue.json().withdrawals.find((entry: { id: string }) => entry.id === id).flags,
    ).toMatchObject({ needsSecondPerson: true, approvalPending: true });

    const { audit } = testApp().app;
    const handler = audit.handlerFor('withdrawal.approve')!;
    expect(handler.permission).toBe('withdrawals.approve');
    await expect(
      audit.approve(requestId, { staffId: finance.staffId, role: 'finance' }, handler.execute),
    ).rejects.toMatchObject({ code: ErrorCode.AuditSamePerson });
    expect(await kit.status(id)).toBe('request');

    const decision = await audit.approve(
      requestId,
      { staffId: secondFinance.staffId, role: 'finance' },
      handler.execute,
    );
    expect(decision.audit).toMatchObject({
      action: 'withdrawal.approve',
      staffId: finance.staffId,
      approverStaffId: secondFinance.staffId,
    });
    expect(await kit.status(id)).toBe('pending');
    // Sent after the approval commits (or by the poller); the sandbox then pays it out.
    await expect.poll(() => kit.status(id), { timeout: 5_000 }).not.toBe('pending');
    await kit.idle();
    expect(await kit.status(id)).toBe('completed');
    expect(await balance(token)).toBe(150_000);
    const rows = await auditRows(id);
    expect(rows.map((row) => [row.action, row.staff_id, row.approver_staff_id])).toEqual([
      ['withdrawal.approve', finance.staffId, secondFinance.staffId],
    ]);
    await expectSound();
  });

  it('a held withdrawal cannot be approved by the second person either', async () => {
    const { token } = await funded('EUR', CARD, 300_000);
    const id = await withdrawal(token, CARD, 150_000);
    const asked = await as(finance, 'POST', `/withdrawals/${id}/approve`, {});
    const requestId = asked.json().approvalRequestId as number;
    expect((await as(finance, 'POST', `/withdrawals/${id}/hold`, reason)).statusCode).toBe(200);
    const { audit } = testApp().app;
    const handler = audit.handlerFor('withdrawal.approve')!;
    await expect(
      audit.approve(
        requestId,
        { staffId: secondFinance.staffId, role: 'finance' },
        handler.execute,
      ),
    ).rejects.toMatchObject({ code: ErrorCode.StaffWithdrawalHeld });
    expect(await kit.status(id)).toBe('request');
    expect(await balance(token)).toBe(150_000);
    await expectSound();
  });
});

describe('payments search, details and reconcile', () => {
  it('filters and pages newest first with a keyset cursor', async () => {
    const { token, id: userId } = await player('INR');
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) {
      const response = await api('POST', '/payments/test/deposit', token, {
        amount: 100_000 + n,
        delay: 0,
      });
      expect(response.statusCode, response.body).toBe(200);
      ids.push(response.json().payment.id as string);
    }
    await kit.idle();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?userId=${userId}&kind=deposit&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await as(support, 'GET', query);
      expect(page.statusCode, page.body).toBe(200);
      seen.push(...page.json().items.map((item: { id: string }) => item.id));
      cursor = page.json().nextCursor as string | null;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());

    const ranged = await as(
      finance,
      'GET',
      `?userId=${userId}&minAmount=100001&maxAmount=100003&currency=INR&status=success&provider=test`,
    );
    expect(ranged.json().items.map((item: { amount: string }) => item.amount)).toEqual([
      '100003',
      '100002',
      '100001',
    ]);
    const none = await as(finance, 'GET', `?userId=${userId}&kind=withdrawal`);
    expect(none.json()).toMatchObject({ items: [], nextCursor: null });
    const future = await as(finance, 'GET', `?userId=${userId}&from=2999-01-01T00:00:00Z`);
    expect(future.json().items).toEqual([]);
  });

  it('reconciles a payment whose callback never came, through the normal event path', async () => {
    const { token } = await player('INR');
    const response = await api('POST', '/payments/test/deposit', token, {
      amount: 100_000,
      delay: 0,
      strategy: 'silent',
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().payment.id as string;
    await kit.idle();
    expect(await kit.status(id)).not.toBe('success');
    const forbidden = await as(support, 'POST', `/${id}/reconcile`);
    expect(forbidden.statusCode).toBe(403);
    const reconciled = await as(finance, 'POST', `/${id}/reconcile`);
    expect(reconciled.statusCode, reconciled.body).toBe(200);
    expect(reconciled.json()).toMatchObject({ changed: true, payment: { status: 'success' } });
    expect(await balance(token)).toBe(100_000);
    const again = await as(finance, 'POST', `/${id}/reconcile`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(ErrorCode.PaymentStateConflict);
    expect((await auditRows(id)).map((row) => row.action)).toEqual(['payment.reconcile']);
    await expectSound();
  });

  it('clears a review with a reason, audited', async () => {
    const { id, token } = await player('EUR');
    for (let n = 0; n < 2; n++) {
      await api('POST', '/payments/test/deposit', token, { amount: 300_000, delay: 0 });
      await kit.idle();
    }
    const blocked = await api('POST', '/payments/test/withdrawal', token, {
      amount: 10_000,
      delay: 0,
    });
    expect(blocked.json().code).toBe(ErrorCode.PaymentAccountOnHold);
    const cleared = await as(finance, 'POST', `/reviews/${id}/clear`, {
      reason: 'source of funds shown',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().cleared).toBe(1);
    const [row] = await testApp().database.sql.query<{ action: string }>(
      `select action from audit_log where target_type = 'player' and target_id = $1`,
      [String(id)],
    );
    expect(row?.action).toBe('payment_review.clear');
  });
});
