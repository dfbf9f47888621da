import {
  CRASH_GAME_ALIAS as CONTRACT_CRASH_GAME_ALIAS,
  VERIFY_PAGE_PATH,
  verifyPageSearch,
  type VerifyPageQuery,
} from '@jackdaw/contracts';

/**
 * Every URL of the site (spec core §2), without the language prefix; `localizePath` adds it.
 * Components link through these, never through strings of their own.
 */

/**
 * Casino category routes: path segment → translation key of its name. `crash` is the crash
 * game's category (issue 23), a `/{category}` route of spec core §2 like the others.
 */
export const CASINO_CATEGORIES = [
  'popular',
  'new',
  'favorite',
  'slots',
  'crash',
  'table',
  'lottery',
  'video-poker',
  'roulette',
  'blackjack',
  'scratch',
  'poker',
  'bingo',
  'v-sport',
  'baccara',
  'arcade',
  'keno',
  'instant',
  'other',
  'live-casino',
  'jackpot',
] as const;
export type CasinoCategory = (typeof CASINO_CATEGORIES)[number];

export const INFO_PAGES = [
  'about',
  'conditions',
  'kycaml',
  'privacy',
  'responsiblegame',
  'cookies',
  'support',
  'welcome-bonus',
] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

export const LANDING_WHEELS = [
  'girls',
  'teenagers',
  'cards',
  'aviator',
  'chicks-turkey',
  'chicks-bangladesh',
  'chicks-uzbekistan',
  'crazy-time',
  'roulette',
  'sweet-bonanza',
  'olympus',
  'coin-strike',
  'energy-joker',
  'plinko',
  'fruity',
] as const;
/** A wheel landing's path segment: `wheelPathSegment` of a wheel type (`coinStrike` → `coin-strike`). */
export type LandingWheel = (typeof LANDING_WHEELS)[number];

export const LANDING_GAMES = ['aviator', 'coin-strike', 'energy-joker', 'plinko'] as const;
export type LandingGame = (typeof LANDING_GAMES)[number];

export const PROFILE_PAGES = [
  'games',
  'achievements',
  'bonus',
  'loyalty',
  'cashback',
  'invite',
  'personal',
  'safety',
  'notification',
] as const;
export type ProfilePage = (typeof PROFILE_PAGES)[number];

/**
 * The crash-style game opened by the header's image entry, the aviator tile, the footer and its
 * landing (the catalogue's alias, `CRASH_GAME_ALIAS` of the contracts).
 */
export const CRASH_GAME_ALIAS = CONTRACT_CRASH_GAME_ALIAS;

export const paths = {
  home: '/',
  category: (category: CasinoCategory) => (category === 'popular' ? '/' : `/${category}`),
  /** Search results live on the root, the searched words as a comma list (spec core §2). */
  searchResults: (words: readonly string[]) =>
    `/?${new URLSearchParams({ search_result: words.join(',') }).toString()}`,
  providers: '/providers',
  provider: (provider: string) => `/providers/${encodeURIComponent(provider)}`,
  game: (alias: string, mode?: 'real' | 'demo') =>
    `/slots/${encodeURIComponent(alias)}${mode ? `?mode=${mode}` : ''}`,
  profile: {
    root: '/profile',
    transactions: '/profile/transactions',
    deposits: '/profile/transactions/deposit',
    withdrawals: '/profile/transactions/withdrawal',
    transaction: (id: string) => `/profile/transactions/${encodeURIComponent(id)}`,
    page: (page: ProfilePage) => `/profile/${page}`,
    banned: '/profile/banned',
  },
  tournaments: '/tournament',
  tournament: (id: string) => `/tournament/${encodeURIComponent(id)}`,
  landing: {
    root: '/land',
    game: (game: LandingGame) => `/land/${game}`,
    wheel: (wheel: LandingWheel) => `/land/wheels/${wheel}`,
  },
  info: (page: InfoPage) => `/info/${page}`,
  promo: '/promo',
  /** The provably fair verifier: a round by id, or seeds linked from a game's fairness panel. */
  verify: (query: VerifyPageQuery = {}) => VERIFY_PAGE_PATH + verifyPageSearch(query),
  pages: {
    serviceError: '/pages/service_error',
    notAvailable: '/pages/not_available',
    banned: '/pages/banned',
  },
  notFound: '/404',
} as const;
