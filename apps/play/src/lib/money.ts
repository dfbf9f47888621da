import type { CurrencyCode, LanguageCode } from '@jackdaw/contracts';
import { formatAmount, formatMoney, parseAmount } from '@jackdaw/money';

/** How a game shows the player's amounts and reads what they type, in their language. */
export interface Money {
  format: (minor: number) => string;
  /** The amount as the input shows it (major units, no symbol). */
  plain: (minor: number) => string;
  /** The input's text to minor units, or null (nothing, not a number, or not above zero). */
  parse: (text: string) => number | null;
}

export function moneyIn(currency: CurrencyCode, language: LanguageCode): Money {
  return {
    format: (minor) => formatMoney(minor, currency, language),
    plain: (minor) => formatAmount(minor, language),
    parse: (text) => {
      const minor = parseAmount(text, language);
      return minor === null || minor <= 0n ? null : Number(minor);
    },
  };
}
