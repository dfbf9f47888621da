import type { OriginalAction, OriginalGameId, OriginalRound } from '@jackdaw/contracts';
import type { ComponentType } from 'preact';
import type { OriginalsTranslate } from '../i18n/translate';

/**
 * The one seam between the originals framework and a game: the framework owns the session,
 * the bet panel (amount, manual / auto, instant mode, hotkeys, cash-out), the balance, the
 * results strip, fairness, rules, rounds and sounds' mute switch; a board owns only its stage
 * and its parameter controls. Each game's board is its own lazy chunk, default-exporting a
 * `Board<P, O>`, so a game's bundle carries no other game's board.
 *
 * The round's `params` and `outcome` arrive as the contracts' plain JSON; the board reads them
 * as the maths types of `@jackdaw/games` originals (P = e.g. DiceParams, O = e.g. DiceOutcome,
 * or for a step game its public state: MinesPublicView, HiloState, FlipState).
 */

/** A round whose params and outcome are read as the game's own types. */
export type BoardRound<P, O> = Omit<OriginalRound, 'params' | 'outcome'> & {
  params: P;
  outcome: O;
};

/** The short sounds a board may play; the framework applies the mute switch. */
export type BoardSound = 'tick' | 'reveal' | 'win' | 'lose' | 'bet';

export interface BoardMoney {
  /** Minor units with the currency, in the player's language: "1 234,50 ₽". */
  format(minor: number): string;
}

export interface BoardProps<P, O> {
  game: OriginalGameId;
  /** The parameters the next bet is placed with (a step game's are fixed while a round is open). */
  params: P;
  onParams(params: P): void;
  /**
   * The latest round answered by the server, or null before the first (or after a reload with
   * nothing open). A new object on every answer: a new round, or a step game's next state
   * (same roundId, `steps` + 1). A board animates from what it showed to this.
   */
  round: BoardRound<P, O> | null;
  /** The amount of the next bet (or of the open round), minor units: for payout previews. */
  bet: number;
  /** Instant mode: show the result at once, no animation; call onSettled right away. */
  instant: boolean;
  /** A bet or action is in flight, or auto-bet runs: parameter controls and actions are locked. */
  disabled: boolean;
  t: OriginalsTranslate;
  money: BoardMoney;
  sound(name: BoardSound): void;
  /**
   * Call once the board has finished showing `round` (its animation done): the framework then
   * updates the balance and results strip and lets auto-bet place the next bet. Call it for
   * every new `round` object, step states included. A board that shows several rounds at once
   * (plinko's balls) names the round it has finished with; without an id, the latest.
   */
  onSettled(roundId?: string): void;
  /** Step games (mines, hilo, flip): play the next action of the open round. Cash-out included. */
  onAction(action: OriginalAction): void;
}

export type Board<P, O> = ComponentType<BoardProps<P, O>>;
