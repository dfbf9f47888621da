import { createHash, randomBytes } from 'node:crypto';
import type { PaymentFlowKind, TestPaymentOptions } from '@jackdaw/contracts';
import { findBank } from '../banks.data.js';
import { bankListSchemaSafe } from './sandbox.util.js';
import {
  formatAmount,
  wordOf,
  type ProviderOperation,
  type ProviderProtocol,
  type ProviderTransport,
} from '../adapters/protocol.js';
import { sign, verify, type SignedMessage } from '../adapters/signature.js';
import type { ProviderStatus } from '../payment-provider.js';
import type { SandboxOrder, SandboxRepository } from './sandbox.repository.js';

/** Delivers a signed callback to the casino; answers the HTTP status it got. */
export type CallbackDeliverer = (provider: string, message: SignedMessage) => Promise<number>;

export interface CallbackPlan {
  /** The statuses sent, in order; the whole list is sent `repeat` times. */
  statuses: ProviderStatus[];
  /** Seconds before the first callback. */
  delay: number;
  repeat: number;
  /** Tries per callback until the casino answers 2xx. */
  attempts: number;
  /** Signed with a wrong secret. */
  forged?: boolean;
}

/**
 * The built-in sandbox (test mode): it plays every provider's part. As a provider's API it takes
 * the adapters' signed calls (`transport`), keeps its own order records, answers in the
 * provider's field names for the flow asked, and later sends callbacks signed with the provider's
 * secret, after a delay, repeated, failed or forged on demand. Its pages are in sandbox.routes.ts.
 */
export function createSandbox(options: {
  protocols: readonly ProviderProtocol[];
  secretFor(provider: string): string;
  repository: SandboxRepository;
  publicUrl: string;
  log?: { warn(object: object, message: string): void };
}) {
  const protocols = new Map(options.protocols.map((protocol) => [protocol.id as string, protocol]));
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let deliver: CallbackDeliverer | undefined;
  let closed = false;

  const protocolOf = (provider: string) => {
    const protocol = protocols.get(provider);
    if (!protocol) throw new Error(`sandbox: unknown provider ${provider}`);
    return protocol;
  };
  const base = (provider: string) => `${options.publicUrl}/sandbox/payments/${provider}`;

  async function send(
    order: SandboxOrder,
    status: ProviderStatus,
    forged: boolean,
    attempts: number,
  ) {
    const protocol = protocolOf(order.provider);
    const { fields } = protocol;
    const message = sign(
      protocol.signature,
      forged ? `forged-${randomBytes(8).toString('hex')}` : options.secretFor(order.provider),
      {
        [fields.orderId]: order.paymentId,
        [fields.reference]: order.reference,
        [fields.status]: wordOf(protocol, status),
        [fields.amount]: formatAmount(protocol, order.amount),
        [fields.currency]: order.currencyCode,
        event_id: randomBytes(8).toString('hex'),
      },
    );
    for (let attempt = 1; attempt <= attempts && !closed; attempt++) {
      const code = await (deliver?.(order.provider, message) ?? Promise.resolve(0));
      if (code >= 200 && code < 300) return;
    }
  }

  /** Sends callbacks for an order as planned (after `delay` seconds). */
  function schedule(order: SandboxOrder, plan: CallbackPlan): void {
    if (closed || !deliver || plan.repeat === 0 || plan.statuses.length === 0) return;
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    inFlight.add(done);
    const timer = setTimeout(() => {
      timers.delete(timer);
      void (async () => {
        try {
          for (let round = 0; round < plan.repeat; round++) {
            for (const status of plan.statuses) {
              await send(order, status, plan.forged ?? false, plan.attempts);
            }
          }
        } catch (error) {
          options.log?.warn({ err: error, reference: order.reference }, 'sandbox callback failed');
        } finally {
          inFlight.delete(done);
          release();
        }
      })();
    }, plan.delay * 1000);
    timer.unref();
    timers.add(timer);
  }

  /** What a test payment's options make the provider say, and its final word. */
  function testPlan(test: TestPaymentOptions, kind: 'deposit' | 'withdrawal') {
    let statuses: ProviderStatus[];
    if (kind === 'withdrawal') {
      statuses =
        test.strategy === 'withdrawReject'
          ? ['failed']
          : test.strategy === 'withdrawDoubleCancel'
            ? ['canceled', 'canceled']
            : ['success'];
    } else {
      statuses = {
        SUCCESS: ['success'],
        FAILED: ['failed'],
        PENDING: ['pending'],
        REVERSED: ['success', 'reversed'],
      }[test.status] as ProviderStatus[];
    }
    const final = statuses[statuses.length - 1]!;
    if (test.strategy === 'outOfOrder') statuses = [...statuses].reverse().concat('pending');
    const plan: CallbackPlan = {
      statuses: test.strategy === 'silent' ? [] : statuses,
      delay: test.delay,
      repeat: test.repeat,
      attempts: test.attempts,
      forged: test.strategy === 'forged',
    };
    return { plan, final };
  }

  function depositAnswer(
    protocol: ProviderProtocol,
    order: SandboxOrder,
    flow: PaymentFlowKind,
    body: Record<string, unknown>,
  ): Record<string, unknown> {
    const url = base(order.provider);
    const ref = order.reference;
    const customer = (body.customer ?? {}) as Record<string, unknown>;
    const digits = BigInt(`0x${createHash('sha256').update(ref).digest('hex').slice(0, 12)}`);
    const answer: Record<string, unknown> = {
      [protocol.fields.reference]: ref,
      [protocol.fields.status]: wordOf(protocol, 'pending'),
    };
    switch (flow) {
      case 'redirect':
        return { ...answer, redirect_url: `${url}/pay/${ref}` };
      case 'plugin':
        return { ...answer, plugin_url: `${url}/pay/${ref}?embed=1` };
      case 'payment_page':
        return { ...answer, payment_page_url: `${url}/qr/${ref}` };
      case 'qr_redirect':
        return { ...answer, redirect_url: `${url}/qr/${ref}` };
      case 'upi': {
        const address = `jackdaw.${ref.slice(-8)}@sandbox`;
        const major = formatAmount({ ...protocol, amountFormat: 'major' }, order.amount);
        return {
          ...answer,
          qr_data: `upi://pay?pa=${address}&pn=Jackdaw&am=${major}&cu=${order.currencyCode}&tr=${ref}`,
          upi_address: address,
          intent_urls: Object.fromEntries(
            ['paytm', 'phonepe', 'googlepay'].map((app) => [app, `${url}/upi/${ref}?app=${app}`]),
          ),
        };
      }
      case 'transaction':
        return {
          ...answer,
          wallet_number: `01${(digits % 1_000_000_000n).toString().padStart(9, '0')}`,
          bkash_type: typeof customer.bkashType === 'string' ? customer.bkashType : 'personal',
        };
      case 'bank_transfer': {
        const list = bankListSchemaSafe(body.bank_list);
        const bankId = customer.bank as string | number | undefined;
        const bank = list && bankId !== undefined ? findBank(list, bankId) : undefined;
        if (!bank) return { error: 'unknown bank' };
        return {
          ...answer,
          redirect_url: `${url}/transfer/${ref}`,
          bank: {
            id: bank.id,
            name: bank.name,
            iban: `${list === 'AZ' ? 'AZ' : list === 'LK' ? 'LK' : 'TR'}${(digits % 10n ** 18n).toString().padStart(24, '0')}`,
            accountName: 'Jackdaw Sandbox Ltd',
            reference: ref.slice(-8).toUpperCase(),
          },
        };
      }
      case 'simple':
        return answer;
    }
  }

  const transport: ProviderTransport = {
    async send(provider, operation: ProviderOperation, message) {
      const protocol = protocolOf(provider);
      // Like a real provider, the sandbox refuses calls the merchant did not sign.
      if (!verify(protocol.signature, options.secretFor(provider), message.body, message.headers)) {
        return { error: 'bad signature' };
      }
      const body = JSON.parse(message.body) as Record<string, unknown>;
      const { fields } = protocol;
      const paymentId = String(body[fields.orderId]);
      const test = body.test as TestPaymentOptions | undefined;

      if (operation === 'status') {
        const order = await options.repository.findOrderByPayment(provider, paymentId);
        return order
          ? {
              [fields.orderId]: order.paymentId,
              [fields.reference]: order.reference,
              [fields.status]: wordOf(protocol, order.status as ProviderStatus),
              [fields.amount]: formatAmount(protocol, order.amount),
              [fields.currency]: order.currencyCode,
            }
          : { error: 'unknown order' };
      }
      if (operation === 'confirm') {
        const order = await options.repository.findOrderByPayment(provider, paymentId);
        if (!order) return { error: 'unknown order' };
        // Transaction ids starting with FAIL play a payment the provider cannot find.
        const found = !String(body.player_transaction_id).startsWith('FAIL');
        const status: ProviderStatus = found ? 'success' : 'failed';
        await options.repository.setOrderStatus(order.reference, status);
        schedule(order, { statuses: [status], delay: 1, repeat: 1, attempts: 3 });
        return { [fields.status]: wordOf(protocol, 'pending') };
      }

      const kind = operation === 'withdrawal' ? 'withdrawal' : 'deposit';
      const planned = test ? testPlan(test, kind) : undefined;
      const order: SandboxOrder = {
        reference: `sbx_${provider}_${randomBytes(9).toString('base64url')}`,
        provider,
        paymentId,
        kind,
        methodCode: String(body[fields.method]),
        amount: BigInt(
          protocol.amountFormat === 'minor'
            ? Number(body[fields.amount])
            : String(body[fields.amount]).replace('.', ''),
        ),
        currencyCode: String(body[fields.currency]),
        // A payout is made at once by the sandbox; a deposit waits for the player.
        status: planned?.final ?? (kind === 'withdrawal' ? 'success' : 'pending'),
        options: { ...(test ?? {}), returnUrl: body.return_url, flow: body.flow },
        createdAt: new Date(),
      };
      if (kind === 'withdrawal') {
        await options.repository.insertOrder(order);
        schedule(
          order,
          planned?.plan ?? { statuses: ['success'], delay: 1, repeat: 1, attempts: 3 },
        );
        return {
          [fields.reference]: order.reference,
          [fields.status]: wordOf(protocol, 'pending'),
        };
      }
      const answer = depositAnswer(protocol, order, body.flow as PaymentFlowKind, body);
      if (answer.error) return answer;
      await options.repository.insertOrder(order);
      if (planned) schedule(order, planned.plan);
      return answer;
    },
  };

  return {
    transport,
    /** Where callbacks go; set once the app can take them. */
    connect(deliverer: CallbackDeliverer) {
      deliver = deliverer;
    },
    findOrder: (reference: string) => options.repository.findOrder(reference),
    latestOrders: () => options.repository.latestOrders(),
    /**
     * The provider's side of an order changes (the player paid, the bank refused, a chargeback…)
     * and callbacks are sent as planned; a forged plan leaves the order as it was.
     */
    async settle(reference: string, plan: CallbackPlan): Promise<SandboxOrder | undefined> {
      const order = await options.repository.findOrder(reference);
      if (!order) return undefined;
      const final = plan.statuses.filter((status) => status !== 'pending').at(-1);
      if (final && !plan.forged) await options.repository.setOrderStatus(reference, final);
      schedule(order, plan);
      return order;
    },
    /** Resolves once every scheduled callback was sent (tests). */
    async idle(): Promise<void> {
      while (inFlight.size > 0 || timers.size > 0) {
        await Promise.race([...inFlight, new Promise((resolve) => setTimeout(resolve, 5))]);
      }
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type Sandbox = ReturnType<typeof createSandbox>;
