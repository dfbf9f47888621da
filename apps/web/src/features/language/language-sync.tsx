import i18next from 'i18next';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { storage, storageKeys } from '../../shared/lib/storage';
import { planLanguage } from './language-plan';

/** Keeps the applied and the stored language equal to what the URL (or the stored choice) names. */
export function LanguageSync() {
  const { search, pathname } = useLocation();
  useEffect(() => {
    const plan = planLanguage(
      search,
      pathname,
      storage.get(storageKeys.language),
      i18next.language,
    );
    const store = () => {
      if (plan.store) storage.set(storageKeys.language, plan.language);
    };
    if (plan.apply) void i18next.changeLanguage(plan.language).then(store);
    else store();
  }, [search, pathname]);
  return null;
}
