import type { Database } from '../../db/client.js';
import { createStaffRepository } from './staff.repository.js';
import { hashPassword } from '../auth/index.js';
import { DEMO_STAFF } from './demo-staff-accounts.js';

export { DEMO_ADMIN, DEMO_STAFF, type DemoStaffMember } from './demo-staff-accounts.js';

/** Adds each demo staff member unless a staff member has its e-mail (idempotent start-up). */
export async function seedDemoStaff(db: Database, env: string): Promise<void> {
  if (env === 'production') throw new Error('The demo staff are never created in production.');
  const repository = createStaffRepository(db);
  for (const member of DEMO_STAFF) {
    if (await repository.findByEmail(member.email)) continue;
    await repository.insert({
      email: member.email,
      passwordHash: await hashPassword(member.password),
      role: member.role,
      totpSecret: member.totpSecret,
      totpEnrolled: true,
    });
  }
}
