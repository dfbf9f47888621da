import { defineCall, errorResponses } from '../call.js';
import { API_PREFIX } from '../envelope.js';
import {
  chatAttachmentResponseSchema,
  chatHistoryQuerySchema,
  chatMessageBodySchema,
  chatMessageResponseSchema,
  chatOkResponseSchema,
  chatReadBodySchema,
  chatReadResponseSchema,
  chatTypingBodySchema,
  playerChatResponseSchema,
} from './chat.js';

const playerErrors = errorResponses(401, 403, 404, 409, 413, 415, 422, 429);

export const playerChatCall = defineCall({
  method: 'GET',
  path: `${API_PREFIX}/chat`,
  tags: ['chat'],
  summary: "The player's support conversation and its messages, newest page (older with before)",
  auth: 'bearer',
  query: chatHistoryQuerySchema,
  responses: { 200: playerChatResponseSchema, ...playerErrors },
});

export const chatSendCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/chat/messages`,
  tags: ['chat'],
  summary: 'Writes to support: opens the conversation, or reopens a closed one',
  auth: 'bearer',
  body: chatMessageBodySchema,
  responses: { 200: chatMessageResponseSchema, ...playerErrors },
});

export const chatAttachmentCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/chat/attachments`,
  tags: ['chat'],
  summary: 'Uploads an image (its raw bytes as the body; JPEG, PNG, WebP or GIF, up to 5 MB)',
  description:
    'Too large → 413 CHAT.IMAGE_TOO_LARGE; not an image of those types → 415 CHAT.IMAGE_TYPE.',
  auth: 'bearer',
  responses: { 200: chatAttachmentResponseSchema, ...playerErrors },
});

export const chatTypingCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/chat/typing`,
  tags: ['chat'],
  summary: 'Tells support the player is typing (or stopped)',
  auth: 'bearer',
  body: chatTypingBodySchema,
  responses: { 200: chatOkResponseSchema, ...playerErrors },
});

export const chatReadCall = defineCall({
  method: 'POST',
  path: `${API_PREFIX}/chat/read`,
  tags: ['chat'],
  summary: "Marks support's messages up to lastMessageId read",
  auth: 'bearer',
  body: chatReadBodySchema,
  responses: { 200: chatReadResponseSchema, ...playerErrors },
});
