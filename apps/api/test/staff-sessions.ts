import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@jackdaw/contracts';
import { createStaffService } from '../src/modules/staff/index.js';
import type { TestApp } from './helper.js';

let sequence = 0;

/** A new staff member of `role` and a session of theirs (opened through the staff repository). */
export async function staffSession(
  testApp: TestApp,
  role: StaffRole,
): Promise<{ token: string; staffId: number }> {
  const staff = createStaffService({
    db: testApp.database.db,
    publicUrl: testApp.config.publicUrl,
  });
  const { member } = await staff.create({
    email: `content${++sequence}.${Date.now()}@jackdaw.test`,
    role,
  });
  const token = randomBytes(32).toString('base64url');
  await staff.repository.addSession(
    createHash('sha256').update(token).digest('hex'),
    member.id,
    new Date(),
  );
  return { token, staffId: member.id };
}

/** The audit rows of a target, oldest first (read directly: tests only). */
export async function auditRowsOf(testApp: TestApp, targetType: string, targetId: string) {
  return testApp.database.sql.query<{
    action: string;
    staff_id: number;
    before: unknown;
    after: unknown;
  }>(
    `select action, staff_id, before, after from audit_log
     where target_type = $1 and target_id = $2 order by id`,
    [targetType, targetId],
  );
}
