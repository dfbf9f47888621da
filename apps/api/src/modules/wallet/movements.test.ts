import { ErrorCode, MAX_BALANCE_AMOUNT, MAX_TRANSACTION_AMOUNT } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import {
  BalanceLimit,
  betMovement,
  book,
  copyHeld,
  deltasOf,
  depositMovement,
  endHoldMovement,
  fingerprintOf,
  houseRefKey,
  InsufficientFunds,
  paidSplit,
  reverseMovement,
  transferMovement,
  winMovement,
  type FoundTransaction,
  type HeldAccounts,
  type Movement,
} from './movements.js';

const userId = 7;
const base = { userId, currency: 'INR' as const, provider: 'jackdaw' };
const houseIds = new Map([
  [houseRefKey({ kind: 'game_house', key: 'jackdaw' }), 100],
  [houseRefKey({ kind: 'payment_clearing', key: 'upi' }), 101],
  [houseRefKey({ kind: 'bonus_expense' }), 102],
]);

const held = (real: bigint, bonus = 0n, hold = 0n): HeldAccounts =>
  new Map([
    ['real', { id: 1, balance: real }],
    ['bonus_casino', { id: 2, balance: bonus }],
    ['withdrawal_hold', { id: 3, balance: hold }],
  ]);

const amounts = (entries: { amount: bigint }[]) => entries.map((entry) => entry.amount);

function correction(amount: bigint, credit = amount): Movement {
  return {
    key: 'correction',
    kind: 'correction',
    currency: 'INR',
    userId,
    request: {},
    lock: ['real'],
    house: [{ kind: 'bonus_expense' }],
    plan: () => [
      { account: { userId, kind: 'real' }, amount: credit },
      { account: { house: 'bonus_expense' }, amount: -amount },
    ],
  };
}

describe('movements', () => {
  it('books a bet on real money first, then casino bonus money, to the game house', () => {
    const accounts = held(300n, 500n);
    const { entries, rows } = book(
      betMovement({ ...base, key: 'b', amount: 400n }),
      accounts,
      houseIds,
    );
    expect(amounts(entries)).toEqual([-300n, -100n, 400n]);
    expect(entries.map((entry) => entry.balanceAfter)).toEqual([0n, 400n, null]);
    expect(rows.map((row) => row.accountId)).toEqual([1, 2, 100]);
    expect(paidSplit(entries)).toEqual({ real: 300n, bonus: 100n });
    expect(accounts.get('real')!.balance).toBe(0n);
  });

  it('refuses a bet the two balances cannot cover, on a copy the caller keeps intact', () => {
    const accounts = held(300n, 99n);
    const working = copyHeld(accounts);
    expect(() => book(betMovement({ ...base, key: 'b', amount: 400n }), working, houseIds)).toThrow(
      InsufficientFunds,
    );
    expect(accounts.get('real')!.balance).toBe(300n);
  });

  it("pays a win back in its bet's proportion, and as real money without a bet", () => {
    const split = { real: 300n, bonus: 100n };
    const settled = book(
      winMovement({ ...base, key: 'w', amount: 1_001n, betKey: 'b' }, split),
      held(0n),
      houseIds,
    );
    // 1,001 × 3/4 rounded down is real; the remainder is bonus: nothing created.
    expect(amounts(settled.entries)).toEqual([750n, 251n, -1_001n]);
    const loose = book(
      winMovement({ ...base, key: 'j', amount: 50n }, undefined),
      held(0n),
      houseIds,
    );
    expect(amounts(loose.entries)).toEqual([50n, -50n]);
    const nothing = book(winMovement({ ...base, key: 'z', amount: 0n }, split), held(0n), houseIds);
    expect(nothing.entries).toEqual([]);
  });

  it('refuses amounts that are not positive or past the currency maximum when a call is built', () => {
    const past = BigInt(MAX_TRANSACTION_AMOUNT.INR) + 1n;
    for (const build of [
      () => betMovement({ ...base, key: 'b', amount: 0n }),
      () => betMovement({ ...base, key: 'b', amount: past }),
      () => winMovement({ ...base, key: 'w', amount: -1n }, undefined),
      () => depositMovement({ ...base, key: 'd', amount: past }),
      () => transferMovement({ ...base, key: 't', amount: 5n, from: 'real', to: 'real' }),
    ]) {
      expect(build).toThrow(expect.objectContaining({ code: ErrorCode.WalletInvalidAmount }));
    }
  });

  it('refuses an entry past the currency maximum and a credit past the balance bound in book', () => {
    const past = BigInt(MAX_TRANSACTION_AMOUNT.INR) + 1n;
    expect(() => book(correction(past), held(0n), houseIds)).toThrow(
      expect.objectContaining({ code: ErrorCode.WalletInvalidAmount }),
    );
    const bound = BigInt(MAX_BALANCE_AMOUNT);
    expect(() => book(correction(11n), held(bound - 10n), houseIds)).toThrow(BalanceLimit);
    expect(book(correction(10n), held(bound - 10n), houseIds).entries[0]!.balanceAfter).toBe(bound);
    // A balance past the bound (written before it existed) can still be spent.
    const spent = book(betMovement({ ...base, key: 'b', amount: 5n }), held(bound + 5n), houseIds);
    expect(spent.entries[0]!.balanceAfter).toBe(bound);
  });

  it('refuses unbalanced entries and entries on accounts the movement did not lock', () => {
    expect(() => book(correction(5n, 6n), held(0n), houseIds)).toThrow(/unbalanced/);
    const elsewhere: Movement = {
      ...correction(5n),
      plan: () => [
        { account: { userId: userId + 1, kind: 'real' }, amount: 5n },
        { account: { house: 'bonus_expense' }, amount: -5n },
      ],
    };
    expect(() => book(elsewhere, held(0n), houseIds)).toThrow(/did not lock/);
    const undeclared: Movement = { ...correction(5n), house: [] };
    expect(() => book(undeclared, held(0n), new Map())).toThrow(/undeclared house/);
  });

  it('fingerprints the request, not the metadata, the same way every time', () => {
    const deposit = (amount: bigint, metadata = {}) =>
      depositMovement({ ...base, key: 'd', amount, provider: 'upi', metadata });
    expect(fingerprintOf(deposit(10n))).toBe(fingerprintOf(deposit(10n, { note: 'again' })));
    expect(fingerprintOf(deposit(10n))).not.toBe(fingerprintOf(deposit(11n)));
    expect(fingerprintOf(deposit(10n))).not.toBe(
      fingerprintOf({ ...deposit(10n), kind: 'correction' }),
    );
    expect(fingerprintOf(deposit(10n))).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reverses a movement by its exact opposite, on the same accounts, under a derived key', () => {
    const original: FoundTransaction = {
      transactionId: 9,
      kind: 'bet',
      userId,
      currency: 'INR',
      entries: [
        { account: { userId, kind: 'real' }, amount: -300n, balanceAfter: 0n },
        { account: { userId, kind: 'bonus_casino' }, amount: -100n, balanceAfter: 0n },
        { account: { house: 'game_house', key: 'jackdaw' }, amount: 400n, balanceAfter: null },
      ],
    };
    const reverse = reverseMovement('b', original, { why: 'test' });
    expect(reverse).toMatchObject({
      key: 'reverse:b',
      kind: 'rollback',
      lock: ['real', 'bonus_casino'],
    });
    expect(reverse.house).toEqual([{ kind: 'game_house', key: 'jackdaw' }]);
    const { entries } = book(reverse, held(0n), houseIds);
    expect(entries.map(({ account, amount }) => ({ account, amount }))).toEqual(
      original.entries.map(({ account, amount }) => ({ account, amount: -amount })),
    );
    expect(() => reverseMovement('x', undefined, undefined)).toThrow(
      expect.objectContaining({ code: ErrorCode.WalletUnknownReference }),
    );
  });

  it('ends a hold to the player or to the provider under one key, and refuses an unknown hold', () => {
    const hold: FoundTransaction = {
      transactionId: 4,
      kind: 'withdrawal_hold',
      userId,
      currency: 'INR',
      entries: [
        { account: { userId, kind: 'real' }, amount: -700n, balanceAfter: 0n },
        { account: { userId, kind: 'withdrawal_hold' }, amount: 700n, balanceAfter: 700n },
      ],
    };
    const release = endHoldMovement('h', hold, { to: 'player' }, undefined);
    const payout = endHoldMovement('h', hold, { to: 'provider', provider: 'upi' }, undefined);
    expect(release.key).toBe(payout.key);
    expect(fingerprintOf(release)).not.toBe(fingerprintOf(payout));
    expect(amounts(book(payout, held(0n, 0n, 700n), houseIds).entries)).toEqual([-700n, 700n]);
    expect(book(release, held(0n, 0n, 700n), houseIds).entries[1]!.balanceAfter).toBe(700n);
    for (const unknown of [undefined, { ...hold, kind: 'deposit' as const }]) {
      expect(() => endHoldMovement('h', unknown, { to: 'player' }, undefined)).toThrow(
        expect.objectContaining({ code: ErrorCode.WalletUnknownReference }),
      );
    }
  });

  it('nets the balance changes of several entries per player account, skipping the house', () => {
    expect(
      deltasOf([
        { accountId: 1, amount: -300n, balanceAfter: 0n },
        { accountId: 100, amount: 300n, balanceAfter: null },
        { accountId: 1, amount: 750n, balanceAfter: 750n },
      ]),
    ).toEqual([[1, 450n]]);
  });
});
