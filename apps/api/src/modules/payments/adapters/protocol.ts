import type {
  CurrencyCode,
  PaymentFlowKind,
  PaymentMethodCode,
  PaymentProvider as ProviderId,
} from '@jackdaw/contracts';
import type {
  CallbackVerdict,
  PaymentProviderAdapter,
  ProviderStatus,
  ProviderStatusAnswer,
} from '../payment-provider.js';
import { depositResultOf, ProviderError, type DepositAnswer } from './flows.js';
import {
  sign,
  signedFieldsAreUnambiguous,
  verify,
  type SignatureScheme,
  type SignedMessage,
} from './signature.js';

/**
 * What makes one provider different from another: its name, how it signs, what its fields and
 * status words are called. A provider file is one `ProviderProtocol`; `defineProvider` turns it
 * into a full adapter.
 */
export interface ProviderProtocol {
  id: ProviderId;
  name: string;
  signature: SignatureScheme;
  /** The provider's names for the fields every call has. */
  fields: {
    orderId: string;
    reference: string;
    amount: string;
    currency: string;
    status: string;
    method: string;
  };
  /** Minor units as integers, or major units as a decimal string ("500.00"). */
  amountFormat: 'minor' | 'major';
  /** The provider's words for each status (the first is what it sends). */
  statuses: Record<ProviderStatus, readonly [string, ...string[]]>;
  /** A different flow than the catalogue's (corefy by currency); null: not possible. */
  flow?(
    method: { code: PaymentMethodCode; flow: PaymentFlowKind },
    currency: CurrencyCode,
  ): PaymentFlowKind | null;
  /** How a plugin URL opens (corefy AZN opens as a window). */
  pluginOpenIn?(currency: CurrencyCode): 'iframe' | 'window';
}

export type ProviderOperation = 'deposit' | 'confirm' | 'withdrawal' | 'status';

/**
 * How an adapter reaches its provider's API: the sandbox in test mode, HTTPS in live mode. The
 * message is signed with the merchant's secret; the answer is the provider's JSON.
 */
export interface ProviderTransport {
  send(
    provider: ProviderId,
    operation: ProviderOperation,
    message: SignedMessage,
  ): Promise<Record<string, unknown>>;
}

export function formatAmount(protocol: ProviderProtocol, amount: bigint): string | number {
  if (protocol.amountFormat === 'minor') return Number(amount);
  const sign = amount < 0n ? '-' : '';
  const abs = amount < 0n ? -amount : amount;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

export function parseAmount(protocol: ProviderProtocol, value: unknown): bigint | null {
  if (protocol.amountFormat === 'minor') {
    return typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : null;
  }
  const match = typeof value === 'string' ? /^(\d{1,15})\.(\d{2})$/.exec(value) : null;
  return match ? BigInt(match[1]!) * 100n + BigInt(match[2]!) : null;
}

export function statusOf(protocol: ProviderProtocol, word: unknown): ProviderStatus | null {
  if (typeof word !== 'string') return null;
  for (const [status, words] of Object.entries(protocol.statuses)) {
    if ((words as readonly string[]).includes(word)) return status as ProviderStatus;
  }
  return null;
}

export const wordOf = (protocol: ProviderProtocol, status: ProviderStatus) =>
  protocol.statuses[status][0];

const str = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** The fields of a callback the casino acts on: which payment, its status, amount and currency. */
export const actedOnFields = (protocol: ProviderProtocol): string[] => {
  const { orderId, reference, status, amount, currency } = protocol.fields;
  return [orderId, reference, status, amount, currency];
};

/**
 * The acted-on fields of this callback body that its signature does not bind: those a field
 * scheme leaves out, or all of them when the signed `key=value` text can be split in more than
 * one way (a value holding `&`), so that another body could carry the same signature.
 */
export function unsignedFields(
  protocol: ProviderProtocol,
  body: Record<string, unknown>,
): string[] {
  const scheme = protocol.signature;
  if (!signedFieldsAreUnambiguous(scheme, body)) return actedOnFields(protocol);
  if (scheme.kind === 'sha256-fields') {
    return actedOnFields(protocol).filter((field) => !scheme.fields.includes(field));
  }
  return [];
}

/** The neutral reading of a deposit answer; the sandbox writes these names. */
function readDepositAnswer(
  protocol: ProviderProtocol,
  body: Record<string, unknown>,
): DepositAnswer {
  const bank = body.bank as DepositAnswer['bank'] | undefined;
  const intents = body.intent_urls as DepositAnswer['intentUrls'] | undefined;
  return {
    reference: str(body[protocol.fields.reference]) ?? '',
    redirectUrl: str(body.redirect_url),
    pluginUrl: str(body.plugin_url),
    paymentPageUrl: str(body.payment_page_url),
    qrData: str(body.qr_data),
    upiAddress: str(body.upi_address),
    intentUrls: intents && typeof intents === 'object' ? intents : undefined,
    walletNumber: str(body.wallet_number),
    bkashType: str(body.bkash_type),
    bank: bank && typeof bank === 'object' ? bank : undefined,
  };
}

/**
 * The adapter of a provider from its protocol. `secret` signs what is sent and checks what is
 * received; `transport` carries the calls.
 */
export function defineProvider(
  protocol: ProviderProtocol,
  options: { mode: 'test' | 'live'; secret: string; transport: ProviderTransport },
): PaymentProviderAdapter {
  const { fields } = protocol;
  const call = async (operation: ProviderOperation, payload: Record<string, unknown>) => {
    const answer = await options.transport.send(
      protocol.id,
      operation,
      sign(protocol.signature, options.secret, payload),
    );
    const error = str(answer.error);
    if (error) throw new ProviderError(`${protocol.name} refused the ${operation}: ${error}`);
    return answer;
  };

  return {
    id: protocol.id,
    name: protocol.name,
    mode: options.mode,

    flowFor(method, currency) {
      return protocol.flow ? protocol.flow(method, currency) : method.flow;
    },

    async createDeposit(request) {
      const answer = await call('deposit', {
        [fields.orderId]: request.paymentId,
        [fields.amount]: formatAmount(protocol, request.amount),
        [fields.currency]: request.currency,
        [fields.method]: request.methodCode,
        flow: request.flow,
        return_url: request.returnUrl,
        customer: request.fields,
        ...(request.banks ? { bank_list: request.banks } : {}),
        ...(request.test ? { test: request.test } : {}),
      });
      return depositResultOf(
        request.flow,
        readDepositAnswer(protocol, answer),
        request,
        protocol.pluginOpenIn?.(request.currency),
      );
    },

    async confirmTransaction(request) {
      await call('confirm', {
        [fields.orderId]: request.paymentId,
        [fields.reference]: request.reference,
        player_transaction_id: request.transactionId,
      });
    },

    async createWithdrawal(request) {
      const answer = await call('withdrawal', {
        [fields.orderId]: request.paymentId,
        [fields.amount]: formatAmount(protocol, request.amount),
        [fields.currency]: request.currency,
        [fields.method]: request.methodCode,
        customer: request.fields,
        ...(request.test ? { test: request.test } : {}),
      });
      const reference = str(answer[fields.reference]);
      const status = statusOf(protocol, answer[fields.status]);
      if (!reference || !status)
        throw new ProviderError(`${protocol.name}: unreadable payout answer`);
      return { reference, status };
    },

    parseAndVerifyCallback({ rawBody, headers }): CallbackVerdict {
      if (!verify(protocol.signature, options.secret, rawBody, headers)) {
        return { signatureValid: false, reason: 'signature does not match' };
      }
      let body: Record<string, unknown>;
      try {
        const parsed: unknown = JSON.parse(rawBody);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
          throw new Error();
        body = parsed as Record<string, unknown>;
      } catch {
        return { signatureValid: true, event: null, reason: 'body is not a JSON object' };
      }
      const paymentId = str(body[fields.orderId]);
      const status = statusOf(protocol, body[fields.status]);
      if (!paymentId || !/^[0-9a-f-]{36}$/i.test(paymentId)) {
        return { signatureValid: true, event: null, reason: `no ${fields.orderId}` };
      }
      if (!status) return { signatureValid: true, event: null, reason: 'unknown status' };
      // Never assumed: a callback that does not say what was paid would be checked against nothing.
      const amount = parseAmount(protocol, body[fields.amount]);
      if (amount === null) {
        return { signatureValid: true, event: null, reason: `no readable ${fields.amount}` };
      }
      const currency = body[fields.currency];
      if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
        return { signatureValid: true, event: null, reason: `no readable ${fields.currency}` };
      }
      return {
        signatureValid: true,
        event: {
          paymentId: paymentId.toLowerCase(),
          reference: str(body[fields.reference]) ?? null,
          status,
          amount,
          currency,
        },
        unsignedFields: unsignedFields(protocol, body),
      };
    },

    async queryStatus(request): Promise<ProviderStatusAnswer | null> {
      const answer = await call('status', {
        [fields.orderId]: request.paymentId,
        [fields.reference]: request.reference,
      });
      const status = statusOf(protocol, answer[fields.status]);
      if (!status) return null;
      const currency = answer[fields.currency];
      return {
        status,
        reference: str(answer[fields.reference]) ?? null,
        amount: parseAmount(protocol, answer[fields.amount]),
        currency: typeof currency === 'string' ? currency : null,
      };
    },
  };
}
