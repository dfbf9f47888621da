import type { SqlSession } from '../../db/client.js';
import { fromDb, LOG_COLUMNS, type AuditDbRow, type AuditRow } from './audit.repository.js';

/** What the console filters the log by; every member optional. */
export interface AuditLogFilter {
  staffId?: number;
  role?: string;
  /** An exact action, or a prefix when it ends with a dot (`player.`). */
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
  hasApprover?: boolean;
  /** Only rows older than this id (keyset paging, newest first). */
  beforeId?: number;
}

/**
 * Up to `limit` rows matching `filter`, newest first (id order is the chain's order, and `at`
 * follows it). Keyset paging on the primary key: the next page starts below the last id.
 */
export async function searchLog(
  session: SqlSession,
  filter: AuditLogFilter,
  limit: number,
): Promise<AuditRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (param: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (filter.staffId !== undefined) add((p) => `staff_id = ${p}`, filter.staffId);
  if (filter.role !== undefined) add((p) => `role = ${p}`, filter.role);
  if (filter.action !== undefined) {
    if (filter.action.endsWith('.')) add((p) => `left(action, length(${p})) = ${p}`, filter.action);
    else add((p) => `action = ${p}`, filter.action);
  }
  if (filter.targetType !== undefined) add((p) => `target_type = ${p}`, filter.targetType);
  if (filter.targetId !== undefined) add((p) => `target_id = ${p}`, filter.targetId);
  if (filter.from !== undefined) add((p) => `at >= ${p}`, filter.from.toISOString());
  if (filter.to !== undefined) add((p) => `at < ${p}`, filter.to.toISOString());
  if (filter.hasApprover !== undefined)
    where.push(filter.hasApprover ? 'approver_staff_id is not null' : 'approver_staff_id is null');
  if (filter.beforeId !== undefined) add((p) => `id < ${p}`, filter.beforeId);
  params.push(limit);
  const rows = await session.query<AuditDbRow>(
    `select ${LOG_COLUMNS} from audit_log
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by id desc limit $${params.length}`,
    params,
  );
  return rows.map(fromDb);
}

/** One row by id, or undefined. */
export async function findRow(session: SqlSession, id: number): Promise<AuditRow | undefined> {
  const [row] = await session.query<AuditDbRow>(
    `select ${LOG_COLUMNS} from audit_log where id = $1`,
    [id],
  );
  return row ? fromDb(row) : undefined;
}
