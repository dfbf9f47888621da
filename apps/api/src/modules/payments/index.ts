// The payments module's public face (see auth/index.ts for the rule).
// Its routes rely on what the auth plugin (app.authenticate, request.player) and the geo-block
// plugin (config.geoBlock) declare on Fastify's types: these imports bring the declarations
// into any program that includes the module, not only app.ts's.
import type {} from '../../plugins/geo-block.js';
import type {} from '../auth/index.js';
export { paymentPageOrigins } from './payment-pages.js';
export { createPaymentsModule, registerPayments } from './payments.plugin.js';
export { seedPaymentMethods } from './payments.seed.js';
export type { Payer } from './payer.js';
export type { PaymentsService } from './payments.service.js';
export type { Sandbox } from './sandbox/sandbox.js';
export { paymentChangesSince, pendingWithdrawals, type PaymentChange } from './report-changes.js';
export { paymentMethodsAdminRoutes } from './methods-admin.routes.js';
export { playersPaidWithPhone, type PhonePayer } from './phone-payers.js';
export { playersSharingPayer } from './card-matches.js';
export type { PaymentChangedHook } from './apply-event.js';
export { viewOf } from './payment-view.js';
export {
  latestPaymentsOf,
  openAccountReviewsOf,
  type PlayerPaymentBrief,
} from './player-payments.js';
export { lastDepositCondition } from './last-deposit.js';
export { recordLedgerHistory } from './ledger-history.js';
