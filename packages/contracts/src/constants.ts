/**
 * Business constants and limits of spec core §9 and engagement §9. Durations in milliseconds
 * unless the name says otherwise.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const cacheTimes = {
  profile: 10 * SECOND,
  gamesList: 1 * SECOND,
  gamesSearch: 10 * SECOND,
  paymentMethods: 5 * MINUTE,
  catalogues: 5 * MINUTE,
} as const;

export const gameList = {
  pageSize: 15,
  defaultSort: 'pop',
  defaultTop: true,
} as const;

/**
 * Engagement §9's maximum win per bet, 2,000,000 roubles, in US dollar minor units (about 100
 * RUB per USD); other currencies take the equivalent from the operator's exchange rates. The
 * own studio's games (the crash game, the originals) pay a win above it at it.
 */
export const MAX_WIN_PER_BET_USD = 2_000_000;

/** A launch URL's token is single use and expires after this long if unused. */
export const gameLaunch = { tokenTtl: 10 * MINUTE } as const;

export const transactionsPageSize = { deposit: 10, withdraw: 25 } as const;

export const paymentLifetimes = {
  upiData: 3 * MINUTE,
  paymentPage: 14 * MINUTE,
} as const;

export const popupTimings = {
  unmountDelay: 10,
  openDelay: 100,
  authCheckDelay: 100,
} as const;

export const preloader = {
  closeMain: 2000,
  closeLanding: 400,
  hideAfterComplete: 550,
  removeAfterHide: 3500,
  imageTimeout: 5000,
  progressStep: 25,
  progressInterval: 50,
} as const;

export const layout = {
  sidebarOpen: 256,
  sidebarCollapsed: 76,
  sidebarCollapseBelow: 1370,
  breakpoints: [1440, 1180, 768, 576, 375],
  bannerBreakpoint: 768,
  bannerAutoplay: 5 * SECOND,
  scrollToTopAfter: 300,
  dropdownMaxHeight: 700,
  providerViewTrackingDelay: 15 * SECOND,
} as const;

export const slowConnectionDownlink = 0.7;

export const errorReporting = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;

export const testPaymentDefaults = {
  status: 'SUCCESS',
  delay: 1,
  repeat: 1,
  attempts: 1,
  strategy: 'withdrawDoubleCancel',
} as const;

export const referral = { pageSize: 5 } as const;

export const wheel = {
  attempts: 2,
  fruityAttempts: 1,
  angles: [715, 1410],
} as const;

/** Money is held in minor units; every supported currency has two decimals. */
export const MINOR_UNITS_PER_MAJOR = 100;
/** Amounts longer than this many digits are shown as 0 (engagement §9). */
export const MAX_AMOUNT_DIGITS = 10;

export const MINIMUM_AGE = 18;
