import { oneClickDepositCall, type OneClickDeposit, type PaymentMethod } from '@jackdaw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SqlSession } from '../../db/client.js';
import { route } from '../../lib/route.js';
import type { UserRow } from '../users/index.js';
import type { PaymentsService } from './payments.service.js';

/** The player's last credited deposit, as stored. */
export interface LastDeposit {
  methodCode: string;
  amount: bigint;
  currencyCode: string;
}

/** The SQL of the one-click deposit: the newest deposit still credited (not failed, not reversed). */
export function createOneClickRepository(sql: SqlSession) {
  return {
    async lastCreditedDeposit(userId: number, currency: string): Promise<LastDeposit | null> {
      const [row] = await sql.query<{
        method_code: string;
        amount: string | bigint;
        currency_code: string;
      }>(
        `select method_code, amount, currency_code from payments
         where user_id = $1 and type = 'deposit' and status = 'success' and currency_code = $2
         order by created_at desc, id desc limit 1`,
        [userId, currency],
      );
      return row
        ? {
            methodCode: row.method_code,
            amount: BigInt(row.amount),
            currencyCode: row.currency_code,
          }
        : null;
    },
  };
}

/**
 * What the one-click deposit offers: the last credited deposit, while its method is still in
 * the deposit list for the player's currency and its amount within that method's limits; else
 * nothing (the site then shows no shortcut rather than one the deposit call would refuse).
 */
export function oneClickSuggestion(
  last: LastDeposit | null,
  offered: readonly PaymentMethod[],
): OneClickDeposit | null {
  if (!last) return null;
  const method = offered.find((candidate) => candidate.code === last.methodCode);
  const currency = method?.paymentMethodCurrencies.find(
    (entry) => entry.currencyCode === last.currencyCode && entry.status === 'active',
  );
  const limit = currency?.cashLimits.find((entry) => entry.transactionType === 'DEPOSIT');
  if (!method || !currency || !limit || method.status !== 'active') return null;
  const amount = Number(last.amount);
  if (amount < limit.min || amount > limit.max) return null;
  return {
    methodCode: method.code,
    provider: method.paymentSystem.paymentSystemAlias,
    method: method.alias,
    amount,
    currencyCode: currency.currencyCode,
  };
}

/** `GET /payments/one-click` (engagement §2), answered only while the player's switch is on. */
export const oneClickRoutes: FastifyPluginAsyncZod<{
  payments: Pick<PaymentsService, 'methods'>;
  sql: SqlSession;
}> = async (app, { payments, sql }) => {
  const repository = createOneClickRepository(sql);
  route(
    app,
    oneClickDepositCall,
    { preHandler: app.authenticateActive },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const player = request.player as UserRow;
      if (!player.oneClickDeposit) return { statusCode: 200 as const, deposit: null };
      const last = await repository.lastCreditedDeposit(player.id, player.currencyCode);
      const offered = last
        ? await payments.methods(
            { id: player.id, currencyCode: player.currencyCode, firstDeposit: player.firstDeposit },
            'DEPOSIT',
          )
        : [];
      return { statusCode: 200 as const, deposit: oneClickSuggestion(last, offered) };
    },
  );
};
