import { DEFAULT_LANGUAGE, pathLanguage, type LanguageCode } from '@jackdaw/contracts';

// Detection lives in the contracts: the server reads a page's language too (dictionary preload).
export { detectLanguage, pathLanguage } from '@jackdaw/contracts';

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

/**
 * The same path with its language prefix in lower case, or null when it already is (or has no
 * prefix): `/TR/slots` is Turkish and is shown at `/tr/slots`, one address per page.
 */
export function canonicalLanguagePath(pathname: string): string | null {
  if (!pathLanguage(pathname)) return null;
  const [, segment = '', ...rest] = pathname.split('/');
  const lower = segment.toLowerCase();
  return segment === lower ? null : ['', lower, ...rest].join('/');
}
