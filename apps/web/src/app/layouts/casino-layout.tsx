import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import type { GameTile } from '@jackdaw/contracts';
import { CASINO_CATEGORIES, paths, type CasinoCategory } from '../../config/paths';
import { BannerCarousel } from '../../features/banners/banner-carousel';
import { useGameTiles } from '../../features/games/api/get-tiles';
import {
  isCrashGame,
  useCrashGameEntry,
  type CrashGameEntry,
} from '../../features/games/lib/crash-entry';
import { CATEGORY_QUERY } from '../routes/casino/category-query';
import { useAfterFirstPaint } from '../../shared/lib/after-first-paint';
import { useLocalizedPath } from '../../shared/lib/use-localized-path';
import { Footer } from '../frame/footer';
import { Sidebar } from '../frame/sidebar';

/** Where a tile leads: its game, its category's route, or the home page filtered by a category. */
function tilePath(tile: GameTile): string | null {
  if (tile.game) return paths.game(tile.game.alias);
  if (!tile.category) return null;
  const route = tile.category.url.replace(/^\//, '');
  return (CASINO_CATEGORIES as readonly string[]).includes(route)
    ? paths.category(route as CasinoCategory)
    : `${paths.home}?${CATEGORY_QUERY}=${encodeURIComponent(tile.category.slug)}`;
}

/** `crazy-time` → `tiles.crazyTime`, the translation key of a tile's title. */
const tileKey = (slug: string) =>
  `tiles.${slug.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())}`;

/** A tile with the address it opens, and the crash game's gate on its click. */
type ShownTile = GameTile & { to: string; onClick?: CrashGameEntry['onClick'] };

/**
 * Mobile top tiles (spec core §2: crazy time, aviator, live casino, asian games): the operator's,
 * and only those with a game to open (GET /games/tiles).
 */
function TopTiles() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { data: tiles = [] } = useGameTiles();
  const crash = useCrashGameEntry();
  const shown = tiles.flatMap((tile): ShownTile[] => {
    // The crash game's tile is its gated entry (spec core §4), like the header's.
    if (tile.game && isCrashGame(tile.game.alias)) {
      return [{ ...tile, to: crash.to, onClick: crash.onClick }];
    }
    const to = tilePath(tile);
    return to ? [{ ...tile, to: localized(to) }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className="grid grid-cols-4 gap-2 md:hidden" aria-label={t('tiles.label')}>
      {shown.map((tile) => (
        <li key={tile.slug}>
          <Link
            to={tile.to}
            onClick={tile.onClick}
            data-tile={tile.slug}
            className="flex flex-col items-center gap-1 text-center text-[11px] font-semibold"
          >
            <img
              src={tile.image}
              alt=""
              width={80}
              height={48}
              className="h-12 w-full rounded-lg object-contain"
            />
            <span className="line-clamp-1">
              {t(tileKey(tile.slug), { defaultValue: tile.title })}
            </span>
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
