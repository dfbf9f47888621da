import {
  GAME_BALANCE_MESSAGE_TYPE,
  type CurrencyCode,
  type GameBalanceMessage,
  type GameMode,
} from '@jackdaw/contracts';

export function balanceMessage(
  mode: GameMode,
  currency: CurrencyCode,
  balance: number,
): GameBalanceMessage {
  return { type: GAME_BALANCE_MESSAGE_TYPE, mode, currency, balance };
}

/**
 * Tells the site's game page the balance after a round, so its header follows. Only to our
 * own origin: the client runs in a frame of the casino's pages and nobody else's.
 */
export function postBalance(message: GameBalanceMessage, target: Window = window): void {
  if (target.parent === target) return;
  target.parent.postMessage(message, target.location.origin);
}
