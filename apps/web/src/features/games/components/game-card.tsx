import type { GameItem } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import type { Session } from '../../../shared/lib/use-session';
import { isCrashGame } from '../lib/crash-entry';
import { launchModeFor } from '../lib/launch-mode';
import { FavoriteButton } from './favorite-button';

/**
 * The card's width in the grid (2, 3, 4, then 5 columns; the page is at most 1440 px wide), so
 * the browser picks the smallest cover of `imageSrcset` that fills it at its pixel density.
 */
const coverSizes =
  '(min-width: 1440px) 280px, (min-width: 1280px) 20vw, (min-width: 1024px) 25vw, ' +
  '(min-width: 640px) 33vw, 50vw';

/**
 * A game in a grid: cover and name open it in the mode `launchModeFor` picks for this player, and
 * the "Demo" badge says so only when that mode is the demo. While the session is unknown the link
 * names no mode and the game page decides. The crash game opens for real (its gate always
 * applies), and its card carries its demo as a link of its own.
 */
export function GameCard({
  game,
  session,
  eager = false,
}: {
  game: GameItem;
  session: Session;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const crash = isCrashGame(game.alias);
  const mode = launchModeFor({ session, hasDemo: game.demo, requested: null, realFirst: crash });
  const to = localized(paths.game(game.alias, mode ?? undefined));
  return (
    <article className="relative flex flex-col gap-2" data-game={game.alias}>
      <Link
        to={to}
        state={{ game }}
        className="block overflow-hidden rounded-card bg-surface-raised"
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          src={game.image}
          srcSet={game.imageSrcset}
          sizes={coverSizes}
          alt=""
          width={240}
          height={180}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[4/3] w-full object-cover transition-transform hover:scale-105"
        />
      </Link>
      <FavoriteButton game={game} session={session.status} />
      {crash && game.demo ? (
        <Link
          to={localized(paths.game(game.alias, 'demo'))}
          state={{ game }}
          aria-label={t('games.playDemo', { game: game.name })}
          data-testid="game-card-demo"
          className="absolute left-2 top-2 rounded-md bg-black/70 px-2 py-1 text-xs font-semibold text-text backdrop-blur hover:bg-accent hover:text-accent-contrast"
        >
          {t('games.demo')}
        </Link>
      ) : mode === 'demo' ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-2 top-2 rounded-md bg-black/70 px-2 py-1 text-xs font-semibold text-text backdrop-blur"
        >
          {t('games.demo')}
        </span>
      ) : null}
      <div className="min-w-0">
        <h3 className="truncate text-sm font-bold">
          <Link
            to={to}
            state={{ game }}
            aria-label={mode === 'demo' ? t('games.playDemo', { game: game.name }) : undefined}
            className="hover:text-accent"
          >
            {game.name}
          </Link>
        </h3>
        <p className="truncate text-xs text-text-muted">{game.provider.name}</p>
      </div>
    </article>
  );
}
