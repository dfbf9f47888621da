import { currencyCodeSchema, registerQuerySchema } from '@jackdaw/contracts';
import * as z from 'zod/mini';
import { storageKeys, type StorageKey } from '../../shared/lib/storage';

/** Query names → where they are kept. The first name found wins for a key. */
const trackingParams: [string[], StorageKey][] = [
  [['click_id', 'clickid'], storageKeys.clickId],
  [['utm_medium'], storageKeys.utmMedium],
  [['utm_source'], storageKeys.utmSource],
  [['utm_campaign'], storageKeys.utmCampaign],
  [['utm_sub1', 'sub1'], storageKeys.utmSub1],
  [['utm_sub2', 'sub2'], storageKeys.utmSub2],
  [['utm_sub3', 'sub3'], storageKeys.utmSub3],
  [['pid'], storageKeys.utmPid],
];

const MAX_VALUE_LENGTH = 200;

export interface TokenDecision {
  /** Where the `token` of the link goes, if anywhere. */
  store: 'auth' | 'recovery' | 'none';
  token: string | null;
}

/**
 * What a link's query asks to keep (spec core §2 "Behaviours of the shell", §3 "Tracking
 * values"): tracking values, the currency and the referral code `r` from the link, and the
 * token, which is stored as the auth token except on deposit-result (not stored) and
 * recovery-complete (the recovery token).
 */
export function readLinkValues(search: string): {
  values: [StorageKey, string][];
  token: TokenDecision;
} {
  const params = new URLSearchParams(search);
  const values: [StorageKey, string][] = [];
  for (const [names, key] of trackingParams) {
    const value = names.map((name) => params.get(name)).find((found) => found && found.trim());
    if (value) values.push([key, value.trim().slice(0, MAX_VALUE_LENGTH)]);
  }
  const currency = z.safeParse(currencyCodeSchema, params.get('currency')?.toUpperCase());
  if (currency.success) values.push([storageKeys.currencyFromLink, currency.data]);
  // Kept only when the registration call would accept it, so a bad code cannot block sign-up.
  const referral = z.safeParse(registerQuerySchema, { r: params.get('r') ?? undefined });
  if (referral.success && referral.data.r) values.push([storageKeys.referralCode, referral.data.r]);

  const token = params.get('token');
  const popup = params.get('popup');
  let store: TokenDecision['store'] = 'none';
  if (token)
    store =
      popup === 'deposit-result' ? 'none' : popup === 'recovery-complete' ? 'recovery' : 'auth';
  return { values, token: { store, token } };
}
