import type { StaffPermission, StaffRole } from '@jackdaw/contracts';
import { STAFF_PERMISSIONS } from '@jackdaw/contracts';

/**
 * Which role may do what (issue 20, engagement §6). Data, not code paths: a new admin action adds
 * its permission to STAFF_PERMISSIONS (contracts) and to the roles that may use it here; the
 * permission-matrix test then checks every route declared with it.
 */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  // Answers players: reads their card, notes, blocks an abused account, resets access.
  support: [
    'players.read',
    'players.note',
    'players.ban',
    'players.reset_password',
    'players.end_sessions',
    'payments.read',
  ],
  // Pays and corrects money; reads the money reports.
  finance: [
    'players.read',
    'players.note',
    'players.correct_balance',
    'payments.read',
    'payments.reconcile',
    'withdrawals.approve',
    'withdrawals.hold',
    'payment_methods.write',
    'reports.read',
  ],
  // "May block withdrawals" (terms): holds, bans, reads the log of what staff did.
  security: [
    'players.read',
    'players.note',
    'players.ban',
    'players.end_sessions',
    'payments.read',
    'withdrawals.hold',
    'audit.read',
  ],
  // The same blocking powers as security, and the money reports an AML review reads.
  aml_officer: [
    'players.read',
    'players.note',
    'players.ban',
    'players.end_sessions',
    'payments.read',
    'withdrawals.hold',
    'reports.read',
    'audit.read',
  ],
  content: ['catalogue.write', 'banners.write', 'payment_methods.write'],
  manager: ['reports.read'],
  admin: STAFF_PERMISSIONS,
};

export function permissionsOf(role: StaffRole): readonly StaffPermission[] {
  return ROLE_PERMISSIONS[role];
}

export function allows(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
