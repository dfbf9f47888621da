import type {
  PaymentDirection,
  PaymentFlowKind,
  PaymentFlowStatus,
  PaymentMethod,
  PaymentMethodCode,
  PaymentProvider,
  PaymentSpeed,
} from '@jackdaw/contracts';

export interface MethodLimit {
  /** Minor units; 0 when the server sends no limit for the direction. */
  min: number;
  max: number;
}

/**
 * A method as the popup uses it, derived from the server list (spec core §3 "Payment method":
 * code, slug, icon, name, system, limits, amount presets, default value, steps).
 */
export interface ClientMethod {
  code: PaymentMethodCode;
  slug: string;
  provider: PaymentProvider;
  icon: string;
  name: string;
  /** The payment system alias (upi, bkash, havale…). */
  system: string;
  flow: PaymentFlowKind;
  limit: { deposit: MethodLimit; withdraw: MethodLimit };
  /** The three presets, minor units; deposits only (empty for withdrawals). */
  amountPreset: number[];
  /** Minor units the amount starts at; 0 leaves the field empty. */
  defaultValue: number;
  steps: PaymentFlowStatus[];
  /** How soon the payment usually arrives in this direction; null when the server does not say. */
  speed: PaymentSpeed | null;
}

function limitOf(
  limits: PaymentMethod['paymentMethodCurrencies'][number]['cashLimits'],
  type: PaymentDirection,
): MethodLimit {
  const limit = limits.find((entry) => entry.transactionType === type);
  return { min: limit?.min ?? 0, max: limit?.max ?? 0 };
}

/**
 * One server method for the viewed direction, or null when its data is incomplete: no currency
 * entry, no info block for the direction, or no payment system alias (spec core §3 and §5: such
 * a method is not shown).
 */
export function toClientMethod(
  method: PaymentMethod,
  direction: PaymentDirection,
): ClientMethod | null {
  const currency = method.paymentMethodCurrencies[0];
  if (!currency) return null;
  const info = direction === 'DEPOSIT' ? currency.depositInfo : currency.withdrawalInfo;
  if (!info || !method.paymentSystem.alias || !method.paymentSystem.paymentSystemAlias) return null;
  const deposit = currency.depositInfo;
  return {
    code: method.code,
    slug: method.alias,
    provider: method.paymentSystem.paymentSystemAlias,
    icon: info.logoUrl,
    name: info.displayName,
    system: method.paymentSystem.alias,
    flow: method.flow,
    limit: {
      deposit: limitOf(currency.cashLimits, 'DEPOSIT'),
      withdraw: limitOf(currency.cashLimits, 'WITHDRAW'),
    },
    amountPreset:
      direction === 'DEPOSIT' && deposit
        ? [deposit.selectors.min, deposit.selectors.med, deposit.selectors.max]
        : [],
    defaultValue: direction === 'DEPOSIT' && deposit ? deposit.defaultSum : 0,
    steps: info.steps.length > 0 ? info.steps : [firstStep(direction)],
    speed: info.speed ?? null,
  };
}

/** The server list for one direction, incomplete and disabled methods dropped. */
export function toClientMethods(
  methods: readonly PaymentMethod[],
  direction: PaymentDirection,
): ClientMethod[] {
  return methods.flatMap((method) => {
    if (method.status !== 'active') return [];
    const client = toClientMethod(method, direction);
    return client ? [client] : [];
  });
}

export const firstStep = (direction: PaymentDirection): PaymentFlowStatus =>
  direction === 'DEPOSIT' ? 'DEPOSIT_AMOUNT' : 'WITHDRAW_AMOUNT';

/** A run of the method list: the variants of one payment system, or methods standing alone. */
export type MethodSection =
  | { kind: 'group'; system: string; methods: ClientMethod[] }
  | { kind: 'single'; methods: ClientMethod[] };

/**
 * The method list as the popup shows it (README "Decisions"): the methods of one payment system
 * (five UPI providers, four Havale ones) under one header that says what sets them apart, in
 * the place of the system's first method; methods alone in their system between them, in the
 * server's order.
 */
export function methodSections(methods: readonly ClientMethod[]): MethodSection[] {
  const bySystem = new Map<string, ClientMethod[]>();
  for (const method of methods) {
    const list = bySystem.get(method.system) ?? [];
    list.push(method);
    bySystem.set(method.system, list);
  }
  const sections: MethodSection[] = [];
  for (const method of methods) {
    const variants = bySystem.get(method.system) ?? [];
    if (variants.length > 1) {
      if (variants[0] === method)
        sections.push({ kind: 'group', system: method.system, methods: variants });
      continue;
    }
    const last = sections.at(-1);
    if (last?.kind === 'single') last.methods.push(method);
    else sections.push({ kind: 'single', methods: [method] });
  }
  return sections;
}
