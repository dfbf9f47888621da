import { DEFAULT_LANGUAGE, parseLanguageCode, type CurrencyCode } from '@jackdaw/contracts';
import { formatAmount, formatMoney, type MinorAmount } from '@jackdaw/money';
import { useTranslation } from 'react-i18next';

/** Money of the programme's currency and shares in basis points, the player's language's way. */
export function useReferralFormat(currency: CurrencyCode) {
  const { i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  return {
    language,
    money: (minor: MinorAmount) => formatMoney(minor, currency, language),
    // A basis point is a hundredth of a percent, written like minor units: 25 → "0,25%".
    share: (bp: number) => `${formatAmount(bp, language)}%`,
    date: (iso: string) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso)),
  };
}
