import * as z from 'zod/mini';
import { okEnvelope } from '../envelope.js';
import { storableText } from '../primitives.js';

/*
 * The casino's own support chat (issue 22; core §2, §4 "Support chat"; engagement §4). A player
 * has one conversation; staff of the support role answer it in the back-office inbox. Messages
 * go both ways over the realtime channel. Images are stored privately: a message carries a
 * signed link to its image that works for a limited time (SIGNED_ATTACHMENT_MINUTES).
 */

/** Longest message text, in characters. */
export const CHAT_MESSAGE_MAX = 2000;
/** Largest image a message may carry (bytes). */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** How long a signed attachment link works. */
export const SIGNED_ATTACHMENT_MINUTES = 60;

export const CHAT_AUTHORS = ['player', 'staff', 'system'] as const;
export const chatAuthorSchema = z.enum(CHAT_AUTHORS);
export type ChatAuthor = z.infer<typeof chatAuthorSchema>;

export const CHAT_CONVERSATION_STATUSES = ['open', 'closed'] as const;
export const chatConversationStatusSchema = z.enum(CHAT_CONVERSATION_STATUSES);

export const chatAttachmentSchema = z.object({
  id: z.int(),
  type: z.enum(CHAT_IMAGE_TYPES),
  size: z.int(),
  /** A signed link (SIGNED_ATTACHMENT_MINUTES) to the image. */
  url: z.string(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatMessageSchema = z
  .object({
    id: z.int(),
    conversationId: z.int(),
    from: chatAuthorSchema,
    /** The staff member's display name on staff messages; null otherwise. */
    author: z.nullable(z.string()),
    text: z.string(),
    attachment: z.nullable(chatAttachmentSchema),
    createdAt: z.string(),
    /** When the other side read it. */
    readAt: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatTypingSchema = z.object({
  conversationId: z.int(),
  from: chatAuthorSchema,
  typing: z.boolean(),
});
export type ChatTyping = z.infer<typeof chatTypingSchema>;

export const chatConversationSchema = z.object({
  id: z.int(),
  status: chatConversationStatusSchema,
  /** The staff member answering, by display name. */
  assignee: z.nullable(z.string()),
  createdAt: z.string(),
});

/** The player's chat as the widget opens it: the conversation (null before the first message), its newest messages. */
export const playerChatResponseSchema = okEnvelope({
  conversation: z.nullable(chatConversationSchema),
  messages: z.array(chatMessageSchema),
  /** Staff messages the player has not read. */
  unread: z.int(),
  /** The id to pass as `before` for older messages, or null at the start. */
  nextBefore: z.nullable(z.int()),
});

const beforeSchema = z.optional(
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
    z.transform((value: string) => Number(value)),
  ),
);
export const chatHistoryQuerySchema = z.object({ before: beforeSchema });

export const chatMessageBodySchema = z
  .object({
    text: z.string().check(z.trim(), z.maxLength(CHAT_MESSAGE_MAX), storableText),
    /** An image uploaded before with POST /chat/attachments. */
    attachmentId: z.optional(z.int().check(z.gte(1), z.lte(2_147_483_647))),
  })
  .check(
    z.refine((body) => body.text.length > 0 || body.attachmentId !== undefined, {
      message: 'A message needs a text or an image',
    }),
  );
export type ChatMessageBody = z.infer<typeof chatMessageBodySchema>;
export const chatMessageResponseSchema = okEnvelope({ message: chatMessageSchema });

export const chatAttachmentResponseSchema = okEnvelope({ attachment: chatAttachmentSchema });

export const chatTypingBodySchema = z.object({ typing: z.boolean() });
export const chatReadBodySchema = z.object({
  lastMessageId: z.int().check(z.gte(1), z.lte(2_147_483_647)),
});
export const chatReadResponseSchema = okEnvelope({ unread: z.int() });
export const chatOkResponseSchema = okEnvelope({});
