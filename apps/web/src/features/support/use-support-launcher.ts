import { useCallback } from 'react';
import { usePopup } from '../../shared/lib/use-popup';
import { useSession } from '../../shared/lib/use-session';
import { openSupportChat } from './support-chat';

/**
 * What the support entries do on a press: a signed-in player gets the chat; a visitor (the info
 * page's button) is asked to sign in first, since a conversation belongs to an account and the
 * staff answer it by the player's card. While the session is still being checked the press
 * waits for nothing: it opens the chat, which shows once the player is known.
 */
export function useSupportLauncher(): () => void {
  const session = useSession();
  const { open } = usePopup();
  return useCallback(() => {
    if (session.status === 'guest') open('sign-in');
    else openSupportChat();
  }, [session.status, open]);
}
