import type { CurrencyCode, PaymentMethodCode, PaymentState } from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { historyStatus, type PaymentType } from './payment-state.js';

/** A payment as the service works with it. */
export interface Payment {
  id: string;
  userId: number;
  type: PaymentType;
  provider: string;
  methodCode: PaymentMethodCode;
  currencyCode: CurrencyCode;
  amount: bigint;
  status: PaymentState;
  providerReference: string | null;
  transactionId: string | null;
  details: Record<string, unknown>;
  test: Record<string, unknown> | null;
  reason: string | null;
  failureOrdinal: string | null;
  polls: number;
  /** When a staff member put the withdrawal on hold (null: not held), and why. */
  heldAt: Date | null;
  holdReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface MethodCurrencyRow {
  code: PaymentMethodCode;
  provider: string;
  alias: string;
  systemAlias: string;
  flow: string;
  status: string;
  displayName: string;
  logo: string;
  depositSteps: string[] | null;
  withdrawalSteps: string[] | null;
  depositFields: string[];
  withdrawalFields: string[];
  currencyCode: CurrencyCode;
  currencyStatus: string;
  depositMin: bigint | null;
  depositMax: bigint | null;
  withdrawMin: bigint | null;
  withdrawMax: bigint | null;
  selectors: { min: number; med: number; max: number } | null;
  defaultSum: bigint | null;
}

const PAYMENT_COLUMNS = `id, user_id, type, provider, method_code, currency_code, amount, status,
  provider_reference, transaction_id, details, test, reason, failure_ordinal, polls, held_at,
  hold_reason, created_at, updated_at`;

export interface PaymentRecord {
  id: string;
  user_id: number;
  type: PaymentType;
  provider: string;
  method_code: PaymentMethodCode;
  currency_code: CurrencyCode;
  amount: bigint | string;
  status: PaymentState;
  provider_reference: string | null;
  transaction_id: string | null;
  details: Record<string, unknown>;
  test: Record<string, unknown> | null;
  reason: string | null;
  failure_ordinal: string | null;
  polls: number;
  held_at: Date | string | null;
  hold_reason: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export const toPaymentRow = (row: PaymentRecord): Payment => ({
  id: row.id,
  userId: Number(row.user_id),
  type: row.type,
  provider: row.provider,
  methodCode: row.method_code,
  currencyCode: row.currency_code,
  amount: BigInt(row.amount),
  status: row.status,
  providerReference: row.provider_reference,
  transactionId: row.transaction_id,
  details: row.details,
  test: row.test,
  reason: row.reason,
  failureOrdinal: row.failure_ordinal,
  polls: Number(row.polls),
  heldAt: row.held_at === null ? null : new Date(row.held_at),
  holdReason: row.hold_reason,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

const METHOD_COLUMNS = `m.code, m.provider, m.alias, m.system_alias as "systemAlias", m.flow,
  m.status, m.display_name as "displayName", m.logo, m.deposit_steps as "depositSteps",
  m.withdrawal_steps as "withdrawalSteps", m.deposit_fields as "depositFields",
  m.withdrawal_fields as "withdrawalFields", c.currency_code as "currencyCode",
  c.status as "currencyStatus", c.deposit_min as "depositMin", c.deposit_max as "depositMax",
  c.withdraw_min as "withdrawMin", c.withdraw_max as "withdrawMax", c.selectors,
  c.default_sum as "defaultSum"`;

export interface NewPayment {
  id: string;
  userId: number;
  type: PaymentType;
  provider: string;
  methodCode: PaymentMethodCode;
  methodName: string;
  methodLogo: string;
  systemAlias: string;
  currencyCode: CurrencyCode;
  amount: bigint;
  status: PaymentState;
  details: Record<string, unknown>;
  test: Record<string, unknown> | null;
  nextPollAt: Date | null;
}

export interface PaymentChanges {
  status?: PaymentState;
  providerReference?: string;
  transactionId?: string;
  reason?: string | null;
  failureOrdinal?: string;
  nextPollAt?: Date | null;
  polls?: number;
  ledgerTransactionId?: number;
  /** A staff hold set (a date and its reason) or lifted (null). */
  hold?: { at: Date; reason: string } | null;
  /** The timeline row of this change (`payment_events`), written in the same statement. */
  timeline?: { from: PaymentState | null; cause: string };
}

/** The SQL of payments, their history rows, the players' payment figures and reviews. */
export function createPaymentsRepository(db: SqlRunner) {
  /**
   * `update`, also moving the player's running total of credited deposits in the payment's
   * currency by `counted.amount` (a credit adds the deposit, a reversal takes it back) and
   * answering the total as it was before, and marking the callback that brought the change as
   * applied, in the same transaction as its money. One round trip for a credit.
   */
  async function updateCounting(
    tx: SqlSession,
    id: string,
    changes: PaymentChanges,
    counted: { userId: number; currency: string; amount: bigint } | null,
    /** The callback that brought the change, marked applied with it. */
    callbackId: number | null = null,
  ): Promise<{ payment: Payment; depositedBefore: bigint }> {
    const sets: string[] = ['updated_at = now()'];
    const params: unknown[] = [id];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (changes.status !== undefined) set('status', changes.status);
    if (changes.providerReference !== undefined)
      set('provider_reference', changes.providerReference);
    if (changes.transactionId !== undefined) set('transaction_id', changes.transactionId);
    if (changes.reason !== undefined) set('reason', changes.reason);
    if (changes.failureOrdinal !== undefined) set('failure_ordinal', changes.failureOrdinal);
    if (changes.nextPollAt !== undefined)
      set('next_poll_at', changes.nextPollAt?.toISOString() ?? null);
    if (changes.polls !== undefined) set('polls', changes.polls);
    if (changes.hold !== undefined) {
      set('held_at', changes.hold?.at.toISOString() ?? null);
      set('hold_reason', changes.hold?.reason ?? null);
    }
    const parts = [
      `changed as (update payments set ${sets.join(', ')} where id = $1 returning ${PAYMENT_COLUMNS})`,
    ];
    if (changes.status !== undefined || changes.ledgerTransactionId !== undefined) {
      const status = params.push(
        changes.status !== undefined ? historyStatus(changes.status) : null,
      );
      const ledgerId = params.push(changes.ledgerTransactionId ?? null);
      parts.push(`history as (update payment_transactions set updated_at = now(),
          status = coalesce($${status}::text, status),
          ledger_transaction_id = coalesce($${ledgerId}::bigint, ledger_transaction_id)
        where id = $1)`);
    }
    if (changes.timeline) {
      const from = params.push(changes.timeline.from);
      const cause = params.push(changes.timeline.cause);
      parts.push(`timeline as (insert into payment_events (payment_id, from_status, to_status, cause)
        select id, $${from}::text, status, $${cause}::text from changed)`);
    }
    if (callbackId !== null) {
      const callback = params.push(callbackId);
      parts.push(`outcome as (update payment_callbacks set outcome = 'applied', detail = null
        where id = $${callback})`);
    }
    let total = '0';
    if (counted) {
      const user = params.push(counted.userId);
      const currency = params.push(counted.currency);
      const amount = params.push(counted.amount.toString());
      parts.push(`totals as (
        insert into payment_deposit_totals (user_id, currency_code, deposited)
        values ($${user}, $${currency}, $${amount}::bigint)
        on conflict (user_id, currency_code)
          do update set deposited = payment_deposit_totals.deposited + excluded.deposited
        returning deposited - $${amount}::bigint as before)`);
      total = '(select before from totals)';
    }
    const [row] = await tx.query<PaymentRecord & { deposited_before: string | bigint }>(
      `with ${parts.join(', ')} select changed.*, ${total} as deposited_before from changed`,
      params,
    );
    if (!row) throw new Error(`payment ${id} vanished under its lock`);
    return { payment: toPaymentRow(row), depositedBefore: BigInt(row.deposited_before) };
  }

  return {
    transaction: <T>(work: (tx: SqlSession) => Promise<T>) => db.transaction(work),

    /** The methods offered in a currency, in catalogue order. */
    methodsFor(currency: CurrencyCode): Promise<MethodCurrencyRow[]> {
      return db.query<MethodCurrencyRow>(
        `select ${METHOD_COLUMNS} from payment_methods m
         join payment_method_currencies c on c.method_code = m.code
         where c.currency_code = $1 order by m.sort_order, m.code`,
        [currency],
      );
    },

    async methodFor(code: string, currency: CurrencyCode): Promise<MethodCurrencyRow | undefined> {
      const [row] = await db.query<MethodCurrencyRow>(
        `select ${METHOD_COLUMNS} from payment_methods m
         join payment_method_currencies c on c.method_code = m.code
         where m.code = $1 and c.currency_code = $2`,
        [code, currency],
      );
      return row;
    },

    /** The payment and its history row, in the caller's transaction. */
    async insert(tx: SqlSession, payment: NewPayment): Promise<void> {
      await tx.query(
        `insert into payments (id, user_id, type, provider, method_code, currency_code, amount,
           status, details, test, next_poll_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11)`,
        [
          payment.id,
          payment.userId,
          payment.type,
          payment.provider,
          payment.methodCode,
          payment.currencyCode,
          payment.amount.toString(),
          payment.status,
          JSON.stringify(payment.details),
          payment.test ? JSON.stringify(payment.test) : null,
          payment.nextPollAt?.toISOString() ?? null,
        ],
      );
      await tx.query(
        `insert into payment_transactions (id, user_id, type, source, status, system_id,
           method_code, method_name, method_logo, amount, currency_code)
         values ($1, $2, $3, 'payment', $4, $5, $6, $7, $8, $9, $10)`,
        [
          payment.id,
          payment.userId,
          payment.type,
          historyStatus(payment.status),
          payment.systemAlias,
          payment.methodCode,
          payment.methodName,
          payment.methodLogo,
          payment.amount.toString(),
          payment.currencyCode,
        ],
      );
      await tx.query(
        `insert into payment_events (payment_id, from_status, to_status, cause)
         values ($1, null, $2, 'created')`,
        [payment.id, payment.status],
      );
    },

    async find(id: string, executor: SqlSession = db): Promise<Payment | undefined> {
      const [row] = await executor.query<PaymentRecord>(
        `select ${PAYMENT_COLUMNS} from payments where id = $1`,
        [id],
      );
      return row ? toPaymentRow(row) : undefined;
    },

    /** Locks the payment for a status change; callbacks of one payment queue here. */
    async lock(tx: SqlSession, id: string): Promise<Payment | undefined> {
      const [row] = await tx.query<PaymentRecord>(
        `select ${PAYMENT_COLUMNS} from payments where id = $1 for update`,
        [id],
      );
      return row ? toPaymentRow(row) : undefined;
    },

    /**
     * Changes a payment (and its history row when the status or ledger link changes) in one
     * statement, answering the changed payment: a callback's hot path, where each round trip
     * holds the payment's lock a little longer.
     */
    async update(tx: SqlSession, id: string, changes: PaymentChanges): Promise<Payment> {
      return (await updateCounting(tx, id, changes, null)).payment;
    },

    updateCounting,

    /** Counts one more failed deposit of the player; answers the new count. */
    async countFailure(tx: SqlSession, userId: number): Promise<number> {
      const [row] = await tx.query<{ failed_deposits: number }>(
        `insert into payment_player_stats (user_id, failed_deposits) values ($1, 1)
         on conflict (user_id) do update
           set failed_deposits = payment_player_stats.failed_deposits + 1, updated_at = now()
         returning failed_deposits`,
        [userId],
      );
      return Number(row!.failed_deposits);
    },

    async failedDeposits(userId: number): Promise<number> {
      const [row] = await db.query<{ failed_deposits: number }>(
        'select failed_deposits from payment_player_stats where user_id = $1',
        [userId],
      );
      return Number(row?.failed_deposits ?? 0);
    },

    /** The payment systems the player has a credited deposit with: where withdrawals may go. */
    async depositedSystems(userId: number): Promise<Set<string>> {
      const rows = await db.query<{ system: string }>(
        `select distinct m.system_alias as system from payments p
         join payment_methods m on m.code = p.method_code
         where p.user_id = $1 and p.type = 'deposit' and p.status = 'success'`,
        [userId],
      );
      return new Set(rows.map((row) => row.system));
    },

    async hasDepositedWith(userId: number, methodCode: string): Promise<boolean> {
      // The same payment system counts (a UPI deposit allows a UPI withdrawal by another provider).
      const rows = await db.query(
        `select 1 from payments p join payment_methods m on m.code = p.method_code
         where p.user_id = $1 and p.type = 'deposit' and p.status = 'success'
           and m.system_alias = (select system_alias from payment_methods where code = $2)
         limit 1`,
        [userId, methodCode],
      );
      return rows.length > 0;
    },

    /** Puts the account on hold for review unless a review is already open. */
    async openReview(tx: SqlSession, userId: number, reason: string, paymentId: string) {
      await tx.query(
        `insert into payment_account_reviews (user_id, reason, payment_id) values ($1, $2, $3)
         on conflict do nothing`,
        [userId, reason, paymentId],
      );
    },

    async hasOpenReview(userId: number): Promise<boolean> {
      const rows = await db.query(
        `select 1 from payment_account_reviews where user_id = $1 and status = 'open'`,
        [userId],
      );
      return rows.length > 0;
    },

    /**
     * Takes up to `limit` payments due for a status query and pushes their next poll back, so
     * that another instance's poller takes other ones (`skip locked`).
     */
    async claimDue(now: Date, limit: number, backoffMs: number): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `update payments set next_poll_at = $2::timestamptz + $3::int * interval '1 millisecond',
           polls = polls + 1
         where id in (
           select id from payments where next_poll_at <= $1 order by next_poll_at
           limit $4 for update skip locked)
         returning id`,
        [now.toISOString(), now.toISOString(), backoffMs, limit],
      );
      return rows.map((row) => row.id);
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
