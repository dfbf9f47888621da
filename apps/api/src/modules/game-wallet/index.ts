// The game-wallet module's public face (see auth/index.ts for the rule). `signBody` is what a
// game provider computes for `x-signature`: tests and the own studio's server sign with it.
export { gameWalletRoutes } from './game-wallet.routes.js';
export { createGameWalletService, type GameWalletService } from './game-wallet.service.js';
export { roundsPerProviderGame } from './round-counts.js';
export { signBody } from './signature.js';
