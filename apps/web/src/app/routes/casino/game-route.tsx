import { useParams, useSearchParams } from 'react-router';
import { GamePlayer } from '../../../features/games/components/game-player';

/** /slots/{alias}?mode=real|demo; without a valid mode the game opens for real money. */
export function GameRoute() {
  const { alias = '' } = useParams();
  const [params] = useSearchParams();
  const mode = params.get('mode') === 'demo' ? 'demo' : 'real';
  return <GamePlayer key={`${alias}:${mode}`} alias={alias} mode={mode} />;
}
