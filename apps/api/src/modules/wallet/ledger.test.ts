import {
  ErrorCode,
  MAX_BALANCE_AMOUNT,
  MAX_TRANSACTION_AMOUNT,
  type CurrencyCode,
} from '@jackdaw/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { allocateWin, type Split } from './allocation.js';
import { createLedger, RoundPostedBefore, type Ledger, type SettledRound } from './ledger.js';
import type { RoundSettlement } from './movements.js';
import { verifyLedger } from './ledger-verify.js';

let database: DatabaseHandle;
let ledger: Ledger;

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = createLedger(database.sql);
});
afterAll(async () => database?.close());

let players = 0;
async function newPlayer(currencyCode: CurrencyCode = 'INR'): Promise<number> {
  const [row] = await database.db
    .insert(users)
    .values({ email: `ledger${++players}@example.com`, passwordHash: 'x', currencyCode })
    .returning({ id: users.id });
  return row!.id;
}

let keys = 0;
const key = (prefix = 'k') => `${prefix}-${++keys}`;

async function balancesOf(userId: number, currency: CurrencyCode = 'INR') {
  const kinds = (await ledger.balances(userId)).get(currency);
  return {
    real: kinds?.get('real') ?? 0n,
    bonus: kinds?.get('bonus_casino') ?? 0n,
    hold: kinds?.get('withdrawal_hold') ?? 0n,
    referral: kinds?.get('referral') ?? 0n,
  };
}

async function expectSound() {
  const report = await verifyLedger(database.db);
  expect(report.problems).toEqual([]);
}

/** Bonus money for a player, as the bonus engine will grant it. */
function grantBonus(userId: number, amount: bigint, grantKey = key('bonus')) {
  return ledger.post({
    key: grantKey,
    kind: 'bonus_grant',
    currency: 'INR',
    userId,
    request: { userId, amount: amount.toString() },
    lock: ['bonus_casino'],
    house: [{ kind: 'bonus_expense' }],
    plan() {
      return [
        { account: { userId, kind: 'bonus_casino' }, amount },
        { account: { house: 'bonus_expense' }, amount: -amount },
      ];
    },
  });
}

const round = (userId: number, amount: bigint, roundKey = key('round')) => ({
  key: roundKey,
  userId,
  currency: 'INR' as const,
  amount,
  provider: 'jackdaw',
});

async function refusal(promise: Promise<unknown>): Promise<{ statusCode: number; code: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { statusCode: number; code: string };
  }
  throw new Error('expected the call to be refused');
}

describe('ledger', () => {
  it('deposits, bets and wins move money between the player and the house, in balance', async () => {
    const player = await newPlayer();
    const deposit = await ledger.deposit({ ...round(player, 10_000n), provider: 'paykassma' });
    expect(deposit.entries.map((entry) => entry.balanceAfter)).toEqual([10_000n, null]);

    const bet = await ledger.bet(round(player, 2_500n));
    expect(bet.split).toEqual({ real: 2_500n, bonus: 0n });
    await ledger.win({ ...round(player, 6_000n), betKey: bet.key });
    expect(await balancesOf(player)).toMatchObject({ real: 13_500n, bonus: 0n });
    await expectSound();
  });

  it('answers a replay with the first result and moves nothing', async () => {
    const player = await newPlayer();
    await ledger.deposit({ ...round(player, 1_000n), provider: 'upi' });
    const first = await ledger.bet(round(player, 300n, 'replayed-bet'));
    const again = await ledger.bet(round(player, 300n, 'replayed-bet'));
    expect(again.replayed).toBe(true);
    expect(again.transactionId).toBe(first.transactionId);
    expect(again.entries).toEqual(first.entries);
    expect(again.split).toEqual(first.split);
    expect(await balancesOf(player)).toMatchObject({ real: 700n });
  });

  it('refuses a replay that asks for something else under the same key', async () => {
    const player = await newPlayer();
    await ledger.deposit({ ...round(player, 1_000n), provider: 'upi' });
    await ledger.bet(round(player, 300n, 'changed-bet'));
    expect(await refusal(ledger.bet(round(player, 400n, 'changed-bet')))).toMatchObject({
      statusCode: 409,
      code: ErrorCode.WalletIdempotencyConflict,
    });
    expect(await refusal(ledger.win(round(player, 300n, 'changed-bet')))).toMatchObject({
      code: ErrorCode.WalletIdempotencyConflict,
    });
    expect(await balancesOf(player)).toMatchObject({ real: 700n });
  });

  it('refuses a bet above the balance and leaves nothing behind, so the key can be used again', async () => {
    const player = await newPlayer();
    await ledger.deposit({ ...round(player, 500n), provider: 'upi' });
    expect(await refusal(ledger.bet(round(player, 501n, 'too-big')))).toMatchObject({
      statusCode: 409,
      code: ErrorCode.WalletInsufficientFunds,
    });
    expect(await ledger.find('too-big')).toBeUndefined();
    await ledger.deposit({ ...round(player, 1n), provider: 'upi' });
    expect((await ledger.bet(round(player, 501n, 'too-big'))).replayed).toBe(false);
    expect(await balancesOf(player)).toMatchObject({ real: 0n });
  });

  it('refuses amounts of zero or less', async () => {
    const player = await newPlayer();
    for (const amount of [0n, -5n]) {
      expect(await refusal(ledger.bet(round(player, amount)))).toMatchObject({
        statusCode: 400,
        code: ErrorCode.WalletInvalidAmount,
      });
    }
    expect(await refusal(ledger.win(round(player, -1n)))).toMatchObject({ statusCode: 400 });
  });

  it('spends real money before bonus money and pays the win back in the same proportion', async () => {
    const player = await newPlayer();
    await ledger.deposit({ ...round(player, 100n), provider: 'upi' });
    await grantBonus(player, 300n);
    const bet = await ledger.bet(round(player, 400n));
    expect(bet.split).toEqual({ real: 100n, bonus: 300n });
    // Recorded per entry: one entry on the real account, one on the bonus account.
    expect(bet.entries.map((entry) => [entry.account, entry.amount])).toEqual([
      [{ userId: player, kind: 'real' }, -100n],
      [{ userId: player, kind: 'bonus_casino' }, -300n],
      [{ house: 'game_house', key: 'jackdaw' }, 400n],
    ]);
    await ledger.win({ ...round(player, 1_000n), betKey: bet.key });
    expect(await balancesOf(player)).toMatchObject({ real: 250n, bonus: 750n });
    await expectSound();
  });

  it('splits a win by the bet split its caller passes as by the bet it reads back', async () => {
    const twins = [await newPlayer(), await newPlayer()];
    for (const player of twins) {
      await ledger.deposit({ ...round(player, 100n), provider: 'upi' });
      await grantBonus(player, 300n);
    }
    const [read, passed] = twins as [number, number];
    const readBet = await ledger.bet(round(read, 400n));
    await ledger.win({ ...round(read, 1_000n), betKey: readBet.key });
    const passedBet = await ledger.bet(round(passed, 400n));
    await ledger.win({
      ...round(passed, 1_000n),
      betKey: passedBet.key,
      betSplit: passedBet.split,
    });
    expect(await balancesOf(passed)).toEqual(await balancesOf(read));
    expect(await balancesOf(passed)).toMatchObject({ real: 250n, bonus: 750n });
    await expectSound();
  });

  it('posts a win on the accounts its bet locked in the same transaction, as if locked anew', async () => {
    const player = await newPlayer();
    await ledger.deposit({ ...round(player, 100n), provider: 'upi' });
    await grantBonus(player, 300n);
    const win = await database.sql.transaction(async (tx) => {
      const bet = await ledger.bet(round(player, 400n), { tx });
      return ledger.win(
        { ...round(player, 1_000n), betKey: bet.key, betSplit: bet.split },
        { tx, held: bet.accounts },
      );
    });
    expect(win.entries.map((entry) => entry.balanceAfter)).toEqual([250n, 750n, null]);
    expect(await balancesOf(player)).toMatchObject({ real: 250n, bonus: 750n });
    await expectSound();
  });

  /** A round of the casino's own games as play settles it: its own transaction, accounts locked. */
  function settleOwnRound<Recorded>(
    settlement: RoundSettlement,
    record: (settled: SettledRound) => Promise<Recorded>,
  ) {
    return database.sql.transaction(async (tx) => {
      const held = await ledger.lock(tx, {
        userId: settlement.userId,
        currency: settlement.currency,
        kinds: ['real', 'bonus_casino'],
      });
      return ledger.settleRound(settlement, { tx, held, record });
    });
  }

  it('settles a round through a typed record in the same transaction, once', async () => {
    const player = await newPlayer();
    await ledger.deposit({ ...round(player, 100n), provider: 'upi' });
    await grantBonus(player, 300n);
    const betKey = key('typed-bet');
    const recorded: unknown[] = [];
    const settle = () =>
      settleOwnRound(
        { ...round(player, 400n, betKey), winKey: `${betKey}:win`, win: 1_000n },
        async (settled) => {
          recorded.push(settled.split);
          return settled.posted.length;
        },
      );
    const settled = await settle();
    expect(settled.recorded).toBe(2);
    expect(recorded).toEqual([{ real: 100n, bonus: 300n }]);
    expect(settled.balances.get('real')).toBe(250n);
    expect(await ledger.betSplit(betKey)).toEqual({ real: 100n, bonus: 300n });
    expect(await ledger.spendable(player, 'INR')).toBe(1_000n);
    await expect(settle()).rejects.toBeInstanceOf(RoundPostedBefore);
    expect(recorded).toHaveLength(1);
    expect(await ledger.spendable(player, 'INR')).toBe(1_000n);
    await expectSound();
  });

  it('rolls a settled round back when its record throws', async () => {
    const player = await newPlayer();
    await ledger.deposit({ ...round(player, 500n), provider: 'upi' });
    const betKey = key('unrecorded-bet');
    await expect(
      settleOwnRound({ ...round(player, 200n, betKey), winKey: `${betKey}:win`, win: 0n }, () =>
        Promise.reject(new Error('round taken')),
      ),
    ).rejects.toThrow('round taken');
    expect(await ledger.find(betKey)).toBeUndefined();
    expect(await ledger.betSplit(betKey)).toBeUndefined();
    expect(await ledger.spendable(player, 'INR')).toBe(500n);
  });

  it('answers no split for a key that is not a bet, and no money for an unknown player', async () => {
    const player = await newPlayer();
    const deposit = await ledger.deposit({ ...round(player, 500n), provider: 'upi' });
    expect(await ledger.betSplit(deposit.key)).toBeUndefined();
    expect(await ledger.spendable(player, 'USD')).toBe(0n);
  });

  it('answers a replay on held accounts even when the balance was spent since', async () => {
    const player = await newPlayer();
    await ledger.deposit({ ...round(player, 100n), provider: 'upi' });
    const bet = round(player, 100n);
    const inHeld = () =>
      database.sql.transaction(async (tx) => {
        const held = await ledger.lock(tx, {
          userId: player,
          currency: 'INR',
          kinds: ['real', 'bonus_casino'],
        });
        return ledger.bet(bet, { tx, held });
      });
    expect((await inHeld()).replayed).toBe(false);
    const again = await inHeld();
    expect(again.replayed).toBe(true);
    expect(again.split).toEqual({ real: 100n, bonus: 0n });
    expect(await balancesOf(player)).toMatchObject({ real: 0n });
    await expectSound();
  });

  it("keeps the caller's held balances true when a movement locks more accounts than held", async () => {
    const player = await newPlayer();
    await ledger.deposit({ ...round(player, 1_000n), provider: 'upi' });
    const held = await database.sql.transaction(async (tx) => {
      const real = await ledger.lock(tx, { userId: player, currency: 'INR', kinds: ['real'] });
      // A hold also needs withdrawal_hold, which `real` does not have: it locks both itself.
      await ledger.hold(
        { key: key('hold'), userId: player, currency: 'INR', amount: 400n },
        { tx, held: real },
      );
      return real;
    });
    expect(held.get('real')!.balance).toBe(600n);
    expect(await balancesOf(player)).toMatchObject({ real: 600n, hold: 400n });
  });

  it('refuses a win that names an unknown bet', async () => {
    const player = await newPlayer();
    expect(
      await refusal(ledger.win({ ...round(player, 10n), betKey: 'no-such-bet' })),
    ).toMatchObject({ statusCode: 404, code: ErrorCode.WalletUnknownReference });
  });

  it('holds money for a withdrawal and ends the hold once: released or paid out, never both', async () => {
    const player = await newPlayer();
    await ledger.deposit({ ...round(player, 5_000n), provider: 'upi' });
    const first = await ledger.hold({
      key: key('hold'),
      userId: player,
      currency: 'INR',
      amount: 2_000n,
    });
    expect(await balancesOf(player)).toMatchObject({ real: 3_000n, hold: 2_000n });
    await ledger.release({ holdKey: first.key });
    expect((await ledger.release({ holdKey: first.key })).replayed).toBe(true);
    expect(await refusal(ledger.payout({ holdKey: first.key, provider: 'upi' }))).toMatchObject({
      code: ErrorCode.WalletIdempotencyConflict,
    });
    expect(await balancesOf(player)).toMatchObject({ real: 5_000n, hold: 0n });

    const second = await ledger.hold({
      key: key('hold'),
      userId: player,
      currency: 'INR',
      amount: 4_000n,
    });
    await ledger.payout({ holdKey: second.key, provider: 'upi' });
    expect(await refusal(ledger.release({ holdKey: second.key }))).toMatchObject({
      code: ErrorCode.WalletIdempotencyConflict,
    });
    expect(await balancesOf(player)).toMatchObject({ real: 1_000n, hold: 0n });
    expect(
      await refusal(
        ledger.hold({ key: key('hold'), userId: player, currency: 'INR', amount: 1_001n }),
      ),
    ).toMatchObject({ code: ErrorCode.WalletInsufficientFunds });
    await expectSound();
  });

  it('cancels a bet by its exact opposite, once', async () => {
    const player = await newPlayer();
    await ledger.deposit({ ...round(player, 100n), provider: 'upi' });
    await grantBonus(player, 100n);
    const bet = await ledger.bet(round(player, 150n));
    const cancelled = await ledger.reverse({ originalKey: bet.key });
    expect(cancelled.kind).toBe('rollback');
    expect((await ledger.reverse({ originalKey: bet.key })).replayed).toBe(true);
    expect(await balancesOf(player)).toMatchObject({ real: 100n, bonus: 100n });
    await expectSound();
  });

  it('transfers between the player own accounts', async () => {
    const player = await newPlayer();
    await ledger.post({
      key: key('commission'),
      kind: 'referral_commission_deposit',
      currency: 'INR',
      userId: player,
      request: {},
      lock: ['referral'],
      house: [{ kind: 'referral_expense' }],
      plan() {
        return [
          { account: { userId: player, kind: 'referral' }, amount: 700n },
          { account: { house: 'referral_expense' }, amount: -700n },
        ];
      },
    });
    await ledger.transfer({
      key: key('transfer'),
      userId: player,
      currency: 'INR',
      amount: 700n,
      from: 'referral',
      to: 'real',
    });
    expect(await balancesOf(player)).toMatchObject({ real: 700n, referral: 0n });
  });

  it('refuses any movement past its currency maximum, by every call, writing nothing', async () => {
    const player = await newPlayer('USD');
    const past = BigInt(MAX_TRANSACTION_AMOUNT.USD) + 1n;
    const base = { userId: player, currency: 'USD' as const, provider: 'paytm' };
    const attempts = [
      ledger.deposit({ ...base, key: key('cap'), amount: past }),
      ledger.bet({ ...base, key: key('cap'), amount: past }),
      ledger.win({ ...base, key: key('cap'), amount: past }),
      ledger.hold({ ...base, key: key('cap'), amount: past }),
      ledger.transfer({ ...base, key: key('cap'), amount: past, from: 'referral', to: 'real' }),
      // A correction posted with entries of its own: the same rule, at the entries.
      ledger.post({
        key: key('cap'),
        kind: 'correction',
        currency: 'USD',
        userId: player,
        request: {},
        lock: ['real'],
        house: [{ kind: 'bonus_expense' }],
        plan() {
          return [
            { account: { userId: player, kind: 'real' }, amount: past },
            { account: { house: 'bonus_expense' }, amount: -past },
          ];
        },
      }),
    ];
    for (const attempt of attempts) {
      expect(await refusal(attempt)).toMatchObject({
        statusCode: 400,
        code: ErrorCode.WalletInvalidAmount,
      });
    }
    // INR allows more than USD: the maximum is the currency's.
    const inr = await newPlayer();
    await ledger.deposit({
      key: key('cap'),
      userId: inr,
      currency: 'INR',
      amount: BigInt(MAX_TRANSACTION_AMOUNT.INR),
      provider: 'paytm',
    });
    expect((await balancesOf(player, 'USD')).real).toBe(0n);
    expect((await balancesOf(inr)).real).toBe(BigInt(MAX_TRANSACTION_AMOUNT.INR));
    await expectSound();
  });

  it('refuses a credit past the balance bound, and still lets such a balance be spent', async () => {
    const player = await newPlayer();
    const largest = BigInt(MAX_TRANSACTION_AMOUNT.INR);
    const bound = BigInt(MAX_BALANCE_AMOUNT);
    // A balance just under the bound, as the ledger would have written it.
    const [account] = await database.sql.query<{ id: number }>(
      `insert into wallet_accounts (user_id, kind, currency_code, balance)
       values ($1, 'real', 'INR', $2) returning id`,
      [player, (bound - 10n).toString()],
    );
    const [house] = await database.sql.query<{ id: number }>(
      `insert into wallet_accounts (kind, currency_code, key) values ('game_house', 'INR', $1)
       returning id`,
      [key('legacy')],
    );
    const [posted] = await database.sql.query<{ id: number }>(
      `insert into wallet_transactions (idempotency_key, kind, user_id, currency_code, fingerprint)
       values ($1, 'win', $2, 'INR', 'legacy') returning id`,
      [key('legacy'), player],
    );
    await database.sql.query(
      `insert into wallet_entries (transaction_id, account_id, amount, balance_after)
       values ($1, $2, $3, $3), ($1, $4, $5, null)`,
      [posted!.id, account!.id, (bound - 10n).toString(), house!.id, (10n - bound).toString()],
    );
    const credit = { userId: player, currency: 'INR' as const, provider: 'paytm' };
    expect(
      await refusal(ledger.deposit({ ...credit, key: key('bound'), amount: 11n })),
    ).toMatchObject({
      statusCode: 409,
      code: ErrorCode.WalletBalanceLimit,
    });
    await ledger.deposit({ ...credit, key: key('bound'), amount: 10n });
    expect((await balancesOf(player)).real).toBe(bound);
    await ledger.bet({ ...credit, key: key('bound'), amount: largest });
    expect((await balancesOf(player)).real).toBe(bound - largest);
    await expectSound();
  });

  it('refuses unbalanced entries before writing anything', async () => {
    const player = await newPlayer();
    await expect(
      ledger.post({
        key: 'unbalanced',
        kind: 'correction',
        currency: 'INR',
        userId: player,
        request: {},
        lock: ['real'],
        house: [],
        plan() {
          return [{ account: { userId: player, kind: 'real' }, amount: 5n }];
        },
      }),
    ).rejects.toThrow(/unbalanced/);
    expect(await ledger.find('unbalanced')).toBeUndefined();
  });

  it('keeps entries immutable and player balances non-negative in the database itself', async () => {
    const player = await newPlayer();
    await ledger.deposit({ ...round(player, 100n), provider: 'upi' });
    await expect(
      database.db.execute(sql`update wallet_entries set amount = amount + 1`),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`delete from wallet_transactions`)).rejects.toThrow();
    await expect(
      database.db.execute(sql`update wallet_accounts set balance = -1 where user_id = ${player}`),
    ).rejects.toThrow();
    await expectSound();
  });

  it('lets exactly the affordable share of 200 parallel debits through', async () => {
    const player = await newPlayer();
    const affordable = 37;
    await ledger.deposit({ ...round(player, BigInt(affordable * 100)), provider: 'upi' });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => ledger.bet(round(player, 100n))),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.length - refused.length).toBe(affordable);
    for (const result of refused) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        code: ErrorCode.WalletInsufficientFunds,
      });
    }
    expect(await balancesOf(player)).toMatchObject({ real: 0n });
    await expectSound();
  });
});

describe('ledger under concurrent operations (property)', () => {
  type Op =
    | { op: 'deposit'; amount: bigint; twice: boolean }
    | { op: 'bonus' | 'bet' | 'hold' | 'transfer'; amount: bigint }
    | { op: 'settle'; amount: bigint; win: bigint }
    | { op: 'win'; bet: number; amount: bigint }
    | { op: 'rollback'; bet: number }
    | { op: 'release' | 'payout'; hold: number }
    | { op: 'replay'; index: number };

  const amount = fc.bigInt({ min: 1n, max: 4_000n });
  const ops = fc.array(
    fc.oneof(
      {
        weight: 2,
        arbitrary: fc.record({ op: fc.constant('deposit'), amount, twice: fc.boolean() }),
      },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('bonus'), amount }) },
      { weight: 4, arbitrary: fc.record({ op: fc.constant('bet'), amount }) },
      { weight: 2, arbitrary: fc.record({ op: fc.constantFrom('hold', 'transfer'), amount }) },
      {
        weight: 3,
        arbitrary: fc.record({
          op: fc.constant('settle'),
          amount,
          win: fc.bigInt({ min: 0n, max: 12_000n }),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          op: fc.constant('win'),
          bet: fc.nat(2),
          amount: fc.bigInt({ min: 0n, max: 9_000n }),
        }),
      },
      { weight: 2, arbitrary: fc.record({ op: fc.constant('rollback'), bet: fc.nat(2) }) },
      {
        weight: 2,
        arbitrary: fc.record({ op: fc.constantFrom('release', 'payout'), hold: fc.nat(1) }),
      },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('replay'), index: fc.nat(6) }) },
    ) as fc.Arbitrary<Op>,
    { minLength: 5, maxLength: 30 },
  );

  type Model = { real: bigint; bonus: bigint; hold: bigint; referral: bigint };

  /**
   * Money the script moves before the batch: bets paid from real money, from both, and from
   * bonus money alone (wins and rollbacks of them go back in those shares), two holds, and every
   * account the batch posts on, so no two calls of the batch create one at the same time.
   */
  async function setUp(player: number) {
    const base = { userId: player, currency: 'INR' as const };
    await database.sql.transaction((tx) =>
      ledger.lock(tx, { ...base, kinds: ['real', 'bonus_casino', 'withdrawal_hold', 'referral'] }),
    );
    const calls: (() => Promise<unknown>)[] = [];
    const run = async <T>(call: () => Promise<T>) => {
      calls.push(call);
      return call();
    };
    const firstDeposit = key('seed');
    await run(() => ledger.deposit({ ...round(player, 3_000n, firstDeposit), provider: 'upi' }));
    const grantKey = key('seed');
    await run(() => grantBonus(player, 2_000n, grantKey));
    const bets = [];
    for (const stake of [2_000n, 1_500n, 800n]) {
      const betKey = key('seed-bet');
      bets.push(await run(() => ledger.bet(round(player, stake, betKey))));
    }
    const secondDeposit = key('seed');
    await run(() => ledger.deposit({ ...round(player, 5_000n, secondDeposit), provider: 'upi' }));
    const holds = [];
    for (const held of [1_000n, 700n]) {
      const holdKey = key('seed-hold');
      holds.push({ key: holdKey, amount: held });
      await run(() => ledger.hold({ ...base, key: holdKey, amount: held }));
    }
    return { bets, holds, calls };
  }

  it('keeps every invariant and matches a model of the rules, with calls in flight together', async () => {
    await fc.assert(
      fc.asyncProperty(ops, async (batch) => {
        const player = await newPlayer();
        const seeded = await setUp(player);
        const model: Model = await balancesOf(player);
        expect(model).toEqual({ real: 3_300n, bonus: 700n, hold: 1_700n, referral: 0n });
        const base = { userId: player, currency: 'INR' as const };

        // Each started call, with what it moves once it went through (not replayed).
        const started: {
          op: Op;
          result: Promise<unknown>;
          apply?: (result: never) => void;
          target?: string;
        }[] = [];
        const start = (
          op: Op,
          result: Promise<unknown>,
          apply?: (result: never) => void,
          target?: string,
        ) => started.push({ op, result, apply, target });

        for (const step of batch) {
          const k = key('c');
          switch (step.op) {
            case 'deposit': {
              const call = () =>
                ledger.deposit({ ...round(player, step.amount, k), provider: 'upi' });
              const credit = () => (model.real += step.amount);
              start(step, call(), credit, k);
              if (step.twice) start(step, call(), credit, k);
              break;
            }
            case 'bonus':
              start(step, grantBonus(player, step.amount, k), () => (model.bonus += step.amount));
              break;
            case 'bet':
              start(step, ledger.bet(round(player, step.amount, k)), (bet: { split: Split }) => {
                expect(bet.split.real + bet.split.bonus).toBe(step.amount);
                model.real -= bet.split.real;
                model.bonus -= bet.split.bonus;
              });
              break;
            case 'hold':
              start(step, ledger.hold({ ...base, key: k, amount: step.amount }), () => {
                model.real -= step.amount;
                model.hold += step.amount;
              });
              break;
            case 'transfer':
              start(
                step,
                ledger.transfer({
                  ...base,
                  key: k,
                  amount: step.amount,
                  from: 'real',
                  to: 'referral',
                }),
                () => {
                  model.real -= step.amount;
                  model.referral += step.amount;
                },
              );
              break;
            case 'settle': {
              const settled = database.sql.transaction(async (tx) => {
                const held = await ledger.lock(tx, { ...base, kinds: ['real', 'bonus_casino'] });
                return ledger.settleRound(
                  { ...round(player, step.amount, k), winKey: `${k}:win`, win: step.win },
                  { tx, held, record: async (done) => done.posted.length },
                );
              });
              start(step, settled, (done: { split: Split; recorded: number }) => {
                expect(done.split.real + done.split.bonus).toBe(step.amount);
                expect(done.recorded).toBe(step.win > 0n ? 2 : 1);
                const share = allocateWin(step.win, done.split);
                model.real += share.real - done.split.real;
                model.bonus += share.bonus - done.split.bonus;
              });
              break;
            }
            case 'win': {
              const bet = seeded.bets[step.bet]!;
              start(step, ledger.win({ ...round(player, step.amount, k), betKey: bet.key }), () => {
                const share = allocateWin(step.amount, bet.split);
                model.real += share.real;
                model.bonus += share.bonus;
              });
              break;
            }
            case 'rollback': {
              const bet = seeded.bets[step.bet]!;
              start(
                step,
                ledger.reverse({ originalKey: bet.key }),
                () => {
                  model.real += bet.split.real;
                  model.bonus += bet.split.bonus;
                },
                bet.key,
              );
              break;
            }
            case 'release':
            case 'payout': {
              const hold = seeded.holds[step.hold]!;
              const ended =
                step.op === 'release'
                  ? ledger.release({ holdKey: hold.key })
                  : ledger.payout({ holdKey: hold.key, provider: 'upi' });
              start(
                step,
                ended,
                () => {
                  model.hold -= hold.amount;
                  if (step.op === 'release') model.real += hold.amount;
                },
                hold.key,
              );
              break;
            }
            case 'replay':
              start(step, seeded.calls[step.index % seeded.calls.length]!());
              break;
          }
        }

        const outcomes = await Promise.allSettled(started.map((call) => call.result));
        const firstByTarget = new Map<string, number>();
        outcomes.forEach((outcome, index) => {
          const { op, apply, target } = started[index]!;
          if (outcome.status === 'rejected') {
            // Refused calls moved nothing: short of money, or a hold already ended the other way.
            const allowed =
              op.op === 'release' || op.op === 'payout'
                ? [ErrorCode.WalletIdempotencyConflict]
                : [ErrorCode.WalletInsufficientFunds];
            expect(allowed).toContain((outcome.reason as { code?: string }).code);
            return;
          }
          const value = outcome.value as { replayed?: boolean };
          if (op.op === 'replay') {
            expect(value.replayed).toBe(true);
            return;
          }
          if (value.replayed) {
            expect(target).toBeDefined();
            return;
          }
          if (target !== undefined) {
            // One call per key (a deposit sent twice, a bet cancelled or a hold ended) moves.
            expect(firstByTarget.has(target)).toBe(false);
            firstByTarget.set(target, index);
          }
          apply?.(value as never);
        });

        expect(await balancesOf(player)).toEqual(model);
        expect((await verifyLedger(database.db)).problems).toEqual([]);
        const [sums] = await database.sql.query<{ total: bigint | null; twice: bigint }>(
          `select (select sum(amount) from wallet_entries) as total,
             (select count(*) from (select idempotency_key from wallet_transactions
               group by idempotency_key having count(*) > 1) as d) as twice`,
        );
        expect(BigInt(sums!.total ?? 0)).toBe(0n);
        expect(BigInt(sums!.twice)).toBe(0n);
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});
