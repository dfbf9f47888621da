import {
  DEFAULT_LANGUAGE,
  detectLanguage,
  layout,
  localizationPath,
  pathLanguage,
  type Banner,
} from '@jackdaw/contracts';

/**
 * Preload hints written into the site's index.html for one page, so that what its first paint
 * needs starts downloading with the HTML instead of after the script has run: the page's
 * dictionaries (the app waits for them before its first render) and, on the casino home, the
 * first banner's artwork (the largest paint on a phone).
 */
export function dictionaryHints(url: string): string[] {
  const [pathname = '/', search = ''] = url.split('?');
  // The stored language is the browser's to know: the path and the query decide here.
  const language = detectLanguage(search, pathname, null);
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  // i18next's HTTP backend fetches in CORS mode with same-origin credentials: so does this.
  return languages.map(
    (code) => `<link rel="preload" href="${localizationPath(code)}" as="fetch" crossorigin>`,
  );
}

/** Whether a path is the casino home (`/` or `/{language}`), where the carousel heads the page. */
export function isHomePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  const segments = pathname.split('/').filter(Boolean);
  return segments.length === 0 || (segments.length === 1 && pathLanguage(pathname) !== undefined);
}

/** The first banner's picture for each side of the breakpoint, as the carousel's <picture>. */
export function bannerHints(banners: readonly Banner[]): string[] {
  const first = banners[0];
  if (!first) return [];
  const wide = layout.bannerBreakpoint;
  return [
    imagePreload(first.imgMob, `(max-width: ${wide - 0.02}px)`),
    imagePreload(first.imgDesktop, `(min-width: ${wide}px)`),
  ];
}

function imagePreload(href: string, media: string): string {
  return `<link rel="preload" href="${escapeAttribute(href)}" as="image" media="${media}" fetchpriority="high">`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** index.html with the hints placed at the end of its head. */
export function withHints(html: string, hints: readonly string[]): string {
  if (hints.length === 0) return html;
  return html.replace('</head>', `${hints.join('')}</head>`);
}
