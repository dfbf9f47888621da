import type { TransactionSource, TransactionStatus } from '@jackdaw/contracts';
import { hashPassword } from '../modules/auth/password.js';
import type { PlayerAccountKind } from '../modules/wallet/accounts.js';
import { createLedger, type Ledger, type PostOptions } from '../modules/wallet/ledger.js';
import type { DatabaseHandle, SqlSession } from './client.js';

/** The demo account of a local install (never created in production), shown in the README. */
export const DEMO_PLAYER = { email: 'demo@jackdaw.local', password: 'Demo-player-1' } as const;

const DAY = 24 * 60 * 60 * 1000;

interface HistoryRow {
  type: 'deposit' | 'withdraw';
  source: TransactionSource;
  status: TransactionStatus;
  systemId: string;
  methodCode?: string;
  methodName?: string;
  amount: bigint;
  ledgerTransactionId?: number;
  createdAt: Date;
}

/**
 * A player with a believable history, so a fresh install shows every screen with content:
 * deposits by several methods (more than one page), a failed and a pending one, withdrawals
 * paid out, rejected, cancelled and still requested, referral commission moved to the balance
 * and a bonus converted to real money. Every movement goes through the ledger, so the demo
 * money obeys the same invariants as real money. Runs once: nothing happens when the player
 * exists.
 */
export async function seedDemoPlayer(database: DatabaseHandle): Promise<void> {
  const { sql } = database;
  const [existing] = await sql.query('select id from users where lower(email) = $1', [
    DEMO_PLAYER.email,
  ]);
  if (existing) return;
  const passwordHash = await hashPassword(DEMO_PLAYER.password);
  await sql.transaction(async (tx) => {
    const [player] = await tx.query<{ id: number }>(
      `insert into users (email, password_hash, currency_code, name, first_name, second_name,
         country, geo, birthday, bonus_choice, first_deposit)
       values ($1, $2, 'INR', 'Demo Player', 'Demo', 'Player', 'IN', 'IN', '1990-01-15',
         'casino', true)
       on conflict do nothing returning id`,
      [DEMO_PLAYER.email, passwordHash],
    );
    if (!player) return;
    await fillHistory(tx, createLedger(sql), player.id);
  });
}

async function fillHistory(tx: SqlSession, ledger: Ledger, userId: number): Promise<void> {
  const options: PostOptions = { tx };
  const now = Date.now();
  let step = 0;
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY + (step++ % 60) * 60_000);
  const key = (name: string) => `demo:${userId}:${name}`;
  const record = async (row: HistoryRow) => {
    await tx.query(
      `insert into payment_transactions (user_id, currency_code, type, source, status, system_id,
         method_code, method_name, method_logo, amount, ledger_transaction_id, created_at, updated_at)
       values ($1, 'INR', $2, $3, $4, $5, $6, $7, null, $8, $9, $10, $10)`,
      [
        userId,
        row.type,
        row.source,
        row.status,
        row.systemId,
        row.methodCode ?? null,
        row.methodName ?? '',
        row.amount.toString(),
        row.ledgerTransactionId ?? null,
        row.createdAt.toISOString(),
      ],
    );
  };
  const methods = [
    { systemId: 'paytm', methodCode: 'pm.paykassma.paytm', methodName: 'PayTM' },
    { systemId: 'phonepe', methodCode: 'pm.paykassma.phonepe', methodName: 'PhonePe' },
    { systemId: 'upi', methodCode: 'pm.paykassma.upi', methodName: 'UPI' },
  ];

  // Twelve deposits: more than the first page of ten.
  for (let n = 0; n < 12; n++) {
    const method = methods[n % methods.length]!;
    const amount = BigInt((n % 4) + 1) * 50_000n;
    const posted = await ledger.deposit(
      { key: key(`deposit-${n}`), userId, currency: 'INR', amount, provider: method.systemId },
      options,
    );
    await record({
      ...method,
      type: 'deposit',
      source: 'payment',
      status: 'success',
      amount,
      ledgerTransactionId: posted.transactionId,
      createdAt: at(40 - n * 3),
    });
  }
  await record({
    ...methods[0]!,
    type: 'deposit',
    source: 'payment',
    status: 'error',
    amount: 100_000n,
    createdAt: at(3),
  });
  await record({
    ...methods[2]!,
    type: 'deposit',
    source: 'payment',
    status: 'request',
    amount: 75_000n,
    createdAt: at(0.2),
  });

  // Withdrawals: paid out, rejected, cancelled by the player, and one still waiting.
  const withdrawals: {
    status: HistoryRow['status'];
    amount: bigint;
    end?: 'payout' | 'release';
  }[] = [
    { status: 'success', amount: 120_000n, end: 'payout' },
    { status: 'rejected', amount: 60_000n, end: 'release' },
    { status: 'canceled', amount: 30_000n, end: 'release' },
    { status: 'request', amount: 45_000n },
  ];
  for (const [n, withdrawal] of withdrawals.entries()) {
    const method = methods[n % methods.length]!;
    const hold = await ledger.hold(
      { key: key(`withdrawal-${n}`), userId, currency: 'INR', amount: withdrawal.amount },
      options,
    );
    if (withdrawal.end === 'payout') {
      await ledger.payout({ holdKey: hold.key, provider: method.systemId }, options);
    } else if (withdrawal.end === 'release') {
      await ledger.release({ holdKey: hold.key }, options);
    }
    await record({
      ...method,
      type: 'withdraw',
      source: 'payment',
      status: withdrawal.status,
      amount: withdrawal.amount,
      ledgerTransactionId: hold.transactionId,
      createdAt: at(20 - n * 5),
    });
  }

  // A friend's commission and a converted welcome bonus, each moved to the real balance.
  await credit(ledger, options, {
    key: key('referral-commission'),
    userId,
    kind: 'referral',
    from: 'referral_expense',
    transaction: 'referral_commission_deposit',
    amount: 25_000n,
  });
  const referral = await ledger.transfer(
    {
      key: key('referral-transfer'),
      userId,
      currency: 'INR',
      amount: 25_000n,
      from: 'referral',
      to: 'real',
    },
    options,
  );
  await record({
    type: 'deposit',
    source: 'referral',
    status: 'success',
    systemId: 'referral',
    amount: 25_000n,
    ledgerTransactionId: referral.transactionId,
    createdAt: at(6),
  });
  await credit(ledger, options, {
    key: key('welcome-bonus'),
    userId,
    kind: 'bonus_casino',
    from: 'bonus_expense',
    transaction: 'bonus_grant',
    amount: 80_000n,
  });
  const bonus = await ledger.transfer(
    {
      key: key('bonus-conversion'),
      userId,
      currency: 'INR',
      amount: 50_000n,
      from: 'bonus_casino',
      to: 'real',
    },
    options,
  );
  await record({
    type: 'deposit',
    source: 'bonus',
    status: 'success',
    systemId: 'bonus',
    methodName: 'Welcome bonus',
    amount: 50_000n,
    ledgerTransactionId: bonus.transactionId,
    createdAt: at(4),
  });
}

async function credit(
  ledger: Ledger,
  options: PostOptions,
  input: {
    key: string;
    userId: number;
    kind: PlayerAccountKind;
    from: 'referral_expense' | 'bonus_expense';
    transaction: 'referral_commission_deposit' | 'bonus_grant';
    amount: bigint;
  },
) {
  await ledger.post(
    {
      key: input.key,
      kind: input.transaction,
      currency: 'INR',
      userId: input.userId,
      request: { amount: input.amount.toString() },
      lock: [input.kind],
      house: [{ kind: input.from }],
      async plan() {
        return [
          { account: { userId: input.userId, kind: input.kind }, amount: input.amount },
          { account: { house: input.from }, amount: -input.amount },
        ];
      },
    },
    options,
  );
}
