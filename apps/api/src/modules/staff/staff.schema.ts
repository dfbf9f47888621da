import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Staff accounts: not players (issue 20). Only the staff module reads or writes these tables. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased on the way in. */
    email: text('email').notNull(),
    /** Argon2id as the players'; null until a member created by `staff:create` enrols. */
    passwordHash: text('password_hash'),
    role: text('role').notNull(),
    /** Base32 TOTP secret; the server must read it to check codes, so it cannot be hashed. */
    totpSecret: text('totp_secret').notNull(),
    totpEnrolled: boolean('totp_enrolled').notNull().default(false),
    /** The time step of the last code accepted: a code is good once. */
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The last sign-in that opened a session (migration 0022). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_email').on(table.email)],
);

/** Recovery codes, SHA-256 of each (they are random, 50 bits): shown once, good once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_recovery_codes_staff').on(table.staffId)],
);

/**
 * Short-lived tickets between the steps of a sign-in: `enrol` (after the password, or the link of
 * `staff:create`) and `verify` (after the password, waiting for a code). Kept as SHA-256.
 */
export const staffTickets = pgTable(
  'staff_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_tickets_staff').on(table.staffId)],
);

/** Staff sessions: opaque bearer tokens kept as SHA-256, ended after 30 idle minutes. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_sessions_staff').on(table.staffId)],
);

export type StaffRow = typeof staff.$inferSelect;
