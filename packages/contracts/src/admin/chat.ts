import * as z from 'zod/mini';
import {
  chatConversationStatusSchema,
  chatHistoryQuerySchema,
  chatMessageBodySchema,
  chatMessageResponseSchema,
  chatMessageSchema,
  chatOkResponseSchema,
  chatTypingBodySchema,
} from '../chat/chat.js';
import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX, okEnvelope } from '../envelope.js';
import { idParamSchema, storableText } from '../primitives.js';
import { adminPlayerBalanceSchema, adminPlayerSummarySchema } from './players.js';

/**
 * The support inbox (issue 22 "Support chat", back-office): open conversations with their
 * waiting time, assigning one to oneself, canned replies, the player's card beside the
 * conversation, close and reopen. Everything needs `support.chat`; every message and change is
 * audited as a staff action.
 */

export const ADMIN_CHAT_FILTERS = ['open', 'mine', 'unassigned', 'closed'] as const;
export const adminChatListQuerySchema = z.object({
  filter: z._default(z.enum(ADMIN_CHAT_FILTERS), 'open'),
  cursor: z.optional(z.string().check(z.regex(/^[1-9]\d{0,9}$/))),
});

export const adminChatConversationSchema = z.object({
  id: z.int(),
  status: chatConversationStatusSchema,
  player: z.object({ id: z.int(), name: z.string(), email: z.string() }),
  assignee: z.nullable(z.object({ id: z.int(), name: z.string() })),
  /** The newest message's text (shortened) and author. */
  lastMessage: z.nullable(z.object({ from: z.string(), text: z.string(), at: z.string() })),
  /** The player's oldest message support has not answered yet; null when none waits. */
  waitingSince: z.nullable(z.string()),
  /** Player messages staff have not read. */
  unread: z.int(),
  updatedAt: z.string(),
});
export type AdminChatConversation = z.infer<typeof adminChatConversationSchema>;

export const adminChatListResponseSchema = okEnvelope({
  items: z.array(adminChatConversationSchema),
  nextCursor: z.nullable(z.string()),
});

/** What support sees of the player beside the conversation. */
export const adminChatPlayerCardSchema = z.object({
  player: adminPlayerSummarySchema,
  balances: z.array(adminPlayerBalanceSchema),
  lastPayments: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      status: z.string(),
      amount: z.string(),
      currency: z.string(),
      method: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** The active bonus, if any. */
  bonus: z.nullable(
    z.object({ id: z.int(), name: z.string(), status: z.string(), progress: z.number() }),
  ),
  /** Account flags: banned, AML hold, self-excluded, open reviews. */
  flags: z.array(z.string()),
});

export const adminChatConversationParamsSchema = z.object({ id: idParamSchema });
export const adminChatConversationResponseSchema = okEnvelope({
  conversation: adminChatConversationSchema,
  messages: z.array(chatMessageSchema),
  nextBefore: z.nullable(z.int()),
  card: adminChatPlayerCardSchema,
});

export const adminChatMessageBodySchema = chatMessageBodySchema;

export const adminCannedReplySchema = z.object({
  id: z.int(),
  title: z.string(),
  text: z.string(),
});
export const adminCannedReplyBodySchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(80), storableText),
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000), storableText),
});
export const adminCannedRepliesResponseSchema = okEnvelope({
  items: z.array(adminCannedReplySchema),
});
export const adminCannedReplyResponseSchema = okEnvelope({ reply: adminCannedReplySchema });

const errors = errorResponses(401, 403, 404, 409, 413, 415, 422);
const conversation = (path: string, method: 'GET' | 'POST', summary: string) =>
  ({
    method,
    path: `${API_PREFIX}/admin/chat/conversations/:id${path}`,
    tags: ['admin'],
    summary,
    auth: 'bearer',
    params: adminChatConversationParamsSchema,
  }) as const;

export const adminChatListCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/chat/conversations`,
  tags: ['admin'],
  summary: 'Support conversations: longest waiting first (open), newest first (closed)',
  auth: 'bearer',
  query: adminChatListQuerySchema,
  responses: { 200: adminChatListResponseSchema, ...errors },
});

export const adminChatConversationCall = defineCall({
  ...conversation('', 'GET', 'One conversation: its messages and the player’s card (audited read)'),
  /** `before`: the page of messages older than that id (the answer's `nextBefore`). */
  query: chatHistoryQuerySchema,
  responses: { 200: adminChatConversationResponseSchema, ...errors },
});

export const adminChatReplyCall = defineCall({
  ...conversation('/messages', 'POST', 'Answers the player (audited)'),
  body: adminChatMessageBodySchema,
  responses: { 200: chatMessageResponseSchema, ...errors },
});

export const adminChatAttachmentCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/chat/attachments`,
  tags: ['admin'],
  summary: 'Uploads an image (raw bytes as the body, up to 5 MB) for a next answer',
  auth: 'bearer',
  responses: { 200: okEnvelope({ attachment: chatMessageSchema.shape.attachment }), ...errors },
});

export const adminChatTypingCall = defineCall({
  ...conversation('/typing', 'POST', 'Tells the player support is typing'),
  body: chatTypingBodySchema,
  responses: { 200: chatOkResponseSchema, ...errors },
});

export const adminChatAssignCall = defineCall({
  ...conversation(
    '/assign',
    'POST',
    'Takes the conversation: it is assigned to the caller (audited)',
  ),
  responses: { 200: okEnvelope({ conversation: adminChatConversationSchema }), ...errors },
});

export const adminChatCloseCall = defineCall({
  ...conversation('/close', 'POST', 'Closes the conversation (audited)'),
  responses: { 200: okEnvelope({ conversation: adminChatConversationSchema }), ...errors },
});

export const adminChatReopenCall = defineCall({
  ...conversation('/reopen', 'POST', 'Reopens a closed conversation (audited)'),
  responses: { 200: okEnvelope({ conversation: adminChatConversationSchema }), ...errors },
});

export const adminChatReadCall = defineCall({
  ...conversation('/read', 'POST', "Marks the player's messages read"),
  responses: { 200: chatOkResponseSchema, ...errors },
});

export const adminCannedRepliesCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/chat/canned-replies`,
  tags: ['admin'],
  summary: 'The canned replies support can insert',
  auth: 'bearer',
  responses: { 200: adminCannedRepliesResponseSchema, ...errors },
});

export const adminCannedReplyCreateCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/chat/canned-replies`,
  tags: ['admin'],
  summary: 'Adds a canned reply (audited)',
  auth: 'bearer',
  body: adminCannedReplyBodySchema,
  responses: { 200: adminCannedReplyResponseSchema, ...errors },
});

export const adminCannedReplyDeleteCall = defineCall({
  method: 'DELETE',
  path: `${API_PREFIX}/admin/chat/canned-replies/:id`,
  tags: ['admin'],
  summary: 'Removes a canned reply (audited)',
  auth: 'bearer',
  params: adminChatConversationParamsSchema,
  responses: { 200: chatOkResponseSchema, ...errors },
});
