import type { GameItem } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import type { SessionStatus } from '../../../shared/lib/use-session';
import { FavoriteButton } from './favorite-button';

/**
 * The card's width in the grid (2, 3, 4, then 5 columns; the page is at most 1440 px wide), so
 * the browser picks the smallest cover of `imageSrcset` that fills it at its pixel density.
 */
const coverSizes =
  '(min-width: 1440px) 280px, (min-width: 1280px) 20vw, (min-width: 1024px) 25vw, ' +
  '(min-width: 640px) 33vw, 50vw';

/** A game in a grid: cover and name open it for real money, "Demo" for play money. */
export function GameCard({
  game,
  session,
  eager = false,
}: {
  game: GameItem;
  session: SessionStatus;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <article className="relative flex flex-col gap-2" data-game={game.alias}>
      <Link
        to={localized(paths.game(game.alias, 'real'))}
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
      <FavoriteButton game={game} session={session} />
      {game.demo ? (
        <Link
          to={localized(paths.game(game.alias, 'demo'))}
          state={{ game }}
          aria-label={t('games.playDemo', { game: game.name })}
          className="absolute left-2 top-2 rounded-md bg-black/55 px-2 py-1 text-xs font-semibold text-text backdrop-blur hover:text-accent"
        >
          {t('games.demo')}
        </Link>
      ) : null}
      <div className="min-w-0">
        <h3 className="truncate text-sm font-bold">
          <Link
            to={localized(paths.game(game.alias, 'real'))}
            state={{ game }}
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
