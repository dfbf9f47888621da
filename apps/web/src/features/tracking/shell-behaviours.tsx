import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { setAnalyticsUser } from '../../shared/lib/analytics';
import { storage } from '../../shared/lib/storage';
import { usePopup } from '../../shared/lib/use-popup';
import { useSession } from '../../shared/lib/use-session';
import { useSessionStore } from '../../shared/state/session-store';
import { readLinkValues } from './capture-link-values';

/**
 * What the shell does with a link's query (spec core §2 "Behaviours of the shell"): keep the
 * tracking values, the currency, the referral code and the token; a referral code `r` opens
 * sign-up for a visitor, and sign-up closes once the visitor is signed in. Analytics events carry
 * the signed-in player's id.
 */
export function ShellBehaviours() {
  const { search } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { current, open, close } = usePopup();
  const session = useSession();
  const setToken = useSessionStore((state) => state.setToken);
  const setRecoveryToken = useSessionStore((state) => state.setRecoveryToken);
  const handledSearch = useRef<string | null>(null);

  useEffect(() => {
    if (handledSearch.current === search) return;
    handledSearch.current = search;
    const { values, token } = readLinkValues(search);
    for (const [key, value] of values) storage.set(key, value);
    if (token.token && token.store !== 'none') {
      if (token.store === 'auth') setToken(token.token);
      else setRecoveryToken(token.token);
      // A token in the address bar must not stay there to be shared or bookmarked; nor may a
      // recovery token outlive its popup there, where it would later be read as an auth token.
      setSearchParams(
        (params) => {
          params.delete('token');
          return params;
        },
        { replace: true },
      );
    }
  }, [search, setRecoveryToken, setSearchParams, setToken]);

  // Events carry the player's id once signed in, and none after signing out.
  const userId = session.user?.id;
  useEffect(() => {
    if (session.status === 'unknown') return;
    setAnalyticsUser(userId === undefined ? null : String(userId));
  }, [session.status, userId]);

  const referral = searchParams.get('r');
  useEffect(() => {
    if (referral && session.status === 'guest' && current !== 'sign-up') open('sign-up');
    if (session.status === 'player' && current === 'sign-up') close();
  }, [close, current, open, referral, session.status]);

  return null;
}
