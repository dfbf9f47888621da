import { ErrorCode, type ChatMessage } from '@jackdaw/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/state/session-store';
import { useUiStore } from '../../../shared/state/ui-store';
import { TYPING_SHOWN_MS } from '../lib/typing-signal';
import { openSupportChat } from '../support-chat';
import {
  discardSend,
  loadOlder,
  markShownRead,
  openThread,
  receiveMessage,
  receiveTyping,
  retrySend,
  sendToSupport,
  useChatThread,
} from './chat-thread';

/*
 * The widget's behaviour below its view: what it asks the server, what it shows, how it fails
 * and recovers. The server is a fetch stand-in answering as the chat calls' contracts say.
 */

function message(id: number, patch: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversationId: 7,
    from: 'staff',
    author: 'Alex',
    text: `message ${id}`,
    attachment: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    readAt: null,
    ...patch,
  };
}

interface Request {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (request: Request) => { status: number; body: unknown };

const requests: Request[] = [];
let handlers: Record<string, Handler> = {};

function serve(route: string, handler: Handler) {
  handlers[route] = handler;
}

const ok = (body: Record<string, unknown>) => ({ status: 200, body: { statusCode: 200, ...body } });
const refused = (status: number, code: string) => ({
  status,
  body: { statusCode: status, code, message: code },
});

beforeEach(() => {
  requests.length = 0;
  handlers = {};
  vi.stubGlobal('window', { location: { origin: 'https://casino.test' }, dataLayer: [] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      const request: Request = {
        method: String(init.method),
        path: url.pathname,
        search: url.search,
        headers: init.headers as Record<string, string>,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      };
      requests.push(request);
      const handler = handlers[`${request.method} ${request.path}`];
      if (!handler) throw new TypeError('Failed to fetch');
      const answer = handler(request);
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  useSessionStore.getState().setToken('token-a');
  useUiStore.setState({ chatOpen: false, chatUnread: false });
  useChatThread.setState({ owner: null });
  // The store says on the console what failed; the tests check what the player sees.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const calls = (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route);

describe('opening the chat', () => {
  it('clears the unread dot and tracks support_chat_started once per expansion', () => {
    useUiStore.setState({ chatUnread: true });
    openSupportChat();
    expect(useUiStore.getState()).toMatchObject({ chatOpen: true, chatUnread: false });
    openSupportChat();
    const layer = (window as unknown as { dataLayer: { event: string }[] }).dataLayer;
    expect(layer.filter((entry) => entry.event === 'support_chat_started')).toHaveLength(1);
  });

  it('loads the newest page, then older ones with `before`', async () => {
    serve('GET /api/v1/chat', (request) =>
      request.search === '?before=3'
        ? ok({
            conversation: null,
            messages: [message(1), message(2)],
            unread: 0,
            nextBefore: null,
          })
        : ok({
            conversation: null,
            messages: [message(3), message(4)],
            unread: 1,
            nextBefore: 3,
          }),
    );
    await openThread('token-a');
    expect(useChatThread.getState()).toMatchObject({ status: 'ready', nextBefore: 3 });
    await loadOlder();
    const state = useChatThread.getState();
    expect(state.messages.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(state.nextBefore).toBeNull();
    await loadOlder();
    expect(calls('GET /api/v1/chat')).toHaveLength(2);
  });

  it('shows an error when the chat cannot load, and keeps shown messages on a later failure', async () => {
    await openThread('token-a');
    expect(useChatThread.getState().status).toBe('error');
    serve('GET /api/v1/chat', () =>
      ok({ conversation: null, messages: [message(1)], unread: 0, nextBefore: null }),
    );
    await openThread('token-a');
    delete handlers['GET /api/v1/chat'];
    await openThread('token-a');
    expect(useChatThread.getState()).toMatchObject({ status: 'ready' });
    expect(useChatThread.getState().messages).toHaveLength(1);
  });

  it('starts afresh for another player', async () => {
    serve('GET /api/v1/chat', () =>
      ok({ conversation: null, messages: [message(1)], unread: 0, nextBefore: null }),
    );
    await openThread('token-a');
    serve('GET /api/v1/chat', () =>
      ok({ conversation: null, messages: [], unread: 0, nextBefore: null }),
    );
    await openThread('token-b');
    expect(useChatThread.getState()).toMatchObject({ owner: 'token-b', messages: [] });
  });
});

describe('sending', () => {
  beforeEach(async () => {
    serve('GET /api/v1/chat', () =>
      ok({ conversation: null, messages: [], unread: 0, nextBefore: null }),
    );
    await openThread('token-a');
  });

  const settle = () =>
    vi.waitFor(() =>
      expect(useChatThread.getState().pending.every((p) => p.status !== 'sending')).toBe(true),
    );

  it('shows the message as sending, then as stored', async () => {
    serve('POST /api/v1/chat/messages', (request) =>
      ok({
        message: message(9, {
          from: 'player',
          author: null,
          text: (request.body as { text: string }).text,
        }),
      }),
    );
    sendToSupport('  Where is my withdrawal?  ', null, null);
    expect(useChatThread.getState().pending).toMatchObject([
      { status: 'sending', text: 'Where is my withdrawal?' },
    ]);
    await settle();
    expect(calls('POST /api/v1/chat/messages')[0]!.body).toEqual({
      text: 'Where is my withdrawal?',
    });
    const state = useChatThread.getState();
    expect(state.pending).toEqual([]);
    expect(state.messages.map((item) => item.text)).toEqual(['Where is my withdrawal?']);
  });

  it('shows the message once when the stream brings it before the send answers', async () => {
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    serve('POST /api/v1/chat/messages', () => {
      answer?.();
      return ok({ message: message(9, { from: 'player', author: null, text: 'Hello?' }) });
    });
    sendToSupport('Hello?', null, null);
    receiveMessage(message(9, { from: 'player', author: null, text: 'Hello?' }));
    let state = useChatThread.getState();
    expect(state.pending).toEqual([]);
    expect(state.messages.map((item) => item.text)).toEqual(['Hello?']);
    await answered;
    await vi.waitFor(() => expect(calls('POST /api/v1/chat/messages')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    state = useChatThread.getState();
    expect(state.pending).toEqual([]);
    expect(state.messages.map((item) => item.id)).toEqual([9]);
  });

  it('marks a failed message and sends it again on retry', async () => {
    sendToSupport('hello', null, null);
    await settle();
    const [failed] = useChatThread.getState().pending;
    expect(failed).toMatchObject({ status: 'failed', problem: 'offline' });
    serve('POST /api/v1/chat/messages', () =>
      ok({ message: message(10, { from: 'player', author: null, text: 'hello' }) }),
    );
    retrySend(failed!.localId);
    await settle();
    expect(useChatThread.getState().pending).toEqual([]);
    expect(useChatThread.getState().messages.map((item) => item.id)).toEqual([10]);
  });

  it('names a refusal: too many messages', async () => {
    serve('POST /api/v1/chat/messages', () => refused(429, ErrorCode.RateLimited));
    sendToSupport('hello', null, null);
    await settle();
    expect(useChatThread.getState().pending[0]).toMatchObject({ problem: 'tooMany' });
    discardSend(useChatThread.getState().pending[0]!.localId);
    expect(useChatThread.getState().pending).toEqual([]);
  });

  it('uploads an image as raw bytes, and a retry does not upload it again', async () => {
    serve('POST /api/v1/chat/attachments', () =>
      ok({
        attachment: { id: 5, type: 'image/png', size: 4, url: 'https://casino.test/a/5?sig=x' },
      }),
    );
    const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    sendToSupport('', image, null);
    await settle();
    const [upload] = calls('POST /api/v1/chat/attachments');
    expect(upload!.headers).toMatchObject({
      'content-type': 'image/png',
      authorization: 'Bearer token-a',
    });
    expect(upload!.body).toBe(image);
    expect(useChatThread.getState().pending[0]).toMatchObject({
      status: 'failed',
      attachmentId: 5,
    });
    serve('POST /api/v1/chat/messages', () =>
      ok({
        message: message(11, {
          from: 'player',
          author: null,
          text: '',
          attachment: { id: 5, type: 'image/png', size: 4, url: 'https://casino.test/a/5?sig=x' },
        }),
      }),
    );
    retrySend(useChatThread.getState().pending[0]!.localId);
    await settle();
    expect(calls('POST /api/v1/chat/attachments')).toHaveLength(1);
    expect(calls('POST /api/v1/chat/messages').at(-1)!.body).toEqual({ text: '', attachmentId: 5 });
    expect(useChatThread.getState().messages[0]!.attachment?.id).toBe(5);
  });

  it('says why the server refused an image', async () => {
    serve('POST /api/v1/chat/attachments', () => refused(413, ErrorCode.ChatImageTooLarge));
    sendToSupport('look', new Blob(['x'], { type: 'image/jpeg' }), null);
    await settle();
    expect(useChatThread.getState().pending[0]).toMatchObject({ problem: 'imageSize' });
    serve('POST /api/v1/chat/attachments', () => refused(415, ErrorCode.ChatImageType));
    retrySend(useChatThread.getState().pending[0]!.localId);
    await settle();
    expect(useChatThread.getState().pending[0]).toMatchObject({ problem: 'imageType' });
  });
});

describe('the stream and read marks', () => {
  beforeEach(async () => {
    serve('GET /api/v1/chat', () =>
      ok({
        conversation: null,
        messages: [message(1, { readAt: '2026-11-26T10:01:00.000Z' })],
        unread: 0,
        nextBefore: null,
      }),
    );
    await openThread('token-a');
  });

  it('adds a message from the stream once, however often it comes', () => {
    receiveMessage(message(2));
    receiveMessage(message(2));
    expect(useChatThread.getState().messages.map((item) => item.id)).toEqual([1, 2]);
  });

  it('shows support typing until they stop, answer, or go quiet', () => {
    vi.useFakeTimers();
    receiveTyping({ conversationId: 7, from: 'staff', typing: true });
    expect(useChatThread.getState().staffTyping).toBe(true);
    receiveTyping({ conversationId: 7, from: 'staff', typing: false });
    expect(useChatThread.getState().staffTyping).toBe(false);
    receiveTyping({ conversationId: 7, from: 'staff', typing: true });
    receiveMessage(message(3));
    expect(useChatThread.getState().staffTyping).toBe(false);
    receiveTyping({ conversationId: 7, from: 'staff', typing: true });
    vi.advanceTimersByTime(TYPING_SHOWN_MS);
    expect(useChatThread.getState().staffTyping).toBe(false);
    receiveTyping({ conversationId: 7, from: 'player', typing: true });
    expect(useChatThread.getState().staffTyping).toBe(false);
  });

  it('marks shown support messages read once, and clears the dot', async () => {
    serve('POST /api/v1/chat/read', () => ok({ unread: 0 }));
    useUiStore.setState({ chatUnread: true });
    // The newest support message was read before: nothing to tell.
    await markShownRead();
    expect(calls('POST /api/v1/chat/read')).toHaveLength(0);
    expect(useUiStore.getState().chatUnread).toBe(false);
    receiveMessage(message(2, { from: 'player', author: null }));
    receiveMessage(message(3));
    await markShownRead();
    await markShownRead();
    expect(calls('POST /api/v1/chat/read').map((r) => r.body)).toEqual([{ lastMessageId: 3 }]);
  });

  it('tells the read mark again after it failed', async () => {
    receiveMessage(message(4));
    await markShownRead();
    serve('POST /api/v1/chat/read', () => ok({ unread: 0 }));
    await markShownRead();
    expect(calls('POST /api/v1/chat/read').map((r) => r.body)).toEqual([
      { lastMessageId: 4 },
      { lastMessageId: 4 },
    ]);
  });
});
