import {
  bonusChoiceSchema,
  currencyCodeSchema,
  GENDERS,
  type profileEditBodySchema,
  type UserProfile,
} from '@jackdaw/contracts';
import * as z from 'zod/mini';
import type { UserRow } from './users.schema.js';
import type { NewUser, UsersRepository } from './users.repository.js';

/** The player's balances in their currency, read from the wallet's ledger accounts. */
export interface BalanceReader {
  balancesOf(userId: number, currency: string): Promise<UserProfile['balance']>;
}

export function personalOf(row: UserRow): UserProfile['personal'] {
  const gender = z.safeParse(z.enum(GENDERS), row.gender);
  return {
    firstName: row.firstName,
    secondName: row.secondName,
    nationality: row.nationality,
    gender: gender.success ? gender.data : null,
    birthday: row.birthday,
    country: row.country,
    oneClickDeposit: row.oneClickDeposit,
  };
}

export function createUsersService(repository: UsersRepository, balances: BalanceReader) {
  const balanceOf = (row: UserRow) => balances.balancesOf(row.id, row.currencyCode);

  return {
    /** The server payload of spec core §3 "User". */
    async profile(row: UserRow): Promise<UserProfile> {
      return {
        id: row.id,
        name: row.name || [row.firstName, row.secondName].filter(Boolean).join(' '),
        balance: await balanceOf(row),
        banned: row.banned,
        birthday: row.birthday,
        firstDeposit: row.firstDeposit,
        currencyCode: z.parse(currencyCodeSchema, row.currencyCode),
        login: row.email,
        geo: row.geo,
        createdAt: row.createdAt.toISOString(),
        personal: personalOf(row),
        bonusChoice: z.parse(bonusChoiceSchema, row.bonusChoice),
      };
    },
    async edit(userId: number, body: z.output<typeof profileEditBodySchema>) {
      const row = await repository.update(userId, {
        ...(body.firstName !== undefined && { firstName: body.firstName }),
        ...(body.secondName !== undefined && { secondName: body.secondName }),
        ...(body.nationality !== undefined && { nationality: body.nationality }),
        ...(body.gender !== undefined && { gender: body.gender }),
        ...(body.birthday !== undefined && { birthday: body.birthday }),
        ...(body.country !== undefined && { country: body.country }),
        ...(body.oneClickDeposit !== undefined && { oneClickDeposit: body.oneClickDeposit }),
      });
      return row;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

/**
 * The calls other modules make on player accounts: auth finds, registers and re-credentials
 * players, payments marks a first deposit. Other modules hold these, never the repository.
 *
 * @example
 *   const accounts = createUserAccounts(createUsersRepository(db));
 *   const player = await accounts.findByEmail('ayla@example.com');
 */
export function createUserAccounts(repository: UsersRepository) {
  return {
    findById: (id: number) => repository.findById(id),
    findByEmail: (email: string) => repository.findByEmail(email),
    /** The new player's row; undefined when the e-mail is taken. */
    insert: (user: NewUser) => repository.insert(user),
    /** See UsersRepository.setPassword: a compare-and-set on the token version. */
    setPassword: (id: number, passwordHash: string, fromVersion: number) =>
      repository.setPassword(id, passwordHash, fromVersion),
    /** See UsersRepository.setEmail: 'stale' or 'taken' when it did not change. */
    setEmail: (id: number, email: string, fromVersion: number) =>
      repository.setEmail(id, email, fromVersion),
    async markFirstDeposit(userId: number): Promise<void> {
      await repository.update(userId, { firstDeposit: true });
    },
  };
}

export type UserAccounts = ReturnType<typeof createUserAccounts>;
