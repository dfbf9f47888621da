import type { Ledger } from '../wallet/index.js';

/**
 * The distinct rounds of each provider's game whose bets came since `since` (rolled-back bets
 * included), for the games module's popularity order. `game_wallet_rounds` has no game id, so
 * the ledger answers from the metadata this module gives each bet (`provider`, `gameId`,
 * `roundId`, see game-wallet.service.ts).
 */
export function roundsPerProviderGame(ledger: Ledger, since: Date) {
  return ledger.providerBetRounds(since);
}
