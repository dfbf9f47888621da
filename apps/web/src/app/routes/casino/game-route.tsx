import { useParams, useSearchParams } from 'react-router';
import { GamePlayer } from '../../../features/games/components/game-player';
import { requestedMode } from '../../../features/games/lib/launch-mode';

/**
 * /slots/{alias}?mode=real|demo; without a valid mode the game page picks one for the player
 * (`launchModeFor`) and writes it into the address.
 */
export function GameRoute() {
  const { alias = '' } = useParams();
  const [params] = useSearchParams();
  const requested = requestedMode(params.get('mode'));
  return <GamePlayer key={`${alias}:${requested}`} alias={alias} requested={requested} />;
}
