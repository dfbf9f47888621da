/**
 * The ledger's accounts. A player owns one account per kind and currency; the house accounts
 * are the other side of every movement, split by counterparty where one exists.
 */
export const PLAYER_ACCOUNT_KINDS = [
  /** Withdrawable money. */
  'real',
  /** Casino bonus money: wagered in casino games after real money. */
  'bonus_casino',
  /** Sport bonus money (engagement §4: resets after 7 days). */
  'bonus_sport',
  /** Winnings of free spins, wagered before they become real money. */
  'freespin_winnings',
  /** Referral commission earned from invited friends, moved to `real` on request. */
  'referral',
  /** Money held for a withdrawal request until it is paid out or released. */
  'withdrawal_hold',
] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];

export const HOUSE_ACCOUNT_KINDS = [
  /** Per game provider (key): takes bets, pays wins. */
  'game_house',
  /** Per payment provider (key): money in transit between the provider and the casino. */
  'payment_clearing',
  'bonus_expense',
  'referral_expense',
  'tournament_prizes',
  /** The other side of a staff balance correction (player-admin, four eyes). */
  'staff_correction',
] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];

export type AccountRef =
  { userId: number; kind: PlayerAccountKind } | { house: HouseAccountKind; key?: string };

export const isPlayerAccount = (
  ref: AccountRef,
): ref is { userId: number; kind: PlayerAccountKind } => 'userId' in ref;

/** What a movement is; stored on the ledger transaction for history and reports. */
export const TRANSACTION_KINDS = [
  'bet',
  'win',
  'rollback',
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_payout',
  'transfer',
  'bonus_grant',
  /** A bonus account's end: wagering met (part to real), or forfeited back to the house. */
  'bonus_convert',
  'bonus_cancel',
  'referral_commission_bet',
  'referral_commission_deposit',
  'tournament_prize',
  'correction',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
