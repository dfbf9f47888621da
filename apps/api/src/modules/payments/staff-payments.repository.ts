import type { CurrencyCode, PaymentState } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import type { PaymentType } from './payment-state.js';
import { toPaymentRow, type Payment, type PaymentRecord } from './payments.repository.js';

/** The staff's payment search filters, as the service passes them. */
export interface PaymentSearch {
  status?: PaymentState;
  type?: PaymentType;
  provider?: string;
  method?: string;
  currency?: CurrencyCode;
  minAmount?: bigint;
  maxAmount?: bigint;
  from?: Date;
  to?: Date;
  userId?: number;
  /** The last row of the previous page: (created_at in microseconds since the epoch, id). */
  after?: { micros: bigint; id: string };
  limit: number;
}

export interface PaymentEventRow {
  at: Date;
  from: string | null;
  to: string;
  cause: string;
}

export interface PaymentCallbackRow {
  id: number;
  receivedAt: Date;
  provider: string;
  signatureValid: boolean;
  outcome: string;
  detail: string | null;
  headers: Record<string, string>;
  body: string;
  bodySha256: string | null;
  bodyLength: number | null;
}

const COLUMNS = `p.id, p.user_id, p.type, p.provider, p.method_code, p.currency_code, p.amount,
  p.status, p.provider_reference, p.transaction_id, p.details, p.test, p.reason,
  p.failure_ordinal, p.polls, p.held_at, p.hold_reason, p.created_at, p.updated_at`;

/** A payment's keyset position: microseconds since the epoch, exact for PostgreSQL's timestamps. */
const MICROS = `(extract(epoch from p.created_at) * 1000000)::bigint`;

/**
 * The SQL of the staff's payment calls (search, the withdrawal queue, a payment's timeline and
 * callbacks), each on the executor given so that reads of personal data run in the transaction
 * that audits them.
 */
export const staffPaymentsQueries = {
  async search(
    db: SqlSession,
    filter: PaymentSearch,
  ): Promise<Array<Payment & { cursor: string }>> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (clause: (n: number) => string, value: unknown) => {
      params.push(value);
      where.push(clause(params.length));
    };
    if (filter.status) add((n) => `p.status = $${n}`, filter.status);
    if (filter.type) add((n) => `p.type = $${n}`, filter.type);
    if (filter.provider) add((n) => `p.provider = $${n}`, filter.provider);
    if (filter.method) add((n) => `p.method_code = $${n}`, filter.method);
    if (filter.currency) add((n) => `p.currency_code = $${n}`, filter.currency);
    if (filter.minAmount !== undefined)
      add((n) => `p.amount >= $${n}::bigint`, filter.minAmount.toString());
    if (filter.maxAmount !== undefined)
      add((n) => `p.amount <= $${n}::bigint`, filter.maxAmount.toString());
    if (filter.from) add((n) => `p.created_at >= $${n}::timestamptz`, filter.from.toISOString());
    if (filter.to) add((n) => `p.created_at < $${n}::timestamptz`, filter.to.toISOString());
    if (filter.userId !== undefined) add((n) => `p.user_id = $${n}`, filter.userId);
    if (filter.after) {
      params.push(filter.after.micros.toString(), filter.after.id);
      const [micros, id] = [params.length - 1, params.length];
      where.push(
        `(p.created_at, p.id) < (timestamptz 'epoch' + $${micros}::bigint * interval '1 microsecond', $${id}::uuid)`,
      );
    }
    params.push(filter.limit);
    const rows = await db.query<PaymentRecord & { micros: string | bigint }>(
      `select ${COLUMNS}, ${MICROS} as micros from payments p
       ${where.length ? `where ${where.join(' and ')}` : ''}
       order by p.created_at desc, p.id desc limit $${params.length}`,
      params,
    );
    return rows.map((row) => ({ ...toPaymentRow(row), cursor: `${row.micros}_${row.id}` }));
  },

  /**
   * Withdrawals in one status for the queue: unheld before held, oldest first; with whether the
   * player's account is under review.
   */
  async queue(
    db: SqlSession,
    status: PaymentState,
    limit = 500,
  ): Promise<Array<Payment & { accountReview: boolean }>> {
    const rows = await db.query<PaymentRecord & { account_review: boolean }>(
      `select ${COLUMNS}, exists (select 1 from payment_account_reviews r
           where r.user_id = p.user_id and r.status = 'open') as account_review
       from payments p where p.type = 'withdraw' and p.status = $1
       order by p.held_at is not null, p.created_at, p.id limit $2`,
      [status, limit],
    );
    return rows.map((row) => ({ ...toPaymentRow(row), accountReview: row.account_review }));
  },

  async events(db: SqlSession, paymentId: string): Promise<PaymentEventRow[]> {
    const rows = await db.query<{
      at: Date | string;
      from_status: string | null;
      to_status: string;
      cause: string;
    }>(
      `select at, from_status, to_status, cause from payment_events
       where payment_id = $1 order by id`,
      [paymentId],
    );
    return rows.map((row) => ({
      at: new Date(row.at),
      from: row.from_status,
      to: row.to_status,
      cause: row.cause,
    }));
  },

  /** A timeline row of a change that is not a status change (a hold, a release). */
  async addEvent(tx: SqlSession, paymentId: string, status: PaymentState, cause: string) {
    await tx.query(
      `insert into payment_events (payment_id, from_status, to_status, cause)
       values ($1, $2, $2, $3)`,
      [paymentId, status, cause],
    );
  },

  async callbacks(db: SqlSession, paymentId: string): Promise<PaymentCallbackRow[]> {
    const rows = await db.query<{
      id: number | string;
      received_at: Date | string;
      provider: string;
      signature_valid: boolean;
      outcome: string;
      detail: string | null;
      headers: Record<string, string>;
      raw_body: string;
      body_sha256: string | null;
      body_length: number | null;
    }>(
      `select id, received_at, provider, signature_valid, outcome, detail, headers, raw_body,
         body_sha256, body_length
       from payment_callbacks where payment_id = $1 order by id`,
      [paymentId],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      receivedAt: new Date(row.received_at),
      provider: row.provider,
      signatureValid: row.signature_valid,
      outcome: row.outcome,
      detail: row.detail,
      headers: row.headers,
      body: row.raw_body,
      bodySha256: row.body_sha256,
      bodyLength: row.body_length === null ? null : Number(row.body_length),
    }));
  },

  /** Closes the player's open reviews in the caller's transaction; answers how many. */
  async clearReviews(tx: SqlSession, userId: number): Promise<number> {
    const rows = await tx.query(
      `update payment_account_reviews set status = 'cleared', cleared_at = now()
       where user_id = $1 and status = 'open' returning id`,
      [userId],
    );
    return rows.length;
  },
};
