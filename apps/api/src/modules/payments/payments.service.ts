import type { FastifyBaseLogger } from 'fastify';
import type { SqlRunner } from '../../db/client.js';
import type { AuditService } from '../audit/index.js';
import type { Ledger } from '../wallet/index.js';
import {
  createApplyEvent,
  type DepositCreditedHook,
  type PaymentChangedHook,
} from './apply-event.js';
import type { CallbacksRepository } from './callbacks.repository.js';
import { createCallbacks } from './callbacks.js';
import { createDeposits } from './deposits.js';
import { createPaymentMethods } from './payment-methods.js';
import type { PaymentProviderRegistry } from './payment-provider.js';
import { viewOf } from './payment-view.js';
import { ownPayment, type Payer } from './payer.js';
import type { Payment, PaymentsRepository } from './payments.repository.js';
import { createReconciling } from './reconcile.js';
import { createStaffPayments } from './staff-payments.js';
import { createWithdrawals, type WithdrawalBonusGuard } from './withdrawals.js';

/**
 * The payments calls, composed from one file per purpose (the table in README.md):
 * payment-methods.ts (listing, resolving, limits, fields), deposits.ts, withdrawals.ts,
 * callbacks.ts, apply-event.ts (every status change and its money), reconcile.ts (the status
 * poller and callback confirmation).
 */
export function createPaymentsService(deps: {
  repository: PaymentsRepository;
  callbacks: CallbacksRepository;
  ledger: Ledger;
  providers: PaymentProviderRegistry;
  publicUrl: string;
  /** The site's own origins, where a provider's page may send the player back. */
  siteOrigins: readonly string[];
  /** The test method is offered and accepted only in test mode (the sandbox). */
  testPayments: boolean;
  /** Minutes an unpaid deposit waits before it expires. */
  depositExpiryMinutes: number;
  bonuses?: WithdrawalBonusGuard;
  /** The bonuses a credited deposit brings (bonuses module), in the credit's transaction. */
  onDepositCredited?: DepositCreditedHook;
  /** Told of every status change in its transaction (realtime, notifications). */
  onPaymentChanged?: PaymentChangedHook;
  /** The audit log and four-eyes queue, and the database they write in: the staff's calls. */
  audit?: { service: AuditService; sql: SqlRunner };
  /** Sets the player's first-deposit flag (users module). */
  markFirstDeposit?(userId: number): Promise<unknown>;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}) {
  const { repository, ledger, providers, log } = deps;
  const methods = createPaymentMethods({
    repository,
    providers,
    testPayments: deps.testPayments,
  });
  const applyEvent = createApplyEvent({
    repository,
    ledger,
    markFirstDeposit: deps.markFirstDeposit,
    onDepositCredited: deps.onDepositCredited,
    onPaymentChanged: deps.onPaymentChanged,
    log,
  });
  const deposits = createDeposits({
    repository,
    providers,
    methods,
    applyEvent,
    publicUrl: deps.publicUrl,
    siteOrigins: deps.siteOrigins,
    log,
  });
  const withdrawals = createWithdrawals({
    repository,
    ledger,
    providers,
    methods,
    applyEvent,
    bonuses: deps.bonuses,
    log,
  });
  const reconciling = createReconciling({
    repository,
    providers,
    applyEvent,
    sendWithdrawal: withdrawals.send,
    depositExpiryMs: deps.depositExpiryMinutes * 60_000,
    log,
  });

  return {
    viewOf,
    knowsProvider: methods.knowsProvider,
    methods: methods.list,
    banks: methods.banks,

    deposit: deposits.deposit,
    activate: deposits.activate,
    testDeposit: deposits.test,

    withdraw: withdrawals.request,
    approve: withdrawals.approve,
    cancel: withdrawals.cancel,
    reject: withdrawals.reject,
    testWithdrawal: withdrawals.test,

    callback: createCallbacks({
      repository: deps.callbacks,
      providers,
      applyEvent,
      confirm: reconciling.confirm,
      log,
    }),
    reconcile: reconciling.reconcile,
    pollDue: reconciling.pollDue,

    payment: (payer: Payer, id: string): Promise<Payment> => ownPayment(repository, payer, id),

    /** The staff's calls (staff-payments.ts), when the app gives the audit service. */
    staff: deps.audit
      ? createStaffPayments({
          sql: deps.audit.sql,
          repository,
          applyEvent,
          reconciling,
          send: withdrawals.send,
          audit: deps.audit.service,
          log,
        })
      : undefined,
    failedDeposits: (userId: number) => repository.failedDeposits(userId),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
