import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from '../../db/columns.js';

/*
 * Notifications (issue 22; engagement §3 "Notification", §4): what the server raised for a
 * player (a kind, or a staff message with its own title and body), the messages staff sent, and
 * the holiday campaigns behind the independence popups.
 */

/**
 * One notification of one player. `kind` is one of NOTIFICATION_KINDS, null for a staff message
 * (then `title`, `body` and `sending_id` are set). `ref` names the cause: a second raise with the
 * same user, kind and ref is ignored. `life_time` is seconds from `created_at`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    kind: text('kind'),
    /** transfer | deposit | withdrawal | identification | promo (the profile list's types). */
    type: text('type').notNull(),
    weight: integer('weight').notNull(),
    lifeTime: integer('life_time').notNull(),
    /** amount (minor units, a number), currency, quantity, bonusId. */
    customData: jsonb('custom_data').notNull().default({}),
    disabled: boolean('disabled').notNull().default(false),
    ref: text('ref').notNull(),
    title: text('title'),
    body: text('body'),
    sendingId: integer('sending_id'),
    createdAt: createdAt(),
    /** The site reported it received (POST /notifications/received). */
    receivedAt: at('received_at'),
    readAt: at('read_at'),
  },
  (table) => [
    uniqueIndex('notifications_user_kind_ref').on(table.userId, table.kind, table.ref),
    index('notifications_user_id').on(table.userId, table.id),
    index('notifications_sending').on(table.sendingId),
    check(
      'notifications_type',
      sql`${table.type} in ('transfer', 'deposit', 'withdrawal', 'identification', 'promo')`,
    ),
  ],
);

/** A message staff sent (to one player or a segment); `audience` is AdminNotificationAudience. */
export const notificationSendings = pgTable('notification_sendings', {
  id: serial('id').primaryKey(),
  audience: jsonb('audience').notNull(),
  type: text('type').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  recipients: integer('recipients').notNull(),
  sentBy: integer('sent_by').notNull(),
  createdAt: createdAt(),
});

/** An operator's holiday campaign (adminHolidayCampaignBodySchema). */
export const holidayCampaigns = pgTable(
  'holiday_campaigns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    announceFrom: at('announce_from').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    finalHours: integer('final_hours').notNull(),
    percent: integer('percent'),
    active: boolean('active').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('holiday_campaigns_country').on(table.country, table.endsAt)],
);
