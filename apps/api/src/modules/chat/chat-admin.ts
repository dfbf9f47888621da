import {
  ErrorCode,
  type AdminChatConversation,
  type ChatMessageBody,
  type LanguageCode,
} from '@jackdaw/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit, type SqlRunner, type SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService, StaffActor } from '../audit/index.js';
import type { MailService } from '../mail/index.js';
import type { Realtime } from '../realtime/index.js';
import { playerRecord, playersByIds } from '../users/index.js';
import { answerMail } from './answer-mail.js';
import type { AttachmentLinks } from './attachment-links.js';
import { attachmentView, claimImage, storeImage } from './attachments.js';
import { INBOX_PAGE, mailDue, MESSAGE_PAGE, staffDisplayName } from './chat-rules.js';
import { chatRepository as repo, type ConversationRow } from './chat.repository.js';
import { adminConversationView, messagesView, messageView, staffNames } from './chat-view.js';
import { inboxRepository as inbox, type InboxFilter, type InboxRow } from './inbox.repository.js';
import { playerCard } from './player-card.js';

/** Who acts and from where (every change is audited with it). */
export interface StaffContext {
  actor: StaffActor;
  address: string | null;
}

export interface ChatAdminDependencies {
  sql: SqlRunner;
  realtime: Realtime;
  links: AttachmentLinks;
  audit: AuditService;
  mail: MailService;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const notFound = () => AppError.notFound(ErrorCode.ChatNotFound, 'No such conversation.');
const stateConflict = (message: string) => new AppError(409, ErrorCode.ChatStateConflict, message);
const target = (id: number) => ({ type: 'chat_conversation', id });

/**
 * The support inbox (issue 22, back-office): the queue, one conversation with the player's card,
 * answers (mailed to a player who has no stream open, once per conversation per 15 minutes),
 * typing, assign, close, reopen, read, canned replies. Every change is one transaction with its
 * audit row; reading a conversation is audited like the player card.
 */
export function createChatAdmin(deps: ChatAdminDependencies) {
  const { sql, realtime, links, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /** The inbox rows as the console shows them: players and assignees named. */
  async function views(session: SqlSession, rows: InboxRow[]): Promise<AdminChatConversation[]> {
    const players = new Map(
      (await playersByIds(session, [...new Set(rows.map((row) => row.conversation.userId))])).map(
        (player) => [player.id, player],
      ),
    );
    const names = await staffNames(
      session,
      rows.map((row) => row.conversation.assigneeId),
      'staff',
    );
    return rows.map((row) => {
      const player = players.get(row.conversation.userId);
      const assigneeId = row.conversation.assigneeId;
      return adminConversationView(row.conversation, {
        player: {
          id: row.conversation.userId,
          name: player
            ? player.name || [player.firstName, player.secondName].filter(Boolean).join(' ')
            : '',
          email: player?.email ?? '',
        },
        assignee:
          assigneeId === null ? null : { id: assigneeId, name: names.get(assigneeId) ?? '' },
        lastMessage: row.lastMessage,
        unread: row.unread,
      });
    });
  }

  async function viewOf(session: SqlSession, id: number): Promise<AdminChatConversation> {
    const row = await inbox.one(session, id);
    if (!row) throw notFound();
    return (await views(session, [row]))[0]!;
  }

  async function locked(tx: SqlSession, id: number): Promise<ConversationRow> {
    const conversation = await repo.conversationById(tx, id, true);
    if (!conversation) throw notFound();
    return conversation;
  }

  /** A state change of a conversation: locked, changed, audited, announced to the inbox. */
  function change(
    id: number,
    action: string,
    context: StaffContext,
    work: (tx: SqlSession, before: ConversationRow) => Promise<ConversationRow>,
  ) {
    return sql.transaction(async (tx) => {
      const before = await locked(tx, id);
      const after = await work(tx, before);
      await realtime.publishStaff(tx, { type: 'chat.conversation', conversationId: id });
      const conversation = await viewOf(tx, id);
      await audit.record(tx, {
        actor: context.actor,
        action,
        target: target(id),
        before: { status: before.status, assigneeId: before.assigneeId },
        after: { status: after.status, assigneeId: after.assigneeId },
        address: context.address,
      });
      return { conversation };
    });
  }

  /**
   * Mails the answer when the player has no stream open and the conversation was not mailed in
   * the last 15 minutes; `mailed_at` is set in the answer's transaction, the mail posted once it
   * commits (a rolled-back answer mails nothing).
   */
  async function mailIfAway(
    tx: SqlSession,
    conversation: ConversationRow,
    online: boolean,
    answer: { staffName: string; text: string; hasImage: boolean },
  ): Promise<boolean> {
    const at = now();
    if (online || !mailDue(conversation.mailedAt, at)) return false;
    const player = await playerRecord(tx, conversation.userId);
    if (!player) return false;
    await repo.updateConversation(tx, conversation.id, { mailedAt: at });
    const mail = answerMail({
      ...answer,
      publicUrl: deps.publicUrl,
      language: (conversation.language ?? undefined) as LanguageCode | undefined,
    });
    afterCommit(tx, () => {
      deps.mail
        .post({ to: player.email, kind: 'chat-answer', ...mail }, (error) =>
          deps.log.error({ err: error, conversationId: conversation.id }, 'chat answer mail'),
        )
        .catch((error: unknown) =>
          deps.log.error({ err: error, conversationId: conversation.id }, 'chat answer mail'),
        );
    });
    return true;
  }

  return {
    async list(query: { filter: InboxFilter; cursor?: string | undefined }, staffId: number) {
      const offset = query.cursor === undefined ? 0 : Number(query.cursor);
      const rows = await inbox.list(sql, query.filter, staffId, offset, INBOX_PAGE + 1);
      const page = rows.slice(0, INBOX_PAGE);
      return {
        items: await views(sql, page),
        nextCursor: rows.length > INBOX_PAGE ? String(offset + INBOX_PAGE) : null,
      };
    },

    /** One conversation, a page of its messages and the player's card; audited (`chat.read`). */
    conversation(id: number, before: number | undefined, context: StaffContext) {
      return sql.transaction(async (tx) => {
        const row = await repo.conversationById(tx, id);
        if (!row) throw notFound();
        const player = await playerRecord(tx, row.userId);
        if (!player) throw notFound();
        const rows = await repo.messages(tx, id, before ?? null, MESSAGE_PAGE + 1);
        const page = rows.slice(0, MESSAGE_PAGE);
        const result = {
          conversation: await viewOf(tx, id),
          messages: await messagesView(tx, page, 'staff', links),
          nextBefore: rows.length > MESSAGE_PAGE ? page.at(-1)!.id : null,
          card: await playerCard(tx, player),
        };
        await audit.record(tx, {
          actor: context.actor,
          action: 'chat.read',
          target: target(id),
          after: { player: row.userId, before: before ?? null, messages: page.length },
          address: context.address,
        });
        return result;
      });
    },

    /**
     * Answers the player: an unassigned conversation becomes the writer's; nothing waits any
     * more. Closed conversations are reopened first (409 CHAT.STATE_CONFLICT). Audited
     * (`chat.message`) with the text; mailed to an absent player (mailIfAway).
     */
    async reply(id: number, body: ChatMessageBody, context: StaffContext) {
      // Asked before the transaction: presence is read outside it (and on the embedded
      // database a second session would wait for this transaction's end).
      const found = await repo.conversationById(sql, id);
      if (!found) throw notFound();
      const online = await realtime.isOnline(found.userId);
      return sql.transaction(async (tx) => {
        const conversation = await locked(tx, id);
        if (conversation.status === 'closed') {
          throw stateConflict('The conversation is closed: reopen it to answer.');
        }
        const staffId = context.actor.staffId;
        const image =
          body.attachmentId === undefined
            ? null
            : await claimImage(tx, body.attachmentId, { staffId });
        const row = await repo.insertMessage(tx, {
          conversationId: id,
          author: 'staff',
          staffId,
          text: body.text,
          attachmentId: body.attachmentId ?? null,
        });
        await image?.use(row.id);
        await repo.updateConversation(tx, id, {
          lastMessageId: row.id,
          waitingSince: null,
          ...(conversation.assigneeId === null ? { assigneeId: staffId } : {}),
        });
        const toStaff = await staffNames(tx, [staffId], 'staff');
        const toPlayer = await staffNames(tx, [staffId], 'player');
        const message = messageView(row, toStaff, links);
        await realtime.publish(tx, conversation.userId, {
          type: 'chat.message',
          message: messageView(row, toPlayer, links),
        });
        await realtime.publishStaff(tx, { type: 'chat.conversation', conversationId: id, message });
        const mailed = await mailIfAway(tx, conversation, online, {
          staffName: toPlayer.get(staffId) ?? staffDisplayName(''),
          text: body.text,
          hasImage: body.attachmentId !== undefined,
        });
        await audit.record(tx, {
          actor: context.actor,
          action: 'chat.message',
          target: target(id),
          after: {
            messageId: row.id,
            text: body.text,
            attachmentId: body.attachmentId ?? null,
            assignedToSelf: conversation.assigneeId === null,
            mailed,
          },
          address: context.address,
        });
        return { message };
      });
    },

    /** Keeps an image for the staff member's next answer; audited (`chat.attachment`). */
    async upload(body: unknown, context: StaffContext) {
      return sql.transaction(async (tx) => {
        const stored = await storeImage(tx, { staffId: context.actor.staffId }, body);
        await audit.record(tx, {
          actor: context.actor,
          action: 'chat.attachment',
          target: { type: 'chat_attachment', id: stored.id },
          after: { type: stored.contentType, size: stored.size },
          address: context.address,
        });
        return { attachment: attachmentView(stored, links) };
      });
    },

    /** Tells the player support is typing (signalled only; not kept, not audited). */
    async typing(id: number, typing: boolean) {
      const conversation = await repo.conversationById(sql, id);
      if (!conversation) throw notFound();
      const event = {
        type: 'chat.typing' as const,
        typing: { conversationId: id, from: 'staff' as const, typing },
      };
      await realtime.signal(conversation.userId, event);
      // The other staff on the conversation see who is answering.
      await realtime.signalStaff(event);
    },

    /** Takes the conversation (from nobody or from a colleague); closed ones cannot be taken. */
    assign(id: number, context: StaffContext) {
      return change(id, 'chat.assign', context, async (tx, before) => {
        if (before.status === 'closed') {
          throw stateConflict('The conversation is closed: reopen it first.');
        }
        return repo.updateConversation(tx, id, { assigneeId: context.actor.staffId });
      });
    },

    /** Closes an open conversation; nothing waits on it any more. */
    close(id: number, context: StaffContext) {
      return change(id, 'chat.close', context, async (tx, before) => {
        if (before.status === 'closed') throw stateConflict('The conversation is closed already.');
        return repo.updateConversation(tx, id, {
          status: 'closed',
          closedAt: now(),
          waitingSince: null,
        });
      });
    },

    /** Reopens a closed conversation, assigned to the one who reopens it. */
    reopen(id: number, context: StaffContext) {
      return change(id, 'chat.reopen', context, async (tx, before) => {
        if (before.status === 'open') throw stateConflict('The conversation is open already.');
        return repo.updateConversation(tx, id, {
          status: 'open',
          closedAt: null,
          assigneeId: context.actor.staffId,
        });
      });
    },

    /** Marks the player's messages read; audited (`chat.mark_read`) with how many. */
    read(id: number, context: StaffContext) {
      return sql.transaction(async (tx) => {
        const conversation = await locked(tx, id);
        const marked = await repo.markRead(tx, id, ['player'], null);
        if (marked > 0) {
          await realtime.publishStaff(tx, { type: 'chat.conversation', conversationId: id });
        }
        await audit.record(tx, {
          actor: context.actor,
          action: 'chat.mark_read',
          target: target(conversation.id),
          after: { marked },
          address: context.address,
        });
        return {};
      });
    },

    async cannedReplies() {
      return { items: await inbox.cannedReplies(sql) };
    },

    createCannedReply(body: { title: string; text: string }, context: StaffContext) {
      return sql.transaction(async (tx) => {
        const reply = await inbox.insertCannedReply(tx, {
          ...body,
          createdBy: context.actor.staffId,
        });
        await audit.record(tx, {
          actor: context.actor,
          action: 'chat.canned_reply.create',
          target: { type: 'chat_canned_reply', id: reply.id },
          after: reply,
          address: context.address,
        });
        return { reply };
      });
    },

    deleteCannedReply(id: number, context: StaffContext) {
      return sql.transaction(async (tx) => {
        const reply = await inbox.deleteCannedReply(tx, id);
        if (!reply) throw AppError.notFound(ErrorCode.ChatNotFound, 'No such canned reply.');
        await audit.record(tx, {
          actor: context.actor,
          action: 'chat.canned_reply.delete',
          target: { type: 'chat_canned_reply', id },
          before: reply,
          address: context.address,
        });
        return {};
      });
    },
  };
}

export type ChatAdmin = ReturnType<typeof createChatAdmin>;
