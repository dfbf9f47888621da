import {
  cacheTimes,
  currencyCodeSchema,
  landingCall,
  landingPathParams,
  type CurrencyCode,
  type LandingSource,
} from '@jackdaw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useGeo } from '../../../shared/api/get-geo';
import { apiRequest } from '../../../shared/lib/api-client';
import { currentLanguage } from '../../../shared/lib/i18n';
import { storage, storageKeys } from '../../../shared/lib/storage';

export const landingQueryKey = (source: LandingSource, lang: string, currency?: string) =>
  ['landings', source, lang, currency ?? 'default'] as const;

/**
 * GET /landings/{kind}/{name}: the landing's texts in the page's language (the operator's, else
 * the defaults) and its prize in the visitor's currency.
 */
export const landingQueryOptions = (source: LandingSource, lang: string, currency?: CurrencyCode) =>
  queryOptions({
    queryKey: landingQueryKey(source, lang, currency),
    queryFn: ({ signal }) =>
      apiRequest(landingCall, {
        params: landingPathParams(source),
        query: { lang, currency },
        signal,
      }),
    staleTime: cacheTimes.catalogues,
  });

/**
 * The visitor's currency, as the sign-up form will preselect it: the link's, else the one
 * suggested for the country. Until the country is known the prize is asked in the site's
 * default and asked again once it is.
 */
export function useVisitorCurrency(): CurrencyCode | undefined {
  const geo = useGeo();
  const fromLink = currencyCodeSchema.safeParse(storage.get(storageKeys.currencyFromLink));
  return fromLink.success ? fromLink.data : geo.data?.currencyIsoCode;
}

export function useLanding(source: LandingSource, enabled = true) {
  // Subscribed to i18next: a change of language asks for the texts in the new one.
  useTranslation();
  const currency = useVisitorCurrency();
  const lang = currentLanguage();
  return useQuery({
    ...landingQueryOptions(source, lang, currency),
    enabled,
    // A new currency or language keeps the page's texts until the new ones come.
    placeholderData: (previous) => previous,
  });
}
