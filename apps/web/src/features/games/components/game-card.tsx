import type { GameItem } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../language/use-localized-path';
import { FavoriteButton } from './favorite-button';

/** A game in a grid: cover and name open it for real money, "Demo" for play money. */
export function GameCard({ game, eager = false }: { game: GameItem; eager?: boolean }) {
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
          alt=""
          width={240}
          height={180}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[4/3] w-full object-cover transition-transform hover:scale-105"
        />
      </Link>
      <FavoriteButton game={game} />
      <div className="flex items-start justify-between gap-2">
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
        {game.demo ? (
          <Link
            to={localized(paths.game(game.alias, 'demo'))}
            state={{ game }}
            aria-label={t('games.playDemo', { game: game.name })}
            className="shrink-0 rounded-md border border-border px-2 py-1 text-xs font-semibold text-text-muted hover:border-accent hover:text-text"
          >
            {t('games.demo')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
