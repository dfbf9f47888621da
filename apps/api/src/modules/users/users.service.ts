import {
  bonusChoiceSchema,
  currencyCodeSchema,
  GENDERS,
  type profileEditBodySchema,
  type UserProfile,
} from '@jackdaw/contracts';
import * as z from 'zod/mini';
import type { UserRow } from './users.schema.js';
import type { UsersRepository } from './users.repository.js';

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
  return {
    /** The server payload of spec core §3 "User". */
    async profile(row: UserRow): Promise<UserProfile> {
      return {
        id: row.id,
        name: row.name || [row.firstName, row.secondName].filter(Boolean).join(' '),
        balance: await balances.balancesOf(row.id, row.currencyCode),
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
