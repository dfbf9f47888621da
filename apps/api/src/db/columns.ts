import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Column builders the schemas share (drizzle): time stamps with a zone, money as bigint. */

/** `created_at`, set by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** `updated_at`, set by the database at insert; the writer sets it on each change. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A point in time with its zone, nullable. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** Minor units of the row's currency. */
export const money = (name: string) => bigint(name, { mode: 'bigint' });
