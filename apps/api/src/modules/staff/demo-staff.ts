import type { Database } from '../../db/client.js';
import { createStaffRepository } from './staff.repository.js';
import { hashPassword } from '../auth/index.js';

/**
 * The demo admin of a local install, enrolled already: password and TOTP secret are published in
 * the README (any authenticator app takes the secret), so never created in production.
 */
export const DEMO_ADMIN = {
  email: 'admin@jackdaw.local',
  password: 'Demo-admin-1',
  totpSecret: 'JACKDAWDEMOADMINTOTPSECRETKEY234',
} as const;

/** Adds the demo admin unless a staff member has its e-mail (idempotent start-up). */
export async function seedDemoStaff(db: Database, env: string): Promise<void> {
  if (env === 'production') throw new Error('The demo admin is never created in production.');
  const repository = createStaffRepository(db);
  if (await repository.findByEmail(DEMO_ADMIN.email)) return;
  await repository.insert({
    email: DEMO_ADMIN.email,
    passwordHash: await hashPassword(DEMO_ADMIN.password),
    role: 'admin',
    totpSecret: DEMO_ADMIN.totpSecret,
    totpEnrolled: true,
  });
}
