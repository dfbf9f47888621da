import { STAFF_ROLES, type StaffRole } from '@jackdaw/contracts';
import type { Database } from '../../db/client.js';
import { createStaffRepository } from './staff.repository.js';
import { hashPassword } from '../auth/index.js';

export interface DemoStaffMember {
  email: string;
  password: string;
  role: StaffRole;
  /** Base32, as an authenticator app takes it. */
  totpSecret: string;
}

/**
 * The demo staff of a local install, enrolled already, one per role so a newcomer (and the
 * browser journeys) can see the console as each duty sees it: passwords and TOTP secrets are
 * published in the README, so they are never created in production.
 */
export const DEMO_STAFF: readonly DemoStaffMember[] = STAFF_ROLES.map((role) => {
  // Base32 has no underscore, 0, 1, 8 or 9: the role's letters, padded to 32 characters.
  const letters = role.toUpperCase().replace(/[^A-Z]/g, '');
  return {
    email: `${role.replace('_', '-')}@jackdaw.local`,
    password: `Demo-${role.replace('_', '-')}-1`,
    role,
    totpSecret: `JACKDAWDEMO${letters}TOTPSECRETKEY234`.slice(0, 32).padEnd(32, 'A'),
  };
});

/** The demo admin (README): staff and settings. */
export const DEMO_ADMIN = DEMO_STAFF.find((member) => member.role === 'admin')!;

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
