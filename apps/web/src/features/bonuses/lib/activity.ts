import {
  BONUS_ACTIVE_STATUSES,
  BONUS_IN_PROGRESS_STATUSES,
  type BonusEntry,
} from '@jackdaw/contracts';

/** engagement §4 "Bonus activity": active, queue and the older clients' spellings of them. */
export function isActiveStatus(status: string | null | undefined): boolean {
  return typeof status === 'string' && BONUS_ACTIVE_STATUSES.includes(status);
}

/** engagement §4: a bonus in progress is active, awaiting a spin or ready to receive. */
export function isInProgressStatus(status: string | null | undefined): boolean {
  return (
    typeof status === 'string' && (BONUS_IN_PROGRESS_STATUSES as readonly string[]).includes(status)
  );
}

/** engagement §4: "An activated bonus without a bonus record is ignored." */
export function isIgnored(entry: Pick<BonusEntry, 'isActivated' | 'bonus'>): boolean {
  return entry.isActivated && entry.bonus === null;
}

/** Whether the entry counts for the player now: offered, or active or in progress. */
export function isCurrent(entry: Pick<BonusEntry, 'isActivated' | 'bonus'>): boolean {
  if (isIgnored(entry)) return false;
  if (entry.bonus === null) return true;
  return isActiveStatus(entry.bonus.status) || isInProgressStatus(entry.bonus.status);
}
