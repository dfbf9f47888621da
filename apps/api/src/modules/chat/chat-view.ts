import type { AdminChatConversation, ChatMessage } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import { staffEmails } from '../staff/index.js';
import type { AttachmentLinks } from './attachment-links.js';
import { preview, staffDisplayName } from './chat-rules.js';
import type { ConversationRow, MessageRow } from './chat.repository.js';

/*
 * How the chat's rows are shown. Players see a staff member by a first name only
 * (`staffDisplayName`); the console sees the staff e-mail. Image links are signed at each read.
 */

/** Who reads: the player (staff named by first name) or the console (staff by e-mail). */
export type Audience = 'player' | 'staff';

/** Staff names by id for `audience`, read once for a page of rows. */
export async function staffNames(
  session: SqlSession,
  ids: readonly (number | null)[],
  audience: Audience,
): Promise<Map<number, string>> {
  const emails = await staffEmails(
    session,
    ids.filter((id): id is number => id !== null),
  );
  if (audience === 'staff') return emails;
  return new Map([...emails].map(([id, email]) => [id, staffDisplayName(email)]));
}

export function messageView(
  row: MessageRow,
  names: ReadonlyMap<number, string>,
  links: AttachmentLinks,
  now = new Date(),
): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    from: row.author,
    author: row.staffId === null ? null : (names.get(row.staffId) ?? null),
    text: row.text,
    attachment: row.attachment && {
      id: row.attachment.id,
      type: row.attachment.type as NonNullable<ChatMessage['attachment']>['type'],
      size: row.attachment.size,
      url: links.url(row.attachment.id, now),
    },
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** The messages of a page, oldest first, for `audience`. */
export async function messagesView(
  session: SqlSession,
  rows: readonly MessageRow[],
  audience: Audience,
  links: AttachmentLinks,
): Promise<ChatMessage[]> {
  const names = await staffNames(
    session,
    rows.map((row) => row.staffId),
    audience,
  );
  const now = new Date();
  return [...rows].reverse().map((row) => messageView(row, names, links, now));
}

export interface InboxFacts {
  player: { id: number; name: string; email: string };
  assignee: { id: number; name: string } | null;
  lastMessage: { author: string; text: string; hasImage: boolean; at: Date } | null;
  unread: number;
}

export function adminConversationView(
  row: ConversationRow,
  facts: InboxFacts,
): AdminChatConversation {
  return {
    id: row.id,
    status: row.status,
    player: facts.player,
    assignee: facts.assignee,
    lastMessage: facts.lastMessage && {
      from: facts.lastMessage.author,
      text: preview(facts.lastMessage.text, facts.lastMessage.hasImage),
      at: facts.lastMessage.at.toISOString(),
    },
    waitingSince: row.waitingSince?.toISOString() ?? null,
    unread: facts.unread,
    updatedAt: row.updatedAt.toISOString(),
  };
}
