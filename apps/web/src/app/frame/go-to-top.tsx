import { layout } from '@jackdaw/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Appears after 300 px of scrolling. */
export function GoToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > layout.scrollToTopAfter);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      aria-label={t('nav.toTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed bottom-20 right-4 z-20 grid h-11 w-11 place-items-center rounded-full border border-border bg-surface-raised shadow-lg md:bottom-6"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M6 14l6-6 6 6" stroke="currentColor" strokeWidth="2" fill="none" />
      </svg>
    </button>
  );
}
