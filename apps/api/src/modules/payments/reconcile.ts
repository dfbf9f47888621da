import type { PaymentState } from '@jackdaw/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ApplyEvent } from './apply-event.js';
import type {
  PaymentProviderRegistry,
  ProviderEvent,
  ProviderStatusAnswer,
} from './payment-provider.js';
import { POLL_BACKOFF_MS } from './payments.poller.js';
import type { Payment, PaymentsRepository } from './payments.repository.js';

/**
 * The provider's status call as the casino's second source: the poller settles payments whose
 * callback never came, and a callback whose signature leaves a field uncovered is applied only
 * when the status call says the same.
 */
export function createReconciling(deps: {
  repository: PaymentsRepository;
  providers: PaymentProviderRegistry;
  applyEvent: ApplyEvent;
  /** Sends an approved withdrawal whose send failed (withdrawals.ts). */
  sendWithdrawal(payment: Payment): Promise<Payment>;
  /** How long a deposit may wait for its payment before it expires (config, 30 min). */
  depositExpiryMs: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}) {
  const { repository, providers, applyEvent } = deps;

  /** The provider's word on a payment by its status call; null when it has none to give. */
  async function askProvider(payment: Payment): Promise<ProviderStatusAnswer | null> {
    const provider = providers.get(payment.provider);
    if (!provider) return null;
    try {
      return await provider.queryStatus({
        paymentId: payment.id,
        reference: payment.providerReference,
      });
    } catch (error) {
      deps.log?.warn({ err: error, paymentId: payment.id }, 'status query failed');
      return null;
    }
  }

  /**
   * Asks the provider about one payment and applies its answer (status poller); a deposit still
   * unpaid `depositExpiryMs` after it was made expires. The provider is asked first, so a deposit
   * paid while its callback was lost is credited rather than expired; a payment that arrives
   * after the expiry still credits it (the state machine), whichever of the two comes first.
   */
  async function reconcile(id: string, now = new Date()): Promise<PaymentState | undefined> {
    const payment = await repository.find(id);
    if (!payment) return undefined;
    const open =
      payment.type === 'deposit'
        ? payment.status === 'created' || payment.status === 'pending'
        : payment.status === 'pending';
    if (!open) {
      await repository.transaction((tx) => repository.update(tx, id, { nextPollAt: null }));
      return payment.status;
    }
    if (payment.type === 'withdraw' && !payment.providerReference) {
      return (await deps.sendWithdrawal(payment)).status;
    }
    const answer = await askProvider(payment);
    if (answer && answer.status !== 'pending') {
      if (answer.amount === null || answer.currency === null) {
        deps.log?.warn({ paymentId: id }, 'status answer without an amount or currency');
      } else {
        return (
          await applyEvent(
            id,
            { kind: 'provider', status: answer.status },
            {
              reference: answer.reference,
              expect: { amount: answer.amount, currency: answer.currency },
              cause: `status call: ${answer.status}`,
            },
          )
        ).payment.status;
      }
    }
    if (
      payment.type === 'deposit' &&
      now.getTime() - payment.createdAt.getTime() >= deps.depositExpiryMs
    ) {
      return (await applyEvent(id, { kind: 'expire' }, { cause: 'expired unpaid' })).payment.status;
    }
    return payment.status;
  }

  return {
    reconcile,
    askProvider,

    /**
     * A callback's claims held against the provider's status call: the event to apply is the
     * provider's own word, and only when it says what the callback says.
     */
    async confirm(
      paymentId: string,
      claimed: ProviderEvent,
    ): Promise<{ event: ProviderEvent; reason?: undefined } | { event: null; reason: string }> {
      const payment = await repository.find(paymentId);
      const answer = payment && (await askProvider(payment));
      if (!answer) return { event: null, reason: 'the status call gave no answer' };
      const differs =
        answer.status !== claimed.status
          ? `the provider says ${answer.status}`
          : answer.amount !== claimed.amount || answer.currency !== claimed.currency
            ? 'the provider states another amount or currency'
            : claimed.reference !== null && answer.reference !== claimed.reference
              ? 'the provider knows it by another reference'
              : undefined;
      if (differs) return { event: null, reason: differs };
      return { event: { ...claimed, reference: answer.reference } };
    },

    /** One round of the status poller: payments due for a status query, a few at a time. */
    async pollDue(now = new Date(), limit = 50): Promise<number> {
      const ids = await repository.claimDue(now, limit, POLL_BACKOFF_MS);
      for (const id of ids) {
        try {
          await reconcile(id, now);
        } catch (error) {
          deps.log?.error({ err: error, paymentId: id }, 'reconciling a payment failed');
        }
      }
      return ids.length;
    },
  };
}

export type Reconciling = ReturnType<typeof createReconciling>;
