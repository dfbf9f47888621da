// The wallet module's public face: the ledger and its types, the profile's balances and the
// balances route, the invariant check (see auth/index.ts for the rule). Every movement of money
// goes through `createLedger`'s calls; nothing outside this folder reads or writes the wallet_* tables
// (test/table-ownership.test.ts fails if something does).
// Its routes rely on what the auth plugin declares on Fastify's types (app.authenticate,
// request.player): this import brings it into any program that includes the module.
import type {} from '../auth/index.js';
export type { PlayerAccountKind } from './accounts.js';
export type { Split } from './allocation.js';
export {
  createLedger,
  RoundPostedBefore,
  type Ledger,
  type Posted,
  type PostOptions,
  type SettledRound,
  type SettleOptions,
  type StakeEvent,
  type StakeHook,
  type MovementEvent,
  type MovementHook,
} from './ledger.js';
export type { BonusAccountKind } from './movements.js';
export {
  InsufficientFunds,
  type HeldAccounts,
  type PaymentInput,
  type RoundInput,
  type RoundSettlement,
} from './movements.js';
export { verifyLedger, type LedgerReport } from './ledger-verify.js';
export { ledgerVerifyRoutes } from './ledger-verify.routes.js';
export { createWalletService, toMinor, type WalletService } from './wallet.service.js';
export { walletRoutes } from './wallet.routes.js';
export { ledgerFoldLimit, ledgerTotals, type LedgerTotals } from './report-totals.js';
export {
  correctionMovement,
  playerAccounts,
  playerLedgerPage,
  type CorrectionInput,
  type PlayerLedgerEntry,
} from './player-ledger.js';
export { netRealLosses } from './net-losses.js';
export { realTurnover, transactionMetadata } from './bonus-sums.js';
