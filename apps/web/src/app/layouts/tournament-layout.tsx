import { ChevronLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { stripLanguage } from '../../shared/lib/detect-language';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';
import { Footer } from '../frame/footer';

/**
 * The tournament pages' own layout (spec core §2): no casino sidebar or category chips and no
 * mobile tab bar (`route-kind.ts`), a way back to the list from a tournament, and the footer.
 * Each page starts at its top, as a tournament opened from a card should.
 */
export function TournamentLayout() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { pathname } = useLocation();
  const onDetail = Boolean(matchPath('/tournament/:id', stripLanguage(pathname)));
  useEffect(() => {
    // In braces: newer browsers answer scrollTo with a promise, which React would call on unmount.
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <main
        id="content"
        className="mx-auto flex w-full max-w-[1180px] flex-col gap-5 px-3 pt-4 pb-10 md:gap-6 md:px-6 md:pt-6"
        data-layout="tournament"
      >
        {onDetail ? (
          <nav aria-label={t('nav.breadcrumbs')} className="text-sm">
            <NavLink
              to={localized(paths.tournaments)}
              end
              className="inline-flex h-10 items-center gap-1 rounded-lg pr-3 text-text-muted hover:text-text"
            >
              <ChevronLeft aria-hidden="true" size={18} />
              {t('tournament.allTournaments')}
            </NavLink>
          </nav>
        ) : null}
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
