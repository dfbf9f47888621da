import { GAME_CATEGORIES } from '@jackdaw/contracts';
import { CASINO_CATEGORIES, paths, type CasinoCategory } from '../../config/paths';
import { localizePath, pathLanguage, stripLanguage } from '../../shared/lib/detect-language';

/**
 * Query parameters of spec core §2 that send a link somewhere else (the others are read where
 * they apply: `status` and `method` by the transactions list, `name`, `sort`, `page` and
 * `search_result` by the game list, `popup` by the popup host).
 */
export const LINK_PARAMS = {
  category: 'category',
  liveCasino: 'live-casino',
  tournament: 'tournament',
  notificationId: 'notificationId',
  bonusId: 'bonusId',
} as const;

export interface Destination {
  pathname: string;
  search: string;
}

/** Route of a category named by its route (`table`) or by the catalogue's slug (`table-games`). */
export function categoryRoute(value: string | null): CasinoCategory | null {
  if (!value) return null;
  const name = value.trim().toLowerCase().replace(/^\/+/, '');
  if ((CASINO_CATEGORIES as readonly string[]).includes(name)) return name as CasinoCategory;
  const bySlug = GAME_CATEGORIES.find((category) => category.slug === name)?.url.slice(1);
  return bySlug && (CASINO_CATEGORIES as readonly string[]).includes(bySlug)
    ? (bySlug as CasinoCategory)
    : null;
}

const idShape = /^[A-Za-z0-9_-]{1,64}$/;
/** A flag parameter is on when present, unless it says otherwise (`?live-casino`, `=1`, `=true`). */
const isOn = (value: string | null) =>
  value !== null && !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());

/**
 * Where a link should land (spec core §2 "Auth route names" and "Query parameters"), or null when
 * it already does. The answer keeps the language prefix and every parameter it does not consume,
 * so tracking values and the referral code still reach the page.
 *
 * - `/login`, `/register`: the casino home with the sign-in or sign-up popup.
 * - On the casino home: `live-casino` opens the live casino category; `category` opens that
 *   category's list; `tournament` opens that tournament, or the list when it names none.
 * - Anywhere: `notificationId` opens the notifications page and `bonusId` the bonus page, each
 *   carrying its id for the screen to show.
 */
export function linkDestination(pathname: string, search: string): Destination | null {
  const language = pathLanguage(pathname);
  const bare = stripLanguage(pathname).replace(/(.)\/+$/, '$1');
  const params = new URLSearchParams(search);
  const to = (path: string, consumed: readonly string[] = []): Destination => {
    for (const name of consumed) params.delete(name);
    const query = params.toString();
    return {
      pathname: language ? localizePath(path, language) : path,
      search: query ? `?${query}` : '',
    };
  };

  if (bare === '/login' || bare === '/register') {
    params.set('popup', bare === '/login' ? 'sign-in' : 'sign-up');
    return to(paths.home);
  }

  if (bare === '/') {
    if (params.has(LINK_PARAMS.liveCasino)) {
      const on = isOn(params.get(LINK_PARAMS.liveCasino));
      // The top navigation's "Live casino": filters and search text start afresh.
      return on
        ? to(paths.category('live-casino'), [
            LINK_PARAMS.liveCasino,
            LINK_PARAMS.category,
            'name',
            'search_result',
            'sort',
            'page',
          ])
        : to(paths.home, [LINK_PARAMS.liveCasino]);
    }
    const value = params.get(LINK_PARAMS.category);
    // A catalogue category without a route of its own (asian games) is listed on the home page.
    const listedHere =
      categoryRoute(value) === null && GAME_CATEGORIES.some((category) => category.slug === value);
    if (params.has(LINK_PARAMS.category) && !listedHere) {
      const route = categoryRoute(value);
      return to(route ? paths.category(route) : paths.home, [LINK_PARAMS.category]);
    }
    if (params.has(LINK_PARAMS.tournament)) {
      const id = params.get(LINK_PARAMS.tournament)?.trim() ?? '';
      return to(idShape.test(id) && id !== 'true' ? paths.tournament(id) : paths.tournaments, [
        LINK_PARAMS.tournament,
      ]);
    }
  }

  const notification = params.get(LINK_PARAMS.notificationId);
  const notificationsPage = paths.profile.page('notification');
  if (notification !== null && bare !== notificationsPage) {
    return idShape.test(notification)
      ? to(notificationsPage)
      : to(pathnameOf(bare), [LINK_PARAMS.notificationId]);
  }
  const bonus = params.get(LINK_PARAMS.bonusId);
  const bonusPage = paths.profile.page('bonus');
  if (bonus !== null && bare !== bonusPage && bare !== notificationsPage) {
    return idShape.test(bonus) ? to(bonusPage) : to(pathnameOf(bare), [LINK_PARAMS.bonusId]);
  }
  return null;
}

const pathnameOf = (bare: string) => bare || '/';
