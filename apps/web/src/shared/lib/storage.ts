/**
 * The keys the site keeps in localStorage (spec core §3 "Stored locally"). Reads and writes
 * never throw: private modes and full quotas must not break a page.
 */
export const storageKeys = {
  language: 'language',
  authToken: 'authToken',
  recoveryToken: 'recoveryToken',
  clickId: 'clickId',
  currencyFromLink: 'currencyFromLink',
  utmMedium: 'utmMedium',
  utmSource: 'utmSource',
  utmCampaign: 'utmCampaign',
  utmSub1: 'utmSub1',
  utmSub2: 'utmSub2',
  utmSub3: 'utmSub3',
  utmPid: 'utmPid',
  /** The referral code `r` of the link the visitor came by, sent with the registration. */
  referralCode: 'referralCode',
  userCountry: 'userCountry',
  sideMenu: 'sideMenu',
  apiVersion: 'apiVersion',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the value lives for this page only.
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // nothing to remove
    }
  },
};
