import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@jackdaw/contracts';
import { createStaffService } from '../src/modules/staff/index.js';
import type { TestApp } from './helper.js';

let sequence = 0;

export interface StaffSession {
  token: string;
  staffId: number;
  email: string;
}

/**
 * A new staff member of `role` and a session of theirs, opened through the staff repository.
 * Without `password` the member has none (no Argon2 hash to compute: tests that need many);
 * give one (and `enrolled`) for a member who also signs in through the calls.
 */
export async function staffSession(
  testApp: Pick<TestApp, 'database' | 'config'>,
  role: StaffRole,
  options: { password?: string; enrolled?: boolean } = {},
): Promise<StaffSession> {
  const staff = createStaffService({
    db: testApp.database.db,
    publicUrl: testApp.config.publicUrl,
  });
  const email = `staff-${role}-${++sequence}.${Date.now()}@jackdaw.test`;
  const { member } = await staff.create({ email, role, ...options });
  const token = randomBytes(32).toString('base64url');
  await staff.repository.addSession(
    createHash('sha256').update(token).digest('hex'),
    member.id,
    new Date(),
  );
  return { token, staffId: member.id, email };
}

/** The audit rows of a target, oldest first (read directly: tests only). */
export async function auditRowsOf(
  testApp: Pick<TestApp, 'database'>,
  targetType: string,
  targetId: string,
) {
  return testApp.database.sql.query<{
    action: string;
    staff_id: number;
    reason: string | null;
    before: unknown;
    after: unknown;
  }>(
    `select action, staff_id, reason, before, after from audit_log
     where target_type = $1 and target_id = $2 order by id`,
    [targetType, targetId],
  );
}
