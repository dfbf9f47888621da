import type { BannerTranslation } from '@jackdaw/contracts';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The promo carousel of the casino layout (engagement §3 "Banner"), managed by the operator. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  /** Stable name; the seed updates banners by it. */
  name: text('name').notNull().unique(),
  type: text('type').notNull().default('promo'),
  weight: integer('weight').notNull().default(0),
  turningSpeed: integer('turning_speed').notNull().default(5),
  buttonLinkDesktop: text('button_link_desktop').notNull(),
  buttonLinkMob: text('button_link_mob').notNull(),
  imgMob: text('img_mob').notNull(),
  imgDesktop: text('img_desktop').notNull(),
  startDate: timestamp('start_date', { withTimezone: true }),
  endDate: timestamp('end_date', { withTimezone: true }),
  geo: text('geo').array().notNull().default([]),
  translations: jsonb('translations').$type<BannerTranslation[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
});

export type BannerRow = typeof banners.$inferSelect;
