import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * Every sign-in of a player's account (migration 0018): when, from which address and browser,
 * how it ended (`success`, `wrong_password`, `registered`), and the token version it was issued
 * at. Staff read it on the player card and search players by address prefix.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    address: text('address').notNull(),
    userAgent: text('user_agent'),
    outcome: text('outcome').notNull(),
    tokenVersion: integer('token_version'),
  },
  (table) => [
    index('sign_ins_user_idx').on(table.userId, table.id.desc()),
    index('sign_ins_address_prefix').using('btree', sql`${table.address} text_pattern_ops`),
  ],
);
