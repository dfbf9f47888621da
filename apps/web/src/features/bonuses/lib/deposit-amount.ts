import type { LanguageCode } from '@jackdaw/contracts';
import { parseAmount } from '@jackdaw/money';

export type DepositAmountCheck =
  | { verdict: 'ok'; amount: number }
  | { verdict: 'empty' | 'invalid' | 'below' | 'above'; amount: number | null };

/**
 * The `bonus` popup's amount (engagement §5: "an amount between minimum and maximum"): what was
 * typed, read in the player's language, in minor units, between the offer's minimum and maximum
 * deposit, both included. A maximum of 0 is no maximum.
 *
 * @example checkDepositAmount('25', { min: 200, max: 2_700_000 }, 'EN') // { verdict: 'ok', amount: 2500 }
 */
export function checkDepositAmount(
  text: string,
  limits: { min: number; max: number },
  language: LanguageCode,
): DepositAmountCheck {
  if (text.trim() === '') return { verdict: 'empty', amount: null };
  const parsed = parseAmount(text, language);
  if (parsed === null || parsed <= 0n) return { verdict: 'invalid', amount: null };
  const amount = Number(parsed);
  if (limits.min > 0 && amount < limits.min) return { verdict: 'below', amount };
  if (limits.max > 0 && amount > limits.max) return { verdict: 'above', amount };
  return { verdict: 'ok', amount };
}

/** Minor units as the field shows them back: digits and a '.' fraction only when there is one. */
export function amountText(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const fraction = minor % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}
