import type { Banner, BannerTranslation } from '@jackdaw/contracts';

/** The banner's text in the player's language, else English (engagement §3), else the first. */
export function pickTranslation(banner: Banner, language: string): BannerTranslation | undefined {
  return (
    banner.translations.find((t) => t.language === language) ??
    banner.translations.find((t) => t.language === 'EN') ??
    banner.translations[0]
  );
}

/** A banner link that names the deposit popup opens it instead of navigating. */
export function opensDeposit(link: string): boolean {
  return new URLSearchParams(link.split('?')[1] ?? '').get('popup') === 'deposit';
}
