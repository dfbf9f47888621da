import {
  ErrorCode,
  type AdminMethodCurrency,
  type AdminMethodCurrencyEditBody,
  type AdminPaymentMethod,
  type AdminPaymentMethodEditBody,
  type CurrencyCode,
} from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService, StaffActor } from '../audit/index.js';

/**
 * Payment methods per currency as staff manage them (issue 20): a method's status and display
 * order, and per currency its status and deposit and withdrawal limits. The player's calls read
 * the same rows on every call (payment-methods.ts keeps no cache), so a change shows at once.
 * An edit sets `edited_at`; triggers of migration 0020 then keep staff's order and limits when
 * the seed writes the method data again at start (payments.seed.ts).
 */

export interface StaffContext {
  actor: StaffActor;
  address: string | null;
}

interface MethodRow {
  code: string;
  provider: string;
  display_name: string;
  flow: string;
  status: string;
  sort_order: number;
  deposits: boolean;
  withdrawals: boolean;
}

interface CurrencyRow {
  method_code: string;
  currency_code: CurrencyCode;
  status: string;
  deposit_min: string | null;
  deposit_max: string | null;
  withdraw_min: string | null;
  withdraw_max: string | null;
}

const METHOD_SELECT = `select code, provider, display_name, flow, status, sort_order,
  deposit_steps is not null as deposits, withdrawal_steps is not null as withdrawals
  from payment_methods`;
const CURRENCY_SELECT = `select method_code, currency_code, status, deposit_min::text as deposit_min,
  deposit_max::text as deposit_max, withdraw_min::text as withdraw_min,
  withdraw_max::text as withdraw_max from payment_method_currencies`;

const status = (value: string) => (value === 'active' ? 'active' : 'disabled');

const currencyOf = (row: CurrencyRow): AdminMethodCurrency => ({
  currency: row.currency_code,
  status: status(row.status),
  depositMin: row.deposit_min,
  depositMax: row.deposit_max,
  withdrawMin: row.withdraw_min,
  withdrawMax: row.withdraw_max,
});

const methodOf = (row: MethodRow, currencies: CurrencyRow[]): AdminPaymentMethod => ({
  code: row.code,
  provider: row.provider,
  displayName: row.display_name,
  flow: row.flow,
  status: status(row.status),
  sortOrder: Number(row.sort_order),
  deposits: row.deposits,
  withdrawals: row.withdrawals,
  currencies: currencies
    .filter((currency) => currency.method_code === row.code)
    .map(currencyOf)
    .sort((a, b) => a.currency.localeCompare(b.currency)),
});

const methodNotFound = () =>
  new AppError(404, ErrorCode.PaymentMethodUnknown, 'No such payment method or currency.');
const limitsInvalid = (message: string) =>
  AppError.badRequest(message, ErrorCode.StaffLimitsInvalid);

/** The limits after an edit: each direction the method has stays min ≤ max. */
function checkLimits(row: CurrencyRow, method: MethodRow, body: AdminMethodCurrencyEditBody) {
  const pick = (given: string | undefined, current: string | null) =>
    given !== undefined ? BigInt(given) : current === null ? null : BigInt(current);
  const next = {
    depositMin: pick(body.depositMin, row.deposit_min),
    depositMax: pick(body.depositMax, row.deposit_max),
    withdrawMin: pick(body.withdrawMin, row.withdraw_min),
    withdrawMax: pick(body.withdrawMax, row.withdraw_max),
  };
  const directions = [
    [
      'deposit',
      method.deposits,
      next.depositMin,
      next.depositMax,
      body.depositMin,
      body.depositMax,
    ],
    [
      'withdrawal',
      method.withdrawals,
      next.withdrawMin,
      next.withdrawMax,
      body.withdrawMin,
      body.withdrawMax,
    ],
  ] as const;
  for (const [name, offered, min, max, givenMin, givenMax] of directions) {
    const given = givenMin !== undefined || givenMax !== undefined;
    if (!offered && given) throw limitsInvalid(`The method takes no ${name}s: it has no limits.`);
    if (given && (min === null || max === null)) {
      throw limitsInvalid(`Give both the ${name} minimum and maximum.`);
    }
    if (min !== null && max !== null && min > max) {
      throw limitsInvalid(`The ${name} minimum is above its maximum.`);
    }
  }
  return next;
}

export function createPaymentMethodsAdmin({ sql, audit }: { sql: SqlRunner; audit: AuditService }) {
  async function methodFor(tx: SqlSession, code: string, lock = false) {
    const [row] = await tx.query<MethodRow>(
      `${METHOD_SELECT} where code = $1 ${lock ? 'for update' : ''}`,
      [code],
    );
    if (!row) throw methodNotFound();
    const currencies = await tx.query<CurrencyRow>(`${CURRENCY_SELECT} where method_code = $1`, [
      code,
    ]);
    return { row, currencies, view: methodOf(row, currencies) };
  }

  return {
    async list() {
      const [methods, currencies] = [
        await sql.query<MethodRow>(`${METHOD_SELECT} order by sort_order, code`),
        await sql.query<CurrencyRow>(CURRENCY_SELECT),
      ];
      return {
        statusCode: 200 as const,
        methods: methods.map((row) => methodOf(row, currencies)),
      };
    },

    async editMethod(code: string, body: AdminPaymentMethodEditBody, context: StaffContext) {
      return sql.transaction(async (tx) => {
        const before = await methodFor(tx, code, true);
        await tx.query(
          `update payment_methods set status = coalesce($2, status),
             sort_order = coalesce($3, sort_order), edited_at = now() where code = $1`,
          [code, body.status ?? null, body.sortOrder ?? null],
        );
        const after = await methodFor(tx, code);
        await audit.record(tx, {
          ...context,
          action: 'payment_method.edit',
          target: { type: 'payment_method', id: code },
          before: { status: before.view.status, sortOrder: before.view.sortOrder },
          after: { status: after.view.status, sortOrder: after.view.sortOrder },
        });
        return { statusCode: 200 as const, method: after.view };
      });
    },

    async editCurrency(
      code: string,
      currency: CurrencyCode,
      body: AdminMethodCurrencyEditBody,
      context: StaffContext,
    ) {
      return sql.transaction(async (tx) => {
        const before = await methodFor(tx, code, true);
        const row = before.currencies.find((candidate) => candidate.currency_code === currency);
        if (!row) throw methodNotFound();
        const next = checkLimits(row, before.row, body);
        await tx.query(
          `update payment_method_currencies set status = coalesce($3, status),
             deposit_min = $4, deposit_max = $5, withdraw_min = $6, withdraw_max = $7,
             edited_at = now()
           where method_code = $1 and currency_code = $2`,
          [
            code,
            currency,
            body.status ?? null,
            next.depositMin?.toString() ?? null,
            next.depositMax?.toString() ?? null,
            next.withdrawMin?.toString() ?? null,
            next.withdrawMax?.toString() ?? null,
          ],
        );
        const after = await methodFor(tx, code);
        const afterRow = after.currencies.find(
          (candidate) => candidate.currency_code === currency,
        )!;
        await audit.record(tx, {
          ...context,
          action: 'payment_method.currency_edit',
          target: { type: 'payment_method', id: `${code}/${currency}` },
          before: currencyOf(row),
          after: currencyOf(afterRow),
        });
        return { statusCode: 200 as const, method: after.view };
      });
    },
  };
}

export type PaymentMethodsAdmin = ReturnType<typeof createPaymentMethodsAdmin>;
