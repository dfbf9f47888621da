import { bigserial, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.js';

/*
 * The realtime channel's tables (issue 22; README.md in this folder). Nothing here is the truth of
 * anything: the backlog lets a reconnecting tab resume, the tickets open a stream once, the
 * presence rows say which player has a stream open on a live instance.
 */

/**
 * The short backlog (STREAM_BACKLOG_MINUTES): every stored event, per channel (`u:<userId>` for
 * a player, `staff` for the support inbox). Its id is the SSE id a tab resumes after.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    channel: text('channel').notNull(),
    type: text('type').notNull(),
    /** The event as the contract's playerEventSchema / staffEventSchema sends it. */
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('realtime_events_channel_id').on(table.channel, table.id)],
);

/** One-time stream tickets (STREAM_TICKET_TTL_SECONDS): only the sha256 of the token is kept. */
export const realtimeTickets = pgTable(
  'realtime_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The player's stream, or (with staffId) the support inbox's. */
    userId: integer('user_id'),
    staffId: integer('staff_id'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('realtime_tickets_expires_at').on(table.expiresAt)],
);

/** Instances alive now: each refreshes its row (heartbeat); a silent one's presence is stale. */
export const realtimeInstances = pgTable('realtime_instances', {
  id: text('id').primaryKey(),
  seenAt: at('seen_at').notNull().defaultNow(),
});

/** A player with at least one stream open on an instance (isOnline, across instances). */
export const realtimePresence = pgTable(
  'realtime_presence',
  {
    instanceId: text('instance_id').notNull(),
    userId: integer('user_id').notNull(),
    openedAt: at('opened_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.instanceId, table.userId] }),
    index('realtime_presence_user_id').on(table.userId),
  ],
);
