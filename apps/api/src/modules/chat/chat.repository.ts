import type { ChatAuthor } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import { UNUSED_ATTACHMENT_HOURS } from './chat-rules.js';

/* The chat's SQL, on the caller's session (every change runs in its service's transaction). */

export interface ConversationRow {
  id: number;
  userId: number;
  status: 'open' | 'closed';
  assigneeId: number | null;
  waitingSince: Date | null;
  lastMessageId: number | null;
  language: string | null;
  mailedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  closedAt: Date | null;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  author: ChatAuthor;
  staffId: number | null;
  text: string;
  attachment: { id: number; type: string; size: number } | null;
  createdAt: Date;
  readAt: Date | null;
}

export interface AttachmentRow {
  id: number;
  ownerUserId: number | null;
  ownerStaffId: number | null;
  contentType: string;
  size: number;
  messageId: number | null;
}

type Raw = Record<string, unknown>;
const date = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string);
const int = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const CONVERSATION_COLUMNS = `id, user_id, status, assignee_id, waiting_since, last_message_id,
  language, mailed_at, created_at, updated_at, closed_at`;

export const conversationOf = (row: Raw): ConversationRow => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  status: row.status as ConversationRow['status'],
  assigneeId: int(row.assignee_id),
  waitingSince: date(row.waiting_since),
  lastMessageId: int(row.last_message_id),
  language: (row.language as string | null) ?? null,
  mailedAt: date(row.mailed_at),
  createdAt: date(row.created_at)!,
  updatedAt: date(row.updated_at)!,
  closedAt: date(row.closed_at),
});

const MESSAGE_COLUMNS = `m.id, m.conversation_id, m.author, m.staff_id, m.text, m.attachment_id,
  m.created_at, m.read_at, a.content_type, a.size`;

const messageOf = (row: Raw): MessageRow => ({
  id: Number(row.id),
  conversationId: Number(row.conversation_id),
  author: row.author as ChatAuthor,
  staffId: int(row.staff_id),
  text: row.text as string,
  attachment:
    row.attachment_id === null
      ? null
      : {
          id: Number(row.attachment_id),
          type: row.content_type as string,
          size: Number(row.size),
        },
  createdAt: date(row.created_at)!,
  readAt: date(row.read_at),
});

const attachmentOf = (row: Raw): AttachmentRow => ({
  id: Number(row.id),
  ownerUserId: int(row.owner_user_id),
  ownerStaffId: int(row.owner_staff_id),
  contentType: row.content_type as string,
  size: Number(row.size),
  messageId: int(row.message_id),
});

export const chatRepository = {
  async conversationOfPlayer(
    session: SqlSession,
    userId: number,
    lock = false,
  ): Promise<ConversationRow | undefined> {
    const [row] = await session.query<Raw>(
      `select ${CONVERSATION_COLUMNS} from chat_conversations where user_id = $1
       ${lock ? 'for update' : ''}`,
      [userId],
    );
    return row && conversationOf(row);
  },

  async conversationById(
    session: SqlSession,
    id: number,
    lock = false,
  ): Promise<ConversationRow | undefined> {
    const [row] = await session.query<Raw>(
      `select ${CONVERSATION_COLUMNS} from chat_conversations where id = $1
       ${lock ? 'for update' : ''}`,
      [id],
    );
    return row && conversationOf(row);
  },

  /** The player's conversation, created open when there is none yet; locked either way. */
  async lockOrOpen(session: SqlSession, userId: number): Promise<ConversationRow> {
    await session.query(
      'insert into chat_conversations (user_id) values ($1) on conflict (user_id) do nothing',
      [userId],
    );
    return (await chatRepository.conversationOfPlayer(session, userId, true))!;
  },

  /** Changes a conversation's state columns; answers the row after. */
  async updateConversation(
    session: SqlSession,
    id: number,
    change: Partial<
      Pick<
        ConversationRow,
        | 'status'
        | 'assigneeId'
        | 'waitingSince'
        | 'lastMessageId'
        | 'language'
        | 'mailedAt'
        | 'closedAt'
      >
    >,
  ): Promise<ConversationRow> {
    const columns: Record<keyof typeof change, string> = {
      status: 'status',
      assigneeId: 'assignee_id',
      waitingSince: 'waiting_since',
      lastMessageId: 'last_message_id',
      language: 'language',
      mailedAt: 'mailed_at',
      closedAt: 'closed_at',
    };
    const sets = ['updated_at = now()'];
    const params: unknown[] = [id];
    for (const [key, value] of Object.entries(change) as [keyof typeof change, unknown][]) {
      params.push(value instanceof Date ? value.toISOString() : value);
      sets.push(`${columns[key]} = $${params.length}`);
    }
    const [row] = await session.query<Raw>(
      `update chat_conversations set ${sets.join(', ')} where id = $1
       returning ${CONVERSATION_COLUMNS}`,
      params,
    );
    return conversationOf(row!);
  },

  async insertMessage(
    session: SqlSession,
    message: {
      conversationId: number;
      author: ChatAuthor;
      staffId: number | null;
      text: string;
      attachmentId: number | null;
    },
  ): Promise<MessageRow> {
    const [inserted] = await session.query<{ id: number }>(
      `insert into chat_messages (conversation_id, author, staff_id, text, attachment_id)
       values ($1, $2, $3, $4, $5) returning id`,
      [message.conversationId, message.author, message.staffId, message.text, message.attachmentId],
    );
    const [row] = await session.query<Raw>(
      `select ${MESSAGE_COLUMNS} from chat_messages m
       left join chat_attachments a on a.id = m.attachment_id where m.id = $1`,
      [inserted!.id],
    );
    return messageOf(row!);
  },

  /** A page of messages, newest first: those before `before` (an id), or the newest. */
  async messages(
    session: SqlSession,
    conversationId: number,
    before: number | null,
    limit: number,
  ): Promise<MessageRow[]> {
    const rows = await session.query<Raw>(
      `select ${MESSAGE_COLUMNS} from chat_messages m
       left join chat_attachments a on a.id = m.attachment_id
       where m.conversation_id = $1 and ($2::int is null or m.id < $2)
       order by m.id desc limit $3`,
      [conversationId, before, limit],
    );
    return rows.map(messageOf);
  },

  /** Messages of `authors` nobody on the other side has read yet. */
  async unread(
    session: SqlSession,
    conversationId: number,
    authors: readonly ChatAuthor[],
  ): Promise<number> {
    const [row] = await session.query<{ count: number | bigint | string }>(
      `select count(*) as count from chat_messages
       where conversation_id = $1 and read_at is null and author = any($2::text[])`,
      [conversationId, authors],
    );
    return Number(row?.count ?? 0);
  },

  /** Marks the messages of `authors` up to `upTo` (an id; all when null) read; answers how many. */
  async markRead(
    session: SqlSession,
    conversationId: number,
    authors: readonly ChatAuthor[],
    upTo: number | null,
  ): Promise<number> {
    const rows = await session.query<{ id: number }>(
      `update chat_messages set read_at = now()
       where conversation_id = $1 and read_at is null and author = any($2::text[])
         and ($3::int is null or id <= $3)
       returning id`,
      [conversationId, authors, upTo],
    );
    return rows.length;
  },

  async insertAttachment(
    session: SqlSession,
    attachment: {
      owner: { userId: number } | { staffId: number };
      contentType: string;
      bytes: Buffer;
      width: number;
      height: number;
    },
  ): Promise<AttachmentRow> {
    const [row] = await session.query<Raw>(
      `insert into chat_attachments
         (owner_user_id, owner_staff_id, content_type, bytes, size, width, height)
       values ($1, $2, $3, $4, $5, $6, $7)
       returning id, owner_user_id, owner_staff_id, content_type, size, message_id`,
      [
        'userId' in attachment.owner ? attachment.owner.userId : null,
        'staffId' in attachment.owner ? attachment.owner.staffId : null,
        attachment.contentType,
        attachment.bytes,
        attachment.bytes.length,
        attachment.width,
        attachment.height,
      ],
    );
    return attachmentOf(row!);
  },

  async lockAttachment(session: SqlSession, id: number): Promise<AttachmentRow | undefined> {
    const [row] = await session.query<Raw>(
      `select id, owner_user_id, owner_staff_id, content_type, size, message_id
       from chat_attachments where id = $1 for update`,
      [id],
    );
    return row && attachmentOf(row);
  },

  async useAttachment(session: SqlSession, id: number, messageId: number): Promise<void> {
    await session.query('update chat_attachments set message_id = $2 where id = $1', [
      id,
      messageId,
    ]);
  },

  /** An image's bytes and type, for its signed link. */
  async attachmentBytes(
    session: SqlSession,
    id: number,
  ): Promise<{ contentType: string; bytes: Buffer } | undefined> {
    const [row] = await session.query<{ content_type: string; bytes: Uint8Array }>(
      'select content_type, bytes from chat_attachments where id = $1',
      [id],
    );
    return row && { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
  },

  /** Deletes images no message took within UNUSED_ATTACHMENT_HOURS of `now`; answers how many. */
  async deleteUnusedAttachments(session: SqlSession, now: Date): Promise<number> {
    const rows = await session.query<{ id: number }>(
      `delete from chat_attachments
       where message_id is null and created_at < $1::timestamptz - make_interval(hours => $2)
       returning id`,
      [now.toISOString(), UNUSED_ATTACHMENT_HOURS],
    );
    return rows.length;
  },
};
