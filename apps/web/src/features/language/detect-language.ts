import { DEFAULT_LANGUAGE, parseLanguageCode, type LanguageCode } from '@jackdaw/contracts';

/**
 * The language of a page (spec core §4 "Language"): the `lang` query parameter, then the first
 * path segment, then the stored value, else English. Unsupported codes are ignored at each step.
 */
export function detectLanguage(
  search: string,
  pathname: string,
  stored: string | null,
): LanguageCode {
  const fromQuery = parseLanguageCode(new URLSearchParams(search).get('lang'));
  return fromQuery ?? pathLanguage(pathname) ?? parseLanguageCode(stored) ?? DEFAULT_LANGUAGE;
}

/** The language named by the first path segment, if it is a supported non-English prefix. */
export function pathLanguage(pathname: string): LanguageCode | undefined {
  const segment = pathname.split('/')[1] ?? '';
  // Prefixes are lower case; English has none.
  if (segment !== segment.toLowerCase()) return undefined;
  const code = parseLanguageCode(segment);
  return code === DEFAULT_LANGUAGE ? undefined : code;
}

/** The path without its language prefix. */
export function stripLanguage(pathname: string): string {
  if (!pathLanguage(pathname)) return pathname || '/';
  const rest = pathname.split('/').slice(2).join('/');
  return `/${rest}`;
}

/** The path as seen in `language`: English has no prefix, the others their lower-case code. */
export function localizePath(path: string, language: LanguageCode): string {
  const bare = stripLanguage(path);
  if (language === DEFAULT_LANGUAGE) return bare;
  return bare === '/' ? `/${language.toLowerCase()}` : `/${language.toLowerCase()}${bare}`;
}
