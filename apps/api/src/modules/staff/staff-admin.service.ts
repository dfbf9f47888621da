import {
  ErrorCode,
  staffRoleSchema,
  type AdminStaffMember,
  type StaffRole,
} from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService, StaffActor } from '../audit/index.js';
import {
  staffAdminRepository as repository,
  type StaffAdminRow,
} from './staff-admin.repository.js';
import { invite } from './staff.service.js';
import { newTotpSecret } from './totp.js';

/** A page of the staff list. */
const PAGE = 50;

/** Who acts, from where, and why (the audit row). */
export interface StaffActionContext {
  actor: StaffActor;
  address: string;
  reason?: string | null;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function toMember(row: StaffAdminRow): AdminStaffMember {
  return {
    id: row.id,
    email: row.email,
    role: staffRoleSchema.parse(row.role),
    enrolled: row.totp_enrolled,
    disabledAt: iso(row.disabled_at),
    createdAt: iso(row.created_at)!,
    lastSignInAt: iso(row.last_sign_in_at),
    sessions: Number(row.sessions),
  };
}

/** What the audit row keeps of a member: their state, never a secret. */
const snapshot = (row: StaffAdminRow) => ({
  email: row.email,
  role: row.role,
  enrolled: row.totp_enrolled,
  disabled: row.disabled_at !== null,
});

const notFound = (id: number) =>
  AppError.notFound(ErrorCode.StaffNotFound, `No staff member has the id ${id}.`);
const selfChange = (what: string) =>
  new AppError(
    409,
    ErrorCode.StaffSelfChange,
    `You cannot ${what} yourself; ask another administrator.`,
  );
const stateConflict = (message: string) => new AppError(409, ErrorCode.StaffStateConflict, message);

/**
 * Staff management (permission staff.manage): each change and its audit row in one transaction,
 * so a change is never without its record nor a record without its change.
 */
export function createStaffAdminService({
  sql,
  audit,
  publicUrl,
  now = () => new Date(),
}: {
  sql: SqlRunner;
  audit: AuditService;
  publicUrl: string;
  now?: () => Date;
}) {
  /** The member locked for the change, or 404. */
  async function locked(tx: SqlSession, id: number): Promise<StaffAdminRow> {
    const row = await repository.lock(tx, id);
    if (!row) throw notFound(id);
    return row;
  }

  async function record(
    tx: SqlSession,
    context: StaffActionContext,
    action: string,
    id: number,
    before: unknown,
    after: unknown,
  ) {
    await audit.record(tx, {
      actor: context.actor,
      action,
      target: { type: 'staff', id },
      before,
      after,
      reason: context.reason ?? null,
      address: context.address,
    });
  }

  /** A new one-time enrolment link for the member (7 days), in the transaction. */
  async function newLink(tx: SqlSession, staffId: number): Promise<string> {
    const { tokenHash, expiresAt, link } = invite(publicUrl, now());
    await repository.addTicket(tx, { tokenHash, staffId, purpose: 'enrol', expiresAt });
    return link;
  }

  return {
    async list(after = 0) {
      const rows = await repository.list(sql, after, PAGE + 1);
      const page = rows.slice(0, PAGE);
      return {
        members: page.map(toMember),
        nextAfter: rows.length > PAGE ? page.at(-1)!.id : null,
      };
    },

    /** A member with a role and no password; answers their enrolment link (as `staff:create`). */
    create(input: { email: string; role: StaffRole }, context: StaffActionContext) {
      return sql.transaction(async (tx) => {
        const email = input.email.trim().toLowerCase();
        const id = await repository.insert(tx, {
          email,
          role: input.role,
          totpSecret: newTotpSecret(),
        });
        if (id === undefined) {
          throw new AppError(409, ErrorCode.StaffEmailTaken, 'A staff member has this e-mail.');
        }
        const enrolmentLink = await newLink(tx, id);
        const row = (await repository.find(tx, id))!;
        await record(tx, context, 'staff.create', id, null, snapshot(row));
        return { member: toMember(row), enrolmentLink };
      });
    },

    changeRole(id: number, role: StaffRole, context: StaffActionContext) {
      return sql.transaction(async (tx) => {
        const before = await locked(tx, id);
        if (id === context.actor.staffId) throw selfChange('change the role of');
        if (before.role === role) throw stateConflict(`The member already has the role ${role}.`);
        await repository.setRole(tx, id, role);
        const after = (await repository.find(tx, id))!;
        await record(tx, context, 'staff.change_role', id, snapshot(before), snapshot(after));
        return { member: toMember(after), sessionsEnded: 0 };
      });
    },

    /** Disables a member: their sessions and pending links end, sign-in is refused. */
    disable(id: number, context: StaffActionContext) {
      return sql.transaction(async (tx) => {
        const before = await locked(tx, id);
        if (id === context.actor.staffId) throw selfChange('disable');
        if (before.disabled_at !== null) throw stateConflict('The member is disabled already.');
        await repository.setDisabled(tx, id, now());
        const sessionsEnded = await repository.endSessions(tx, id);
        await repository.deleteTickets(tx, id);
        const after = (await repository.find(tx, id))!;
        await record(tx, context, 'staff.disable', id, snapshot(before), {
          ...snapshot(after),
          sessionsEnded,
        });
        return { member: toMember(after), sessionsEnded };
      });
    },

    enable(id: number, context: StaffActionContext) {
      return sql.transaction(async (tx) => {
        const before = await locked(tx, id);
        if (before.disabled_at === null) throw stateConflict('The member is not disabled.');
        await repository.setDisabled(tx, id, null);
        const after = (await repository.find(tx, id))!;
        await record(tx, context, 'staff.enable', id, snapshot(before), snapshot(after));
        return { member: toMember(after), sessionsEnded: 0 };
      });
    },

    /**
     * Resets the member's sign-in: a new TOTP secret, no password, no recovery codes, no
     * sessions; answers a new enrolment link where they choose a password and enrol again.
     */
    resetTwoFactor(id: number, context: StaffActionContext) {
      return sql.transaction(async (tx) => {
        const before = await locked(tx, id);
        await repository.resetSignIn(tx, id, newTotpSecret());
        const sessionsEnded = await repository.endSessions(tx, id);
        await repository.deleteTickets(tx, id);
        const enrolmentLink = await newLink(tx, id);
        const after = (await repository.find(tx, id))!;
        await record(tx, context, 'staff.reset_2fa', id, snapshot(before), {
          ...snapshot(after),
          sessionsEnded,
        });
        return { member: toMember(after), enrolmentLink };
      });
    },

    endSessions(id: number, context: StaffActionContext) {
      return sql.transaction(async (tx) => {
        const before = await locked(tx, id);
        const sessionsEnded = await repository.endSessions(tx, id);
        const after = (await repository.find(tx, id))!;
        await record(
          tx,
          context,
          'staff.end_sessions',
          id,
          { sessions: Number(before.sessions) },
          {
            sessionsEnded,
          },
        );
        return { member: toMember(after), sessionsEnded };
      });
    },
  };
}

export type StaffAdminService = ReturnType<typeof createStaffAdminService>;
