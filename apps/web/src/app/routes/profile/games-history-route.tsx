import { useTranslation } from 'react-i18next';
import { GameGrid } from '../../../features/games/components/game-grid';
import { useGameHistory } from '../../../features/games/api/get-game-history';
import { useSession } from '../../../features/session/use-session';
import { PageTitle } from '../../../shared/ui/page-title';

/** /profile/games: the games the player launched, latest first (GET /games/history). */
export function GamesHistoryRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const history = useGameHistory(session.status === 'player');
  const games = history.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section className="flex flex-col gap-4" data-profile-page="games">
      <PageTitle text={t('profile.games')} />
      <p className="text-text-muted">{t('profile.games.intro')}</p>
      <GameGrid
        games={games}
        label={t('profile.games')}
        isPending={history.isPending}
        isError={history.isError}
        empty={t('games.historyEmpty')}
        hasMore={history.hasNextPage}
        loadingMore={history.isFetchingNextPage}
        onMore={() => void history.fetchNextPage()}
        onRetry={() => void history.refetch()}
      />
    </section>
  );
}
