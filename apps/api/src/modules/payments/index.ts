// The payments module's public face (see auth/index.ts for the rule).
export { paymentPageOrigins } from './payment-pages.js';
export { createPaymentsModule, registerPayments } from './payments.plugin.js';
export { seedPaymentMethods } from './payments.seed.js';
export type { Payer, PaymentsService } from './payments.service.js';
export type { Sandbox } from './sandbox/sandbox.js';
