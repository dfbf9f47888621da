import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  isoCode: varchar('iso_code', { length: 3 }).notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
  active: boolean('active').notNull().default(true),
});

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  isoCode: varchar('iso_code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
  active: boolean('active').notNull().default(true),
});

/**
 * Countries whose visitors may not register, deposit, withdraw or play for real money (spec core
 * §6: users located in the US go to the not-available page). Operator data, seeded with US by
 * its migration (0014) only, so a row the operator removes stays removed.
 */
export const blockedCountries = pgTable(
  'blocked_countries',
  {
    countryCode: varchar('country_code', { length: 2 }).primaryKey(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('blocked_countries_code_upper', sql`${table.countryCode} ~ '^[A-Z]{2}$'`)],
);
