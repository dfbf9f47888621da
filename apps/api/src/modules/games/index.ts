// The games module's public face (see auth/index.ts for the rule).
// Its routes rely on what the auth plugin (app.authenticate, request.player) and the geo-block
// plugin (config.geoBlock) declare on Fastify's types: these imports bring the declarations
// into any program that includes the module, not only app.ts's.
import type {} from '../../plugins/geo-block.js';
import type {} from '../auth/index.js';
export type { GameProvider, GameProviderRegistry } from './game-provider.js';
export { gamesAssets } from './games.assets.js';
export { createGamesRepository } from './games.repository.js';
export { gamesRoutes } from './games.routes.js';
export { seedGames } from './games.seed.js';
export { createGamesService, type GamesService } from './games.service.js';
export { gamesPopularity } from './popularity.js';
export { createDefaultProviders } from './providers/index.js';
export { favouritesOf } from './favourites-of.js';
export { createGamesAdmin, type GamesAdmin } from './games-admin.js';
export { gamesAdminRoutes } from './games-admin.routes.js';
export { gameBonusFacts, type GameBonusFacts } from './bonus-category.js';
