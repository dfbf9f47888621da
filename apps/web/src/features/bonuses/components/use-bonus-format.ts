import { DEFAULT_LANGUAGE, parseLanguageCode } from '@jackdaw/contracts';
import { formatAmount, formatMoney } from '@jackdaw/money';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/lib/use-session';

/** Money in the player's currency and percents, written the player's language's way. */
export function useBonusFormat() {
  const { i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  const currency = useSession().user?.currencyCode ?? 'USD';
  return {
    language,
    currency,
    money: (minor: number) => formatMoney(minor, currency, language),
    // Hundredths of a percent written like minor units: 12.5 → "12,5" in English (core §9).
    percent: (value: number) => `${formatAmount(Math.round(value * 100), language)}%`,
  };
}
