// The play module's public face (see auth/index.ts for the rule).
export { createPlayRepository } from './play.repository.js';
export { playRoutes } from './play.routes.js';
export { createPlayService, type PlayService } from './play.service.js';
