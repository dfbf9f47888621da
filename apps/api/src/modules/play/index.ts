// The play module's public face (see auth/index.ts for the rule).
// Its routes rely on what the auth plugin declares on Fastify's types (app.authenticate,
// request.player): this import brings it into any program that includes the module.
import type {} from '../auth/index.js';
export { createPlayRepository } from './play.repository.js';
export { playRoutes } from './play.routes.js';
export { createPlayService, type PlayService } from './play.service.js';
export { seedSource } from './seed-source.js';
export { realRoundsPerTitle } from './round-counts.js';
export { recentRealWins, type RealWin, type RealWinsQuery } from './recent-wins.js';
export { finishedRoundTotals, type RoundTotals } from './report-rounds.js';
export { playerRounds, type PlayerRound } from './player-rounds.js';
export { minBetOf } from './play.rules.js';
export { banned, demoFundsShort, RoundTaken, sessionInvalid } from './play.errors.js';
export type { FreeRoundsPort, FreeRoundTicket, FreeRoundWin } from './free-rounds.js';
