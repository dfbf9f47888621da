// The player-admin module's public face (see auth/index.ts for the rule): the staff console's
// player search, card and actions, composed of the users, auth, wallet, play and games modules'
// exports. It owns one table, player_notes.
export { playerAdminRoutes } from './player-admin.routes.js';
export {
  CORRECTION_ACTION,
  createPlayerAdmin,
  phoneDigits,
  searchKind,
  // A player as the console lists them (the support chat's player card too).
  summary as playerSummary,
  UNBAN_ACTION,
  type PlayerAdmin,
} from './player-admin.service.js';
