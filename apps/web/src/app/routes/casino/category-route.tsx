import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CasinoCategory } from '../../../config/paths';
import { PlayerRegistrationTimer } from '../../../features/auth/components/registration-timer';
import { useCasinoFilters } from '../../../features/games/casino-filters';
import { GameList } from '../../../features/games/components/game-list';
import { routeFilters } from '../../../features/games/lib/game-filters';
import { useGameFilters } from '../../../features/games/use-game-filters';
import { useAfterFirstPaint } from '../../../shared/lib/after-first-paint';
import { track } from '../../../shared/lib/analytics';
import { lazyImport } from '../../../shared/lib/lazy-import';
import { usePopup } from '../../../shared/lib/use-popup';
import { useSession } from '../../../shared/lib/use-session';
import { Button } from '../../../shared/ui/button';
import { PageTitle } from '../../../shared/ui/page-title';
import { CategoryChips } from './category-chips';
import { CATEGORY_QUERY, queryCategoryBase } from './category-query';

// The search box and the provider dropdown load after the first paint of the home page.
const CatalogueToolbar = lazy(() =>
  lazyImport(() => import('../../../features/games/components/catalogue-toolbar')).then((m) => ({
    default: m.CatalogueToolbar,
  })),
);

// The lobby's recent wins strip, like the toolbar, is not part of the first paint.
const RecentWins = lazy(() =>
  lazyImport(() => import('../../../features/games/components/recent-wins')).then((m) => ({
    default: m.RecentWins,
  })),
);

/** The casino home (popular), every category route and the search results on the root. */
export function CategoryRoute({ category }: { category: CasinoCategory }) {
  const { t } = useTranslation();
  const session = useSession();
  const setCategory = useCasinoFilters((state) => state.setCategory);
  const [params] = useSearchParams();
  // The home page may list a catalogue category the site has no route for (`?category=`).
  const queried = category === 'popular' ? queryCategoryBase(params.get(CATEGORY_QUERY)) : null;
  const base = queried ?? routeFilters(category);
  const { filters, change } = useGameFilters(base ?? { category: 'popular', sort: 'pop' });
  useEffect(() => {
    setCategory(category);
    track('view_category', { category });
  }, [category, setCategory]);

  const searching = category === 'popular' && filters.search !== '';
  const lobby = category === 'popular' && !searching && !queried;
  const title = searching
    ? t('games.search.resultsTitle', { term: filters.search })
    : queried
      ? t(`category.${queried.category}`)
      : category === 'popular'
        ? t('home.title')
        : t(`category.${category}`);
  const needsSignIn = category === 'favorite' && session.status !== 'player';
  // The grid, its toolbar and their downloads wait for the banner's first frame.
  const painted = useAfterFirstPaint();

  return (
    <section className="flex flex-col gap-4" aria-labelledby="category-title">
      <CategoryChips active={category} />
      <div id="category-title">
        <PageTitle text={title} />
      </div>
      {searching ? null : (
        <p className="text-text-muted">{t(lobby ? 'home.subtitle' : 'casino.categoryIntro')}</p>
      )}
      {lobby ? <PlayerRegistrationTimer /> : null}
      {lobby && painted ? (
        <Suspense fallback={<div className="h-20" aria-hidden="true" />}>
          <RecentWins />
        </Suspense>
      ) : null}
      {base === null ? (
        <div
          role="status"
          className="rounded-card border border-dashed border-border p-8 text-center text-text-muted"
        >
          {t('casino.noGames')}
        </div>
      ) : needsSignIn ? (
        session.status === 'guest' ? (
          <FavoritesSignIn />
        ) : (
          <div className="h-40 animate-pulse rounded-card bg-surface" aria-busy="true" />
        )
      ) : !painted ? null : (
        <>
          <Suspense fallback={<div className="h-11" aria-hidden="true" />}>
            <CatalogueToolbar base={base} />
          </Suspense>
          <GameList
            filters={filters}
            label={title}
            empty={
              searching
                ? t('games.search.notFound', { term: filters.search })
                : category === 'favorite'
                  ? t('games.favoritesEmpty')
                  : t('casino.noGames')
            }
            onPage={(page) => change({ page })}
          />
        </>
      )}
    </section>
  );
}

/** Favorites belong to an account: a visitor is asked to log in. */
function FavoritesSignIn() {
  const { t } = useTranslation();
  const { open } = usePopup();
  return (
    <div className="flex max-w-md flex-col gap-3 rounded-card border border-border p-6">
      <p className="text-text-muted">{t('games.favoritesSignIn')}</p>
      <Button onClick={() => open('sign-in')}>{t('auth.login')}</Button>
    </div>
  );
}
