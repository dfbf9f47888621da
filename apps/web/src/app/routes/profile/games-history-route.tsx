import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useGameHistory } from '../../../features/games/api/get-game-history';
import { GameGrid } from '../../../features/games/components/game-grid';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { useSession } from '../../../shared/lib/use-session';
import { PageTitle } from '../../../shared/ui/page-title';

/** /profile/games: the games the player launched, latest first (GET /games/history). */
export function GamesHistoryRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const localized = useLocalizedPath();
  const history = useGameHistory(session.status === 'player');
  const games = history.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section className="flex flex-col gap-4" data-profile-page="games">
      <PageTitle text={t('profile.games')} />
      <p className="text-text-muted">{t('profile.games.intro')}</p>
      {/* Own-studio rounds are provably fair: any of them can be recomputed from its seeds. */}
      <Link
        to={localized(paths.verify())}
        className="self-start font-semibold text-accent underline"
      >
        {t('profile.games.verify')}
      </Link>
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
