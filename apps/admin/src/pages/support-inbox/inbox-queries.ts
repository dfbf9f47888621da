import {
  adminChatConversationCall,
  adminChatListCall,
  type AdminChatConversation,
  type CallResponse,
  type ChatMessage,
} from '@jackdaw/contracts';
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useKeysetList } from '../../api/keyset-list';
import { mergeMessages } from './messages';

export type InboxFilter = 'open' | 'mine' | 'unassigned' | 'closed';
export type ConversationPage = CallResponse<typeof adminChatConversationCall>;

// Everything the inbox caches sits under one key, so the live stream and the polling fallback
// refresh it in one call; canned replies are apart (they change only when staff edit them).
export const inboxKey = ['admin', 'support-inbox'] as const;
export const listKey = (filter: InboxFilter) => [...inboxKey, 'list', filter] as const;
export const conversationKey = (id: number) => [...inboxKey, 'conversation', id] as const;
export const cannedKey = ['admin', 'support-canned'] as const;

/** The inbox's conversations under a filter, page by page (load more). */
export function useConversations(filter: InboxFilter) {
  return useKeysetList({
    queryKey: listKey(filter),
    load: (cursor, signal) => api(adminChatListCall, { query: { filter, cursor }, signal }),
    rows: (page) => page.items,
    next: (page) => page.nextCursor,
  });
}

/** One conversation: its newest page of messages first, older pages as they are loaded. */
export function useConversation(id: number) {
  return useInfiniteQuery({
    queryKey: conversationKey(id),
    queryFn: ({ pageParam, signal }) =>
      api(adminChatConversationCall, {
        params: { id: String(id) },
        query: pageParam === undefined ? {} : { before: String(pageParam) },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    retry: false,
    // Each read of a conversation is audited: refetch on news, not on every focus.
    refetchOnWindowFocus: false,
  });
}

type Cached = { pages: ConversationPage[]; pageParams: unknown[] } | undefined;

/** Adds a message that came live (stream, or our own answer) to the open conversation's cache. */
export function addMessage(client: QueryClient, message: ChatMessage): boolean {
  let found = false;
  client.setQueryData<Cached>(conversationKey(message.conversationId), (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest) return data;
    found = true;
    return {
      ...data,
      pages: [{ ...newest, messages: mergeMessages(newest.messages, [message]) }, ...older],
    };
  });
  return found;
}

/** Puts a conversation's new state (assigned, closed, reopened) in its cache. */
export function setConversation(client: QueryClient, conversation: AdminChatConversation) {
  client.setQueryData<Cached>(conversationKey(conversation.id), (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest) return data;
    return { ...data, pages: [{ ...newest, conversation }, ...older] };
  });
}
