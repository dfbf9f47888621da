/** Country names engagement §9 "Country names by language code" answers, in English. */
export type CountryName =
  | 'Bangladesh'
  | 'Russia'
  | 'Türkiye'
  | 'Uzbekistan'
  | 'Kazakhstan'
  | 'Azerbaijan'
  | 'Brazil'
  | 'Nepal';

const DEFAULT_COUNTRY: CountryName = 'Bangladesh';

/**
 * Keyed by lower-case code. 'pt' is not one of the 11 site languages but the spec lists it, so
 * it is kept for callers passing a browser or provider language. The spec writes "Nepali" for
 * 'ne'; that is the language, and every other entry is a country, so the country Nepal is meant.
 */
const COUNTRY_BY_LANGUAGE = new Map<string, CountryName>([
  ['en', 'Bangladesh'],
  ['bn', 'Bangladesh'],
  ['mm', 'Bangladesh'],
  ['si', 'Bangladesh'],
  ['ru', 'Russia'],
  ['tr', 'Türkiye'],
  ['uz', 'Uzbekistan'],
  ['kz', 'Kazakhstan'],
  ['az', 'Azerbaijan'],
  ['pt', 'Brazil'],
  ['ne', 'Nepal'],
]);

/**
 * The country the site assumes for a language code, in any casing; Bangladesh for a missing or
 * unlisted code (FR included, as the spec gives it no country).
 *
 * @example
 * countryNameForLanguage('RU'); // "Russia"
 * countryNameForLanguage('pt'); // "Brazil"
 * countryNameForLanguage('FR'); // "Bangladesh"
 */
export function countryNameForLanguage(languageCode: string | null | undefined): CountryName {
  if (!languageCode) return DEFAULT_COUNTRY;
  return COUNTRY_BY_LANGUAGE.get(languageCode.trim().toLowerCase()) ?? DEFAULT_COUNTRY;
}
