import * as z from 'zod/mini';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { gameModeSchema } from '../games/games.js';

/**
 * What the game client (in the site's game frame, same origin) tells the site's game page by
 * `window.parent.postMessage`. The page checks `event.origin === location.origin` and parses the
 * data with this schema before it believes anything: other frames and extensions post messages
 * too.
 */
export const GAME_BALANCE_MESSAGE_TYPE = 'jackdaw:balance';

export const gameBalanceMessageSchema = z.object({
  type: z.literal(GAME_BALANCE_MESSAGE_TYPE),
  /** A demo balance is play money: the site's header keeps showing the real one. */
  mode: gameModeSchema,
  currency: currencyCodeSchema,
  /** Minor units after the round: real money plus casino bonus (real), play money (demo). */
  balance: z.int().check(z.gte(0)),
});
export type GameBalanceMessage = z.infer<typeof gameBalanceMessageSchema>;

/**
 * The balance message of a round, or null when `data` is anything else.
 *
 * @example
 * window.addEventListener('message', (event) => {
 *   if (event.origin !== location.origin) return;
 *   const message = readGameBalanceMessage(event.data);
 *   if (message?.mode === 'real') refreshBalance();
 * });
 */
export function readGameBalanceMessage(data: unknown): GameBalanceMessage | null {
  const parsed = z.safeParse(gameBalanceMessageSchema, data);
  return parsed.success ? parsed.data : null;
}
