import { useEffect, useState } from 'preact/hooks';
import type { GameState, SlotGame } from './slot-game';

/** Renders again on every change of the game's state. */
export function useGameState(game: SlotGame): GameState {
  const [state, setState] = useState(game.state);
  useEffect(() => game.subscribe(() => setState(game.state)), [game]);
  return state;
}
