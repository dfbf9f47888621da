import { STAFF_ROLES, type StaffRole } from '@jackdaw/contracts';

// The demo staff's published credentials alone (no database, no hashing): the browser journeys
// import this file to sign in (e2e/support/staff.ts), so it must stay free of server code.

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
