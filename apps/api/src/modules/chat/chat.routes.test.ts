import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_MESSAGE_MAX,
  ErrorCode,
  type ChatMessage,
} from '@jackdaw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { registerPlayer } from '../../../test/players.js';
import { staffSession } from '../../../test/staff-sessions.js';
import {
  listening,
  openStream,
  playerTicket,
  type StreamReader,
} from '../realtime/stream-client.test-kit.js';
import { createAttachmentLinks } from './attachment-links.js';
import { chatRepository } from './chat.repository.js';
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
const staff = () => staffSession(testApp(), 'support');

async function send(who: { token: string }, payload: unknown) {
  return call(app(), who, 'POST', '/chat/messages', payload);
}

async function sent(who: { token: string }, payload: unknown): Promise<ChatMessage> {
  const response = await send(who, payload);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { message: ChatMessage }).message;
}

async function uploaded(who: { token: string }, bytes: Buffer) {
  const response = await upload(app(), who, bytes);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { attachment: { id: number; type: string; url: string } }).attachment;
}

describe('the player writes to support', () => {
  it('has no conversation before the first message', async () => {
    const me = await player();
    const response = await call(app(), me, 'GET', '/chat');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      statusCode: 200,
      conversation: null,
      messages: [],
      unread: 0,
      nextBefore: null,
    });
  });

  it('the first message opens the conversation; the text is kept trimmed', async () => {
    const me = await player();
    const message = await sent(me, { text: '  Where is my deposit?  ' });
    expect(message).toMatchObject({ from: 'player', author: null, text: 'Where is my deposit?' });
    const view = (await call(app(), me, 'GET', '/chat')).json();
    expect(view.conversation).toMatchObject({ status: 'open', assignee: null });
    expect(view.messages).toEqual([message]);
    expect(view.unread).toBe(0);
  });

  it('refuses an empty message, one of 2001 characters and a NUL byte; takes 2000', async () => {
    const me = await player();
    for (const text of ['', '   ', 'x'.repeat(CHAT_MESSAGE_MAX + 1), 'a\u0000b']) {
      const response = await send(me, { text });
      expect(response.statusCode, JSON.stringify(text.slice(0, 10))).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.RequestInvalid });
    }
    expect((await send(me, { text: 'x'.repeat(CHAT_MESSAGE_MAX) })).statusCode).toBe(200);
    expect((await send(me, { text: 'hi', attachmentId: 0 })).statusCode).toBe(400);
  });

  it('asks for a signed-in player on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/chat'],
      ['POST', '/api/v1/chat/messages'],
      ['POST', '/api/v1/chat/attachments'],
      ['POST', '/api/v1/chat/typing'],
      ['POST', '/api/v1/chat/read'],
    ] as const) {
      const response = await app().inject({ method, url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ code: ErrorCode.AuthTokenInvalid });
    }
  });

  it('answers 429 RATE.LIMITED past 20 messages a minute', async () => {
    const me = await player();
    for (let i = 0; i < 20; i += 1)
      expect((await send(me, { text: `m${i}` })).statusCode).toBe(200);
    const refused = await send(me, { text: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: ErrorCode.RateLimited });
    // Another player is not slowed by it.
    expect((await send(await player(), { text: 'hello' })).statusCode).toBe(200);
  });

  it("sends the player's own message to their other tabs (chat.message)", async () => {
    const me = await player();
    const tab = await openStream(
      base,
      `/api/v1/events?ticket=${await playerTicket(app(), me.token)}`,
    );
    streams.push(tab);
    await tab.until((events) => events.length >= 1);
    const message = await sent(me, { text: 'from the other tab' });
    const events = await tab.until((all) => all.some((e) => e.event === 'chat.message'));
    expect(events.find((e) => e.event === 'chat.message')?.data).toEqual({
      type: 'chat.message',
      message,
    });
  });

  it('typing is answered without a conversation, and signalled once there is one', async () => {
    const me = await player();
    expect((await call(app(), me, 'POST', '/chat/typing', { typing: true })).statusCode).toBe(200);
    await sent(me, { text: 'hi' });
    const response = await call(app(), me, 'POST', '/chat/typing', { typing: false });
    expect(response.statusCode).toBe(200);
    expect((await call(app(), me, 'POST', '/chat/typing', { typing: 'yes' })).statusCode).toBe(400);
  });
});

describe('images', () => {
  it('takes JPEG, PNG, WebP and GIF told by their bytes, whatever the header says', async () => {
    const me = await player();
    for (const format of ['jpeg', 'png', 'webp', 'gif'] as const) {
      const response = await upload(
        app(),
        me,
        await picture(format),
        '/chat/attachments',
        'image/png',
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().attachment).toMatchObject({ type: `image/${format}` });
    }
  });

  it('refuses other bytes (415 CHAT.IMAGE_TYPE) and more than 5 MB (413 CHAT.IMAGE_TOO_LARGE)', async () => {
    const me = await player();
    const png = await picture('png');
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      Buffer.from('%PDF-1.7 not an image'),
      Buffer.concat([png.subarray(0, 8), Buffer.alloc(64, 7)]),
    ]) {
      const response = await upload(app(), me, bytes, '/chat/attachments', 'image/png');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: ErrorCode.ChatImageType });
    }
    const json = await call(app(), me, 'POST', '/chat/attachments', { image: 'data' });
    expect(json.statusCode).toBe(415);
    const huge = Buffer.concat([png, Buffer.alloc(CHAT_IMAGE_MAX_BYTES + 1 - png.length)]);
    const tooLarge = await upload(app(), me, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: ErrorCode.ChatImageTooLarge });
  });

  it('a message carries the image behind a signed, private link', async () => {
    const me = await player();
    const png = await picture('png');
    const image = await uploaded(me, png);
    const message = await sent(me, { text: '', attachmentId: image.id });
    expect(message.attachment).toMatchObject({ id: image.id, type: 'image/png', size: png.length });
    expect(message.attachment!.url).toMatch(
      /^\/static\/chat\/\d+\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
    const served = await app().inject({ method: 'GET', url: message.attachment!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('refuses a tampered, expired or foreign link with 404 CHAT.NOT_FOUND', async () => {
    const me = await player();
    const image = await uploaded(me, await picture('jpeg'));
    const url = new URL(image.url, 'http://x');
    const signature = url.searchParams.get('signature')!;
    const expires = url.searchParams.get('expires')!;
    const links = createAttachmentLinks(testApp().config.jwtSecret);
    const expired = links.url(image.id, new Date(Date.now() - 2 * 60 * 60_000));
    const otherSecret = createAttachmentLinks('another-secret').url(image.id);
    for (const bad of [
      `/static/chat/${image.id}?expires=${expires}&signature=${signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`,
      `/static/chat/${image.id}?expires=${Number(expires) + 300}&signature=${signature}`,
      `/static/chat/${image.id + 1}?expires=${expires}&signature=${signature}`,
      `/static/chat/${image.id}?expires=${expires}`,
      `/static/chat/${image.id}`,
      expired,
      otherSecret,
      '/static/chat/abc?expires=1&signature=zz',
    ]) {
      const response = await app().inject({ method: 'GET', url: bad });
      expect(response.statusCode, bad).toBe(404);
      expect(response.json()).toMatchObject({ code: ErrorCode.ChatNotFound });
    }
    expect((await app().inject({ method: 'GET', url: image.url })).statusCode).toBe(200);
  });

  it('an image goes in one message, by its uploader only', async () => {
    const me = await player();
    const other = await player();
    const image = await uploaded(me, await picture('webp'));
    const foreign = await send(other, { text: 'mine?', attachmentId: image.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: ErrorCode.ChatNotFound });
    const unknown = await send(me, { text: 'x', attachmentId: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    await sent(me, { text: 'first', attachmentId: image.id });
    const again = await send(me, { text: 'again', attachmentId: image.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.ChatAttachmentUsed });
    // The refused message left nothing behind.
    const view = (await call(app(), me, 'GET', '/chat')).json();
    expect(view.messages.map((m: ChatMessage) => m.text)).toEqual(['first']);
  });

  it('images no message took are deleted a day later', async () => {
    const me = await player();
    const unused = await uploaded(me, await picture('png'));
    const used = await uploaded(me, await picture('png'));
    await sent(me, { text: 'with image', attachmentId: used.id });
    const { sql } = testApp().database;
    expect(await chatRepository.deleteUnusedAttachments(sql, new Date())).toBe(0);
    const tomorrow = new Date(Date.now() + 25 * 60 * 60_000);
    expect(await chatRepository.deleteUnusedAttachments(sql, tomorrow)).toBeGreaterThanOrEqual(1);
    expect((await app().inject({ method: 'GET', url: unused.url })).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: used.url })).statusCode).toBe(200);
  });
});

describe('answers, read and reopen', () => {
  async function answer(conversationId: number, text: string, who?: { token: string }) {
    const response = await call(
      app(),
      who ?? (await staff()),
      'POST',
      `/admin/chat/conversations/${conversationId}/messages`,
      { text },
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { message: ChatMessage }).message;
  }

  it("support's answers are unread until the player reads them", async () => {
    const me = await player();
    const first = await sent(me, { text: 'hello' });
    const one = await answer(first.conversationId, 'Hi, how can I help?');
    const two = await answer(first.conversationId, 'Are you there?');
    expect((await call(app(), me, 'GET', '/chat')).json().unread).toBe(2);
    const read = await call(app(), me, 'POST', '/chat/read', { lastMessageId: one.id });
    expect(read.json()).toEqual({ statusCode: 200, unread: 1 });
    const all = await call(app(), me, 'POST', '/chat/read', { lastMessageId: two.id });
    expect(all.json()).toEqual({ statusCode: 200, unread: 0 });
    const view = (await call(app(), me, 'GET', '/chat')).json();
    expect(view.messages[1]).toMatchObject({ from: 'staff', readAt: expect.any(String) });
    // Staff are named to players by a first name, never by their address.
    expect(view.messages[1].author).toMatch(/^Staff$/);
    expect(JSON.stringify(view)).not.toContain('@jackdaw.test');
  });

  it('read before any conversation answers 404 CHAT.NOT_FOUND', async () => {
    const response = await call(app(), await player(), 'POST', '/chat/read', { lastMessageId: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: ErrorCode.ChatNotFound });
  });

  it('a message after support closed the conversation reopens it, unassigned', async () => {
    const me = await player();
    const first = await sent(me, { text: 'question' });
    const agent = await staff();
    await answer(first.conversationId, 'answer', agent);
    const closed = await call(
      app(),
      agent,
      'POST',
      `/admin/chat/conversations/${first.conversationId}/close`,
    );
    expect(closed.json().conversation).toMatchObject({ status: 'closed' });
    expect((await call(app(), me, 'GET', '/chat')).json().conversation.status).toBe('closed');
    const again = await sent(me, { text: 'one more question' });
    expect(again.conversationId).toBe(first.conversationId);
    const view = (await call(app(), me, 'GET', '/chat')).json();
    expect(view.conversation).toMatchObject({
      id: first.conversationId,
      status: 'open',
      assignee: null,
    });
    expect(view.messages).toHaveLength(3);
  });

  it('pages older messages with before', async () => {
    const me = await player();
    const first = await sent(me, { text: 'start' });
    const agent = await staff();
    for (let i = 1; i <= 55; i += 1) await answer(first.conversationId, `answer ${i}`, agent);
    const newest = (await call(app(), me, 'GET', '/chat')).json();
    expect(newest.messages).toHaveLength(50);
    expect(newest.messages.at(-1).text).toBe('answer 55');
    expect(newest.messages[0].text).toBe('answer 6');
    const older = (await call(app(), me, 'GET', `/chat?before=${newest.nextBefore}`)).json();
    expect(older.messages.map((m: ChatMessage) => m.text)).toEqual([
      'start',
      'answer 1',
      'answer 2',
      'answer 3',
      'answer 4',
      'answer 5',
    ]);
    expect(older.nextBefore).toBeNull();
    expect((await call(app(), me, 'GET', '/chat?before=abc')).statusCode).toBe(400);
  });
});
