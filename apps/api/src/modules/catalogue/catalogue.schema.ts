import { boolean, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

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
