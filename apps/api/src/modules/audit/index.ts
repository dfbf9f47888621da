// The audit module's public face (see auth/index.ts for the rule): the tamper-evident log of
// what staff do and the four-eyes queue. Nothing outside this folder reads or writes audit_log or
// approval_requests (test/table-ownership.test.ts fails if something does).
export type { ApprovalRequest, ApprovalStatus } from './approvals.repository.js';
export type { AuditRow } from './audit.repository.js';
export {
  createAuditService,
  type ApprovalExecute,
  type ApprovalHandler,
  type ApprovalOutcome,
  type AuditEntry,
  type AuditService,
  type AuditTarget,
  type Decision,
  type RequestInput,
  type StaffActor,
} from './audit.service.js';
export { canonicalContent, chainHash, GENESIS_HASH, type AuditJson } from './canonical.js';
export {
  ALWAYS_FOUR_EYES,
  DEFAULT_WITHDRAWAL_THRESHOLDS,
  needsSecondPerson,
  WITHDRAWAL_ACTION,
  type WithdrawalThresholds,
} from './thresholds.js';
export type { ChainReport } from './verify-chain.js';
export { auditRoutes } from './audit.routes.js';
