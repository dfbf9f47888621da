import * as z from 'zod/mini';
import { okEnvelope } from '../envelope.js';

/** The 11 supported language codes (spec core §3), upper case as the site stores them. */
export const LANGUAGE_CODES = [
  'BN',
  'EN',
  'RU',
  'KZ',
  'TR',
  'UZ',
  'MM',
  'SI',
  'FR',
  'AZ',
  'NE',
] as const;

export const languageCodeSchema = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof languageCodeSchema>;

export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

export interface LanguageInfo {
  /** Name of the language in itself, as the picker shows it. */
  nativeName: string;
  /** English name, for search and accessibility labels. */
  englishName: string;
  /** ISO 3166 country whose flag stands for the language. */
  flagCountry: string;
  /** BCP 47 tag for Intl and the html lang attribute. */
  bcp47: string;
  /** Writing direction. */
  dir: 'ltr' | 'rtl';
}

export const LANGUAGES: Record<LanguageCode, LanguageInfo> = {
  BN: { nativeName: 'বাংলা', englishName: 'Bengali', flagCountry: 'bd', bcp47: 'bn', dir: 'ltr' },
  EN: { nativeName: 'English', englishName: 'English', flagCountry: 'gb', bcp47: 'en', dir: 'ltr' },
  RU: { nativeName: 'Русский', englishName: 'Russian', flagCountry: 'ru', bcp47: 'ru', dir: 'ltr' },
  KZ: { nativeName: 'Қазақша', englishName: 'Kazakh', flagCountry: 'kz', bcp47: 'kk', dir: 'ltr' },
  TR: { nativeName: 'Türkçe', englishName: 'Turkish', flagCountry: 'tr', bcp47: 'tr', dir: 'ltr' },
  UZ: { nativeName: 'Oʻzbekcha', englishName: 'Uzbek', flagCountry: 'uz', bcp47: 'uz', dir: 'ltr' },
  MM: { nativeName: 'မြန်မာ', englishName: 'Burmese', flagCountry: 'mm', bcp47: 'my', dir: 'ltr' },
  SI: { nativeName: 'සිංහල', englishName: 'Sinhala', flagCountry: 'lk', bcp47: 'si', dir: 'ltr' },
  FR: { nativeName: 'Français', englishName: 'French', flagCountry: 'fr', bcp47: 'fr', dir: 'ltr' },
  AZ: {
    nativeName: 'Azərbaycanca',
    englishName: 'Azerbaijani',
    flagCountry: 'az',
    bcp47: 'az',
    dir: 'ltr',
  },
  NE: { nativeName: 'नेपाली', englishName: 'Nepali', flagCountry: 'np', bcp47: 'ne', dir: 'ltr' },
};

/** Accepts any casing; answers the supported code or undefined (unknown codes are ignored). */
export function parseLanguageCode(value: string | null | undefined): LanguageCode | undefined {
  if (!value) return undefined;
  const upper = value.toUpperCase();
  return (LANGUAGE_CODES as readonly string[]).includes(upper)
    ? (upper as LanguageCode)
    : undefined;
}

/**
 * The language of a page (spec core §4 "Language"): the `lang` query parameter, then the first
 * path segment, then the stored value, else English. Unsupported codes are ignored at each step.
 * Shared by the site and the server, which preloads the page's dictionary.
 */
export function detectLanguage(
  search: string,
  pathname: string,
  stored: string | null,
): LanguageCode {
  const fromQuery = parseLanguageCode(new URLSearchParams(search).get('lang'));
  return fromQuery ?? pathLanguage(pathname) ?? parseLanguageCode(stored) ?? DEFAULT_LANGUAGE;
}

/**
 * The language named by the first path segment, if it is a supported non-English prefix. Any
 * casing names the language (`/TR/` is Turkish); the site then moves to the lower-case form.
 */
export function pathLanguage(pathname: string): LanguageCode | undefined {
  const segment = pathname.split('/')[1] ?? '';
  const code = parseLanguageCode(segment);
  return code === DEFAULT_LANGUAGE ? undefined : code;
}

/** File code of a localization: lower case, except KZ → kk and RU → rus (spec core §7). */
export function localizationFileCode(code: LanguageCode): string {
  if (code === 'KZ') return 'kk';
  if (code === 'RU') return 'rus';
  return code.toLowerCase();
}

/** Path of a language's dictionary from the site root. */
export function localizationPath(code: LanguageCode): string {
  return `/langs/Localization+(${localizationFileCode(code)}).json`;
}

/** Reverse of {@link localizationFileCode}. */
export function languageFromFileCode(fileCode: string): LanguageCode | undefined {
  return LANGUAGE_CODES.find((code) => localizationFileCode(code) === fileCode.toLowerCase());
}

export const languageSchema = z
  .object({
    id: z.int(),
    isoCode: languageCodeSchema,
    name: z.string(),
    image: z.string(),
  })
  .register(z.globalRegistry, { id: 'Language' });
export type Language = z.infer<typeof languageSchema>;

export const languagesResponseSchema = okEnvelope({ languages: z.array(languageSchema) });
export type LanguagesResponse = z.infer<typeof languagesResponseSchema>;

/** A dictionary of translation keys to texts. */
export const translationsSchema = z.record(z.string(), z.string());
export type Translations = z.infer<typeof translationsSchema>;

/** A language code in any casing, answered upper case; unknown codes are refused. */
export const languageParamSchema = z.pipe(
  z.string(),
  z.transform((value, ctx) => {
    const code = parseLanguageCode(value.trim());
    if (!code) {
      ctx.issues.push({ code: 'custom', message: `Unsupported language '${value}'`, input: value });
      return z.NEVER;
    }
    return code;
  }),
);

export const localizationQuerySchema = z.object({
  lang: z._default(languageParamSchema, DEFAULT_LANGUAGE),
});

export const localizationResponseSchema = okEnvelope({
  language: languageCodeSchema,
  url: z.string(),
  translations: translationsSchema,
});
export type LocalizationResponse = z.infer<typeof localizationResponseSchema>;
