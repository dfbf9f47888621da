// The system module's public face (see auth/index.ts for the rule).
export { systemRoutes } from './system.routes.js';
