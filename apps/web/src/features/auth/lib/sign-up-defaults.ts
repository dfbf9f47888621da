import type { CurrencyCode, Tracking } from '@jackdaw/contracts';
import { storageKeys, type StorageKey } from '../../../shared/lib/storage';

/**
 * The currency sign-up starts with: the one the link named, else the one suggested for the
 * visitor's country, else USD, else the first offered; only ever one the casino offers.
 */
export function preferredCurrency({
  fromLink,
  fromGeo,
  offered,
}: {
  fromLink: string | null;
  fromGeo: CurrencyCode | undefined;
  offered: readonly CurrencyCode[];
}): CurrencyCode | undefined {
  for (const candidate of [fromLink, fromGeo, 'USD']) {
    const match = offered.find((code) => code === candidate);
    if (match) return match;
  }
  return offered[0];
}

const trackingKeys = [
  'clickId',
  'utmMedium',
  'utmSource',
  'utmCampaign',
  'utmSub1',
  'utmSub2',
  'utmSub3',
  'utmPid',
] as const satisfies readonly (keyof Tracking & StorageKey)[];

/** The tracking values kept from the visitor's links, sent with the registration. */
export function storedTracking(read: (key: StorageKey) => string | null): Tracking | undefined {
  const tracking: Tracking = {};
  for (const key of trackingKeys) {
    const value = read(storageKeys[key]);
    if (value) tracking[key] = value;
  }
  return Object.keys(tracking).length > 0 ? tracking : undefined;
}
