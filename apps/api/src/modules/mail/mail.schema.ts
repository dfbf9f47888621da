import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every mail the casino sent; the local outbox shown at /sandbox/mail when no SMTP is set. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    /** What the mail is for (recovery…), for rate limits and the outbox list. */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_to_time').on(table.toAddress, table.createdAt)],
);
