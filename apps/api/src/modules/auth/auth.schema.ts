import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed sign-ins, counted per account over the last hour (anti-automation). */
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
