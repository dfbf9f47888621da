import { CURRENCY_DISPLAY, type CurrencyCode, type LanguageCode } from '@jackdaw/contracts';
import { formatAmount } from './format-amount.js';
import type { MinorAmount } from './minor-units.js';

/**
 * {@link formatAmount} with the currency's sign on the side CURRENCY_DISPLAY gives it: a sign
 * before touches the amount, a sign after is set off by one space. A minus goes in front of
 * everything. The sign is shown even when the amount shows "0".
 *
 * @example
 * formatMoney(100000, 'INR', 'EN'); // "₹1 000"
 * formatMoney(100000, 'USD', 'EN'); // "1 000 $"
 * formatMoney(-100050, 'BDT', 'BN'); // "-৳1,000.50"
 * formatMoney(null, 'USD', 'EN'); // "0 $"
 */
export function formatMoney(
  minor: MinorAmount,
  currency: CurrencyCode,
  language: LanguageCode,
): string {
  const amount = formatAmount(minor, language);
  const { sign, signPosition } = CURRENCY_DISPLAY[currency];
  if (signPosition === 'after') return `${amount} ${sign}`;
  return amount.startsWith('-') ? `-${sign}${amount.slice(1)}` : `${sign}${amount}`;
}
