import type { LanguageCode } from '@jackdaw/contracts';
import { formatAmount, parseAmount } from '@jackdaw/money';
import type { MethodLimit } from './payment-methods';

/**
 * The amount a player typed, in minor units, or null when it is empty, unreadable, not positive
 * or longer than 10 digits (such amounts show 0, spec core §5).
 */
export function amountFromText(text: string, language: LanguageCode): number | null {
  const minor = parseAmount(text, language);
  if (minor === null || minor <= 0n) return null;
  return Number(minor);
}

/** The typed amount as the summary shows it: "0" for empty, unreadable or over-long input. */
export function shownAmount(text: string, language: LanguageCode): string {
  return formatAmount(amountFromText(text, language), language);
}

/**
 * Minor units as the amount field holds them: plain digits and a '.' fraction, which every
 * language reads back (parseAmount accepts a plain whole part with either mark).
 */
export function majorText(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const fraction = minor % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

export type AmountCheck = 'ok' | 'empty' | 'below' | 'above';

/** Whether an amount fits the method's limits; a limit of 0 means "none" on that side. */
export function checkAmount(minor: number | null, limit: MethodLimit): AmountCheck {
  if (minor === null) return 'empty';
  if (limit.min > 0 && minor < limit.min) return 'below';
  if (limit.max > 0 && minor > limit.max) return 'above';
  return 'ok';
}

export type WithdrawalCheck = AmountCheck | 'balance';

/**
 * Whether a withdrawal amount can be requested: within the method's limits and at most what is
 * available to withdraw (the real balance, engagement §5). Above both ceilings the lower one is
 * named, so the player is told the bound that actually stops them.
 */
export function checkWithdrawal(
  minor: number | null,
  limit: MethodLimit,
  available: number,
): WithdrawalCheck {
  const verdict = checkAmount(minor, limit);
  if (verdict === 'empty' || verdict === 'below' || minor === null) return verdict;
  const balanceBinds = limit.max === 0 || available < limit.max;
  if (minor > available && (balanceBinds || verdict === 'ok')) return 'balance';
  return verdict;
}
