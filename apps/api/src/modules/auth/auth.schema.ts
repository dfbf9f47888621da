import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every failed sign-in with its address: the history support and fraud checks read. */
export const failedLogins = pgTable(
  'failed_logins',
  {
    id: serial('id').primaryKey(),
    emailLower: text('email_lower').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('failed_logins_email_time').on(table.emailLower, table.createdAt)],
);

/**
 * Sign-in attempts per account (`account:<e-mail lower-cased>`) and per address
 * (`address:<ip>`), counted before the password is checked: the row is locked while an attempt
 * is admitted, so attempts at once are counted one after the other. See login-throttle.ts.
 */
export const loginThrottle = pgTable(
  'auth_login_throttle',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** Attempts admitted in the window, less the ones that succeeded. */
    attempts: integer('attempts').notNull().default(0),
    /** An address waits until then before its next attempt is checked. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** When the account's owner was last mailed an unlock link. */
    unlockMailedAt: timestamp('unlock_mailed_at', { withTimezone: true }),
  },
  (table) => [index('auth_login_throttle_window').on(table.windowStart)],
);
