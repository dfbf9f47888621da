import type { LanguageCode } from '@jackdaw/contracts';
import { detectLanguage } from '../../shared/lib/detect-language';

export interface LanguagePlan {
  language: LanguageCode;
  /** The dictionary in use is another language's. */
  apply: boolean;
  /**
   * The stored code is not this one, in upper case. A language taken from a link is stored as a
   * chosen one is (core §4), so that a page reached without a prefix (the return from a
   * payment provider) stays in it.
   */
  store: boolean;
}

/** What the page does so that the language in use and the stored one are the one the address names. */
export function planLanguage(
  search: string,
  pathname: string,
  stored: string | null,
  applied: string,
): LanguagePlan {
  const language = detectLanguage(search, pathname, stored);
  return { language, apply: applied !== language, store: stored !== language };
}
