import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { retryableLazy } from '../../shared/lib/lazy-import';
import { useSession } from '../../shared/lib/use-session';
import { subscribeRealtime } from '../../shared/state/realtime-store';
import { useSessionStore } from '../../shared/state/session-store';
import { useUiStore } from '../../shared/state/ui-store';
import { ChatLoadBoundary } from './components/chat-load-boundary';
import { marksUnread } from './lib/unread-rule';
import { closeSupportChat } from './support-chat';

// The panel, its store and its calls are a chunk of their own, loaded on the first open: none of
// it is in the first page's JavaScript (support-chat-bundle.test.ts).
const ChatPanel = retryableLazy(() => import('./components/chat-panel'));
const loadUnreadCount = () => import('./api/get-unread');

/**
 * Always mounted in the app shell for the signed-in player: sets the unread dot when support
 * writes while the chat is closed (spec core §4; not on a slots page nor over the deposit popup),
 * asks once per sign-in whether answers came while the player was away, and shows the panel
 * while the chat is open.
 */
export function SupportChatMount() {
  const session = useSession();
  const token = useSessionStore((state) => state.token);
  const chatOpen = useUiStore((state) => state.chatOpen);
  const signedIn = session.status === 'player';
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  // The listener reads the page as it is when a message comes, not as it was subscribed.
  const popup = searchParams.get('popup');
  const where = useRef({ pathname, popup });
  useEffect(() => {
    where.current = { pathname, popup };
  }, [pathname, popup]);
  // A fresh lazy component after a failed load: its first render imports the chunk again.
  const [Panel, setPanel] = useState(() => ChatPanel.current());
  const retryLoad = useCallback(() => {
    ChatPanel.retry();
    setPanel(() => ChatPanel.current());
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    return subscribeRealtime('chat.message', (event) => {
      const ui = useUiStore.getState();
      if (marksUnread({ from: event.message.from, chatOpen: ui.chatOpen, ...where.current })) {
        ui.setChatUnread(true);
      }
    });
  }, [signedIn]);

  useEffect(() => {
    if (!signedIn || !token) return;
    let stopped = false;
    // After the page has settled: the count is not worth a request competing with the page's own.
    const timer = setTimeout(() => {
      loadUnreadCount()
        .then(({ getUnreadCount }) => getUnreadCount())
        .then((unread) => {
          const ui = useUiStore.getState();
          if (stopped || unread === 0) return;
          if (marksUnread({ from: 'staff', chatOpen: ui.chatOpen, ...where.current })) {
            ui.setChatUnread(true);
          }
        })
        .catch((error: unknown) => console.warn('support chat: unread count not known', error));
    }, UNREAD_CHECK_DELAY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [signedIn, token]);

  useEffect(() => {
    // Signing out closes the chat and forgets its marker.
    if (session.status !== 'guest') return;
    const ui = useUiStore.getState();
    if (ui.chatOpen) ui.setChatOpen(false);
    if (ui.chatUnread) ui.setChatUnread(false);
  }, [session.status]);

  if (!chatOpen || !signedIn || !token) return null;
  return (
    <ChatLoadBoundary onRetry={retryLoad} onClose={closeSupportChat}>
      <Suspense fallback={null}>
        <Panel owner={token} />
      </Suspense>
    </ChatLoadBoundary>
  );
}

const UNREAD_CHECK_DELAY_MS = 2000;
