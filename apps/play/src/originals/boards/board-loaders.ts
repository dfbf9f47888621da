import type { OriginalGameId } from '@jackdaw/contracts';
import type { Board } from './board';

/** A board as the host renders it: params and outcome as the contracts' plain JSON. */
export type AnyBoard = Board<Record<string, unknown>, Record<string, unknown>>;

/*
 * Each board is typed by its own game's params and outcome; the host passes it the round and
 * params of that same game (the session names it), which is what the cast asserts.
 */
const load = (module: Promise<{ default: unknown }>): Promise<AnyBoard> =>
  module.then((m) => m.default as AnyBoard);

/** One chunk per board: a game's page loads its board and no other. */
export const BOARD_LOADERS: Record<OriginalGameId, () => Promise<AnyBoard>> = {
  dice: () => load(import('./dice/dice-board')),
  limbo: () => load(import('./limbo/limbo-board')),
  plinko: () => load(import('./plinko/plinko-board')),
  mines: () => load(import('./mines/mines-board')),
  keno: () => load(import('./keno/keno-board')),
  hilo: () => load(import('./hilo/hilo-board')),
  wheel: () => load(import('./wheel/wheel-board')),
  flip: () => load(import('./flip/flip-board')),
};
