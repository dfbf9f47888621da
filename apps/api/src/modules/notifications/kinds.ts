import type { NotificationKind, NotificationType } from '@jackdaw/contracts';

/**
 * Each kind's weight (higher shows first), lifetime (seconds from creation; past it the queue
 * drops it) and profile-list type (engagement §3, §4). The values are decisions recorded in the
 * README: failures and money the player is owed first; reminders live 24 h (their moment is
 * over after that); the rest a week.
 */
export interface KindDefaults {
  weight: number;
  lifeTime: number;
  type: NotificationType;
}

const HOUR = 3_600;
const DAY = 24 * HOUR;

export const KIND_DEFAULTS: Record<NotificationKind, KindDefaults> = {
  SystemFirstFailedDeposit: { weight: 100, lifeTime: DAY, type: 'deposit' },
  SystemSecondFailedDeposit: { weight: 100, lifeTime: DAY, type: 'deposit' },
  SystemRestFailedDeposits: { weight: 100, lifeTime: DAY, type: 'deposit' },
  SystemFirstDeposit: { weight: 90, lifeTime: 7 * DAY, type: 'deposit' },
  SystemSuccessfulDeposit: { weight: 80, lifeTime: DAY, type: 'deposit' },
  BonusTransferToMain: { weight: 70, lifeTime: 7 * DAY, type: 'transfer' },
  BonusAccruedReward: { weight: 60, lifeTime: 7 * DAY, type: 'promo' },
  FreeSpinWinAccrued: { weight: 60, lifeTime: 7 * DAY, type: 'promo' },
  TournamentPrizeWon: { weight: 70, lifeTime: 7 * DAY, type: 'promo' },
  BonusCampaignAvailable: { weight: 50, lifeTime: 7 * DAY, type: 'promo' },
  FreeSpinAssigned: { weight: 50, lifeTime: 7 * DAY, type: 'promo' },
  FreeSpinAvailable: { weight: 45, lifeTime: DAY, type: 'promo' },
  BonusActivationTerm24: { weight: 40, lifeTime: DAY, type: 'promo' },
  BonusWageringTerm24: { weight: 40, lifeTime: DAY, type: 'promo' },
  SystemBalanceUtilization: { weight: 30, lifeTime: DAY, type: 'deposit' },
};

/** A staff message: shown on the profile page only (no kind, so no popup); kept a month. */
export const STAFF_MESSAGE = { weight: 20, lifeTime: 30 * DAY } as const;

/** How long before a window closes its reminder is raised. */
export const REMINDER_HOURS = 24;

/** The failed-deposit kind of a payment's failure ordinal (payments: first, second, rest). */
export function failedDepositKind(ordinal: string | null): NotificationKind | null {
  if (ordinal === 'first') return 'SystemFirstFailedDeposit';
  if (ordinal === 'second') return 'SystemSecondFailedDeposit';
  if (ordinal === 'rest') return 'SystemRestFailedDeposits';
  return null;
}
