import type {
  BankList,
  CurrencyCode,
  DepositResponse,
  PaymentField,
  PaymentFlowKind,
  PaymentMethodCode,
  PaymentProvider as ProviderId,
  TestPaymentOptions,
} from '@jackdaw/contracts';

/**
 * One payment provider behind the casino (DESIGN.md "Payments", STYLE habit 5). An adapter lives
 * in `providers/<id>.provider.ts` and is registered in `providers/index.ts`; nothing else changes
 * to add one. Adapters are thin: they describe the provider's protocol (field names, status
 * words, signature scheme) and the shared code in `adapters/` speaks it, for every flow kind.
 *
 * Test mode: the adapter talks to the built-in sandbox (`/sandbox/payments`), which plays the
 * provider (hosted pages, QR, UPI hand-off, bank lists, signed callbacks). Live mode needs the
 * provider's API address and secret; without them the provider offers nothing.
 *
 * @example
 * const paykassma = registry.get('paykassma')!;
 * const created = await paykassma.createDeposit({
 *   paymentId, methodCode: 'pm.paykassma.upi', flow: 'upi', amount: 50_000n, currency: 'INR',
 *   fields: {}, returnUrl: 'https://casino.example/?popup=deposit-result',
 * });
 * // created.upiData.qr_data → the popup's APP_CHOISE screen; later a signed callback arrives:
 * const verdict = paykassma.parseAndVerifyCallback({ rawBody, headers });
 * if (verdict.signatureValid && verdict.event) apply(verdict.event);
 */
export interface PaymentProviderAdapter {
  readonly id: ProviderId;
  readonly name: string;
  /** 'test' talks to the sandbox; 'live' to the provider's API. */
  readonly mode: 'test' | 'live';
  /** How a deposit of this method in this currency proceeds; null: not possible (FAILED). */
  flowFor(
    method: { code: PaymentMethodCode; flow: PaymentFlowKind },
    currency: CurrencyCode,
  ): PaymentFlowKind | null;
  /** Opens a deposit at the provider; answers what the player is shown next. */
  createDeposit(request: DepositRequest): Promise<DepositResult>;
  /** The player's transaction id for a transaction-flow deposit, passed on for checking. */
  confirmTransaction(request: {
    paymentId: string;
    reference: string;
    transactionId: string;
  }): Promise<void>;
  /** Sends an approved withdrawal for payout. Idempotent by paymentId at the provider. */
  createWithdrawal(request: WithdrawalRequest): Promise<WithdrawalResult>;
  /**
   * Checks a callback's signature and reads it. Never throws: a forged or unreadable callback
   * answers `signatureValid: false` or `event: null` with the reason (a callback without a
   * readable amount or currency is unreadable). `unsignedFields` names the fields the casino acts
   * on that the signature does not cover: the service then believes the callback only once the
   * provider's status call says the same.
   */
  parseAndVerifyCallback(input: CallbackInput): CallbackVerdict;
  /**
   * The provider's current word on a payment (status poller, and confirming callbacks whose
   * signature covers less than the casino acts on); null when it does not know it.
   */
  queryStatus(request: {
    paymentId: string;
    reference: string | null;
  }): Promise<ProviderStatusAnswer | null>;
}

/** A provider's answer to a status call, read like a callback. */
export interface ProviderStatusAnswer {
  status: ProviderStatus;
  reference: string | null;
  /** Minor units; null when the answer states none. */
  amount: bigint | null;
  currency: string | null;
}

/** A provider's statuses, mapped to ours by its adapter. */
export type ProviderStatus = 'pending' | 'success' | 'failed' | 'reversed' | 'canceled';

export type PaymentFields = Partial<Record<PaymentField, string | number>>;

export interface DepositRequest {
  paymentId: string;
  methodCode: PaymentMethodCode;
  flow: PaymentFlowKind;
  amount: bigint;
  currency: CurrencyCode;
  fields: PaymentFields;
  /** Where the hosted page sends the player back. */
  returnUrl: string;
  /** The bank list the chosen `fields.bank` belongs to (bank transfers). */
  banks?: BankList;
  /** Test payments: how the sandbox should behave. */
  test?: TestPaymentOptions;
}

export type DepositResult = Omit<DepositResponse, 'statusCode' | 'payment'> & {
  /** The provider's own id of the payment. */
  reference: string;
};

export interface WithdrawalRequest {
  paymentId: string;
  methodCode: PaymentMethodCode;
  amount: bigint;
  currency: CurrencyCode;
  fields: PaymentFields;
  test?: TestPaymentOptions;
}

export interface WithdrawalResult {
  reference: string;
  status: ProviderStatus;
}

export interface CallbackInput {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

/** What a callback says about one payment. */
export interface ProviderEvent {
  /** Our payment id, as we sent it as the provider's order id. */
  paymentId: string;
  reference: string | null;
  status: ProviderStatus;
  /** Minor units. A callback without a readable amount is refused (it is never assumed). */
  amount: bigint;
  currency: string;
}

export type CallbackVerdict =
  | { signatureValid: false; reason: string }
  | {
      signatureValid: true;
      event: ProviderEvent;
      /** Acted-on fields (the provider's names) that the signature does not cover. */
      unsignedFields: readonly string[];
    }
  | { signatureValid: true; event: null; reason: string };

/** Providers by identifier; the payments service reaches every provider through it. */
export interface PaymentProviderRegistry {
  get(id: string): PaymentProviderAdapter | undefined;
  all(): readonly PaymentProviderAdapter[];
}

export function createPaymentProviderRegistry(
  providers: PaymentProviderAdapter[],
): PaymentProviderRegistry {
  const byId = new Map(providers.map((provider) => [provider.id as string, provider]));
  if (byId.size !== providers.length) throw new Error('two payment providers share an id');
  return { get: (id) => byId.get(id), all: () => providers };
}
