import { randomBytes } from 'node:crypto';
import type { PaymentState } from '@jackdaw/contracts';
import pg from 'pg';
import type { Config } from '../config.js';
import { AppError } from '../lib/app-error.js';
import { hashPassword, verifyPassword } from '../modules/auth/index.js';
import {
  createPaymentsModule,
  type Payer,
  type PaymentsService,
  type Sandbox,
} from '../modules/payments/index.js';
import { seedDemoPromoCodes } from '../modules/promo-codes/index.js';
import { createExchangeService } from '../modules/reports/index.js';
import { seedBonusOffers, seedDemoBonuses } from '../modules/bonuses/index.js';
import { seedDemoStaff } from '../modules/staff/index.js';
import { createUserAccounts, createUsersRepository } from '../modules/users/index.js';
import { seedDemoCampaign } from '../modules/freespins/index.js';
import { seedDemoNotifications } from '../modules/notifications/index.js';
import { seedDemoTournaments } from '../modules/tournaments/index.js';
import { seedDemoReferrals } from '../modules/referrals/index.js';
import { seedDemoLandings } from '../modules/landings/index.js';
import { createLedger, type Ledger, type PlayerAccountKind } from '../modules/wallet/index.js';
import type { DatabaseHandle } from './client.js';

/** The demo account of a local install (never created in production), shown in the README. */
export const DEMO_PLAYER = { email: 'demo@jackdaw.local', password: 'Demo-player-1' } as const;

const DAY = 24 * 60 * 60 * 1000;
/** A payment younger than this was made by the seed run that is still going: it gets its date. */
const FRESH = 60 * 60 * 1000;

type DemoMethod = 'paytm' | 'phonepe' | 'upi';

/**
 * One payment of the demo history and where it ends. Within a direction every amount is
 * different: (type, amount) finds a step's payment again when an interrupted seed runs anew.
 */
interface PaymentStep {
  type: 'deposit' | 'withdraw';
  method: DemoMethod;
  amount: bigint;
  daysAgo: number;
  end:
    | 'credited'
    | 'failed'
    | 'expired'
    | 'pending'
    | 'completed'
    | 'rejected'
    | 'canceled'
    | 'requested';
}

const METHODS: DemoMethod[] = ['paytm', 'phonepe', 'upi'];
/** Twelve credited deposits (more than the first page of ten), 15,000 ₹ in all. */
const CREDITED = [
  50_000n,
  100_000n,
  150_000n,
  200_000n,
  60_000n,
  110_000n,
  140_000n,
  190_000n,
  40_000n,
  90_000n,
  160_000n,
  210_000n,
];

/** The demo history, oldest first: each withdrawal goes to a method deposited with before it. */
export const DEMO_PAYMENTS: readonly PaymentStep[] = (
  [
    ...CREDITED.map((amount, n): PaymentStep => ({
      type: 'deposit',
      method: METHODS[n % METHODS.length]!,
      amount,
      daysAgo: 40 - n * 3,
      end: 'credited',
    })),
    { type: 'withdraw', method: 'paytm', amount: 120_000n, daysAgo: 20, end: 'completed' },
    { type: 'withdraw', method: 'phonepe', amount: 60_000n, daysAgo: 15, end: 'rejected' },
    { type: 'withdraw', method: 'upi', amount: 50_000n, daysAgo: 10, end: 'canceled' },
    { type: 'withdraw', method: 'paytm', amount: 70_000n, daysAgo: 5, end: 'requested' },
    { type: 'deposit', method: 'paytm', amount: 120_000n, daysAgo: 3, end: 'failed' },
    { type: 'deposit', method: 'upi', amount: 75_000n, daysAgo: 0.2, end: 'expired' },
  ] satisfies PaymentStep[]
).sort((a, b) => b.daysAgo - a.daysAgo);

const REFERRAL_COMMISSION = 25_000n;
const BONUS_CONVERTED = 50_000n;
/** The reload bonus the demo player is wagering (an active casino bonus with progress). */
const BONUS_ACTIVE = 30_000n;

/**
 * A player with a believable history, so a fresh install shows every screen with content:
 * deposits by several methods (more than one page), a failed one and one never paid (expired),
 * withdrawals paid out, rejected, cancelled and still requested, referral commission moved to
 * the balance and a bonus converted to real money.
 *
 * The money goes the way a real player's does, so every screen agrees with every other: the
 * payments service opens each deposit at the provider (the sandbox), the provider's signed
 * callback credits it; withdrawals are requested, approved and paid out by the provider's
 * callback, or rejected or cancelled; referral commission and the bonus go through the ledger.
 * The seed's only own writes are the player, the dates of the history (spread over 40 days) and
 * the referral and bonus history rows, whose modules do not exist yet.
 *
 * Idempotent and resumable: each step finds its payment or ledger key again, and a run over a
 * complete history changes nothing. Without the payment sandbox there are no providers to pay
 * through, and no demo player.
 */
export async function seedDemoPlayer(database: DatabaseHandle, config: Config): Promise<void> {
  if (!config.sandboxEnabled) return retireDemoPassword(database);
  // The demo admin (staff README) comes with the demo player, and never in production.
  if (config.env !== 'production') await seedDemoStaff(database.db, config.env);
  // Promo codes the site's journeys redeem (promo-codes README "Demo codes").
  await seedDemoPromoCodes(database.sql, { freespinsOfferId: await demoFreespinsOffer(database) });
  // Calls in one process queue; instances of one PostgreSQL database queue on its lock.
  const queued = (running.get(database) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => seedLocked(database, config));
  running.set(database, queued);
  return queued;
}

const running = new WeakMap<DatabaseHandle, Promise<void>>();

/**
 * The seeded welcome free-spin offer the demo code SPINS25 plays by. The offers are seeded when
 * the app starts, after this seed on a first start: seeded here first (once each, by slug).
 */
async function demoFreespinsOffer(database: DatabaseHandle): Promise<number | null> {
  await seedBonusOffers(database.sql, createExchangeService(database.sql));
  const [offer] = await database.sql.query<{ id: number }>(
    `select id from bonus_offers where slug = 'welcome-freespins'`,
  );
  return offer?.id ?? null;
}

async function seedLocked(database: DatabaseHandle, config: Config): Promise<void> {
  if (database.kind === 'postgres' && database.url) {
    // Instances starting together seed one after the other: the second finds the history whole.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [DEMO_SEED_LOCK]);
      await seedOnce(database, config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [DEMO_SEED_LOCK]).catch(() => undefined);
      await client.end();
    }
    return;
  }
  await seedOnce(database, config);
}

/** Any fixed number; it names the lock that serialises demo seeding across instances. */
const DEMO_SEED_LOCK = 7_270_017;

async function seedOnce(database: DatabaseHandle, config: Config): Promise<void> {
  const { sql } = database;
  const ledger = createLedger(sql);
  const userId = await demoPlayerId(database);
  // A free-spin campaign in progress, some spins played (freespins README "Demo").
  await seedDemoCampaign(sql, ledger, userId);
  // Notifications on the profile page and one for the popup (notifications README "Demo").
  await seedDemoNotifications(sql, userId);
  // A running, an upcoming and a finished tournament with rivals (tournaments README "Demo").
  await seedDemoTournaments(sql, ledger, { demo: userId, rivals: await demoRivalIds(database) });
  // Three friends on the invite page with the commission they earned (referrals README "Demo").
  await seedDemoReferrals(sql, { referrer: userId, friends: await demoRivalIds(database) });
  // Two weeks of landing visits and spins for the console's funnel (landings README "Demo").
  await seedDemoLandings(sql);
  // The bonus conversion's history row is the seed's last write: with it the history is whole.
  const [done] = await sql.query(
    `select 1 from payment_transactions where user_id = $1 and source = 'bonus'`,
    [userId],
  );
  if (done) return;

  const { service, sandbox } = createPaymentsModule({
    config,
    database,
    ledger,
    users: createUserAccounts(createUsersRepository(database.db)),
  });
  if (!sandbox) return;
  // The provider's callbacks reach the payments service as the callback route would pass them.
  sandbox.connect(async (provider, message) => {
    try {
      await service.callback(provider, message.body, message.headers);
      return 200;
    } catch (error) {
      if (error instanceof AppError) return error.statusCode;
      throw error;
    }
  });
  try {
    const payer: Payer = { id: userId, currencyCode: 'INR', firstDeposit: false };
    const now = Date.now();
    for (const step of DEMO_PAYMENTS) {
      await runPaymentStep(database, service, sandbox, payer, step, now);
    }
    await rewards(database, ledger, userId, now);
  } finally {
    await sandbox.idle();
    sandbox.close();
  }
}

const key = (userId: number, name: string) => `demo:${userId}:${name}`;

/**
 * Test mode off on a database that once had it: the demo account's password is published in the
 * README, so it stops working (a random one replaces it and every session of the account ends).
 */
async function retireDemoPassword(database: DatabaseHandle): Promise<void> {
  const [demo] = await database.sql.query<{ id: number; password_hash: string }>(
    'select id, password_hash from users where lower(email) = $1',
    [DEMO_PLAYER.email],
  );
  if (!demo || !(await verifyPassword(demo.password_hash, DEMO_PLAYER.password))) return;
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  await database.sql.query(
    `update users set password_hash = $2, token_version = token_version + 1, updated_at = now()
     where id = $1 and password_hash = $3`,
    [demo.id, passwordHash, demo.password_hash],
  );
}

async function demoPlayerId(database: DatabaseHandle): Promise<number> {
  const find = async () =>
    (
      await database.sql.query<{ id: number }>('select id from users where lower(email) = $1', [
        DEMO_PLAYER.email,
      ])
    )[0]?.id;
  const existing = await find();
  if (existing !== undefined) return existing;
  const passwordHash = await hashPassword(DEMO_PLAYER.password);
  await database.sql.query(
    `insert into users (email, password_hash, currency_code, name, first_name, second_name,
       country, geo, birthday, bonus_choice)
     values ($1, $2, 'INR', 'Demo Player', 'Demo', 'Player', 'IN', 'IN', '1990-01-15', 'casino')
     on conflict do nothing`,
    [DEMO_PLAYER.email, passwordHash],
  );
  const id = await find();
  if (id === undefined) throw new Error('the demo player could not be created');
  return id;
}

/** The demo tournaments' rivals: accounts nobody signs in to (a random password nobody knows). */
const DEMO_RIVALS = [
  'Arjun Mehta',
  'Ayesha Rahman',
  'Emre Yilmaz',
  'Dilnoza Karimova',
  'Nimal Perera',
  'Aigerim Sultan',
];

async function demoRivalIds(database: DatabaseHandle): Promise<number[]> {
  const emails = DEMO_RIVALS.map((_, n) => `rival-${n + 1}@jackdaw.local`);
  const find = async () =>
    database.sql.query<{ id: number; email: string }>(
      'select id, email from users where email = any($1::text[])',
      [emails],
    );
  let found = await find();
  if (found.length < emails.length) {
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    for (const [n, name] of DEMO_RIVALS.entries()) {
      const [first = '', second = ''] = name.split(' ');
      await database.sql.query(
        `insert into users (email, password_hash, currency_code, name, first_name, second_name,
           country, geo, birthday, bonus_choice)
         values ($1, $2, 'INR', $3, $4, $5, 'IN', 'IN', '1992-03-10', 'casino')
         on conflict do nothing`,
        [emails[n], passwordHash, name, first, second],
      );
    }
    found = await find();
  }
  const byEmail = new Map(found.map((row) => [row.email, Number(row.id)]));
  return emails.flatMap((email) => byEmail.get(email) ?? []);
}

/** Brings one step's payment to its end through the payments service and the sandbox. */
async function runPaymentStep(
  database: DatabaseHandle,
  service: PaymentsService,
  sandbox: Sandbox,
  payer: Payer,
  step: PaymentStep,
  now: number,
): Promise<void> {
  const [found] = await database.sql.query<{ id: string }>(
    `select id from payments where user_id = $1 and type = $2 and amount = $3`,
    [payer.id, step.type, step.amount.toString()],
  );
  let id = found?.id;
  if (id === undefined) {
    const amount = Number(step.amount);
    id =
      step.type === 'deposit'
        ? (await service.deposit(payer, 'paykassma', step.method, { amount })).payment.id
        : (
            await service.withdraw(payer, 'paykassma', step.method, {
              amount,
              account: `demo.player@${step.method === 'upi' ? 'upi' : step.method}`,
            })
          ).id;
  }
  await settle(service, sandbox, payer, id, step.end);
  await database.sql.transaction(async (tx) => {
    // Only a payment of this run gets the date the history gives it; older runs set theirs.
    const at = new Date(now - step.daysAgo * DAY).toISOString();
    const fresh = new Date(now - FRESH).toISOString();
    await tx.query(
      `update payments set created_at = $2, updated_at = $2 where id = $1 and created_at > $3`,
      [id, at, fresh],
    );
    await tx.query(
      `update payment_transactions set created_at = $2, updated_at = $2
       where id = $1 and created_at > $3`,
      [id, at, fresh],
    );
  });
}

async function settle(
  service: PaymentsService,
  sandbox: Sandbox,
  payer: Payer,
  id: string,
  end: PaymentStep['end'],
): Promise<void> {
  const status = async (): Promise<PaymentState> => (await service.payment(payer, id)).status;
  const current = await status();
  const provider = async (word: 'success' | 'failed') => {
    const reference = (await service.payment(payer, id)).providerReference;
    if (!reference) throw new Error(`demo payment ${id} has no provider reference`);
    // The player paid (or the bank refused) on the provider's side; its callback follows.
    await sandbox.settle(reference, { statuses: [word], delay: 0, repeat: 1, attempts: 3 });
    await sandbox.idle();
  };
  switch (end) {
    case 'credited':
      if (current !== 'success') await provider('success');
      break;
    case 'failed':
      if (current !== 'failed') await provider('failed');
      break;
    case 'completed':
      if (current === 'request') await service.approve(id);
      // The sandbox pays out at once and reports it by a callback.
      await sandbox.idle();
      // A run interrupted after the approval lost that callback: the provider reports again.
      if ((await status()) === 'pending') await provider('success');
      break;
    case 'rejected':
      if (current === 'request') await service.reject(id, 'The account name does not match');
      break;
    case 'canceled':
      if (current === 'request') await service.cancel(payer, id);
      break;
    case 'expired':
      // The player left the provider's page unpaid: the status poller expires it once its time
      // is up (asked here as if that time had come).
      if (current === 'created' || current === 'pending') {
        await service.reconcile(id, new Date(Date.now() + DAY));
      }
      break;
    case 'pending':
    case 'requested':
      break;
  }
  const expected: Record<PaymentStep['end'], PaymentState> = {
    credited: 'success',
    failed: 'failed',
    expired: 'expired',
    pending: 'pending',
    completed: 'completed',
    rejected: 'rejected',
    canceled: 'canceled',
    requested: 'request',
  };
  const reached = await status();
  if (reached !== expected[end]) {
    throw new Error(`demo payment ${id} is ${reached}, not ${expected[end]}`);
  }
}

/**
 * A friend's commission moved to the real balance, a welcome bonus converted to it, and a reload
 * bonus still being wagered.
 */
async function rewards(
  database: DatabaseHandle,
  ledger: Ledger,
  userId: number,
  now: number,
): Promise<void> {
  await grant(ledger, {
    key: key(userId, 'referral-commission'),
    userId,
    kind: 'referral',
    from: 'referral_expense',
    transaction: 'referral_commission_deposit',
    amount: REFERRAL_COMMISSION,
  });
  const referral = await ledger.transfer({
    key: key(userId, 'referral-transfer'),
    userId,
    currency: 'INR',
    amount: REFERRAL_COMMISSION,
    from: 'referral',
    to: 'real',
  });
  await historyRow(database, {
    userId,
    source: 'referral',
    systemId: 'referral',
    methodName: '',
    amount: REFERRAL_COMMISSION,
    ledgerTransactionId: referral.transactionId,
    createdAt: new Date(now - 6 * DAY),
  });
  // The welcome bonus converted once wagered, and a reload bonus being wagered (bonuses module).
  const bonus = await seedDemoBonuses(database.sql, ledger, userId, {
    converted: BONUS_CONVERTED,
    active: BONUS_ACTIVE,
  });
  await historyRow(database, {
    userId,
    source: 'bonus',
    systemId: 'bonus',
    methodName: 'Welcome bonus',
    amount: BONUS_CONVERTED,
    ledgerTransactionId: bonus.conversionTransactionId,
    createdAt: new Date(now - 4 * DAY),
  });
}

/** The history row of a ledger movement, once (found again by its ledger transaction). */
async function historyRow(
  database: DatabaseHandle,
  row: {
    userId: number;
    source: 'referral' | 'bonus';
    systemId: string;
    methodName: string;
    amount: bigint;
    ledgerTransactionId: number;
    createdAt: Date;
  },
): Promise<void> {
  await database.sql.query(
    `insert into payment_transactions (user_id, currency_code, type, source, status, system_id,
       method_code, method_name, method_logo, amount, ledger_transaction_id, created_at, updated_at)
     select $1, 'INR', 'deposit', $2, 'success', $3, null, $4, null, $5, $6, $7, $7
     where not exists (select 1 from payment_transactions where ledger_transaction_id = $6)`,
    [
      row.userId,
      row.source,
      row.systemId,
      row.methodName,
      row.amount.toString(),
      row.ledgerTransactionId,
      row.createdAt.toISOString(),
    ],
  );
}

/** Commission or a bonus credited from the house's expense account (idempotent by key). */
async function grant(
  ledger: Ledger,
  input: {
    key: string;
    userId: number;
    kind: PlayerAccountKind;
    from: 'referral_expense' | 'bonus_expense';
    transaction: 'referral_commission_deposit' | 'bonus_grant';
    amount: bigint;
  },
) {
  await ledger.post({
    key: input.key,
    kind: input.transaction,
    currency: 'INR',
    userId: input.userId,
    request: { amount: input.amount.toString() },
    lock: [input.kind],
    house: [{ kind: input.from }],
    plan() {
      return [
        { account: { userId: input.userId, kind: input.kind }, amount: input.amount },
        { account: { house: input.from }, amount: -input.amount },
      ];
    },
  });
}
