import { MINOR_UNITS_PER_MAJOR, type CurrencyCode } from '@jackdaw/contracts';

/** Actions that always need a second person, whatever the amount (issue 20, four eyes). */
export const ALWAYS_FOUR_EYES = ['player.correct_balance', 'player.unban'] as const;

/** The action whose need for a second person depends on its amount. */
export const WITHDRAWAL_ACTION = 'withdrawal.approve';

/** Minor units per currency above which a withdrawal needs a second person. */
export type WithdrawalThresholds = Partial<Record<CurrencyCode, bigint>>;

const major = (amount: number): bigint => BigInt(amount) * BigInt(MINOR_UNITS_PER_MAJOR);

/**
 * About 1,000 USD in each of the 14 currencies at late-2026 rates, rounded to a figure an
 * operator recognises (README "Decisions"); an operator setting replaces them later.
 */
export const DEFAULT_WITHDRAWAL_THRESHOLDS: Readonly<Record<CurrencyCode, bigint>> = {
  USD: major(1_000),
  EUR: major(1_000),
  GBP: major(800),
  INR: major(85_000),
  BDT: major(120_000),
  AZN: major(1_700),
  BRL: major(5_500),
  KZT: major(500_000),
  PKR: major(280_000),
  TRY: major(40_000),
  UZS: major(12_500_000),
  MMK: major(2_100_000),
  KES: major(130_000),
  LKR: major(300_000),
};

/**
 * Whether `action` needs a second person. Corrections and unbans always do; a withdrawal does
 * when its amount (minor units) is above its currency's threshold, or when that currency has no
 * threshold (a gap in the data must not wave money through). Other actions never do.
 */
export function needsSecondPerson(
  action: string,
  amount: bigint | null,
  currency: CurrencyCode | null,
  thresholds: WithdrawalThresholds = DEFAULT_WITHDRAWAL_THRESHOLDS,
): boolean {
  if ((ALWAYS_FOUR_EYES as readonly string[]).includes(action)) return true;
  if (action !== WITHDRAWAL_ACTION) return false;
  if (amount === null || currency === null) return true;
  const threshold = thresholds[currency];
  return threshold === undefined || amount > threshold;
}
