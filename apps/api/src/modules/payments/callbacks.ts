import { createHash } from 'node:crypto';
import { ErrorCode } from '@jackdaw/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { ApplyEvent } from './apply-event.js';
import type { CallbacksRepository } from './callbacks.repository.js';
import { paymentNotFound } from './payment-errors.js';
import type { PaymentProviderRegistry, ProviderEvent } from './payment-provider.js';
import type { Reconciling } from './reconcile.js';

/** What of an unauthenticated body is kept: enough to see what it was, not what it weighed. */
export const REFUSED_BODY_PREFIX = 2048;
const HEADER_VALUE_LIMIT = 512;
const HEADERS_KEPT = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Text PostgreSQL can store: NUL written as `\u0000`, lone surrogates as U+FFFD. */
const storable = (text: string) =>
  text.replace(LONE_SURROGATE, '\uFFFD').replaceAll('\u0000', '\\u0000');

/**
 * A callback body as stored: whole when its signature holds (the provider signed it), else a
 * bounded prefix; with the digest and size of the whole either way, which still name the exact
 * bytes received.
 */
export function storedBody(rawBody: string, signed: boolean) {
  return {
    text: storable(signed ? rawBody : rawBody.slice(0, REFUSED_BODY_PREFIX)),
    sha256: createHash('sha256').update(rawBody).digest('hex'),
    length: Buffer.byteLength(rawBody),
  };
}

/** The provider's own headers (signatures) and the content type, bounded in number and size. */
function keptHeaders(headers: Record<string, string | string[] | undefined>) {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name.startsWith('x-') || name === 'content-type')
      .slice(0, HEADERS_KEPT)
      .map(([name, value]) => [
        storable(name.slice(0, 64)),
        storable(
          (Array.isArray(value) ? value.join(', ') : (value ?? '')).slice(0, HEADER_VALUE_LIMIT),
        ),
      ]),
  );
}

/** Provider callbacks: recorded with their signature verdict, then applied once. */
export function createCallbacks(deps: {
  repository: CallbacksRepository;
  providers: PaymentProviderRegistry;
  applyEvent: ApplyEvent;
  confirm: Reconciling['confirm'];
  log?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { repository, providers, applyEvent } = deps;

  /**
   * A provider's callback: stored with its signature verdict, then applied once. A forged one
   * changes nothing (401, logged, only a bounded prefix and a digest of its body kept); a
   * signed one without a readable amount, currency, status or payment is refused as invalid
   * (400); one whose signature leaves an acted-on field uncovered is applied only when the
   * provider's status call says the same (else 409, and the poller settles the payment); a
   * repeated or stale one is stored and ignored.
   */
  return async function takeCallback(
    providerId: string,
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<{ applied: boolean }> {
    const provider = providers.get(providerId);
    const kept = keptHeaders(headers);
    const store = (input: {
      paymentId: string | null;
      valid: boolean;
      outcome: string;
      detail: string | null;
    }) =>
      repository.insertCallback({
        provider: providerId,
        paymentId: input.paymentId,
        headers: kept,
        body: storedBody(rawBody, input.valid),
        signatureValid: input.valid,
        outcome: input.outcome,
        detail: input.detail,
      });
    if (!provider) {
      await store({
        paymentId: null,
        valid: false,
        outcome: 'rejected',
        detail: 'unknown provider',
      });
      throw AppError.notFound(ErrorCode.ProviderUnknown, 'No such payment provider.');
    }
    const verdict = provider.parseAndVerifyCallback({ rawBody, headers });
    if (!verdict.signatureValid) {
      await store({ paymentId: null, valid: false, outcome: 'forged', detail: verdict.reason });
      deps.log?.warn(
        { provider: providerId, reason: verdict.reason },
        'payment callback with an invalid signature',
      );
      throw new AppError(401, ErrorCode.ProviderSignatureInvalid, 'The signature is not valid.');
    }
    if (!verdict.event) {
      await store({ paymentId: null, valid: true, outcome: 'invalid', detail: verdict.reason });
      throw new AppError(
        400,
        ErrorCode.ProviderCallbackInvalid,
        `Unreadable callback: ${verdict.reason}.`,
      );
    }
    const { event } = verdict;
    // Stored with its payment found in the same statement (no payment: stored as rejected).
    const { id: callbackId, paymentId } = await repository.insertCallbackOf({
      provider: providerId,
      paymentId: event.paymentId,
      headers: kept,
      body: storedBody(rawBody, true),
    });
    if (!paymentId) throw paymentNotFound();
    let acted: ProviderEvent = event;
    if (verdict.unsignedFields.length > 0) {
      const confirmed = await deps.confirm(paymentId, event);
      if (!confirmed.event) {
        const detail = `${verdict.unsignedFields.join(', ')} not signed; ${confirmed.reason}`;
        await repository.setCallbackOutcome(callbackId, 'unconfirmed', detail);
        deps.log?.warn({ paymentId, detail }, 'payment callback not confirmed by the provider');
        throw new AppError(
          409,
          ErrorCode.ProviderCallbackUnconfirmed,
          'The provider does not confirm this callback.',
        );
      }
      acted = confirmed.event;
    }
    const result = await applyEvent(
      paymentId,
      { kind: 'provider', status: acted.status },
      {
        reference: acted.reference,
        expect: { amount: acted.amount, currency: acted.currency },
        callbackId,
      },
    );
    if (result.mismatch) {
      deps.log?.warn({ paymentId }, 'payment callback with another amount or currency');
    }
    // An applied callback was marked with its money; the others are marked here.
    if (!result.applied) {
      await repository.setCallbackOutcome(
        callbackId,
        result.mismatch ? 'rejected' : result.review ? 'review' : 'ignored',
        result.reason ?? null,
      );
    }
    return { applied: result.applied };
  };
}
