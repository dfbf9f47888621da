import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { CRASH_GAME_ALIAS, paths } from '../../config/paths';
import { BannerCarousel } from '../../features/banners/banner-carousel';
import { useAfterFirstPaint } from '../../shared/lib/after-first-paint';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';
import { Footer } from '../frame/footer';
import { Sidebar } from '../frame/sidebar';

/** Mobile top tiles: crazy time, aviator, live casino, asian games (spec core §2). */
function TopTiles() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const tiles = [
    { to: paths.game('crazy-time'), image: 'tile-crazy-time', label: t('tiles.crazyTime') },
    { to: paths.game(CRASH_GAME_ALIAS), image: 'tile-aviator', label: t('tiles.aviator') },
    { to: paths.category('live-casino'), image: 'tile-live-casino', label: t('tiles.liveCasino') },
    {
      to: `${paths.category('table')}?category=asian-games`,
      image: 'tile-asian-games',
      label: t('tiles.asianGames'),
    },
  ];
  return (
    <ul className="grid grid-cols-4 gap-2 md:hidden" aria-label={t('tiles.label')}>
      {tiles.map((tile) => (
        <li key={tile.image}>
          <Link
            to={localized(tile.to)}
            className="flex flex-col items-center gap-1 text-center text-[11px] font-semibold"
          >
            <img
              src={`/images/${tile.image}.svg`}
              alt=""
              width={80}
              height={48}
              className="h-12 w-full rounded-lg object-contain"
            />
            <span className="line-clamp-1">{tile.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The casino frame; its page comes from the router, or directly (the `/{provider}` page). */
export function CasinoLayout({ children }: { children?: ReactNode }) {
  // Below the page, after its first frame: nothing above it moves when it arrives.
  const painted = useAfterFirstPaint();
  return (
    <div className="flex">
      <Sidebar />
      <div className="min-w-0 flex-1">
        <main
          id="content"
          className="mx-auto flex max-w-[1440px] flex-col gap-6 px-3 py-4 md:px-6 md:py-6"
        >
          <TopTiles />
          <BannerCarousel />
          {children ?? <Outlet />}
        </main>
        {painted ? <Footer /> : null}
      </div>
    </div>
  );
}
