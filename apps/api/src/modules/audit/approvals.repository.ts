import type { CurrencyCode } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import type { AuditJson } from './canonical.js';

export type ApprovalStatus = 'pending' | 'approved' | 'rejected';

export interface ApprovalRequest {
  id: number;
  action: string;
  targetType: string;
  targetId: string;
  payload: AuditJson;
  /** Minor units, when the action moves money. */
  amount: bigint | null;
  currencyCode: CurrencyCode | null;
  reason: string | null;
  requestedBy: number;
  requestedRole: string;
  requestedAt: Date;
  status: ApprovalStatus;
  decidedBy: number | null;
  decidedRole: string | null;
  decidedAt: Date | null;
}

interface ApprovalDbRow {
  id: bigint | number | string;
  action: string;
  target_type: string;
  target_id: string;
  payload: AuditJson;
  amount: bigint | string | null;
  currency_code: string | null;
  reason: string | null;
  requested_by: number;
  requested_role: string;
  requested_at: Date | string;
  status: ApprovalStatus;
  decided_by: number | null;
  decided_role: string | null;
  decided_at: Date | string | null;
}

const COLUMNS =
  'id, action, target_type, target_id, payload, amount, currency_code, reason, requested_by, ' +
  'requested_role, requested_at, status, decided_by, decided_role, decided_at';

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function fromDb(row: ApprovalDbRow): ApprovalRequest {
  return {
    id: Number(row.id),
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    payload: row.payload,
    amount: row.amount === null ? null : BigInt(row.amount),
    currencyCode: row.currency_code as CurrencyCode | null,
    reason: row.reason,
    requestedBy: row.requested_by,
    requestedRole: row.requested_role,
    requestedAt: date(row.requested_at),
    status: row.status,
    decidedBy: row.decided_by,
    decidedRole: row.decided_role,
    decidedAt: row.decided_at === null ? null : date(row.decided_at),
  };
}

export type NewApprovalRequest = Omit<
  ApprovalRequest,
  'id' | 'requestedAt' | 'status' | 'decidedBy' | 'decidedRole' | 'decidedAt'
>;

export async function insertRequest(
  tx: SqlSession,
  request: NewApprovalRequest,
): Promise<ApprovalRequest> {
  const [row] = await tx.query<ApprovalDbRow>(
    `insert into approval_requests
       (action, target_type, target_id, payload, amount, currency_code, reason, requested_by, requested_role)
     values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9)
     returning ${COLUMNS}`,
    [
      request.action,
      request.targetType,
      request.targetId,
      JSON.stringify(request.payload),
      request.amount === null ? null : request.amount.toString(),
      request.currencyCode,
      request.reason,
      request.requestedBy,
      request.requestedRole,
    ],
  );
  return fromDb(row!);
}

/** The request, locked until the transaction ends: concurrent deciders queue here. */
export async function lockRequest(tx: SqlSession, id: number): Promise<ApprovalRequest | null> {
  const [row] = await tx.query<ApprovalDbRow>(
    `select ${COLUMNS} from approval_requests where id = $1 for update`,
    [id],
  );
  return row ? fromDb(row) : null;
}

export async function decideRequest(
  tx: SqlSession,
  id: number,
  status: Exclude<ApprovalStatus, 'pending'>,
  decidedBy: number,
  decidedRole: string,
): Promise<ApprovalRequest> {
  const [row] = await tx.query<ApprovalDbRow>(
    `update approval_requests
        set status = $2, decided_by = $3, decided_role = $4, decided_at = now()
      where id = $1 and status = 'pending'
      returning ${COLUMNS}`,
    [id, status, decidedBy, decidedRole],
  );
  if (!row)
    throw new Error(`Approval request ${id} was decided under a lock held by this transaction`);
  return fromDb(row);
}

export async function pendingRequests(
  session: SqlSession,
  limit: number,
): Promise<ApprovalRequest[]> {
  const rows = await session.query<ApprovalDbRow>(
    `select ${COLUMNS} from approval_requests where status = 'pending' order by requested_at, id limit $1`,
    [limit],
  );
  return rows.map(fromDb);
}

/** One request by id, whatever its status (no lock), or null. */
export async function findRequest(
  session: SqlSession,
  id: number,
): Promise<ApprovalRequest | null> {
  const [row] = await session.query<ApprovalDbRow>(
    `select ${COLUMNS} from approval_requests where id = $1`,
    [id],
  );
  return row ? fromDb(row) : null;
}
