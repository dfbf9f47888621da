import type { SqlSession } from '../../db/client.js';
import { chainHash, GENESIS_HASH, type AuditContent, type AuditJson } from './canonical.js';

/** Any fixed number; it names the lock that makes concurrent writers one linear chain. */
const CHAIN_LOCK = 7_270_017;

export interface AuditRow extends AuditContent {
  prevHash: string;
  hash: string;
}

export interface AuditDbRow {
  id: bigint | number | string;
  at: Date | string;
  staff_id: number;
  role: string;
  action: string;
  target_type: string;
  target_id: string;
  before: AuditJson | null;
  after: AuditJson | null;
  reason: string | null;
  address: string | null;
  approver_staff_id: number | null;
  approver_role: string | null;
  prev_hash: string;
  hash: string;
}

/** The columns of audit_log in the order `fromDb` reads them. */
export const LOG_COLUMNS =
  'id, at, staff_id, role, action, target_type, target_id, before, after, reason, address, ' +
  'approver_staff_id, approver_role, prev_hash, hash';

export function fromDb(row: AuditDbRow): AuditRow {
  return {
    id: Number(row.id),
    at: row.at instanceof Date ? row.at : new Date(row.at),
    staffId: row.staff_id,
    role: row.role,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before,
    after: row.after,
    reason: row.reason,
    address: row.address,
    approverStaffId: row.approver_staff_id,
    approverRole: row.approver_role,
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}

const json = (value: AuditJson | null) => (value === null ? null : JSON.stringify(value));

/**
 * Appends one row in the caller's transaction. The transaction-level advisory lock is held until
 * that transaction ends, so the next writer reads this row as the head only once it is committed
 * (or finds the old head again if this one rolled back); the id is drawn under the lock, so id
 * order is chain order.
 */
export async function appendRow(
  tx: SqlSession,
  content: Omit<AuditContent, 'id' | 'at'>,
): Promise<AuditRow> {
  await tx.query('select pg_advisory_xact_lock($1)', [CHAIN_LOCK]);
  const [head] = await tx.query<{ hash: string }>(
    'select hash from audit_log order by id desc limit 1',
  );
  const [next] = await tx.query<{ id: bigint | number | string }>(
    "select nextval(pg_get_serial_sequence('audit_log', 'id')) as id",
  );
  // Milliseconds: what a JavaScript Date carries, so the stored time reads back identical.
  const row: AuditContent = { ...content, id: Number(next!.id), at: new Date() };
  const prevHash = head?.hash ?? GENESIS_HASH;
  const hash = chainHash(prevHash, row);
  const [inserted] = await tx.query<AuditDbRow>(
    `insert into audit_log (${LOG_COLUMNS})
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12, $13, $14, $15)
     returning ${LOG_COLUMNS}`,
    [
      row.id,
      row.at.toISOString(),
      row.staffId,
      row.role,
      row.action,
      row.targetType,
      row.targetId,
      json(row.before),
      json(row.after),
      row.reason,
      row.address,
      row.approverStaffId,
      row.approverRole,
      prevHash,
      hash,
    ],
  );
  return fromDb(inserted!);
}

/** Up to `limit` rows after id `afterId`, in id order (the chain's order). */
export async function rowsAfter(
  session: SqlSession,
  afterId: number,
  limit: number,
): Promise<AuditRow[]> {
  const rows = await session.query<AuditDbRow>(
    `select ${LOG_COLUMNS} from audit_log where id > $1 order by id limit $2`,
    [afterId, limit],
  );
  return rows.map(fromDb);
}
