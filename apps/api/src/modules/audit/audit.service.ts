import { ErrorCode, type CurrencyCode, type StaffPermission } from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  decideRequest,
  insertRequest,
  lockRequest,
  pendingRequests,
  type ApprovalRequest,
} from './approvals.repository.js';
import { appendRow, type AuditRow } from './audit.repository.js';
import { toAuditJson, type AuditJson } from './canonical.js';
import { verifyChain, type ChainReport } from './verify-chain.js';

/** Who acted: a staff member and the role they acted in. */
export interface StaffActor {
  staffId: number;
  role: string;
}

export interface AuditTarget {
  type: string;
  id: string | number;
}

export interface AuditEntry {
  actor: StaffActor;
  /** `<resource>.<verb>`, e.g. `player.ban`, `withdrawal.approve`, `player.read`. */
  action: string;
  target: AuditTarget;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  /** The actor's network address. */
  address?: string | null;
  /** The second person of a four-eyes action. */
  approver?: StaffActor | null;
}

export interface RequestInput {
  actor: StaffActor;
  action: string;
  target: AuditTarget;
  /** What `approve`'s `execute` receives; kept as JSON (bigints as strings, dates as ISO). */
  payload: unknown;
  amount?: { minor: bigint; currency: CurrencyCode } | null;
  reason?: string | null;
  address?: string | null;
}

/** What the approved action changed, for the audit row; without it the payload is the `after`. */
export interface ApprovalOutcome {
  before?: unknown;
  after?: unknown;
}

export type ApprovalExecute = (
  tx: SqlSession,
  payload: AuditJson,
  request: ApprovalRequest,
) => Promise<ApprovalOutcome | void>;

/**
 * How a queued action runs once approved: the module that queues an action registers it at start
 * (`handle`), so the console's one approvals queue can approve any of them. The approver needs
 * `permission`, the same one the action itself needs.
 */
export interface ApprovalHandler {
  permission: StaffPermission;
  execute: ApprovalExecute;
}

export interface Decision {
  request: ApprovalRequest;
  audit: AuditRow;
}

export interface AuditService {
  /** Appends an audit row in the caller's transaction: it commits or rolls back with the change. */
  record(tx: SqlSession, entry: AuditEntry): Promise<AuditRow>;
  verifyChain(): Promise<ChainReport>;
  /** Queues an action for a second person, in the caller's transaction, and audits the request. */
  request(tx: SqlSession, input: RequestInput): Promise<ApprovalRequest>;
  /**
   * Approves a pending request made by someone else: runs `execute` and writes the audit row
   * naming both people, all in one transaction. 404 AUDIT.REQUEST_NOT_FOUND, 409
   * AUDIT.ALREADY_DECIDED, 409 AUDIT.SAME_PERSON; on any throw nothing is written.
   */
  approve(
    id: number,
    approver: StaffActor,
    execute: ApprovalExecute,
    context?: { address?: string | null },
  ): Promise<Decision>;
  /** Rejects a pending request made by someone else (same errors as `approve`). */
  reject(
    id: number,
    decider: StaffActor,
    reason: string,
    context?: { address?: string | null },
  ): Promise<Decision>;
  pending(limit?: number): Promise<ApprovalRequest[]>;
  /** Registers how an approved `action` runs; a second registration of one action throws. */
  handle(action: string, handler: ApprovalHandler): void;
  /** The handler `handle` registered for `action`, if any. */
  handlerFor(action: string): ApprovalHandler | undefined;
}

const optionalJson = (value: unknown): AuditJson | null =>
  value === undefined ? null : toAuditJson(value);

export function createAuditService(sql: SqlRunner): AuditService {
  const handlers = new Map<string, ApprovalHandler>();
  function record(tx: SqlSession, entry: AuditEntry): Promise<AuditRow> {
    return appendRow(tx, {
      staffId: entry.actor.staffId,
      role: entry.actor.role,
      action: entry.action,
      targetType: entry.target.type,
      targetId: String(entry.target.id),
      before: optionalJson(entry.before),
      after: optionalJson(entry.after),
      reason: entry.reason ?? null,
      address: entry.address ?? null,
      approverStaffId: entry.approver?.staffId ?? null,
      approverRole: entry.approver?.role ?? null,
    });
  }

  async function lockPending(
    tx: SqlSession,
    id: number,
    decider: StaffActor,
  ): Promise<ApprovalRequest> {
    const request = await lockRequest(tx, id);
    if (!request)
      throw AppError.notFound(ErrorCode.AuditRequestNotFound, `No approval request ${id}.`);
    if (request.status !== 'pending')
      throw new AppError(
        409,
        ErrorCode.AuditAlreadyDecided,
        `Approval request ${id} is already ${request.status}.`,
      );
    if (request.requestedBy === decider.staffId)
      throw new AppError(
        409,
        ErrorCode.AuditSamePerson,
        'Another staff member must decide a request you made.',
      );
    return request;
  }

  const requester = (request: ApprovalRequest): StaffActor => ({
    staffId: request.requestedBy,
    role: request.requestedRole,
  });
  const targetOf = (request: ApprovalRequest): AuditTarget => ({
    type: request.targetType,
    id: request.targetId,
  });

  return {
    record,
    verifyChain: () => verifyChain(sql),
    async request(tx, input) {
      const payload = toAuditJson(input.payload);
      const request = await insertRequest(tx, {
        action: input.action,
        targetType: input.target.type,
        targetId: String(input.target.id),
        payload,
        amount: input.amount?.minor ?? null,
        currencyCode: input.amount?.currency ?? null,
        reason: input.reason ?? null,
        requestedBy: input.actor.staffId,
        requestedRole: input.actor.role,
      });
      await record(tx, {
        actor: input.actor,
        action: 'approval.request',
        target: { type: 'approval_request', id: request.id },
        after: {
          action: input.action,
          target: { type: input.target.type, id: String(input.target.id) },
          payload,
          amount: input.amount
            ? { minor: input.amount.minor, currency: input.amount.currency }
            : null,
        },
        reason: input.reason,
        address: input.address,
      });
      return request;
    },
    approve: (id, approver, execute, context = {}) =>
      sql.transaction(async (tx) => {
        const pending = await lockPending(tx, id, approver);
        const outcome = (await execute(tx, pending.payload, pending)) ?? {};
        const request = await decideRequest(tx, id, 'approved', approver.staffId, approver.role);
        const audit = await record(tx, {
          actor: requester(pending),
          action: pending.action,
          target: targetOf(pending),
          before: outcome.before,
          after: 'after' in outcome ? outcome.after : pending.payload,
          reason: pending.reason,
          address: context.address,
          approver,
        });
        return { request, audit };
      }),
    reject: (id, decider, reason, context = {}) =>
      sql.transaction(async (tx) => {
        const pending = await lockPending(tx, id, decider);
        const request = await decideRequest(tx, id, 'rejected', decider.staffId, decider.role);
        const audit = await record(tx, {
          actor: decider,
          action: 'approval.reject',
          target: { type: 'approval_request', id },
          before: { action: pending.action, target: targetOf(pending) },
          reason,
          address: context.address,
        });
        return { request, audit };
      }),
    pending: (limit = 100) => pendingRequests(sql, limit),
    handle(action, handler) {
      if (handlers.has(action)) throw new Error(`The approval ${action} is registered already.`);
      handlers.set(action, handler);
    },
    handlerFor: (action) => handlers.get(action),
  };
}
