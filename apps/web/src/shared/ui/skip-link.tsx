import { useTranslation } from 'react-i18next';

/**
 * The first stop of the keyboard: jumps past the header and menus to the page's main. The main
 * takes the focus itself, so the next Tab goes on from there and a screen reader starts reading
 * it; the address keeps no `#content` for the router to see.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#content"
      onClick={(event) => {
        const main = document.getElementById('content');
        if (!main) return;
        event.preventDefault();
        main.tabIndex = -1;
        main.focus();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[70] focus:rounded focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-contrast"
    >
      {t('a11y.skipToContent')}
    </a>
  );
}
