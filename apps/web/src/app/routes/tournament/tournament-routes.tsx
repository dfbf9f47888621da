import type { TournamentDetail } from '@jackdaw/contracts';
import { Gamepad2 } from 'lucide-react';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useGameByAlias } from '../../../features/games/api/find-game';
import { GameCard } from '../../../features/games/components/game-card';
import { TournamentList } from '../../../features/tournaments/components/tournament-list';
import { TournamentPage } from '../../../features/tournaments/components/tournament-page';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { useSession, type Session } from '../../../shared/lib/use-session';
import { Link } from 'react-router';

export function TournamentListRoute() {
  return <TournamentList />;
}

/**
 * One eligible game as the lobby draws it (cover, name, the mode it opens in); until its card
 * data arrives, or for a game the catalogue no longer lists, its name links to its page.
 */
function EligibleGame({
  game,
  session,
}: {
  game: TournamentDetail['games'][number];
  session: Session;
}) {
  const localized = useLocalizedPath();
  const { data } = useGameByAlias(game.alias, undefined);
  if (data) return <GameCard game={data} session={session} />;
  return (
    <Link
      to={localized(paths.game(game.alias))}
      className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-card bg-surface-raised p-3 text-center text-sm font-bold hover:text-accent"
      data-game={game.alias}
    >
      <Gamepad2 aria-hidden="true" size={28} className="text-text-muted" />
      {game.name}
    </Link>
  );
}

/** The tournament's games in the lobby's grid: the cards belong to the games feature. */
function EligibleGames({ games }: { games: TournamentDetail['games'] }) {
  const session = useSession();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {games.map((game) => (
        <li key={game.alias}>
          <EligibleGame game={game} session={session} />
        </li>
      ))}
    </ul>
  );
}

const renderGames = (games: TournamentDetail['games']) => <EligibleGames games={games} />;

export function TournamentRoute() {
  const { id = '' } = useParams();
  // Ids are positive integers; anything else is not found without asking the server.
  const numeric = /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null;
  return <TournamentPage key={id} id={numeric} renderGames={renderGames} />;
}
