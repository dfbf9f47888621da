import { createHmac } from 'node:crypto';
import { API_PREFIX } from '@jackdaw/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { AuditService } from '../audit/index.js';
import type { UserAccounts } from '../users/index.js';
import type { Ledger } from '../wallet/index.js';
import { defineProvider } from './adapters/protocol.js';
import { createCallbacksRepository } from './callbacks.repository.js';
import { createHistoryRepository } from './history.repository.js';
import { historyRoutes } from './history.routes.js';
import { oneClickRoutes } from './one-click.js';
import { createHistoryService } from './history.service.js';
import { createPaymentProviderRegistry } from './payment-provider.js';
import { createPaymentPoller, type PaymentPoller } from './payments.poller.js';
import { createPaymentsRepository } from './payments.repository.js';
import { createSandboxRepository } from './sandbox/sandbox.repository.js';
import { paymentsAssets } from './payments.assets.js';
import { paymentsRoutes, type BonusChoices } from './payments.routes.js';
import { staffPaymentsRoutes } from './staff-payments.routes.js';
import { createPaymentsService, type PaymentsService } from './payments.service.js';
import { PROVIDER_PROTOCOLS } from './providers/index.js';
import { createSandbox, type Sandbox } from './sandbox/sandbox.js';
import type { WithdrawalBonusGuard } from './withdrawals.js';
import type { DepositCreditedHook, PaymentChangedHook } from './apply-event.js';
import { paymentsSandboxRoutes } from './sandbox/sandbox.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments module's parts, for tests and tools (README.md in modules/payments). */
    payments: { service: PaymentsService; poller: PaymentPoller; sandbox: Sandbox | undefined };
  }
}

/** A provider's secret: configured, or in test mode derived from the server's own. */
export function paymentSecret(config: Config, provider: string): string {
  return (
    config.paymentSecrets[provider] ??
    createHmac('sha256', config.jwtSecret).update(`payments:${provider}`).digest('hex')
  );
}

/**
 * The payments module (README.md in this folder): logos under /static/payments, the sandbox
 * under /sandbox/payments in test mode, the player's history under /api/v1/transactions, the
 * player's calls under /api/v1/payments, the staff's under /api/v1/admin/payments, and the status poller (stopped when
 * the app closes).
 *
 * Providers run in test mode (against the sandbox) when the sandbox is enabled. Live mode needs
 * each provider's API transport, which no provider has yet: without the sandbox no method is
 * offered.
 */
/** The module's parts without the HTTP side (the demo seed and tests use them too). */
export function createPaymentsModule(deps: {
  config: Config;
  database: DatabaseHandle;
  ledger: Ledger;
  users: Pick<UserAccounts, 'markFirstDeposit'>;
  bonuses?: WithdrawalBonusGuard;
  /** The bonuses a credited deposit brings (bonuses module). */
  onDepositCredited?: DepositCreditedHook;
  /** Told of every status change in its transaction (realtime, notifications). */
  onPaymentChanged?: PaymentChangedHook;
  /** The audit service: with it the module has its staff calls (`service.staff`). */
  audit?: AuditService;
  log?: FastifyBaseLogger;
}) {
  const { config, log } = deps;
  const repository = createPaymentsRepository(deps.database.sql);
  const secretFor = (provider: string) => paymentSecret(config, provider);
  const sandbox = config.sandboxEnabled
    ? createSandbox({
        protocols: PROVIDER_PROTOCOLS,
        secretFor,
        repository: createSandboxRepository(deps.database.sql),
        publicUrl: config.publicUrl,
        log,
      })
    : undefined;
  const providers = createPaymentProviderRegistry(
    sandbox
      ? PROVIDER_PROTOCOLS.map((protocol) =>
          defineProvider(protocol, {
            mode: 'test',
            secret: secretFor(protocol.id),
            transport: sandbox.transport,
          }),
        )
      : [],
  );
  const service = createPaymentsService({
    repository,
    callbacks: createCallbacksRepository(deps.database.sql),
    ledger: deps.ledger,
    providers,
    publicUrl: config.publicUrl,
    siteOrigins: config.siteOrigins,
    testPayments: sandbox !== undefined,
    depositExpiryMinutes: config.depositExpiryMinutes,
    bonuses: deps.bonuses,
    onDepositCredited: deps.onDepositCredited,
    onPaymentChanged: deps.onPaymentChanged,
    audit: deps.audit ? { service: deps.audit, sql: deps.database.sql } : undefined,
    markFirstDeposit: (userId) => deps.users.markFirstDeposit(userId),
    log,
  });
  const poller = createPaymentPoller({
    tick: (now) => service.pollDue(now),
    intervalMs: config.paymentPollSeconds * 1000,
    log,
  });
  return { service, poller, sandbox };
}

export async function registerPayments(
  app: FastifyInstance,
  deps: {
    config: Config;
    database: DatabaseHandle;
    ledger: Ledger;
    users: Pick<UserAccounts, 'markFirstDeposit'>;
    bonuses?: WithdrawalBonusGuard;
    onDepositCredited?: DepositCreditedHook;
    /** Told of every status change in its transaction (realtime, notifications). */
    onPaymentChanged?: PaymentChangedHook;
    /** The offer a deposit is made for (bonuses module). */
    bonusChoices?: BonusChoices;
    /** The audit log and four-eyes queue (app.ts): the staff's payment calls write to it. */
    audit: AuditService;
  },
): Promise<void> {
  const { config } = deps;
  const { service, poller, sandbox } = createPaymentsModule({ ...deps, log: app.log });
  app.decorate('payments', { service, poller, sandbox });

  await app.register(paymentsAssets);
  if (sandbox) {
    await app.register(paymentsSandboxRoutes, { sandbox });
    // Callbacks reach the casino through its own HTTP route, in process.
    sandbox.connect(async (provider, message) => {
      const response = await app.inject({
        method: 'POST',
        url: `${API_PREFIX}/payments/callbacks/${provider}`,
        headers: message.headers,
        payload: message.body,
      });
      return response.statusCode;
    });
  }
  await app.register(historyRoutes, {
    prefix: API_PREFIX,
    history: createHistoryService(createHistoryRepository(deps.database.db)),
  });
  await app.register(paymentsRoutes, {
    prefix: API_PREFIX,
    payments: service,
    testPayments: sandbox !== undefined,
    callbackRateLimit: config.rateLimitPerMinute,
    bonusChoices: deps.bonusChoices,
  });
  const staff = service.staff!;
  staff.registerApprovals();
  await app.register(staffPaymentsRoutes, { prefix: API_PREFIX, staff });
  await app.register(oneClickRoutes, {
    prefix: API_PREFIX,
    payments: service,
    sql: deps.database.sql,
  });
  app.addHook('onReady', async () => poller.start());
  app.addHook('onClose', async () => {
    sandbox?.close();
    await poller.stop();
  });
}
