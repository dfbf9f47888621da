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
import { allocateBet, allocateWin } from './allocation.js';
import { createLedger, READY, RoundPostedBefore, type GuardedSql, type Ledger } from './ledger.js';
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

/** The player's round accounts with their balances now, as a settlement expects them. */
async function heldAccounts(userId: number) {
  const { held } = await database.sql.transaction((tx) =>
    ledger.lockAccounts(
      tx,
      { userId, currency: 'INR', kinds: ['real', 'bonus_casino'] },
      { text: 'select 1 as one', params: [] },
    ),
  );
  return held;
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
    async plan() {
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

  it('settles a round (bet and win) in one write with the caller statement alongside, once', async () => {
    const player = await newPlayer();
    await ledger.deposit({ ...round(player, 100n), provider: 'upi' });
    await grantBonus(player, 300n);
    const betKey = key('round-bet');
    const settle = (tx: Parameters<Ledger['settleRound']>[1]['tx']) =>
      ledger
        .lockAccounts(
          tx,
          { userId: player, currency: 'INR', kinds: ['real', 'bonus_casino'] },
          { text: 'select $1::text as note', params: ['locked'] },
        )
        .then(async ({ held, rows }) => {
          expect(rows).toEqual([{ note: 'locked' }]);
          return ledger.settleRound(
            { ...round(player, 400n, betKey), winKey: `${betKey}:win`, win: 1_000n },
            { tx, held, alongside: { text: 'select $1::int + 1 as answer', params: [41] } },
          );
        });
    const settled = await database.sql.transaction(settle);
    expect(settled.alongside).toEqual([{ answer: 42 }]);
    expect(settled.split).toEqual({ real: 100n, bonus: 300n });
    expect(settled.posted.map((posted) => posted.kind)).toEqual(['bet', 'win']);
    expect(settled.balances).toEqual(
      new Map([
        ['real', 250n],
        ['bonus_casino', 750n],
      ]),
    );
    // The same round again: refused as a whole, and its transaction rolls back.
    await expect(database.sql.transaction(settle)).rejects.toBeInstanceOf(RoundPostedBefore);
    expect(await balancesOf(player)).toMatchObject({ real: 250n, bonus: 750n });
    await expectSound();
  });

  it('settles a round through a typed record in the same transaction, once', async () => {
    const player = await newPlayer();
    await ledger.deposit({ ...round(player, 100n), provider: 'upi' });
    await grantBonus(player, 300n);
    const betKey = key('typed-bet');
    const recorded: unknown[] = [];
    const settle = () =>
      database.sql.transaction(async (tx) => {
        const held = await ledger.lock(tx, {
          userId: player,
          currency: 'INR',
          kinds: ['real', 'bonus_casino'],
        });
        return ledger.settleRound(
          { ...round(player, 400n, betKey), winKey: `${betKey}:win`, win: 1_000n },
          {
            tx,
            held,
            async record(settled) {
              recorded.push(settled.split);
              return settled.posted.length;
            },
          },
        );
      });
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
      database.sql.transaction(async (tx) => {
        const held = await ledger.lock(tx, {
          userId: player,
          currency: 'INR',
          kinds: ['real', 'bonus_casino'],
        });
        return ledger.settleRound(
          { ...round(player, 200n, betKey), winKey: `${betKey}:win`, win: 0n },
          {
            tx,
            held,
            record: () => Promise.reject(new Error('round taken')),
          },
        );
      }),
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

  it('settles a round in one statement on expected balances, and writes nothing when anything differs', async () => {
    const player = await newPlayer();
    await ledger.deposit({ ...round(player, 100n), provider: 'upi' });
    await grantBonus(player, 300n);
    await database.sql.query(
      'create table if not exists guard_marks (round text primary key, player integer)',
    );
    // The caller's guard: the player's row, locked, and a flag; its write: a mark per round.
    const guardSql: GuardedSql = {
      guard: `select $2::boolean as ok from users where id = $1 and $2::boolean is not null
              for update`,
      writes: [`insert into guard_marks (round, player) select $3, $1 where ${READY}`],
    };
    const guarded = (roundKey: string, ok: boolean | null) => ({
      params: [player, ok, roundKey],
      sql: guardSql,
    });
    const held = await heldAccounts(player);
    const copy = () => new Map([...held].map(([kind, account]) => [kind, { ...account }]));
    const settle = (
      expected: ReturnType<typeof copy>,
      betKey: string,
      ok: boolean | null = true,
      amount = 400n,
    ) =>
      ledger.settleRoundIfUnchanged(
        { ...round(player, amount, betKey), winKey: `${betKey}:win`, win: 1_000n },
        { expected, guarded: guarded(betKey, ok) },
      );
    const marks = async () =>
      (await database.sql.query<{ round: string }>('select round from guard_marks')).map(
        (row) => row.round,
      );
    const posted = async (betKey: string) =>
      (
        await database.sql.query(
          'select 1 from wallet_transactions where idempotency_key in ($1, $2)',
          [betKey, `${betKey}:win`],
        )
      ).length;

    // The guard says no, or answers no row; the balances cannot pay: nothing is written.
    for (const [ok, amount] of [
      [false, 400n],
      [null, 400n],
      [true, 401n],
    ] as const) {
      const refusedKey = key('refused');
      expect(await settle(copy(), refusedKey, ok, amount)).toBeUndefined();
      expect(await posted(refusedKey)).toBe(0);
    }
    expect(await marks()).toEqual([]);

    const expected = copy();
    const firstKey = key('round-bet');
    const settled = await settle(expected, firstKey);
    expect(settled?.split).toEqual({ real: 100n, bonus: 300n });
    expect(settled?.posted.map((movement) => movement.kind)).toEqual(['bet', 'win']);
    expect(expected).toEqual(
      new Map([
        ['real', { id: held.get('real')!.id, balance: 250n }],
        ['bonus_casino', { id: held.get('bonus_casino')!.id, balance: 750n }],
      ]),
    );
    expect(await marks()).toEqual([firstKey]);

    // Stale expectations (the balances before that round) write nothing.
    const staleKey = key('round-bet');
    expect(await settle(copy(), staleKey)).toBeUndefined();
    expect(await posted(staleKey)).toBe(0);
    // The bet's key taken: the whole statement fails, the win and the mark are not kept either.
    const before = new Map([...expected].map(([kind, account]) => [kind, { ...account }]));
    expect(await settle(expected, firstKey)).toBeUndefined();
    expect(expected).toEqual(before);
    expect(await marks()).toEqual([firstKey]);

    // On what the round left, the next one goes through.
    const nextKey = key('round-bet');
    expect(await settle(expected, nextKey)).toBeDefined();
    // 400 from 250 real and 150 bonus; the win of 1,000 goes back 625 real and 375 bonus.
    expect(await balancesOf(player)).toMatchObject({ real: 625n, bonus: 975n });
    expect(await marks()).toEqual([firstKey, nextKey]);
    await expectSound();
  });

  it('lets one of many settlements on the same expected balances through', async () => {
    const player = await newPlayer();
    await ledger.deposit({ ...round(player, 10_000n), provider: 'upi' });
    const held = await heldAccounts(player);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => {
        const betKey = key('race');
        return ledger.settleRoundIfUnchanged(
          { ...round(player, 1_000n, betKey), winKey: `${betKey}:win`, win: 0n },
          {
            expected: new Map([...held].map(([kind, account]) => [kind, { ...account }])),
            guarded: { params: [], sql: { guard: 'select true as ok', writes: [] } },
          },
        );
      }),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await balancesOf(player)).toMatchObject({ real: 9_000n });
    await expectSound();
  });

  it('refuses a guarded write that does not wait for READY, writing nothing', async () => {
    const player = await newPlayer();
    await ledger.deposit({ ...round(player, 10_000n), provider: 'upi' });
    const held = await heldAccounts(player);
    const betKey = key('unguarded');
    await expect(
      ledger.settleRoundIfUnchanged(
        { ...round(player, 1_000n, betKey), winKey: `${betKey}:win`, win: 0n },
        {
          expected: held,
          guarded: {
            params: [],
            sql: { guard: 'select true as ok', writes: ['select 1 where true'] },
          },
        },
      ),
    ).rejects.toThrow(/READY/);
    expect(await ledger.find(betKey)).toBeUndefined();
    expect(await balancesOf(player)).toMatchObject({ real: 10_000n });
  });

  it('answers a replay on held accounts even when the balance was spent since', async () => {
    const player = await newPlayer();
    await ledger.deposit({ ...round(player, 100n), provider: 'upi' });
    const bet = round(player, 100n);
    const inHeld = () =>
      database.sql.transaction(async (tx) => {
        const { held } = await ledger.lockAccounts(
          tx,
          { userId: player, currency: 'INR', kinds: ['real', 'bonus_casino'] },
          { text: 'select 1 as one', params: [] },
        );
        return ledger.bet(bet, { tx, held });
      });
    expect((await inHeld()).replayed).toBe(false);
    const again = await inHeld();
    expect(again.replayed).toBe(true);
    expect(again.split).toEqual({ real: 100n, bonus: 0n });
    expect(await balancesOf(player)).toMatchObject({ real: 0n });
    await expectSound();
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
      async plan() {
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
        async plan() {
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
        async plan() {
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

describe('ledger under random interleavings (property)', () => {
  type Op =
    | { op: 'deposit' | 'bet' | 'bonus' | 'hold'; amount: bigint }
    | { op: 'win'; amount: bigint; bet: number }
    | { op: 'release' | 'payout'; hold: number }
    | { op: 'rollback'; bet: number }
    | { op: 'replay'; index: number };

  const amount = fc.bigInt({ min: 1n, max: 5_000n });
  const ops = fc.array(
    fc.oneof(
      { weight: 3, arbitrary: fc.record({ op: fc.constant('deposit'), amount }) },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('bonus'), amount }) },
      { weight: 4, arbitrary: fc.record({ op: fc.constant('bet'), amount }) },
      {
        weight: 3,
        arbitrary: fc.record({
          op: fc.constant('win'),
          amount: fc.bigInt({ min: 0n, max: 20_000n }),
          bet: fc.nat(20),
        }),
      },
      { weight: 2, arbitrary: fc.record({ op: fc.constant('hold'), amount }) },
      {
        weight: 2,
        arbitrary: fc.record({ op: fc.constantFrom('release', 'payout'), hold: fc.nat(10) }),
      },
      { weight: 1, arbitrary: fc.record({ op: fc.constant('rollback'), bet: fc.nat(20) }) },
      { weight: 2, arbitrary: fc.record({ op: fc.constant('replay'), index: fc.nat(40) }) },
    ) as fc.Arbitrary<Op>,
    { minLength: 10, maxLength: 40 },
  );

  it('keeps every invariant and matches a model of the rules', async () => {
    await fc.assert(
      fc.asyncProperty(ops, async (generated) => {
        // Every script starts with money, so bets and holds are not all refused.
        const script: Op[] = [{ op: 'deposit', amount: 10_000n }, ...generated];
        const player = await newPlayer();
        const model = { real: 0n, bonus: 0n, hold: 0n };
        const bets: {
          key: string;
          real: bigint;
          bonus: bigint;
          settled: boolean;
          cancelled: boolean;
        }[] = [];
        const holds: { key: string; amount: bigint; ended: boolean }[] = [];
        const done: (() => Promise<unknown>)[] = [];

        for (const step of script) {
          const k = key('p');
          let call: (() => Promise<unknown>) | undefined;
          let expectRefusal = false;
          switch (step.op) {
            case 'deposit':
              call = () => ledger.deposit({ ...round(player, step.amount, k), provider: 'upi' });
              model.real += step.amount;
              break;
            case 'bonus':
              call = () => grantBonus(player, step.amount, k);
              model.bonus += step.amount;
              break;
            case 'bet': {
              call = () => ledger.bet(round(player, step.amount, k));
              const split = allocateBet(step.amount, model);
              if (!split) expectRefusal = true;
              else {
                model.real -= split.real;
                model.bonus -= split.bonus;
                bets.push({ key: k, ...split, settled: false, cancelled: false });
              }
              break;
            }
            case 'win': {
              const bet = bets[step.bet % Math.max(bets.length, 1)];
              if (!bet || bet.settled || bet.cancelled) continue;
              call = () => ledger.win({ ...round(player, step.amount, k), betKey: bet.key });
              const split = allocateWin(step.amount, bet);
              model.real += split.real;
              model.bonus += split.bonus;
              bet.settled = true;
              break;
            }
            case 'rollback': {
              const bet = bets[step.bet % Math.max(bets.length, 1)];
              if (!bet || bet.settled || bet.cancelled) continue;
              call = () => ledger.reverse({ originalKey: bet.key });
              model.real += bet.real;
              model.bonus += bet.bonus;
              bet.cancelled = true;
              break;
            }
            case 'hold':
              call = () =>
                ledger.hold({ key: k, userId: player, currency: 'INR', amount: step.amount });
              if (step.amount > model.real) expectRefusal = true;
              else {
                model.real -= step.amount;
                model.hold += step.amount;
                holds.push({ key: k, amount: step.amount, ended: false });
              }
              break;
            case 'release':
            case 'payout': {
              const hold = holds[step.hold % Math.max(holds.length, 1)];
              if (!hold || hold.ended) continue;
              call =
                step.op === 'release'
                  ? () => ledger.release({ holdKey: hold.key })
                  : () => ledger.payout({ holdKey: hold.key, provider: 'upi' });
              model.hold -= hold.amount;
              if (step.op === 'release') model.real += hold.amount;
              hold.ended = true;
              break;
            }
            case 'replay': {
              const earlier = done[step.index % Math.max(done.length, 1)];
              if (!earlier) continue;
              const result = (await earlier()) as { replayed: boolean };
              expect(result.replayed).toBe(true);
              break;
            }
          }
          if (call) {
            if (expectRefusal) {
              expect(await refusal(call())).toMatchObject({
                code: ErrorCode.WalletInsufficientFunds,
              });
            } else {
              await call();
              done.push(call);
            }
          }
          expect(await balancesOf(player)).toMatchObject(model);
        }
        expect((await verifyLedger(database.db)).problems).toEqual([]);
        // The script did real work, not only refusals and skipped steps.
        expect(done.length).toBeGreaterThan(0);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
