import type { StaffPermission, StaffRole } from '@jackdaw/contracts';
import { STAFF_PERMISSIONS } from '@jackdaw/contracts';

/**
 * Which role may do what (issue 20, engagement §6). Data, not code paths: a new admin action adds
 * its permission to STAFF_PERMISSIONS (contracts) and to the roles that may use it here; the
 * permission-matrix test then checks every route declared with it.
 */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  // Answers players in the support chat: reads their card, notes, blocks an abused account,
  // resets access, reads what was sent to them.
  support: [
    'players.read',
    'players.note',
    'players.ban',
    'players.reset_password',
    'players.end_sessions',
    'payments.read',
    'bonuses.read',
    'notifications.read',
    'support.chat',
    'referrals.read',
    'tournaments.read',
  ],
  // Pays and corrects money (the referral commission settings and self-referral review too);
  // reads the money reports.
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
    'bonuses.read',
    'referrals.read',
    'referrals.write',
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
    'bonuses.read',
  ],
  content: [
    'catalogue.read',
    'catalogue.write',
    'banners.write',
    'payment_methods.write',
    'landings.read',
    'landings.write',
    'tournaments.read',
  ],
  // Runs the promotions: offers, campaigns and promo codes, the review of refused grants, the
  // notifications sent to players and the holiday campaigns, the referral programme, the wheel
  // landings and the tournaments, and reads the players they concern (their bonuses are a tab
  // of the player card).
  manager: [
    'players.read',
    // The tournament form's game search reads the catalogue (never edits it).
    'catalogue.read',
    'reports.read',
    'bonuses.read',
    'bonuses.write',
    'notifications.read',
    'notifications.write',
    'referrals.read',
    'referrals.write',
    'landings.read',
    'landings.write',
    'tournaments.read',
    'tournaments.write',
  ],
  admin: STAFF_PERMISSIONS,
};

export function permissionsOf(role: StaffRole): readonly StaffPermission[] {
  return ROLE_PERMISSIONS[role];
}

export function allows(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
