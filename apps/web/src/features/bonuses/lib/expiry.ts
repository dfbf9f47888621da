import { WELCOME_BONUS, type BonusKind, type BonusRecord } from '@jackdaw/contracts';

const HOUR_MS = 3_600_000;
/** Default and ready-to-receive expiry: 7 days (engagement §9). */
export const DEFAULT_EXPIRY_MS = WELCOME_BONUS.claimHours * HOUR_MS;

const time = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

/**
 * The end the rule of engagement §4 "Expiry time" names for a bonus record, epoch ms, or null
 * when it names none (another status, or the date it names is missing):
 * - deposit bonus: `validUntil` when active; `updatedAt` + 7 days when ready to receive;
 * - free-spin bonus: `validUntil` when awaiting a spin; `wagerValidUntil` when active;
 *   `updatedAt` + 7 days when ready to receive.
 */
export function ruleExpiry(
  kind: BonusKind,
  record: Pick<BonusRecord, 'status' | 'validUntil' | 'wagerValidUntil' | 'updatedAt'> | null,
): number | null {
  if (!record) return null;
  const updatedPlusWeek = (): number | null => {
    const updated = time(record.updatedAt);
    return updated === null ? null : updated + DEFAULT_EXPIRY_MS;
  };
  if (record.status === 'ready_to_receive') return updatedPlusWeek();
  if (kind === 'deposit') return record.status === 'active' ? time(record.validUntil) : null;
  if (record.status === 'await_spin') return time(record.validUntil);
  if (record.status === 'active') return time(record.wagerValidUntil);
  return null;
}

/**
 * When a bonus ends (engagement §4 "Expiry time"), epoch ms: the rule's date (`ruleExpiry`),
 * otherwise 7 days from the stored reference time (`reference`, when the site first saw it).
 *
 * @example expiresAt('deposit', { status: 'ready_to_receive', updatedAt: '2026-01-01T00:00:00Z', … }, 0)
 *   // Date.parse('2026-01-08T00:00:00Z')
 */
export function expiresAt(
  kind: BonusKind,
  record: Pick<BonusRecord, 'status' | 'validUntil' | 'wagerValidUntil' | 'updatedAt'> | null,
  reference: number,
): number {
  return ruleExpiry(kind, record) ?? reference + DEFAULT_EXPIRY_MS;
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whether the time is over (every part 0). */
  over: boolean;
}

/**
 * What is left until `end`, split into the card's units (engagement §9: day, hours, min, sec).
 * Seconds round up, so the display shows 0 only when the time is over.
 */
export function timeLeft(end: number, now: number): TimeLeft {
  const total = Math.max(0, Math.ceil((end - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    over: total === 0,
  };
}
