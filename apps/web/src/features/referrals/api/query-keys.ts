import { profileQueryKeyRoot } from '../../../shared/lib/use-session';

/**
 * Every referral query sits under the profile's key: whatever refreshes the header's balances (a
 * friend's deposit credited, a transfer) refreshes the referral balance and the friends' profit
 * with them.
 */
export const referralsQueryKeyRoot = [...profileQueryKeyRoot, 'referrals'] as const;

export const referralsQueryKey = (token: string | null, part: string) =>
  [...referralsQueryKeyRoot, part, token] as const;
