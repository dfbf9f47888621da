import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  CURRENCY_LIMITS,
  DEPOSIT_STEPS,
  METHODS,
  splitCode,
  WITHDRAWAL_STEPS,
} from './methods.data.js';
import { paymentMethodCurrencies, paymentMethods } from './payments.schema.js';

type Executor = Pick<Database, 'insert'>;

/**
 * Writes the method catalogue (methods.data.ts) into its tables. Idempotent; an operator's later
 * status change (a method switched off) is kept, limits and texts follow the data.
 */
export async function seedPaymentMethods(db: Executor): Promise<void> {
  await db
    .insert(paymentMethods)
    .values(
      METHODS.map((method, index) => {
        const { method: alias, provider } = splitCode(method.code);
        return {
          code: method.code,
          provider,
          alias,
          systemAlias: method.system,
          flow: method.flow,
          displayName: method.displayName,
          logo: `${method.system}.svg`,
          depositSteps: method.deposit === false ? null : DEPOSIT_STEPS[method.flow],
          withdrawalSteps: method.withdraw === false ? null : WITHDRAWAL_STEPS,
          depositFields: method.depositFields ?? [],
          withdrawalFields: method.withdrawalFields ?? [],
          sortOrder: index,
        };
      }),
    )
    .onConflictDoUpdate({
      target: paymentMethods.code,
      set: {
        provider: sql`excluded.provider`,
        alias: sql`excluded.alias`,
        systemAlias: sql`excluded.system_alias`,
        flow: sql`excluded.flow`,
        displayName: sql`excluded.display_name`,
        logo: sql`excluded.logo`,
        depositSteps: sql`excluded.deposit_steps`,
        withdrawalSteps: sql`excluded.withdrawal_steps`,
        depositFields: sql`excluded.deposit_fields`,
        withdrawalFields: sql`excluded.withdrawal_fields`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
  const rows = METHODS.flatMap((method) =>
    method.currencies.map((currencyCode) => {
      const limits = CURRENCY_LIMITS[currencyCode];
      const deposit = method.deposit !== false;
      const withdraw = method.withdraw !== false;
      return {
        methodCode: method.code,
        currencyCode,
        depositMin: deposit ? BigInt(limits.deposit.min) : null,
        depositMax: deposit ? BigInt(limits.deposit.max) : null,
        withdrawMin: withdraw ? BigInt(limits.withdraw.min) : null,
        withdrawMax: withdraw ? BigInt(limits.withdraw.max) : null,
        selectors: deposit ? limits.selectors : null,
        defaultSum: deposit ? BigInt(limits.defaultSum) : null,
      };
    }),
  );
  await db
    .insert(paymentMethodCurrencies)
    .values(rows)
    .onConflictDoUpdate({
      target: [paymentMethodCurrencies.methodCode, paymentMethodCurrencies.currencyCode],
      set: {
        depositMin: sql`excluded.deposit_min`,
        depositMax: sql`excluded.deposit_max`,
        withdrawMin: sql`excluded.withdraw_min`,
        withdrawMax: sql`excluded.withdraw_max`,
        selectors: sql`excluded.selectors`,
        defaultSum: sql`excluded.default_sum`,
      },
    });
}
