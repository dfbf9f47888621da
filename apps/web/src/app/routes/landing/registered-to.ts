import { wheelTypeFromPath, type WheelType } from '@jackdaw/contracts';
import { CRASH_GAME_ALIAS, paths } from '../../../config/paths';
import type { PopupName } from '../../../config/popups';
import { stripLanguage } from '../../../shared/lib/detect-language';

/**
 * Where a visitor who has just registered in a landing's popup goes. The wheel's prize and the
 * game landings' offers open on the first deposit, so the new player is taken to the deposit
 * popup; the aviator landing sends to its game for real money, whose gate asks for that deposit.
 */
export function registeredDestination(popup: PopupName | null): {
  pathname: string;
  search: string;
} {
  if (popup === 'aviatore-registration') {
    const [pathname = paths.home, search = ''] = paths.game(CRASH_GAME_ALIAS, 'real').split('?');
    return { pathname, search: search && `?${search}` };
  }
  if (
    popup === 'reg-wheel' ||
    popup === 'coin-strike-registration' ||
    popup === 'energy-joker-registration' ||
    popup === 'plinko-registration'
  )
    return { pathname: paths.home, search: `?${new URLSearchParams({ popup: 'deposit' })}` };
  return { pathname: paths.home, search: '' };
}

/** The destination for a `navigate`, its path in the page's language. */
export function localizedDestination(
  popup: PopupName | null,
  localized: (path: string) => string,
): { pathname: string; search: string } {
  const destination = registeredDestination(popup);
  return { ...destination, pathname: localized(destination.pathname) };
}

/** The wheel of the landing the page shows (`/land/wheels/{segment}`, any language prefix). */
export function wheelOfPath(pathname: string): WheelType | undefined {
  const match = /^\/land\/wheels\/([^/]+)\/?$/.exec(stripLanguage(pathname));
  return match?.[1] ? wheelTypeFromPath(match[1]) : undefined;
}
