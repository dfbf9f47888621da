import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * What staff did, append-only: a trigger of migration 0017 refuses UPDATE, DELETE and TRUNCATE.
 * Each row's `hash` covers the previous row's hash and this row's canonical content
 * (canonical.ts), so an edit made past the trigger breaks the chain at that row. `prev_hash` is
 * unique: two rows can never claim the same predecessor, whatever the writers race.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: integer('staff_id').notNull(),
    role: text('role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    address: text('address'),
    /** The second person of a four-eyes action; null when one person sufficed. */
    approverStaffId: integer('approver_staff_id'),
    approverRole: text('approver_role'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    unique('audit_log_prev_hash_unique').on(table.prevHash),
    index('audit_log_staff_idx').on(table.staffId, table.id),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.id),
    check(
      'audit_log_approver_pair',
      sql`(${table.approverStaffId} is null) = (${table.approverRole} is null)`,
    ),
  ],
);

/** An action waiting for a second person (four eyes), then approved or rejected once. */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    payload: jsonb('payload').notNull(),
    /** Minor units, with its currency, when the action moves money. */
    amount: bigint('amount', { mode: 'bigint' }),
    currencyCode: varchar('currency_code', { length: 3 }),
    reason: text('reason'),
    requestedBy: integer('requested_by').notNull(),
    requestedRole: text('requested_role').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('pending'),
    decidedBy: integer('decided_by'),
    decidedRole: text('decided_role'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    check('approval_requests_status', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check(
      'approval_requests_decision',
      sql`(${table.status} = 'pending') = (${table.decidedBy} is null) and (${table.decidedBy} is null) = (${table.decidedAt} is null) and (${table.decidedBy} is null) = (${table.decidedRole} is null)`,
    ),
    check(
      'approval_requests_other_person',
      sql`${table.decidedBy} is null or ${table.decidedBy} <> ${table.requestedBy}`,
    ),
    check(
      'approval_requests_amount_currency',
      sql`(${table.amount} is null) = (${table.currencyCode} is null)`,
    ),
    index('approval_requests_pending_idx')
      .on(table.requestedAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
