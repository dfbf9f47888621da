import { profileQueryKeyRoot } from '../../../shared/lib/use-session';

/**
 * Every bonus query sits under the profile's key, as the overview's do: whatever refreshes the
 * header's balances (a game round, a settled deposit) refreshes the cards' progress with them,
 * and a cancel or a claim refreshes the bonuses through their own root.
 */
export const bonusesQueryKeyRoot = [...profileQueryKeyRoot, 'bonuses'] as const;

export const bonusesQueryKey = (token: string | null, part: string) =>
  [...bonusesQueryKeyRoot, part, token] as const;
