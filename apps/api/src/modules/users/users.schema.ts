import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** As the player typed it; sign-in compares the lower-cased form. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Raised by every password or e-mail change: older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    name: text('name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    secondName: text('second_name').notNull().default(''),
    nationality: varchar('nationality', { length: 2 }),
    gender: text('gender'),
    birthday: date('birthday', { mode: 'string' }),
    /** The player's country (personal details): the detected `geo` at first, theirs to change. */
    country: varchar('country', { length: 2 }),
    oneClickDeposit: boolean('one_click_deposit').notNull().default(true),
    banned: boolean('banned').notNull().default(false),
    /** AML hold set by staff (player-admin): while on, withdrawals are refused. */
    amlHold: boolean('aml_hold').notNull().default(false),
    firstDeposit: boolean('first_deposit').notNull().default(false),
    bonusChoice: text('bonus_choice').notNull().default('none'),
    /** Referral code of the player who invited this one, kept for the referral programme. */
    referredByCode: text('referred_by_code'),
    tracking: jsonb('tracking').$type<Record<string, string>>().notNull().default({}),
    /** Country detected from the address at registration. */
    geo: varchar('geo', { length: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    // The staff's player search by prefix (player-admin, migration 0018).
    index('users_email_lower_prefix').using('btree', sql`lower(${table.email}) text_pattern_ops`),
    index('users_name_lower_prefix').using('btree', sql`lower(${table.name}) text_pattern_ops`),
    index('users_first_name_lower_prefix').using(
      'btree',
      sql`lower(${table.firstName}) text_pattern_ops`,
    ),
    index('users_second_name_lower_prefix').using(
      'btree',
      sql`lower(${table.secondName}) text_pattern_ops`,
    ),
    // The players who signed up with a referral code, newest first (player-admin search).
    index('users_referred_by_code_lower')
      .using('btree', sql`lower(${table.referredByCode})`, table.id)
      .where(sql`${table.referredByCode} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
