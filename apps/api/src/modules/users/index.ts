// The users module's public face (see auth/index.ts for the rule).
export type { UserRow } from './users.schema.js';
export { createUsersRepository, findPlayer, type UsersRepository } from './users.repository.js';
export { usersRoutes } from './users.routes.js';
export {
  createUserAccounts,
  createUsersService,
  type BalanceReader,
  type UserAccounts,
  type UsersService,
} from './users.service.js';
