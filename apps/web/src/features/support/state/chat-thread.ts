import { ErrorCode, type ChatMessage, type ChatTyping } from '@jackdaw/contracts';
import { create } from 'zustand';
import { ApiError } from '../../../shared/lib/api-client';
import { useUiStore } from '../../../shared/state/ui-store';
import { getChat } from '../api/get-chat';
import { markRead } from '../api/mark-read';
import { sendMessage } from '../api/send-message';
import { uploadAttachment } from '../api/upload-attachment';
import { lastStaffMessageId, mergeMessages, takeNewestPage } from '../lib/chat-thread';
import { TYPING_SHOWN_MS } from '../lib/typing-signal';

/** Why a message did not go, as the widget words it. */
export type SendProblem = 'imageSize' | 'imageType' | 'tooMany' | 'offline' | 'failed';

/** A message the player wrote that the server has not stored yet. */
export interface PendingMessage {
  localId: string;
  text: string;
  image: Blob | null;
  /** A local picture of the image while it uploads (an object URL, revoked once stored). */
  previewUrl: string | null;
  /** Set once the image is uploaded: a retry sends the message without uploading again. */
  attachmentId: number | null;
  status: 'sending' | 'failed';
  problem: SendProblem | null;
}

export interface ChatThreadState {
  /** The token the thread was loaded with: another player's sign-in starts afresh. */
  owner: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  messages: ChatMessage[];
  nextBefore: number | null;
  older: 'idle' | 'loading' | 'error';
  pending: PendingMessage[];
  staffTyping: boolean;
  /** The newest support message reported read. */
  readUpTo: number;
  /** What the player has typed and not sent: closing the chat keeps it. */
  draft: string;
}

const initial: ChatThreadState = {
  owner: null,
  status: 'idle',
  messages: [],
  nextBefore: null,
  older: 'idle',
  pending: [],
  staffTyping: false,
  readUpTo: 0,
  draft: '',
};

/**
 * The conversation as the widget shows it. It lives in the widget's lazy chunk and outlives the
 * panel: closing and opening again keeps the messages, the unsent ones and the scroll's history.
 */
export const useChatThread = create<ChatThreadState>(() => ({ ...initial }));

const set = (patch: Partial<ChatThreadState>) => useChatThread.setState(patch);
const get = () => useChatThread.getState();

export function sendProblem(error: unknown): SendProblem {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === ErrorCode.ChatImageTooLarge || error.statusCode === 413) return 'imageSize';
  if (error.code === ErrorCode.ChatImageType || error.statusCode === 415) return 'imageType';
  if (error.statusCode === 429) return 'tooMany';
  if (error.code === ErrorCode.ServiceUnavailable) return 'offline';
  return 'failed';
}

/** The chat opens for the signed-in player `owner`: loads (or refreshes) the newest page. */
export async function openThread(owner: string): Promise<void> {
  if (get().owner !== owner) {
    for (const pending of get().pending) revoke(pending);
    clearTimeout(typingTimer);
    useChatThread.setState({ ...initial, owner }, true);
  }
  await loadNewest();
}

export async function loadNewest(): Promise<void> {
  const owner = get().owner;
  set({ status: get().messages.length > 0 ? 'ready' : 'loading' });
  try {
    const page = await getChat();
    if (get().owner !== owner) return;
    const held = get();
    const { messages, gap } = takeNewestPage(held.messages, page.messages, page.nextBefore);
    set({
      status: 'ready',
      messages,
      nextBefore: held.messages.length === 0 || gap ? page.nextBefore : held.nextBefore,
    });
  } catch (error) {
    console.warn('support chat: the conversation did not load', error);
    // Messages already shown stay: only an empty chat shows the error in their place.
    set({ status: get().messages.length > 0 ? 'ready' : 'error' });
  }
}

/** The page before the oldest message shown (keyset `before`). */
export async function loadOlder(): Promise<void> {
  const { nextBefore, older, owner } = get();
  if (nextBefore === null || older === 'loading') return;
  set({ older: 'loading' });
  try {
    const page = await getChat(nextBefore);
    if (get().owner !== owner) return;
    set({
      older: 'idle',
      messages: mergeMessages(get().messages, page.messages),
      nextBefore: page.nextBefore,
    });
  } catch (error) {
    console.warn('support chat: older messages did not load', error);
    set({ older: 'error' });
  }
}

let localCounter = 0;

function revoke(pending: PendingMessage): void {
  if (pending.previewUrl) URL.revokeObjectURL(pending.previewUrl);
}

function updatePending(localId: string, patch: Partial<PendingMessage>): void {
  set({
    pending: get().pending.map((item) => (item.localId === localId ? { ...item, ...patch } : item)),
  });
}

async function deliver(localId: string): Promise<void> {
  const pending = get().pending.find((item) => item.localId === localId);
  if (!pending) return;
  updatePending(localId, { status: 'sending', problem: null });
  try {
    let attachmentId = pending.attachmentId;
    if (pending.image && attachmentId === null) {
      attachmentId = (await uploadAttachment(pending.image)).id;
      updatePending(localId, { attachmentId });
    }
    const message = await sendMessage(pending.text, attachmentId ?? undefined);
    revoke(pending);
    set({
      pending: get().pending.filter((item) => item.localId !== localId),
      messages: mergeMessages(get().messages, [message]),
    });
  } catch (error) {
    // An image the server refused cannot go as it is: a retry would only be refused again,
    // so the message keeps its text and the player removes the image or picks another.
    updatePending(localId, { status: 'failed', problem: sendProblem(error) });
  }
}

/** Sends what the player wrote (text, an image or both); it shows at once as sending. */
export function sendToSupport(text: string, image: Blob | null, previewUrl: string | null): void {
  localCounter += 1;
  const localId = `local-${localCounter}`;
  set({
    pending: [
      ...get().pending,
      {
        localId,
        text: text.trim(),
        image,
        previewUrl,
        attachmentId: null,
        status: 'sending',
        problem: null,
      },
    ],
  });
  void deliver(localId);
}

export function setDraft(draft: string): void {
  set({ draft });
}

export function retrySend(localId: string): void {
  void deliver(localId);
}

export function discardSend(localId: string): void {
  const pending = get().pending.find((item) => item.localId === localId);
  if (pending) revoke(pending);
  set({ pending: get().pending.filter((item) => item.localId !== localId) });
}

let typingTimer: ReturnType<typeof setTimeout> | undefined;

/** A message from the stream (either side's, the player's from another tab too). */
export function receiveMessage(message: ChatMessage): void {
  if (get().status === 'idle') return;
  // The stream can bring the player's own message before its send answers: it replaces the
  // one shown as sending, so the message never shows twice.
  const echoed =
    message.from === 'player'
      ? get().pending.find(
          (item) =>
            item.status === 'sending' &&
            item.text === message.text &&
            (item.image === null
              ? message.attachment === null
              : item.attachmentId === (message.attachment?.id ?? null)),
        )
      : undefined;
  if (echoed) revoke(echoed);
  set({
    pending: echoed ? get().pending.filter((item) => item !== echoed) : get().pending,
    messages: mergeMessages(get().messages, [message]),
    // The answer ends the typing.
    staffTyping: message.from === 'staff' ? false : get().staffTyping,
  });
}

/** Support typing (or stopped); a lost "stopped" fades after TYPING_SHOWN_MS. */
export function receiveTyping(typing: ChatTyping): void {
  if (typing.from === 'player') return;
  clearTimeout(typingTimer);
  set({ staffTyping: typing.typing });
  if (typing.typing) typingTimer = setTimeout(() => set({ staffTyping: false }), TYPING_SHOWN_MS);
}

/**
 * The shown messages are read: reports the newest support message once (POST /chat/read) and
 * clears the dot. Called while the panel is open and the page visible.
 */
export async function markShownRead(): Promise<void> {
  useUiStore.getState().setChatUnread(false);
  const last = lastStaffMessageId(get().messages);
  const previous = get().readUpTo;
  if (last === null || last <= previous) return;
  set({ readUpTo: last });
  // Read already (in another tab, or before this page loaded): nothing to tell.
  if (get().messages.find((message) => message.id === last)?.readAt) return;
  try {
    await markRead(last);
  } catch (error) {
    console.warn('support chat: read state did not go', error);
    // Told again next time the messages show.
    if (get().readUpTo === last) set({ readUpTo: previous });
  }
}
