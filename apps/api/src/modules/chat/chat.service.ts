import {
  ErrorCode,
  type ChatAttachment,
  type ChatMessage,
  type ChatMessageBody,
  type LanguageCode,
} from '@jackdaw/contracts';
import type { SqlRunner } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Realtime } from '../realtime/index.js';
import type { AttachmentLinks } from './attachment-links.js';
import { attachmentView, claimImage, storeImage } from './attachments.js';
import { MESSAGE_PAGE } from './chat-rules.js';
import { chatRepository as repo, type ConversationRow } from './chat.repository.js';
import { messagesView, messageView, staffNames } from './chat-view.js';

/** What support writes to the player: their unread messages are these. */
export const FROM_SUPPORT = ['staff', 'system'] as const;

export interface ChatDependencies {
  sql: SqlRunner;
  realtime: Realtime;
  links: AttachmentLinks;
}

/**
 * The player's side of the support chat (issue 22): one conversation per player, opened by the
 * first message and reopened by a message after it was closed. Every message goes to the
 * player's streams (their other tabs) and to the support inbox's; typing is signalled, not kept.
 */
export function createChat({ sql, realtime, links }: ChatDependencies) {
  const conversationView = async (row: ConversationRow) => {
    const names = await staffNames(sql, [row.assigneeId], 'player');
    return {
      id: row.id,
      status: row.status,
      assignee: row.assigneeId === null ? null : (names.get(row.assigneeId) ?? null),
      createdAt: row.createdAt.toISOString(),
    };
  };

  return {
    /** The conversation (null before the first message) and a page of its messages. */
    async view(userId: number, before: number | undefined) {
      const conversation = await repo.conversationOfPlayer(sql, userId);
      if (!conversation) {
        return { conversation: null, messages: [], unread: 0, nextBefore: null };
      }
      const rows = await repo.messages(sql, conversation.id, before ?? null, MESSAGE_PAGE + 1);
      const page = rows.slice(0, MESSAGE_PAGE);
      return {
        conversation: await conversationView(conversation),
        messages: await messagesView(sql, page, 'player', links),
        unread: await repo.unread(sql, conversation.id, FROM_SUPPORT),
        nextBefore: rows.length > MESSAGE_PAGE ? page.at(-1)!.id : null,
      };
    },

    /**
     * Writes to support: opens the conversation, or reopens a closed one (back to the inbox's
     * unassigned queue). The message waits for an answer from then on (`waiting_since`).
     */
    async send(
      userId: number,
      body: ChatMessageBody,
      language: LanguageCode | undefined,
    ): Promise<ChatMessage> {
      return sql.transaction(async (tx) => {
        const conversation = await repo.lockOrOpen(tx, userId);
        const owner = { userId };
        const image =
          body.attachmentId === undefined ? null : await claimImage(tx, body.attachmentId, owner);
        const row = await repo.insertMessage(tx, {
          conversationId: conversation.id,
          author: 'player',
          staffId: null,
          text: body.text,
          attachmentId: body.attachmentId ?? null,
        });
        await image?.use(row.id);
        const reopen = conversation.status === 'closed';
        await repo.updateConversation(tx, conversation.id, {
          lastMessageId: row.id,
          waitingSince: conversation.waitingSince ?? row.createdAt,
          ...(language ? { language } : {}),
          ...(reopen ? { status: 'open', closedAt: null, assigneeId: null } : {}),
        });
        const message = messageView(row, new Map(), links);
        await realtime.publish(tx, userId, { type: 'chat.message', message });
        await realtime.publishStaff(tx, {
          type: 'chat.conversation',
          conversationId: conversation.id,
          message,
        });
        return message;
      });
    },

    /** Keeps an image for the player's next message (checked: inspectImage). */
    async upload(userId: number, body: unknown): Promise<ChatAttachment> {
      return attachmentView(await storeImage(sql, { userId }, body), links);
    },

    /** Tells support the player is typing; nothing to tell before the first message. */
    async typing(userId: number, typing: boolean): Promise<void> {
      const conversation = await repo.conversationOfPlayer(sql, userId);
      if (!conversation) return;
      await realtime.signalStaff({
        type: 'chat.typing',
        typing: { conversationId: conversation.id, from: 'player', typing },
      });
    },

    /** Marks support's messages up to `lastMessageId` read; answers the unread left. */
    async read(userId: number, lastMessageId: number): Promise<number> {
      return sql.transaction(async (tx) => {
        const conversation = await repo.conversationOfPlayer(tx, userId);
        if (!conversation) {
          throw AppError.notFound(ErrorCode.ChatNotFound, 'There is no conversation yet.');
        }
        const marked = await repo.markRead(tx, conversation.id, FROM_SUPPORT, lastMessageId);
        if (marked > 0) {
          await realtime.publishStaff(tx, {
            type: 'chat.conversation',
            conversationId: conversation.id,
          });
        }
        return repo.unread(tx, conversation.id, FROM_SUPPORT);
      });
    },
  };
}

export type Chat = ReturnType<typeof createChat>;
