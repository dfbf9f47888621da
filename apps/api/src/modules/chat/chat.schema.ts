import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from '../../db/columns.js';
import { users } from '../users/users.schema.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/*
 * The support chat (issue 22; migration 0027): one conversation per player, its messages both
 * ways, their images and the inbox's canned replies. Staff ids are plain integers (the staff
 * module's ids), as in the audit log.
 */

/**
 * A player's one conversation with support. `waiting_since`: the player's oldest message after
 * support's last answer (null when nothing waits); the inbox sorts by it. `language`: the
 * player's browser language at their last message, for the mail of an answer they miss;
 * `mailed_at`: when such a mail was last sent (one per 15 minutes).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    /** open | closed. */
    status: text('status').notNull().default('open'),
    /** The staff member answering it. */
    assigneeId: integer('assignee_id'),
    waitingSince: at('waiting_since'),
    lastMessageId: integer('last_message_id'),
    language: text('language'),
    mailedAt: at('mailed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: at('closed_at'),
  },
  (table) => [
    check('chat_conversations_status', sql`${table.status} in ('open', 'closed')`),
    index('chat_conversations_queue_idx').on(table.status, table.waitingSince, table.updatedAt),
  ],
);

/**
 * An image sent in the chat, owned by the player or the staff member who uploaded it (exactly
 * one), used by at most one message (`message_id`, set when a message takes it).
 */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id'),
    ownerStaffId: integer('owner_staff_id'),
    /** Told by the first bytes: image/jpeg, image/png, image/webp or image/gif. */
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    messageId: integer('message_id'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('chat_attachments_message_id_unique').on(table.messageId),
    check(
      'chat_attachments_one_owner',
      sql`(${table.ownerUserId} is null) <> (${table.ownerStaffId} is null)`,
    ),
    index('chat_attachments_unused_idx')
      .on(table.createdAt)
      .where(sql`${table.messageId} is null`),
  ],
);

/** A message: the player's, a staff member's (`staff_id`) or the system's. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    /** player | staff | system. */
    author: text('author').notNull(),
    staffId: integer('staff_id'),
    text: text('text').notNull().default(''),
    attachmentId: integer('attachment_id').references(() => chatAttachments.id),
    createdAt: createdAt(),
    /** When the other side read it. */
    readAt: at('read_at'),
  },
  (table) => [
    check('chat_messages_author', sql`${table.author} in ('player', 'staff', 'system')`),
    check('chat_messages_staff', sql`(${table.author} = 'staff') = (${table.staffId} is not null)`),
    index('chat_messages_conversation_idx').on(table.conversationId, table.id),
    index('chat_messages_unread_idx')
      .on(table.conversationId, table.author)
      .where(sql`${table.readAt} is null`),
  ],
);

/** Texts support inserts into an answer. */
export const chatCannedReplies = pgTable('chat_canned_replies', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  createdBy: integer('created_by').notNull(),
  createdAt: createdAt(),
});
