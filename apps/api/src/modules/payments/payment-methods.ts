import {
  ErrorCode,
  LEGACY_METHOD_CODES,
  PAYMENT_METHOD_CODES,
  type BankList,
  type CurrencyCode,
  type DepositBody,
  type PaymentDirection,
  type PaymentField,
  type PaymentFlowKind,
  type PaymentFlowStatus,
  type PaymentMethod,
} from '@jackdaw/contracts';
import { AppError } from '../../lib/app-error.js';
import { toMinor } from '../wallet/index.js';
import { banksOf, findBank } from './banks.data.js';
import { METHODS_BY_CODE, speedOf } from './methods.data.js';
import { failed, methodUnknown } from './payment-errors.js';
import type {
  PaymentFields,
  PaymentProviderAdapter,
  PaymentProviderRegistry,
} from './payment-provider.js';
import type { Payer } from './payer.js';
import type { MethodCurrencyRow, NewPayment, PaymentsRepository } from './payments.repository.js';

/** A method named by a payment call, offered for the player's currency in that direction. */
export interface ResolvedMethod {
  provider: PaymentProviderAdapter;
  row: MethodCurrencyRow;
  flow: PaymentFlowKind;
  banks: BankList | undefined;
}

const offers = (row: MethodCurrencyRow, direction: PaymentDirection) =>
  row.status === 'active' &&
  row.currencyStatus === 'active' &&
  (direction === 'DEPOSIT'
    ? row.depositSteps !== null && row.depositMin !== null && row.depositMax !== null
    : row.withdrawalSteps !== null && row.withdrawMin !== null && row.withdrawMax !== null);

const flowOf = (provider: PaymentProviderAdapter, row: MethodCurrencyRow) =>
  provider.flowFor({ code: row.code, flow: row.flow as PaymentFlowKind }, row.currencyCode);

/** The amount within the method's limits in that direction (else 422 PAYMENT.LIMIT). */
export function checkAmount(row: MethodCurrencyRow, direction: PaymentDirection, amount: number) {
  const [min, max] =
    direction === 'DEPOSIT' ? [row.depositMin, row.depositMax] : [row.withdrawMin, row.withdrawMax];
  if (min === null || max === null) throw methodUnknown();
  const value = BigInt(amount);
  if (value < min || value > max) {
    throw new AppError(
      422,
      ErrorCode.PaymentLimit,
      `The amount must be between ${min} and ${max} (minor units).`,
    );
  }
}

/** The form fields the method requires (else 400 PAYMENT.FIELD_REQUIRED) and the optional ones. */
export function fieldsOf(
  row: MethodCurrencyRow,
  direction: PaymentDirection,
  body: DepositBody,
  banks: BankList | undefined,
): PaymentFields {
  const required = (
    direction === 'DEPOSIT' ? row.depositFields : row.withdrawalFields
  ) as PaymentField[];
  const missing = required.filter((name) => body[name] === undefined);
  if (missing.length > 0) {
    throw new AppError(400, ErrorCode.PaymentFieldRequired, `Required: ${missing.join(', ')}.`);
  }
  if (body.bank !== undefined && banks && !findBank(banks, body.bank)) {
    throw new AppError(400, ErrorCode.PaymentFieldRequired, 'Unknown or inactive bank.');
  }
  const fields: PaymentFields = {};
  for (const name of required) {
    const value = body[name];
    if (value !== undefined) fields[name] = value;
  }
  for (const name of ['bank', 'bkashType', 'paymentApp', 'phone', 'account'] as const) {
    const value = body[name];
    if (value !== undefined) fields[name] = value;
  }
  return fields;
}

/**
 * The payment row a request through a resolved method makes, with its history row's method
 * name and logo. Card numbers are kept as their last four digits only.
 */
export function newPayment(
  payer: Payer,
  input: {
    id: string;
    type: NewPayment['type'];
    method: Pick<ResolvedMethod, 'provider' | 'row'>;
    amount: number;
    fields: PaymentFields;
    test: Record<string, unknown> | null;
    status: NewPayment['status'];
    nextPollAt: Date | null;
  },
): NewPayment {
  const { provider, row } = input.method;
  const details: Record<string, unknown> = { ...input.fields };
  if (typeof details.card === 'string') details.card = `…${details.card.slice(-4)}`;
  return {
    id: input.id,
    userId: payer.id,
    type: input.type,
    provider: provider.id,
    methodCode: row.code,
    methodName: row.displayName,
    methodLogo: `/static/payments/${row.logo}`,
    systemAlias: row.systemAlias,
    currencyCode: payer.currencyCode as CurrencyCode,
    amount: BigInt(input.amount),
    status: input.status,
    details,
    test: input.test,
    nextPollAt: input.nextPollAt,
  };
}

/** The catalogue as the player meets it: listing methods and banks, resolving a call's method. */
export function createPaymentMethods(deps: {
  repository: PaymentsRepository;
  providers: PaymentProviderRegistry;
  /**
   * Test mode (the sandbox): only then is the test method ("Test payment") listed or taken.
   * Said apart from the registry so that no live provider set can ever bring it to players.
   */
  testPayments: boolean;
}) {
  const { repository, providers } = deps;
  const isOffered = (row: MethodCurrencyRow, direction: PaymentDirection) =>
    (deps.testPayments || row.provider !== 'test') && offers(row, direction);

  function listed(row: MethodCurrencyRow): PaymentMethod | undefined {
    const provider = providers.get(row.provider);
    const flow = provider && flowOf(provider, row);
    if (!provider || !flow) return undefined;
    const logoUrl = `/static/payments/${row.logo}`;
    const data = METHODS_BY_CODE.get(row.code);
    const minor = (value: bigint | null) => toMinor(value ?? 0n);
    const deposit = row.depositSteps !== null && row.depositMin !== null;
    const withdraw = row.withdrawalSteps !== null && row.withdrawMin !== null;
    return {
      code: row.code,
      alias: row.alias,
      status: 'active',
      flow,
      paymentSystem: { alias: row.systemAlias, paymentSystemAlias: provider.id },
      paymentMethodCurrencies: [
        {
          currencyCode: row.currencyCode,
          status: 'active',
          cashLimits: [
            ...(deposit
              ? [
                  {
                    transactionType: 'DEPOSIT' as const,
                    min: minor(row.depositMin),
                    max: minor(row.depositMax),
                  },
                ]
              : []),
            ...(withdraw
              ? [
                  {
                    transactionType: 'WITHDRAW' as const,
                    min: minor(row.withdrawMin),
                    max: minor(row.withdrawMax),
                  },
                ]
              : []),
          ],
          ...(deposit && {
            depositInfo: {
              logoUrl,
              displayName: row.displayName,
              steps: row.depositSteps as PaymentFlowStatus[],
              ...(data && { speed: speedOf(data, 'DEPOSIT') }),
              selectors: row.selectors ?? { min: 0, med: 0, max: 0 },
              defaultSum: minor(row.defaultSum),
            },
          }),
          ...(withdraw && {
            withdrawalInfo: {
              logoUrl,
              displayName: row.displayName,
              steps: row.withdrawalSteps as PaymentFlowStatus[],
              ...(data && { speed: speedOf(data, 'WITHDRAW') }),
            },
          }),
        },
      ],
    };
  }

  return {
    knowsProvider: (id: string) => providers.get(id) !== undefined,

    /**
     * The methods for the player's currency in one direction (spec core §3 server list). For
     * withdrawals only those the request would accept: a payment system the player has a
     * credited deposit with (engagement §5), so the popup never offers a method it then refuses.
     */
    async list(payer: Payer, direction: PaymentDirection): Promise<PaymentMethod[]> {
      const rows = await repository.methodsFor(payer.currencyCode as CurrencyCode);
      const usable =
        direction === 'WITHDRAW' ? await repository.depositedSystems(payer.id) : undefined;
      return rows.flatMap((row) => {
        if (usable && !usable.has(row.systemAlias)) return [];
        const method = isOffered(row, direction) ? listed(row) : undefined;
        return method ? [method] : [];
      });
    },

    /** A provider's bank list, active banks only. */
    banks(providerId: string, list?: BankList) {
      if (!providers.get(providerId)) throw methodUnknown();
      const own = [...METHODS_BY_CODE.values()].find(
        (method) => method.code.startsWith(`pm.${providerId}.`) && method.banks,
      )?.banks;
      const chosen = list ?? own;
      if (!chosen) throw methodUnknown();
      return banksOf(chosen);
    },

    /**
     * The method a path names (a slug, a full code or an older code; none when the provider has
     * one), offered for the player's currency in that direction.
     */
    async resolve(
      providerId: string,
      method: string | undefined,
      currency: CurrencyCode,
      direction: PaymentDirection,
    ): Promise<ResolvedMethod> {
      const provider = providers.get(providerId);
      if (!provider) throw methodUnknown();
      let code: string;
      if (method === undefined) {
        const candidates = (await repository.methodsFor(currency)).filter(
          (row) => row.provider === providerId && isOffered(row, direction),
        );
        if (candidates.length !== 1) {
          if (candidates.length === 0) throw methodUnknown();
          throw AppError.badRequest('This provider has several methods: name one.');
        }
        code = candidates[0]!.code;
      } else if (method.startsWith('pm.')) {
        code = method;
      } else if (
        !(PAYMENT_METHOD_CODES as readonly string[]).includes(`pm.${providerId}.${method}`) &&
        Object.hasOwn(LEGACY_METHOD_CODES, method)
      ) {
        code = LEGACY_METHOD_CODES[method as keyof typeof LEGACY_METHOD_CODES];
      } else {
        code = `pm.${providerId}.${method}`;
      }
      if (!(PAYMENT_METHOD_CODES as readonly string[]).includes(code)) throw methodUnknown();
      const row = await repository.methodFor(code, currency);
      if (!row || row.provider !== providerId || !isOffered(row, direction)) throw methodUnknown();
      const flow = flowOf(provider, row);
      if (!flow) throw failed(`${provider.name} takes no ${currency} payments.`);
      return { provider, row, flow, banks: METHODS_BY_CODE.get(code)?.banks };
    },
  };
}

export type PaymentMethods = ReturnType<typeof createPaymentMethods>;
