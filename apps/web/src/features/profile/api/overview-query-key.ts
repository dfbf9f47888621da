import { profileQueryKeyRoot } from '../../../shared/lib/use-session';

/**
 * The overview's queries sit under the profile's key: whatever refreshes the header's balances
 * (a settled payment, a game round) refreshes the overview's accounts and history with them.
 */
export const overviewQueryKey = (token: string | null, part: string) =>
  [...profileQueryKeyRoot, 'overview', part, token] as const;
