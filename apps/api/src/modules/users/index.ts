// The users module's public face (see auth/index.ts for the rule).
// Its routes rely on what the auth plugin declares on Fastify's types (app.authenticate,
// request.player): this import brings it into any program that includes the module.
import type {} from '../auth/index.js';
export type { UserRow } from './users.schema.js';
export {
  createUsersRepository,
  findPlayer,
  playerStanding,
  type PlayerStanding,
  type UsersRepository,
} from './users.repository.js';
export { usersRoutes } from './users.routes.js';
export {
  createUserAccounts,
  createUsersService,
  type BalanceReader,
  type UserAccounts,
  type UsersService,
} from './users.service.js';
export { registrationFoldLimit, registrationTotals } from './report-registrations.js';
export {
  playerRecord,
  playersByEmailPrefix,
  playersByIds,
  playersByNamePrefix,
  prefixRange,
  raiseTokenVersion,
  setPlayerFlags,
  type PlayerRecord,
} from './player-admin.js';
export { playersReferredBy } from './referred-players.js';
export {
  bonusProfileOf,
  normaliseEmail,
  playersSharingEmail,
  type BonusProfile,
} from './identity-matches.js';
export { playerSegmentQuery } from './player-segment.js';
export { playersAwaitingFirstDeposit } from './new-players.js';
