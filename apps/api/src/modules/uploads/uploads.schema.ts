import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Pictures staff upload (banner art, game covers), kept in the database so that every server
 * instance serves them (migration 0020). Content-addressed: the same bytes are one row.
 */
export const uploads = pgTable('uploads', {
  sha256: text('sha256').primaryKey(),
  /** Told by the first bytes: image/png, image/jpeg, image/webp or image/avif. */
  contentType: text('content_type').notNull(),
  ext: text('ext').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** The staff member who first uploaded these bytes. */
  createdBy: integer('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
