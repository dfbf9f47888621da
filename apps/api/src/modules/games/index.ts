// The games module's public face (see auth/index.ts for the rule).
export type { GameProvider, GameProviderRegistry } from './game-provider.js';
export { gamesAssets } from './games.assets.js';
export { createGamesRepository } from './games.repository.js';
export { gamesRoutes } from './games.routes.js';
export { seedGames } from './games.seed.js';
export { createGamesService, type GamesService } from './games.service.js';
export { gamesPopularity } from './popularity.js';
export { createDefaultProviders } from './providers/index.js';
