import * as z from 'zod/mini';
import { defineCall, errorResponses } from '../call.js';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { API_PREFIX, okEnvelope } from '../envelope.js';
import { paymentSchema } from '../payments/payments.js';
import { balanceSchema } from '../users/profile.js';
import { chatMessageSchema, chatTypingSchema } from '../chat/chat.js';
import { notificationListItemSchema, notificationSchema } from '../notifications/notifications.js';

/*
 * The realtime channel (issue 22; DESIGN.md "Realtime"): one Server-Sent Events stream per
 * signed-in tab at `GET /api/v1/events?ticket=…`. EventSource cannot send headers, so the tab
 * first trades its bearer token for a one-time stream ticket that lives a minute: the bearer
 * token never appears in a URL (URLs land in logs). Each event is an SSE message whose `event`
 * is the event's `type`, whose `data` is the JSON below and whose `id` is its place in the
 * player's backlog; reconnecting with `Last-Event-ID` (or `?lastEventId=`) resumes after it.
 * Heartbeats are SSE comments. Typing signals are not kept: they carry no id.
 */

/** How long a stream ticket may wait before it is used (once). */
export const STREAM_TICKET_TTL_SECONDS = 60;
/** How often a quiet stream sends a heartbeat comment (proxies close idle connections). */
export const STREAM_HEARTBEAT_SECONDS = 25;
/** How long the backlog keeps an event for a reconnecting tab. */
export const STREAM_BACKLOG_MINUTES = 10;

/** Every movement of the player's money: the balances after it, as `/users/profile` answers them. */
export const balanceEventSchema = z.object({
  type: z.literal('balance'),
  currency: currencyCodeSchema,
  balance: balanceSchema,
});

/** A payment's status moved (a callback, the poller, staff). */
export const paymentEventSchema = z.object({
  type: z.literal('payment'),
  payment: paymentSchema,
});

/** A notification was raised for the player (the popup queue and the profile list take it). */
export const notificationEventSchema = z.object({
  type: z.literal('notification'),
  notification: notificationSchema,
});

/**
 * A staff message sent from the console (no kind, so no popup): the player's own list entry, for
 * the profile notification page and the unread count. Sent only to players with a stream open.
 */
export const notificationMessageEventSchema = z.object({
  type: z.literal('notification.message'),
  item: notificationListItemSchema,
});

/** A support chat message, either way (the player's own ones too, for the player's other tabs). */
export const chatMessageEventSchema = z.object({
  type: z.literal('chat.message'),
  message: chatMessageSchema,
});

/** The other side is typing (not kept: no id, no replay). */
export const chatTypingEventSchema = z.object({
  type: z.literal('chat.typing'),
  typing: chatTypingSchema,
});

/** A bonus grant's wagering moved or its state changed. */
export const bonusEventSchema = z.object({
  type: z.literal('bonus'),
  bonus: z.object({
    id: z.int(),
    status: z.string(),
    /** Wagering progress in percent, 0 … 100 (two decimals). */
    progress: z.number(),
    /** Minor units wagered and required, as strings (bigint). */
    wagered: z.string(),
    required: z.string(),
  }),
});

export const playerEventSchema = z.discriminatedUnion('type', [
  balanceEventSchema,
  paymentEventSchema,
  notificationEventSchema,
  notificationMessageEventSchema,
  chatMessageEventSchema,
  chatTypingEventSchema,
  bonusEventSchema,
]);
export type PlayerEvent = z.infer<typeof playerEventSchema>;
export type PlayerEventType = PlayerEvent['type'];
export const PLAYER_EVENT_TYPES = [
  'balance',
  'payment',
  'notification',
  'notification.message',
  'chat.message',
  'chat.typing',
  'bonus',
] as const satisfies readonly PlayerEventType[];

/** What the support inbox's stream carries (staff with `support.chat`). */
export const staffChatEventSchema = z.object({
  type: z.literal('chat.conversation'),
  /** The conversation whose messages, state or assignee changed. */
  conversationId: z.int(),
  message: z.optional(chatMessageSchema),
});
export const staffEventSchema = z.discriminatedUnion('type', [
  staffChatEventSchema,
  chatTypingEventSchema,
]);
export type StaffEvent = z.infer<typeof staffEventSchema>;

export const streamTicketResponseSchema = okEnvelope({
  ticket: z.string(),
  /** Seconds the ticket may wait before it is used. */
  expiresIn: z.int(),
});

export const streamQuerySchema = z.object({
  ticket: z.optional(z.string().check(z.maxLength(200))),
  /** For a new EventSource resuming a stream (it cannot set the Last-Event-ID header itself). */
  lastEventId: z.optional(z.string().check(z.regex(/^\d{1,18}$/))),
});

export const streamTicketCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/events/ticket`,
  tags: ['realtime'],
  summary: 'A one-time ticket (one minute) to open the event stream with',
  auth: 'bearer',
  responses: { 200: streamTicketResponseSchema, ...errorResponses(401, 403, 429) },
});

export const staffStreamTicketCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/admin/events/ticket`,
  tags: ['realtime', 'admin'],
  summary: "A one-time ticket (one minute) to open the support inbox's event stream",
  auth: 'bearer',
  responses: { 200: streamTicketResponseSchema, ...errorResponses(401, 403, 429) },
});

/**
 * The player's stream (text/event-stream; each message's data is a playerEventSchema event).
 * A missing, unknown, used or expired ticket answers 401 STREAM.TICKET_INVALID as JSON.
 */
export const streamCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/events`,
  tags: ['realtime'],
  summary: "The player's event stream (Server-Sent Events), opened with a stream ticket",
  auth: 'none',
  query: streamQuerySchema,
  responses: { 200: z.string(), ...errorResponses(401) },
});

/** The support inbox's stream (staffEventSchema events); its ticket from staffStreamTicketCall. */
export const staffStreamCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/admin/events`,
  tags: ['realtime', 'admin'],
  summary: "The support inbox's event stream (Server-Sent Events), opened with a stream ticket",
  auth: 'none',
  query: streamQuerySchema,
  responses: { 200: z.string(), ...errorResponses(401) },
});
