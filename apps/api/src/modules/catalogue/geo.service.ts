import { createRequire } from 'node:module';
import {
  CURRENCY_CODES,
  LANGUAGE_CODES,
  LANGUAGES,
  type CurrencyCode,
  type GeoData,
  type LanguageCode,
  type Country,
} from '@jackdaw/contracts';
import countryToCurrency from 'country-to-currency';
import countries from 'i18n-iso-countries';
import type { CatalogueRepository } from './catalogue.repository.js';

const require = createRequire(import.meta.url);

/** i18n-iso-countries ships names for these of our languages; others fall back to English. */
const namedLocales = new Set(['bn', 'en', 'ru', 'kk', 'tr', 'uz', 'fr', 'az']);
for (const code of LANGUAGE_CODES) {
  const locale = LANGUAGES[code].bcp47;
  if (namedLocales.has(locale)) {
    countries.registerLocale(require(`i18n-iso-countries/langs/${locale}.json`));
  }
}

const supported = new Set<string>(CURRENCY_CODES);

/** The currency we suggest: the country's own when we support it (the euro area gets EUR), else USD. */
export function currencyForCountry(countryCode: string | null): CurrencyCode {
  if (!countryCode) return 'USD';
  const own = (countryToCurrency as Record<string, string>)[countryCode];
  return own && supported.has(own) ? (own as CurrencyCode) : 'USD';
}

export function countryName(
  countryCode: string,
  language: LanguageCode = 'EN',
): string | undefined {
  const locale = LANGUAGES[language].bcp47;
  const name = namedLocales.has(locale)
    ? countries.getName(countryCode, locale, { select: 'official' })
    : undefined;
  return name ?? countries.getName(countryCode, 'en', { select: 'official' });
}

export function isKnownCountry(countryCode: string): boolean {
  return countries.isValid(countryCode);
}

export function describeCountry(
  countryCode: string | null,
  language: LanguageCode = 'EN',
  blocked = false,
): GeoData {
  const name = countryCode ? countryName(countryCode, language) : undefined;
  return {
    countryCode: name ? countryCode : null,
    name: name ?? '',
    currencyIsoCode: currencyForCountry(name ? countryCode : null),
    isCountryDefined: Boolean(name),
    blocked,
  };
}

/** Every ISO 3166 country with its suggested currency and names in our languages. */
export function listCountries(): Country[] {
  return Object.keys(countries.getAlpha2Codes())
    .sort()
    .map((code) => {
      const names: Record<string, string> = {};
      for (const language of LANGUAGE_CODES) {
        names[language] = countryName(code, language) ?? code;
      }
      return { code, currencyIsoCode: currencyForCountry(code), names };
    });
}

type Lookup = (ip: string) => { country: string } | null;
let lookup: Lookup | undefined;

/**
 * Offline IP → country from geoip-country's bundled database. `override` (GEO_COUNTRY_OVERRIDE)
 * stands in for local testing, where every request comes from the loopback address.
 */
export function countryForIp(ip: string, override?: string): string | null {
  if (override) return override;
  lookup ??= (require('geoip-country') as { lookup: Lookup }).lookup;
  return lookup(ip)?.country ?? null;
}

/**
 * Where a request comes from and whether its country is blocked (spec core §6). The list is the
 * operator's data (`blocked_countries`); an address we cannot place is not blocked, as a leading
 * casino's geo-fence lets unknown addresses through and relies on KYC for the rest.
 */
export function createGeoService(deps: {
  repository: Pick<CatalogueRepository, 'isCountryBlocked'>;
  /** GEO_COUNTRY_OVERRIDE: every request placed in this country (local testing). */
  override: string | undefined;
}) {
  const countryOf = (ip: string) => countryForIp(ip, deps.override);
  const isBlocked = async (country: string | null) =>
    country !== null && (await deps.repository.isCountryBlocked(country));
  return {
    countryOf,
    isBlocked,
    /** The request's country, or null when it may proceed; the caller refuses a non-null one. */
    async blockedCountryOf(ip: string): Promise<string | null> {
      const country = countryOf(ip);
      return (await isBlocked(country)) ? country : null;
    },
    async describe(countryCode: string | null, language?: LanguageCode): Promise<GeoData> {
      return describeCountry(countryCode, language, await isBlocked(countryCode));
    },
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
