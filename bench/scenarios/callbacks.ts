import { createHmac } from 'node:crypto';
import {
  withBareDatabase,
  type BareDatabase,
  type BareSession,
  type Query,
} from '../lib/bare-database.js';
import { keepAliveClient, registerPlayer } from '../lib/http.js';
import { bracketed, driveUntilSpent, driveWorkers, short, type LoadResult } from '../lib/load.js';
import { startJackdaw } from '../lib/processes.js';
import type { Scenario } from './scenario.js';

/**
 * Signed deposit callbacks through the whole stack (HTTP → signature → raw callback stored →
 * payment locked → state machine → ledger credit → payment, history and callback updated), each
 * crediting a pending deposit made beforehand, against a bare client applying callbacks with
 * plain SQL in the same run: the raw callback inserted, the payment locked, the credit posted
 * once by insert-on-conflict on its key, the balance and entries written, the payment and the
 * callback marked. The server also reads the payment first, keeps the payment history row and
 * checks the source-of-funds threshold: its own costs, hence a target of half.
 */
const secret = 'bench-callback-secret-0123456789abcdef012';
const PLAYERS = 16;
const WORKERS = 16;
/** The smallest INR deposit the test method takes (minor units). */
const AMOUNT = 30_000;
const seconds = () => (short ? 3 : 10);
/** Deposits prepared for the HTTP run: each callback uses one up. */
const subjectPayments = () => (short ? 1_500 : 5_000);

export const callbacks: Scenario = {
  name: 'callbacks',
  async run(env) {
    const measured = await bracketed(
      () => viaHttp(env),
      () => withBareDatabase(env.DATABASE_URL, rawCallbacks),
    );
    return { ...measured, target: 0.5 };
  },
};

async function viaHttp(env: Record<string, string>): Promise<LoadResult> {
  const jackdaw = await startJackdaw({
    ...env,
    SANDBOX_ENABLED: 'true',
    PAYMENT_SECRETS: `test=${secret}`,
    PAYMENT_POLL_SECONDS: '0',
  });
  const client = keepAliveClient(jackdaw.url, WORKERS);
  try {
    const tokens: string[] = [];
    for (let n = 0; n < PLAYERS; n++) {
      tokens.push((await registerPlayer(jackdaw.url, `callbacks-${n}`)).token);
    }
    // Pending deposits whose provider stays silent: their callbacks are the bench's to send.
    const pending: string[] = [];
    let asked = 0;
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (asked < subjectPayments()) {
          const token = tokens[asked++ % PLAYERS]!;
          const created = await client.post(
            '/api/v1/payments/test/deposit',
            JSON.stringify({ amount: AMOUNT, strategy: 'silent' }),
            { authorization: `Bearer ${token}` },
          );
          if (created.status !== 200) throw new Error(`deposit failed: ${created.body}`);
          pending.push((JSON.parse(created.body) as { payment: { id: string } }).payment.id);
        }
      }),
    );

    const send = async () => {
      const paymentId = pending.pop();
      if (!paymentId) return;
      const body = JSON.stringify({
        order_id: paymentId,
        status: 'success',
        amount: AMOUNT,
        currency: 'INR',
      });
      const answer = await client.post('/api/v1/payments/callbacks/test', body, {
        'x-signature': createHmac('sha256', secret).update(body).digest('hex'),
      });
      if (answer.status !== 200 || !(JSON.parse(answer.body) as { applied: boolean }).applied) {
        throw new Error(`callback not applied (${answer.status}): ${answer.body}`);
      }
    };
    return await driveUntilSpent(WORKERS, send, () => pending.length, subjectPayments() / 10);
  } finally {
    client.close();
    await jackdaw.stop();
  }
}

interface Prepared {
  /** Pending deposits, taken from the end. */
  payments: { id: string; user: number; real: number }[];
  clearing: number;
}

/** Players with real accounts, the clearing account, and enough pending deposits for the run. */
async function prepare(query: Query): Promise<Prepared> {
  const clearing = Number(
    (
      await query(
        `insert into wallet_accounts (kind, currency_code, key) values ('payment_clearing', 'INR', 'raw')
         on conflict do nothing returning id`,
      )
    ).rows[0]?.id ??
      (
        await query(
          `select id from wallet_accounts where kind = 'payment_clearing' and key = 'raw' and user_id is null`,
        )
      ).rows[0]!.id,
  );
  const players: { user: number; real: number }[] = [];
  for (let n = 0; n < PLAYERS; n++) {
    const user = Number(
      (
        await query(
          `insert into users (email, password_hash, currency_code) values ($1, 'x', 'INR') returning id`,
          [`raw-callbacks-${n}-${Date.now()}@example.com`],
        )
      ).rows[0]!.id,
    );
    const real = Number(
      (
        await query(
          `insert into wallet_accounts (user_id, kind, currency_code, balance)
           values ($1, 'real', 'INR', 0) returning id`,
          [user],
        )
      ).rows[0]!.id,
    );
    players.push({ user, real });
  }
  // More than the bare client can apply in the run, made in one statement per player.
  const perPlayer = short ? 1_000 : 3_000;
  const payments: Prepared['payments'] = [];
  for (const player of players) {
    const made = await query(
      `insert into payments (id, user_id, type, provider, method_code, currency_code, amount, status)
       select gen_random_uuid(), $1, 'deposit', 'test', 'pm.test.test', 'INR', $2, 'pending'
       from generate_series(1, $3) returning id`,
      [player.user, AMOUNT, perPlayer],
    );
    for (const row of made.rows) payments.push({ id: String(row.id), ...player });
  }
  // Interleave the players, as callbacks arrive.
  payments.sort(() => Math.random() - 0.5);
  return { payments, clearing };
}

/** One callback applied with plain SQL: the statements a minimal idempotent handler sends. */
async function rawCallback(
  { query, transaction }: BareSession,
  prepared: Prepared,
  payment: Prepared['payments'][number],
): Promise<void> {
  const body = JSON.stringify({
    order_id: payment.id,
    status: 'success',
    amount: AMOUNT,
    currency: 'INR',
  });
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  const callback = (
    await query(
      `insert into payment_callbacks (provider, payment_id, headers, raw_body, signature_valid, outcome)
       values ('test', $1, $2::jsonb, $3, true, 'received') returning id`,
      [payment.id, JSON.stringify({ 'x-signature': signature }), body],
    )
  ).rows[0]!.id;
  await transaction(async (query) => {
    await query('select status from payments where id = $1 for update', [payment.id]);
    const key = `payment:${payment.id}:credit`;
    const credited = (
      await query(
        `insert into wallet_transactions
           (idempotency_key, kind, user_id, currency_code, fingerprint, metadata)
         values ($1, 'deposit', $2, 'INR', $3, $4::jsonb)
         on conflict (idempotency_key) do nothing returning id`,
        [
          key,
          payment.user,
          createHmac('sha256', 'f').update(key).digest('hex'),
          JSON.stringify({ paymentId: payment.id, method: 'pm.test.test' }),
        ],
      )
    ).rows[0];
    if (credited) {
      const [account] = (
        await query(`select id, balance from wallet_accounts where id = $1 for update`, [
          payment.real,
        ])
      ).rows;
      const after = BigInt(account!.balance as string | bigint) + BigInt(AMOUNT);
      await query(
        `with updated as (
           update wallet_accounts set balance = balance + $3 where id = $2 returning id)
         insert into wallet_entries (transaction_id, account_id, amount, balance_after)
         values ($1, $2, $3, $4), ($1, $5, $6, null)`,
        [credited.id, payment.real, AMOUNT, after.toString(), prepared.clearing, -AMOUNT],
      );
      await query(`update payments set status = 'success', updated_at = now() where id = $1`, [
        payment.id,
      ]);
    }
  });
  await query(`update payment_callbacks set outcome = 'applied' where id = $1`, [callback]);
}

/** Callbacks applied by the bare client for the run's duration, each on a connection of its own. */
async function rawCallbacks(database: BareDatabase): Promise<LoadResult> {
  const prepared = await prepare(database.query);
  return driveWorkers(
    WORKERS,
    () =>
      database.session((session) => {
        const payment = prepared.payments.pop();
        if (!payment) throw new Error('the prepared deposits ran out');
        return rawCallback(session, prepared, payment);
      }),
    seconds(),
  );
}
