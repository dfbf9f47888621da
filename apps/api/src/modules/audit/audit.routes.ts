import {
  approvalApproveCall,
  approvalRejectCall,
  approvalsCall,
  AUDIT_PAGE_SIZE,
  auditLogCall,
  auditRowCall,
  auditVerifyCall,
  ErrorCode,
  type ApprovalItem,
  type AuditLogRow,
  type AuditRowDetail,
  type StaffRole,
} from '@jackdaw/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { allows, staffEmails, staffIdByEmail, staffRoute } from '../staff/index.js';
import { findRequest, type ApprovalRequest } from './approvals.repository.js';
import type { AuditRow } from './audit.repository.js';
import { findRow, searchLog, type AuditLogFilter } from './audit-search.js';
import type { AuditService, StaffActor } from './audit.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit service app.ts builds: modules register their four-eyes handlers on it. */
    audit: AuditService;
  }
}

/** How many pending requests the queue looks at (oldest first). */
const QUEUE_SIZE = 500;

const actorOf = (request: FastifyRequest): StaffActor => ({
  staffId: request.staff!.id,
  role: request.staff!.role,
});
const roleOf = (request: FastifyRequest) => request.staff!.role as StaffRole;

const person = (emails: Map<number, string>, id: number, role: string) => ({
  id,
  email: emails.get(id) ?? null,
  role,
});

function logRow(row: AuditRow, emails: Map<number, string>): AuditLogRow {
  return {
    id: row.id,
    at: row.at.toISOString(),
    staff: person(emails, row.staffId, row.role),
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    address: row.address,
    approver:
      row.approverStaffId === null
        ? null
        : person(emails, row.approverStaffId, row.approverRole ?? ''),
  };
}

const staffIdsOf = (rows: AuditRow[]) =>
  rows.flatMap((row) =>
    row.approverStaffId === null ? [row.staffId] : [row.staffId, row.approverStaffId],
  );

/**
 * The audit log and the four-eyes queue for the console (issue 20). Reads of the log are audited
 * themselves (`audit.search`, `audit.read`); verifying the chain is not (README, Decisions).
 */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService; sql: SqlRunner }> = async (
  app,
  { audit, sql },
) => {
  function approvalItem(
    request: ApprovalRequest,
    emails: Map<number, string>,
    viewer: number,
  ): ApprovalItem {
    return {
      id: request.id,
      action: request.action,
      targetType: request.targetType,
      targetId: request.targetId,
      payload: request.payload,
      amount:
        request.amount === null || request.currencyCode === null
          ? null
          : { minor: request.amount.toString(), currency: request.currencyCode },
      reason: request.reason,
      requestedBy: person(emails, request.requestedBy, request.requestedRole),
      requestedAt: request.requestedAt.toISOString(),
      status: request.status,
      permission: audit.handlerFor(request.action)?.permission ?? null,
      mine: request.requestedBy === viewer,
    };
  }

  /** The staff filter: an id, or an e-mail; an unknown e-mail matches nobody (-1). */
  async function staffFilter(session: SqlSession, staff: string | undefined) {
    if (staff === undefined) return undefined;
    if (/^\d{1,9}$/.test(staff.trim())) return Number(staff.trim());
    return (await staffIdByEmail(session, staff)) ?? -1;
  }

  staffRoute(app, auditLogCall, 'audit.read', async (request) => {
    const query = request.query;
    if (query.from && query.to && query.from.getTime() >= query.to.getTime())
      throw AppError.badRequest('The date range must start before it ends (from < to).');
    const limit = query.limit ?? AUDIT_PAGE_SIZE;
    return sql.transaction(async (tx) => {
      const filter: AuditLogFilter = {
        staffId: await staffFilter(tx, query.staff),
        role: query.role,
        action: query.action,
        targetType: query.targetType,
        targetId: query.targetId,
        from: query.from,
        to: query.to,
        hasApprover: query.hasApprover,
        beforeId: query.cursor,
      };
      const found = await searchLog(tx, filter, limit + 1);
      const rows = found.slice(0, limit);
      const emails = await staffEmails(tx, staffIdsOf(rows));
      // Reading the log is reading staff addresses and what actions changed: audited too.
      await audit.record(tx, {
        actor: actorOf(request),
        action: 'audit.search',
        target: { type: 'audit_log', id: rows[0]?.id ?? 'none' },
        after: { filter: { ...query }, rows: rows.length },
        address: request.ip,
      });
      return {
        statusCode: 200 as const,
        rows: rows.map((row) => logRow(row, emails)),
        nextCursor: found.length > limit ? String(rows.at(-1)!.id) : null,
      };
    });
  });

  staffRoute(app, auditRowCall, 'audit.read', async (request) =>
    sql.transaction(async (tx) => {
      const row = await findRow(tx, request.params.id);
      if (!row)
        throw AppError.notFound(ErrorCode.AuditRowNotFound, `No audit row ${request.params.id}.`);
      const emails = await staffEmails(tx, staffIdsOf([row]));
      await audit.record(tx, {
        actor: actorOf(request),
        action: 'audit.read',
        target: { type: 'audit_log', id: row.id },
        address: request.ip,
      });
      const detail: AuditRowDetail = {
        ...logRow(row, emails),
        before: row.before,
        after: row.after,
        prevHash: row.prevHash,
        hash: row.hash,
      };
      return { statusCode: 200 as const, row: detail };
    }),
  );

  staffRoute(app, auditVerifyCall, 'audit.read', async () => ({
    statusCode: 200 as const,
    ...(await audit.verifyChain()),
  }));

  staffRoute(app, approvalsCall, 'signedIn', async (request) => {
    const viewer = request.staff!.id;
    const role = roleOf(request);
    const visible = (await audit.pending(QUEUE_SIZE)).filter((pending) => {
      if (pending.requestedBy === viewer) return true;
      const handler = audit.handlerFor(pending.action);
      return handler !== undefined && allows(role, handler.permission);
    });
    const emails = await staffEmails(
      sql,
      visible.map((pending) => pending.requestedBy),
    );
    return {
      statusCode: 200 as const,
      requests: visible.map((pending) => approvalItem(pending, emails, viewer)),
    };
  });

  /**
   * Who may decide a request depends on its action (the handler's permission), so these routes
   * are declared `signedIn` and check the permission here, per request (README, Decisions).
   */
  async function deciding(request: FastifyRequest, id: number) {
    const pending = await findRequest(sql, id);
    if (!pending)
      throw AppError.notFound(ErrorCode.AuditRequestNotFound, `No approval request ${id}.`);
    const handler = audit.handlerFor(pending.action);
    if (!handler)
      throw new AppError(
        409,
        ErrorCode.AuditNoHandler,
        `Nothing runs the action ${pending.action}: the request cannot be decided.`,
      );
    if (!allows(roleOf(request), handler.permission))
      throw new AppError(
        403,
        ErrorCode.StaffForbidden,
        `The role ${roleOf(request)} does not have the permission ${handler.permission}.`,
      );
    return handler;
  }

  async function answer(decided: ApprovalRequest, auditId: number, viewer: number) {
    const emails = await staffEmails(sql, [decided.requestedBy]);
    return {
      statusCode: 200 as const,
      request: approvalItem(decided, emails, viewer),
      auditId,
    };
  }

  staffRoute(app, approvalApproveCall, 'signedIn', async (request) => {
    const handler = await deciding(request, request.params.id);
    const decision = await audit.approve(request.params.id, actorOf(request), handler.execute, {
      address: request.ip,
    });
    return answer(decision.request, decision.audit.id, request.staff!.id);
  });

  staffRoute(app, approvalRejectCall, 'signedIn', async (request) => {
    await deciding(request, request.params.id);
    const decision = await audit.reject(request.params.id, actorOf(request), request.body.reason, {
      address: request.ip,
    });
    return answer(decision.request, decision.audit.id, request.staff!.id);
  });
};
