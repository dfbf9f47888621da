import { eq } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/password.js';
import { users } from '../modules/users/users.schema.js';
import type { PlayerAccountKind } from '../modules/wallet/accounts.js';
import { createLedger, type Ledger, type PostOptions } from '../modules/wallet/ledger.js';
import { paymentTransactions } from '../modules/wallet/wallet.schema.js';
import type { Database } from './client.js';

/** The demo account of a local install (never created in production), shown in the README. */
export const DEMO_PLAYER = { email: 'demo@jackdaw.local', password: 'Demo-player-1' } as const;

const DAY = 24 * 60 * 60 * 1000;

type HistoryRow = typeof paymentTransactions.$inferInsert;

/**
 * A player with a believable history, so a fresh install shows every screen with content:
 * deposits by several methods (more than one page), a failed and a pending one, withdrawals
 * paid out, rejected, cancelled and still requested, referral commission moved to the balance
 * and a bonus converted to real money. Every movement goes through the ledger, so the demo
 * money obeys the same invariants as real money. Runs once: nothing happens when the player
 * exists.
 */
export async function seedDemoPlayer(db: Database): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_PLAYER.email));
  if (existing) return;
  const passwordHash = await hashPassword(DEMO_PLAYER.password);
  await db.transaction(async (tx) => {
    const [player] = await tx
      .insert(users)
      .values({
        email: DEMO_PLAYER.email,
        passwordHash,
        currencyCode: 'INR',
        name: 'Demo Player',
        firstName: 'Demo',
        secondName: 'Player',
        country: 'IN',
        geo: 'IN',
        birthday: '1990-01-15',
        bonusChoice: 'casino',
        firstDeposit: true,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!player) return;
    await fillHistory(tx as unknown as Database, createLedger(db), player.id);
  });
}

async function fillHistory(tx: Database, ledger: Ledger, userId: number): Promise<void> {
  const options: PostOptions = { tx };
  const now = Date.now();
  let step = 0;
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY + (step++ % 60) * 60_000);
  const key = (name: string) => `demo:${userId}:${name}`;
  const record = async (row: Omit<HistoryRow, 'userId' | 'currencyCode'>) => {
    await tx.insert(paymentTransactions).values({
      userId,
      currencyCode: 'INR',
      updatedAt: row.createdAt,
      ...row,
    });
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
