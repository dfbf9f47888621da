import type { GameItem } from '@jackdaw/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/lib/use-session';
import { Button } from '../../../shared/ui/button';
import { GameCard } from './game-card';

export const gridClass =
  'grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5';

/** Cards, their loading and failure states, and "load more" when there is more. */
export function GameGrid({
  games,
  label,
  isPending,
  isError,
  empty,
  hasMore,
  loadingMore,
  onMore,
  onRetry,
}: {
  games: GameItem[];
  label: string;
  isPending: boolean;
  isError: boolean;
  empty: ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onMore(): void;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const headingId = useId();
  if (isPending) {
    return (
      <ul className={gridClass} aria-busy="true" aria-label={label}>
        {Array.from({ length: 10 }, (_, index) => (
          <li key={index} className="aspect-[4/3] animate-pulse rounded-card bg-surface" />
        ))}
      </ul>
    );
  }
  if (isError && games.length === 0) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-card border border-border p-8 text-center text-text-muted"
      >
        {t('games.loadFailed')}
        <Button onClick={onRetry} variant="secondary" size="sm">
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (games.length === 0) {
    return (
      <div
        role="status"
        className="rounded-card border border-dashed border-border p-8 text-center text-text-muted"
      >
        {empty}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-6">
      {/* Cards title themselves with h3 under the page's h1: the list is the h2 between. */}
      <h2 id={headingId} className="sr-only">
        {label}
      </h2>
      <ul className={`${gridClass} w-full`} aria-labelledby={headingId} data-testid="games">
        {games.map((game, index) => (
          <li key={game.uuid}>
            <GameCard game={game} session={session} eager={index < 5} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <button
          type="button"
          onClick={onMore}
          disabled={loadingMore}
          className="h-11 rounded-lg border border-border bg-surface px-8 font-semibold hover:border-accent disabled:opacity-60"
        >
          {loadingMore ? t('common.loading') : t('games.loadMore')}
        </button>
      ) : null}
    </div>
  );
}
