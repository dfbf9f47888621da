import type { SqlSession } from '../../db/client.js';
import { conversationOf, type ConversationRow } from './chat.repository.js';

/* The support inbox's reads: the conversation queue and the canned replies. */

export type InboxFilter = 'open' | 'mine' | 'unassigned' | 'closed';

export interface InboxRow {
  conversation: ConversationRow;
  /** Player messages staff have not read. */
  unread: number;
  lastMessage: { author: string; text: string; hasImage: boolean; at: Date } | null;
}

const WHERE: Record<InboxFilter, string> = {
  open: `c.status = 'open'`,
  mine: `c.status = 'open' and c.assignee_id = $3`,
  unassigned: `c.status = 'open' and c.assignee_id is null`,
  closed: `c.status = 'closed'`,
};

/** Open ones: the longest waiting first, then the latest changed; closed ones: latest closed. */
const ORDER: Record<InboxFilter, string> = {
  open: 'c.waiting_since asc nulls last, c.updated_at desc, c.id desc',
  mine: 'c.waiting_since asc nulls last, c.updated_at desc, c.id desc',
  unassigned: 'c.waiting_since asc nulls last, c.updated_at desc, c.id desc',
  closed: 'c.closed_at desc, c.id desc',
};

type Raw = Record<string, unknown>;

const inboxRowOf = (row: Raw): InboxRow => ({
  conversation: conversationOf(row),
  unread: Number(row.unread),
  lastMessage:
    row.last_at === null
      ? null
      : {
          author: row.last_author as string,
          text: row.last_text as string,
          hasImage: row.last_attachment !== null,
          at: new Date(row.last_at as string),
        },
});

const SELECT = `select c.id, c.user_id, c.status, c.assignee_id, c.waiting_since,
    c.last_message_id, c.language, c.mailed_at, c.created_at, c.updated_at, c.closed_at,
    (select count(*) from chat_messages u
     where u.conversation_id = c.id and u.read_at is null and u.author = 'player') as unread,
    m.author as last_author, m.text as last_text, m.attachment_id as last_attachment,
    m.created_at as last_at
  from chat_conversations c left join chat_messages m on m.id = c.last_message_id`;

export const inboxRepository = {
  /** A page of the queue: `offset` rows skipped (the queue's order changes as players write). */
  async list(
    session: SqlSession,
    filter: InboxFilter,
    staffId: number,
    offset: number,
    limit: number,
  ): Promise<InboxRow[]> {
    const rows = await session.query<Raw>(
      `${SELECT} where ${WHERE[filter]} order by ${ORDER[filter]} offset $1 limit $2`,
      filter === 'mine' ? [offset, limit, staffId] : [offset, limit],
    );
    return rows.map(inboxRowOf);
  },

  async one(session: SqlSession, id: number): Promise<InboxRow | undefined> {
    const [row] = await session.query<Raw>(`${SELECT} where c.id = $1`, [id]);
    return row && inboxRowOf(row);
  },

  async cannedReplies(session: SqlSession) {
    const rows = await session.query<{ id: number; title: string; text: string }>(
      'select id, title, text from chat_canned_replies order by title, id',
    );
    return rows.map((row) => ({ id: Number(row.id), title: row.title, text: row.text }));
  },

  async insertCannedReply(
    session: SqlSession,
    reply: { title: string; text: string; createdBy: number },
  ) {
    const [row] = await session.query<{ id: number; title: string; text: string }>(
      `insert into chat_canned_replies (title, text, created_by) values ($1, $2, $3)
       returning id, title, text`,
      [reply.title, reply.text, reply.createdBy],
    );
    return { id: Number(row!.id), title: row!.title, text: row!.text };
  },

  async deleteCannedReply(session: SqlSession, id: number) {
    const [row] = await session.query<{ id: number; title: string; text: string }>(
      'delete from chat_canned_replies where id = $1 returning id, title, text',
      [id],
    );
    return row && { id: Number(row.id), title: row.title, text: row.text };
  },
};
