import type { LanguageCode } from '@jackdaw/contracts';
import i18next from 'i18next';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizePath } from '../../shared/lib/detect-language';
import { storage, storageKeys } from '../../shared/lib/storage';
import { useIsMobile } from '../../shared/lib/use-media-query';

/**
 * Changes the language as spec core §4 says: fetch and apply the dictionary, store the code in
 * upper case, drop the popup (on mobile the side menu stays open), and replace the URL with the
 * same page in the new language.
 */
export function useChangeLanguage(): (language: LanguageCode) => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  const isMobile = useIsMobile();
  return useCallback(
    async (language) => {
      if (storage.get(storageKeys.language) !== language || i18next.language !== language) {
        await i18next.changeLanguage(language);
        storage.set(storageKeys.language, language.toUpperCase());
      }
      const search = new URLSearchParams(location.search);
      search.delete('popup');
      search.delete('lang');
      if (isMobile) search.set('popup', 'side-menu');
      const query = search.toString();
      await navigate(
        { pathname: localizePath(location.pathname, language), search: query ? `?${query}` : '' },
        { replace: true },
      );
    },
    [isMobile, location.pathname, location.search, navigate],
  );
}
