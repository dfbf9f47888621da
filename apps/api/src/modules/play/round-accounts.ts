import type { HeldAccounts, PlayerAccountKind } from '../wallet/index.js';

/** The accounts a round's bet spends (real money, then casino bonus) and its wins go back to. */
export const ROUND_ACCOUNTS: PlayerAccountKind[] = ['real', 'bonus_casino'];

/** The balance a round shows: what the player may bet, real plus casino bonus money. */
export const spendableOf = (balances: ReadonlyMap<PlayerAccountKind, bigint>): bigint =>
  (balances.get('real') ?? 0n) + (balances.get('bonus_casino') ?? 0n);

/** spendableOf the accounts a transaction holds, as they stand now. */
export const heldSpendable = (held: HeldAccounts): bigint =>
  (held.get('real')?.balance ?? 0n) + (held.get('bonus_casino')?.balance ?? 0n);
