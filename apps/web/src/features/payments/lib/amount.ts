import { MINOR_UNITS_PER_MAJOR, type LanguageCode } from '@jackdaw/contracts';
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

/** Digits after the decimal mark in every currency the site has (100 minor units → 2). */
const FRACTION_DIGITS = String(MINOR_UNITS_PER_MAJOR).length - 1;

/** The language's mark between groups of three digits, read from its own formatting. */
const groupMarkOf = (language: LanguageCode): string =>
  /\D/.exec(formatAmount(100_000_000, language))?.[0] ?? ' ';

/**
 * What the amount field keeps of what was typed or pasted: digits and one decimal mark ('.' or
 * ','), at most the currency's decimals after it. Letters, signs and spaces never enter it. The
 * last mark is the decimal one unless it repeats, or it is the language's group mark with a
 * group of three after it ("1,000" in Bengali, "1.000.000"): then every mark was grouping.
 */
export function amountInput(typed: string, language: LanguageCode): string {
  const text = typed.replace(/[^\d.,]/g, '');
  const marks = [...text.matchAll(/[.,]/g)].map((match) => ({ mark: match[0], at: match.index }));
  const last = marks.at(-1);
  if (!last) return text;
  // A second mark typed at the end is a slip, not a reason to read the first one anew.
  if (marks.length > 1 && last.at === text.length - 1) {
    return amountInput(text.slice(0, -1), language);
  }
  const whole = text.slice(0, last.at).replace(/[.,]/g, '');
  const after = text.slice(last.at + 1);
  const repeated = marks.length > 1 && marks.every((entry) => entry.mark === last.mark);
  const grouping = last.mark === groupMarkOf(language) && after.length > FRACTION_DIGITS;
  if (repeated || grouping || FRACTION_DIGITS === 0) return `${whole}${after}`;
  return `${whole}${last.mark}${after.slice(0, FRACTION_DIGITS)}`;
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
