import { ErrorCode, type ChatMessage } from '@jackdaw/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { useTestApp } from '../../../test/helper.js';
import { registerPlayer } from '../../../test/players.js';
import { auditRowsOf, staffSession } from '../../../test/staff-sessions.js';
import {
  listening,
  openStream,
  playerTicket,
  type StreamReader,
} from '../realtime/stream-client.test-kit.js';
import { call, picture, upload } from './chat.test-kit.js';

const testApp = useTestApp();
const app = () => testApp().app;
let base: string;
const streams: StreamReader[] = [];

beforeAll(async () => {
  base = await listening(app());
});
afterAll(() => {
  for (const stream of streams) stream.close();
});

const player = () => registerPlayer(app());
const support = () => staffSession(testApp(), 'support');
const path = (id: number, tail = '') => `/admin/chat/conversations/${id}${tail}`;

/** A player's message; answers the player and the conversation id. */
async function writes(who?: Awaited<ReturnType<typeof player>>, text = 'Help, please') {
  const me = who ?? (await player());
  const response = await call(app(), me, 'POST', '/chat/messages', { text });
  expect(response.statusCode, response.body).toBe(200);
  const message = (response.json() as { message: ChatMessage }).message;
  return { me, message, id: message.conversationId };
}

async function answers(agent: { token: string }, id: number, payload: unknown) {
  const response = await call(app(), agent, 'POST', path(id, '/messages'), payload);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { message: ChatMessage }).message;
}

/** The answer mails sent to `to` (a new player also got a welcome mail). */
const mailsTo = (to: string) =>
  testApp()
    .database.db.select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, 'chat-answer')));

async function stream(token: string) {
  const opened = await openStream(
    base,
    `/api/v1/events?ticket=${await playerTicket(app(), token)}`,
  );
  streams.push(opened);
  await opened.until((events) => events.length >= 1);
  return opened;
}

describe('the inbox', () => {
  it('lists open conversations longest waiting first, with the waiting time', async () => {
    const agent = await support();
    const a = await writes();
    const b = await writes();
    await writes(a.me, 'A second message does not move the wait');
    const list = async (filter = 'open') => {
      const response = await call(
        app(),
        agent,
        'GET',
        `/admin/chat/conversations?filter=${filter}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items as { id: number; waitingSince: string | null; unread: number }[];
    };
    const open = await list();
    const ids = open.map((item) => item.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    const itemA = open.find((item) => item.id === a.id)!;
    expect(itemA).toMatchObject({
      waitingSince: a.message.createdAt,
      unread: 2,
      player: { id: a.me.id, email: a.me.email },
      lastMessage: { from: 'player', text: 'A second message does not move the wait' },
      assignee: null,
    });
    // An answer ends the wait; B now waits longest.
    await answers(agent, a.id, { text: 'On it' });
    const after = await list();
    expect(after.find((item) => item.id === a.id)?.waitingSince).toBeNull();
    expect(after.findIndex((item) => item.id === b.id)).toBeLessThan(
      after.findIndex((item) => item.id === a.id),
    );
    // The next player message waits from its own time.
    const next = await writes(a.me, 'Thanks, and another thing');
    expect((await list()).find((item) => item.id === a.id)?.waitingSince).toBe(
      next.message.createdAt,
    );
    // mine / unassigned / closed
    expect((await list('mine')).map((item) => item.id)).toContain(a.id);
    expect((await list('mine')).map((item) => item.id)).not.toContain(b.id);
    expect((await list('unassigned')).map((item) => item.id)).toContain(b.id);
    expect((await list('unassigned')).map((item) => item.id)).not.toContain(a.id);
    await call(app(), agent, 'POST', path(b.id, '/close'));
    expect((await list('closed')).map((item) => item.id)).toContain(b.id);
    expect((await list()).map((item) => item.id)).not.toContain(b.id);
    const bad = await call(app(), agent, 'GET', '/admin/chat/conversations?filter=all');
    expect(bad.statusCode).toBe(400);
  });

  it("one conversation: its messages and the player's card; reading it is audited", async () => {
    const agent = await support();
    const { me, id } = await writes();
    const response = await call(app(), agent, 'GET', path(id));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.messages).toHaveLength(1);
    expect(body.nextBefore).toBeNull();
    expect(body.card).toMatchObject({
      player: { id: me.id, email: me.email, banned: false, amlHold: false },
      lastPayments: [],
      bonus: null,
      flags: [],
    });
    expect(Array.isArray(body.card.balances)).toBe(true);
    const audit = await auditRowsOf(testApp(), 'chat_conversation', String(id));
    expect(audit.map((row) => row.action)).toEqual(['chat.read']);
    expect(audit[0]).toMatchObject({ staff_id: agent.staffId });
    const missing = await call(app(), agent, 'GET', path(2_000_000_000));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: ErrorCode.ChatNotFound });
  });

  it('an answer goes to the player, takes the conversation and is audited', async () => {
    const agent = await support();
    const { me, id } = await writes();
    const tab = await stream(me.token);
    const message = await answers(agent, id, { text: 'Your deposit is on its way.' });
    expect(message).toMatchObject({
      from: 'staff',
      author: agent.email,
      text: 'Your deposit is on its way.',
    });
    const events = await tab.until((all) => all.some((e) => e.event === 'chat.message'));
    const delivered = events.find((e) => e.event === 'chat.message')?.data as unknown as {
      message: ChatMessage;
    };
    expect(delivered.message).toMatchObject({ id: message.id, author: 'Staff' });
    const view = (await call(app(), agent, 'GET', path(id))).json();
    expect(view.conversation.assignee).toEqual({ id: agent.staffId, name: agent.email });
    const audit = await auditRowsOf(testApp(), 'chat_conversation', String(id));
    expect(audit.find((row) => row.action === 'chat.message')?.after).toMatchObject({
      messageId: message.id,
      text: 'Your deposit is on its way.',
      assignedToSelf: true,
      mailed: false,
    });
    for (const bad of [{ text: '' }, { text: 'x'.repeat(2001) }, { text: 'a\u0000' }]) {
      expect((await call(app(), agent, 'POST', path(id, '/messages'), bad)).statusCode).toBe(400);
    }
  });

  it('mails an answer to an absent player, once per conversation per 15 minutes', async () => {
    const agent = await support();
    const { me, id } = await writes();
    await answers(agent, id, { text: 'First answer' });
    await answers(agent, id, { text: 'Second answer' });
    // Posted once the answer commits: waited for, not assumed.
    const mails = await vi.waitFor(async () => {
      const sent = await mailsTo(me.email);
      expect(sent).toHaveLength(1);
      return sent;
    });
    expect(mails[0]).toMatchObject({
      kind: 'chat-answer',
      subject: 'Jackdaw support answered you',
    });
    expect(mails[0]?.text).toContain('First answer');
    expect(mails[0]?.text).toContain('Staff from Jackdaw support');
    expect(mails[0]?.text).not.toContain(agent.email);
    // Both answers stay in the conversation.
    expect((await call(app(), me, 'GET', '/chat')).json().messages).toHaveLength(3);
    // 15 minutes later the next answer is mailed again.
    await testApp().database.sql.query(
      `update chat_conversations set mailed_at = now() - interval '16 minutes' where id = $1`,
      [id],
    );
    await answers(agent, id, { text: 'Third answer' });
    await vi.waitFor(async () => expect(await mailsTo(me.email)).toHaveLength(2));
  });

  it('mails nothing while the player has a stream open; the mail is in their language', async () => {
    const agent = await support();
    const online = await player();
    await stream(online.token);
    const { id } = await writes(online);
    await answers(agent, id, { text: 'You are here' });
    expect(await mailsTo(online.email)).toHaveLength(0);
    const audit = await auditRowsOf(testApp(), 'chat_conversation', String(id));
    expect(audit.find((row) => row.action === 'chat.message')?.after).toMatchObject({
      mailed: false,
    });
    const away = await player();
    const turkish = await call(
      app(),
      away,
      'POST',
      '/chat/messages',
      { text: 'Merhaba' },
      {
        'accept-language': 'tr-TR,tr;q=0.9,en;q=0.5',
      },
    );
    const awayId = (turkish.json() as { message: ChatMessage }).message.conversationId;
    await answers(agent, awayId, { text: 'Merhaba!' });
    const [mail] = await vi.waitFor(async () => {
      const sent = await mailsTo(away.email);
      expect(sent).toHaveLength(1);
      return sent;
    });
    expect(mail?.subject).toBe('Jackdaw destek ekibi size yanıt verdi');
    expect(mail?.text).toContain('/tr/info/support');
  });

  it('assign, close and reopen, each audited; a closed conversation takes no answer', async () => {
    const agent = await support();
    const colleague = await support();
    const { id } = await writes();
    const assigned = await call(app(), agent, 'POST', path(id, '/assign'));
    expect(assigned.json().conversation.assignee).toEqual({ id: agent.staffId, name: agent.email });
    const taken = await call(app(), colleague, 'POST', path(id, '/assign'));
    expect(taken.json().conversation.assignee.id).toBe(colleague.staffId);
    const closed = await call(app(), agent, 'POST', path(id, '/close'));
    expect(closed.json().conversation).toMatchObject({ status: 'closed', waitingSince: null });
    for (const action of ['/close', '/assign']) {
      const refused = await call(app(), agent, 'POST', path(id, action));
      expect(refused.statusCode, action).toBe(409);
      expect(refused.json()).toMatchObject({ code: ErrorCode.ChatStateConflict });
    }
    const answer = await call(app(), agent, 'POST', path(id, '/messages'), { text: 'late' });
    expect(answer.statusCode).toBe(409);
    const reopened = await call(app(), agent, 'POST', path(id, '/reopen'));
    expect(reopened.json().conversation).toMatchObject({
      status: 'open',
      assignee: { id: agent.staffId },
    });
    expect((await call(app(), agent, 'POST', path(id, '/reopen'))).statusCode).toBe(409);
    const audit = await auditRowsOf(testApp(), 'chat_conversation', String(id));
    expect(audit.map((row) => row.action)).toEqual([
      'chat.assign',
      'chat.assign',
      'chat.close',
      'chat.reopen',
    ]);
    expect(audit[1]).toMatchObject({
      before: { assigneeId: agent.staffId },
      after: { assigneeId: colleague.staffId },
    });
  });

  it("read marks the player's messages read (audited); typing reaches the player", async () => {
    const agent = await support();
    const { me, id } = await writes();
    const tab = await stream(me.token);
    const read = await call(app(), agent, 'POST', path(id, '/read'));
    expect(read.statusCode).toBe(200);
    const view = (await call(app(), agent, 'GET', path(id))).json();
    expect(view.conversation.unread).toBe(0);
    expect(view.messages[0].readAt).not.toBeNull();
    const typing = await call(app(), agent, 'POST', path(id, '/typing'), { typing: true });
    expect(typing.statusCode).toBe(200);
    const events = await tab.until((all) => all.some((e) => e.event === 'chat.typing'));
    expect(events.find((e) => e.event === 'chat.typing')?.data).toEqual({
      type: 'chat.typing',
      typing: { conversationId: id, from: 'staff', typing: true },
    });
    const audit = await auditRowsOf(testApp(), 'chat_conversation', String(id));
    expect(audit.find((row) => row.action === 'chat.mark_read')?.after).toEqual({ marked: 1 });
    expect(
      (await call(app(), agent, 'POST', path(2_000_000_000, '/typing'), { typing: true }))
        .statusCode,
    ).toBe(404);
  });

  it('staff images: uploaded, audited, used once and only by their uploader', async () => {
    const agent = await support();
    const { me, id } = await writes();
    const response = await upload(app(), agent, await picture('gif'), '/admin/chat/attachments');
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json().attachment as { id: number; type: string };
    expect(image.type).toBe('image/gif');
    const notMine = await call(app(), me, 'POST', '/chat/messages', {
      text: 'x',
      attachmentId: image.id,
    });
    expect(notMine.statusCode).toBe(404);
    const colleague = await support();
    const foreign = await call(app(), colleague, 'POST', path(id, '/messages'), {
      text: 'x',
      attachmentId: image.id,
    });
    expect(foreign.statusCode).toBe(404);
    const message = await answers(agent, id, { text: 'See the picture', attachmentId: image.id });
    expect(message.attachment?.type).toBe('image/gif');
    const again = await call(app(), agent, 'POST', path(id, '/messages'), {
      text: 'again',
      attachmentId: image.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.ChatAttachmentUsed });
    const wrong = await upload(
      app(),
      agent,
      Buffer.from('not an image'),
      '/admin/chat/attachments',
    );
    expect(wrong.statusCode).toBe(415);
    const audit = await auditRowsOf(testApp(), 'chat_attachment', String(image.id));
    expect(audit.map((row) => row.action)).toEqual(['chat.attachment']);
  });

  it('canned replies: list, create and delete, audited', async () => {
    const agent = await support();
    const created = await call(app(), agent, 'POST', '/admin/chat/canned-replies', {
      title: ' Deposit delay ',
      text: 'Deposits by bank transfer may take up to an hour.',
    });
    expect(created.statusCode, created.body).toBe(200);
    const reply = created.json().reply as { id: number; title: string };
    expect(reply.title).toBe('Deposit delay');
    const list = await call(app(), agent, 'GET', '/admin/chat/canned-replies');
    expect(list.json().items).toContainEqual(expect.objectContaining({ id: reply.id }));
    for (const bad of [
      { title: '', text: 'x' },
      { title: 'x', text: '' },
      { title: 'x'.repeat(81), text: 'x' },
    ]) {
      expect((await call(app(), agent, 'POST', '/admin/chat/canned-replies', bad)).statusCode).toBe(
        400,
      );
    }
    const removed = await call(app(), agent, 'DELETE', `/admin/chat/canned-replies/${reply.id}`);
    expect(removed.statusCode).toBe(200);
    const gone = await call(app(), agent, 'DELETE', `/admin/chat/canned-replies/${reply.id}`);
    expect(gone.statusCode).toBe(404);
    const audit = await auditRowsOf(testApp(), 'chat_canned_reply', String(reply.id));
    expect(audit.map((row) => row.action)).toEqual([
      'chat.canned_reply.create',
      'chat.canned_reply.delete',
    ]);
  });

  it('needs support.chat: a finance member gets 403, a player 401', async () => {
    const finance = await staffSession(testApp(), 'finance');
    const { me, id } = await writes();
    for (const [method, url] of [
      ['GET', '/admin/chat/conversations'],
      ['GET', path(id)],
      ['POST', path(id, '/close')],
      ['GET', '/admin/chat/canned-replies'],
    ] as const) {
      const refused = await call(app(), finance, method, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ code: ErrorCode.StaffForbidden });
      expect((await call(app(), me, method, url)).statusCode).toBe(401);
    }
    const image = await upload(app(), finance, await picture('png'), '/admin/chat/attachments');
    expect(image.statusCode).toBe(403);
    const admin = await staffSession(testApp(), 'admin');
    expect((await call(app(), admin, 'GET', path(id))).statusCode).toBe(200);
  });
});
