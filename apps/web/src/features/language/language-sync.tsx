import i18next from 'i18next';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { detectLanguage } from '../../shared/lib/detect-language';
import { storage, storageKeys } from '../../shared/lib/storage';

/** Keeps the applied language equal to what the URL (or the stored choice) names. */
export function LanguageSync() {
  const { search, pathname } = useLocation();
  useEffect(() => {
    const language = detectLanguage(search, pathname, storage.get(storageKeys.language));
    if (i18next.language === language) return;
    void i18next.changeLanguage(language).then(() => storage.set(storageKeys.language, language));
  }, [search, pathname]);
  return null;
}
