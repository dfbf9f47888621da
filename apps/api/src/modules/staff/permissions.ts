import type { StaffPermission, StaffRole } from '@jackdaw/contracts';
import { STAFF_PERMISSIONS } from '@jackdaw/contracts';

/**
 * Which role may do what (issue 20, engagement §6). Data, not code paths: a new admin action adds
 * its permission to STAFF_PERMISSIONS (contracts) and to the roles that may use it here; the
 * permission-matrix test then checks every route declared with it.
 */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  support: ['players.read'],
  finance: [
    'players.read',
    'players.correct_balance',
    'payments.read',
    'withdrawals.approve',
    'reports.read',
  ],
  security: ['players.read', 'players.ban', 'payments.read', 'audit.read'],
  aml_officer: ['players.read', 'players.ban', 'payments.read', 'reports.read', 'audit.read'],
  content: ['catalogue.write', 'banners.write'],
  manager: ['reports.read'],
  admin: STAFF_PERMISSIONS,
};

export function permissionsOf(role: StaffRole): readonly StaffPermission[] {
  return ROLE_PERMISSIONS[role];
}

export function allows(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
