import { createHash } from 'node:crypto';
import {
  CURRENCY_CODES,
  ErrorCode,
  MAX_BALANCE_AMOUNT,
  MAX_TRANSACTION_AMOUNT,
  type CurrencyCode,
} from '@jackdaw/contracts';
import { AppError } from '../../lib/app-error.js';
import {
  isPlayerAccount,
  type AccountRef,
  type HouseAccountKind,
  type PlayerAccountKind,
  type TransactionKind,
} from './accounts.js';
import { allocateBet, allocateWin, type Split } from './allocation.js';

/*
 * What a ledger call moves, decided in memory: the movement builders of every call, and `book`,
 * which turns a movement into entries on the balances its transaction holds locked. No database
 * here (ledger.repository.ts has the SQL; ledger.ts wires the two into the calls).
 */

export interface EntryInput {
  account: AccountRef;
  /** Signed minor units: positive credits the account. */
  amount: bigint;
}

export interface PostedEntry extends EntryInput {
  /** The player account's balance after this entry; null for house accounts. */
  balanceAfter: bigint | null;
}

/** An entry as written: the account row it lands on and the balance it leaves (player only). */
export interface EntryRow {
  accountId: number;
  amount: bigint;
  balanceAfter: bigint | null;
}

/** A player's locked accounts by kind, with their balances as the transaction left them. */
export type HeldAccounts = Map<PlayerAccountKind, { id: number; balance: bigint }>;

export interface Movement {
  key: string;
  kind: TransactionKind;
  currency: CurrencyCode;
  /** The player the movement belongs to (null for house-only movements). */
  userId: number | null;
  metadata?: Record<string, unknown>;
  /** What the caller asked for: a replay under the same key must ask for exactly this. */
  request: Record<string, unknown>;
  /** The player's account kinds to lock; their balances are handed to `plan`. */
  lock: PlayerAccountKind[];
  /** House accounts the entries may touch (their ids are resolved before the lock). */
  house: HouseRef[];
  /** The entries, decided with the locked balances in hand. */
  plan(locked: ReadonlyMap<PlayerAccountKind, bigint>): EntryInput[];
}

export interface HouseRef {
  kind: HouseAccountKind;
  key?: string;
}

/** A movement between a player's accounts and a counterparty's house account. */
interface CounterpartyInput {
  key: string;
  userId: number;
  currency: CurrencyCode;
  amount: bigint;
  /** The counterparty whose house account takes the other side (its key). */
  provider: string;
  metadata?: Record<string, unknown>;
}

/** A bet or a win; `provider` is the game provider (game_house account). */
export type RoundInput = CounterpartyInput;

/** A round of the casino's own games as the ledger settles it: its bet and its win. */
export interface RoundSettlement extends RoundInput {
  /** The win's idempotency key (the win is posted only when `win` > 0). */
  winKey: string;
  win: bigint;
  /** The round stays open (a free-spins feature to play): told to the stake hooks. */
  open?: boolean;
}

/** A deposit or a withdrawal's movement; `provider` is the payment provider (payment_clearing). */
export type PaymentInput = CounterpartyInput;

/** A posted transaction as `find` reads it back. */
export interface FoundTransaction {
  transactionId: number;
  kind: TransactionKind;
  userId: number | null;
  currency: CurrencyCode;
  entries: PostedEntry[];
}

export class InsufficientFunds extends AppError {
  constructor() {
    super(409, ErrorCode.WalletInsufficientFunds, 'The balance does not cover this amount.');
  }
}

/** A credit that would take a player balance past MAX_BALANCE_AMOUNT. */
export class BalanceLimit extends AppError {
  constructor() {
    super(409, ErrorCode.WalletBalanceLimit, 'The balance cannot hold this amount.');
  }
}

export function invalidAmount(message: string): AppError {
  return new AppError(400, ErrorCode.WalletInvalidAmount, message);
}

export function unknownReference(message: string): AppError {
  return new AppError(404, ErrorCode.WalletUnknownReference, message);
}

/** MAX_TRANSACTION_AMOUNT as bigints, and MAX_BALANCE_AMOUNT: read per entry, built once. */
const MAX_AMOUNT = Object.fromEntries(
  CURRENCY_CODES.map((currency) => [currency, BigInt(MAX_TRANSACTION_AMOUNT[currency])]),
) as Record<CurrencyCode, bigint>;
const MAX_BALANCE = BigInt(MAX_BALANCE_AMOUNT);

function positive(amount: bigint, currency: CurrencyCode): bigint {
  if (amount <= 0n) throw invalidAmount('The amount must be positive.');
  if (amount > MAX_AMOUNT[currency]) {
    throw invalidAmount("The amount is past the currency's maximum.");
  }
  return amount;
}

function nonNegative(amount: bigint, currency: CurrencyCode): bigint {
  if (amount < 0n) throw invalidAmount('The amount cannot be negative.');
  if (amount > MAX_AMOUNT[currency]) {
    throw invalidAmount("The amount is past the currency's maximum.");
  }
  return amount;
}

/** The accounts a round's bet and win post on. */
export const ROUND_ACCOUNTS: PlayerAccountKind[] = ['real', 'bonus_casino'];

/** The balances of held accounts, by kind. */
export const balancesOf = (held: HeldAccounts) =>
  new Map([...held].map(([kind, account]) => [kind, account.balance]));

/** A copy of held accounts to book on, so a refused movement leaves the caller's as they were. */
export const copyHeld = (held: HeldAccounts): HeldAccounts =>
  new Map([...held].map(([kind, account]) => [kind, { ...account }]));

export const houseRefKey = (ref: HouseRef) => `${ref.kind}|${ref.key ?? ''}`;

/**
 * The common part of a player's movement from a named call: its key, kind, currency, player and
 * metadata, and the request a replay must repeat (the call's own inputs plus `extra`).
 */
function playerMovement(
  kind: TransactionKind,
  input: {
    key: string;
    userId: number;
    currency: CurrencyCode;
    amount: bigint;
    provider?: string;
    metadata?: Record<string, unknown>;
  },
  extra: Record<string, unknown> = {},
) {
  return {
    key: input.key,
    kind,
    currency: input.currency,
    userId: input.userId,
    metadata: input.metadata,
    request: {
      userId: input.userId,
      currency: input.currency,
      amount: input.amount.toString(),
      provider: input.provider ?? null,
      ...extra,
    },
  };
}

/** A bet: real money first, then casino bonus money (allocation.ts), to the game's house. */
export function betMovement(input: RoundInput): Movement {
  const amount = positive(input.amount, input.currency);
  const game = { kind: 'game_house' as const, key: input.provider };
  return {
    ...playerMovement('bet', input),
    lock: ROUND_ACCOUNTS,
    house: [game],
    plan(locked) {
      const split = allocateBet(amount, {
        real: locked.get('real') ?? 0n,
        bonus: locked.get('bonus_casino') ?? 0n,
      });
      if (!split) throw new InsufficientFunds();
      return [
        { account: { userId: input.userId, kind: 'real' }, amount: -split.real },
        { account: { userId: input.userId, kind: 'bonus_casino' }, amount: -split.bonus },
        { account: { house: game.kind, key: game.key }, amount },
      ];
    },
  };
}

/**
 * A win from the game's house, in the proportion its bet was paid (`betSplit`, allocation.ts);
 * real money when it settles no known bet. A win of zero records its key and moves nothing.
 */
export function winMovement(
  input: RoundInput & { betKey?: string },
  betSplit: Split | undefined,
): Movement {
  const amount = nonNegative(input.amount, input.currency);
  const game = { kind: 'game_house' as const, key: input.provider };
  const share = allocateWin(amount, betSplit);
  return {
    ...playerMovement('win', input, { betKey: input.betKey ?? null }),
    lock: ROUND_ACCOUNTS,
    house: [game],
    plan() {
      return [
        { account: { userId: input.userId, kind: 'real' }, amount: share.real },
        { account: { userId: input.userId, kind: 'bonus_casino' }, amount: share.bonus },
        { account: { house: game.kind, key: game.key }, amount: -amount },
      ];
    },
  };
}

/** Money arriving from a payment provider onto the player's real balance. */
export function depositMovement(input: PaymentInput): Movement {
  const amount = positive(input.amount, input.currency);
  const clearing = { kind: 'payment_clearing' as const, key: input.provider };
  return {
    ...playerMovement('deposit', input),
    lock: ['real'],
    house: [clearing],
    plan() {
      return [
        { account: { userId: input.userId, kind: 'real' }, amount },
        { account: { house: clearing.kind, key: clearing.key }, amount: -amount },
      ];
    },
  };
}

/** The accounts bonus money is credited to (engagement §3 "Balances"). */
export type BonusAccountKind = Extract<
  PlayerAccountKind,
  'real' | 'bonus_casino' | 'bonus_sport' | 'freespin_winnings'
>;

/** Money from the house's bonus expense onto a player's account: a grant, an insurance, a refund. */
export function bonusCreditMovement(
  input: Omit<PaymentInput, 'provider'> & { to: BonusAccountKind },
): Movement {
  const amount = positive(input.amount, input.currency);
  const expense = { kind: 'bonus_expense' as const };
  return {
    ...playerMovement('bonus_grant', input, { to: input.to }),
    lock: [input.to],
    house: [expense],
    plan() {
      return [
        { account: { userId: input.userId, kind: input.to }, amount },
        { account: { house: expense.kind }, amount: -amount },
      ];
    },
  };
}

/**
 * The end of a bonus account's money: `toReal` moves to the real balance (wagering met), the
 * `forfeit` goes back to the house's bonus expense (the rest, or all of it when the bonus ended
 * otherwise). Kind `bonus_convert` when anything reaches the real balance, else `bonus_cancel`.
 */
export function bonusEndMovement(
  input: Omit<PaymentInput, 'provider' | 'amount'> & {
    from: Exclude<BonusAccountKind, 'real'>;
    toReal: bigint;
    forfeit: bigint;
  },
): Movement {
  const toReal = nonNegative(input.toReal, input.currency);
  const forfeit = nonNegative(input.forfeit, input.currency);
  if (toReal + forfeit === 0n) throw invalidAmount('A bonus end must move something.');
  const expense = { kind: 'bonus_expense' as const };
  return {
    ...playerMovement(
      toReal > 0n ? 'bonus_convert' : 'bonus_cancel',
      {
        ...input,
        amount: toReal + forfeit,
      },
      { from: input.from, toReal: toReal.toString(), forfeit: forfeit.toString() },
    ),
    lock: ['real', input.from],
    house: [expense],
    plan() {
      return [
        { account: { userId: input.userId, kind: input.from }, amount: -(toReal + forfeit) },
        { account: { userId: input.userId, kind: 'real' }, amount: toReal },
        { account: { house: expense.kind }, amount: forfeit },
      ];
    },
  };
}

/**
 * A free round's win (a free-spin campaign's spin): from the game's house to the player's
 * free-spin winnings, which are wagered before they become real money. No stake is taken.
 */
export function freeRoundWinMovement(input: RoundInput): Movement {
  const amount = positive(input.amount, input.currency);
  const game = { kind: 'game_house' as const, key: input.provider };
  return {
    ...playerMovement('win', input, { freeRound: true }),
    lock: ['freespin_winnings'],
    house: [game],
    plan() {
      return [
        { account: { userId: input.userId, kind: 'freespin_winnings' }, amount },
        { account: { house: game.kind, key: game.key }, amount: -amount },
      ];
    },
  };
}

/** Real money held for a withdrawal request. */
export function holdMovement(input: Omit<PaymentInput, 'provider'>): Movement {
  const amount = positive(input.amount, input.currency);
  return {
    ...playerMovement('withdrawal_hold', input),
    lock: ['real', 'withdrawal_hold'],
    house: [],
    plan() {
      return [
        { account: { userId: input.userId, kind: 'real' }, amount: -amount },
        { account: { userId: input.userId, kind: 'withdrawal_hold' }, amount },
      ];
    },
  };
}

/**
 * The end of a withdrawal hold: back to the player's real balance, or paid out to the provider.
 * One key for both endings, so a hold is released or paid out once, never both.
 */
export function endHoldMovement(
  holdKey: string,
  hold: FoundTransaction | undefined,
  target: { to: 'player' } | { to: 'provider'; provider: string },
  metadata: Record<string, unknown> | undefined,
): Movement {
  const amount = hold?.entries.find(
    (entry) => isPlayerAccount(entry.account) && entry.account.kind === 'withdrawal_hold',
  )?.amount;
  if (!hold || hold.kind !== 'withdrawal_hold' || hold.userId === null || amount === undefined) {
    throw unknownReference('The withdrawal hold is unknown.');
  }
  const userId = hold.userId;
  const clearing =
    target.to === 'provider' ? { kind: 'payment_clearing' as const, key: target.provider } : null;
  return {
    key: `hold-end:${holdKey}`,
    kind: clearing ? 'withdrawal_payout' : 'withdrawal_release',
    currency: hold.currency,
    userId,
    metadata: { ...metadata, hold: hold.transactionId },
    request: { op: 'end-hold', holdKey, ...target },
    lock: clearing ? ['withdrawal_hold'] : ['real', 'withdrawal_hold'],
    house: clearing ? [clearing] : [],
    plan() {
      return [
        { account: { userId, kind: 'withdrawal_hold' }, amount: -amount },
        clearing
          ? { account: { house: clearing.kind, key: clearing.key }, amount }
          : { account: { userId, kind: 'real' }, amount },
      ];
    },
  };
}

/** Between two of one player's own accounts. */
export function transferMovement(
  input: Omit<PaymentInput, 'provider'> & { from: PlayerAccountKind; to: PlayerAccountKind },
): Movement {
  const amount = positive(input.amount, input.currency);
  if (input.from === input.to) throw invalidAmount('A transfer needs two different accounts.');
  return {
    ...playerMovement('transfer', input, { from: input.from, to: input.to }),
    lock: [input.from, input.to],
    house: [],
    plan() {
      return [
        { account: { userId: input.userId, kind: input.from }, amount: -amount },
        { account: { userId: input.userId, kind: input.to }, amount },
      ];
    },
  };
}

/**
 * The exact opposite of an earlier movement. Its key derives from the original's, so a movement
 * is cancelled at most once whatever key the caller sends.
 */
export function reverseMovement(
  originalKey: string,
  original: FoundTransaction | undefined,
  metadata: Record<string, unknown> | undefined,
): Movement {
  if (!original) throw unknownReference('The transaction to cancel is unknown.');
  const lock = new Set<PlayerAccountKind>();
  const house: HouseRef[] = [];
  for (const { account } of original.entries) {
    if (isPlayerAccount(account)) lock.add(account.kind);
    else house.push({ kind: account.house, key: account.key });
  }
  return {
    key: `reverse:${originalKey}`,
    kind: original.kind === 'bet' ? 'rollback' : 'correction',
    currency: original.currency,
    userId: original.userId,
    metadata: { ...metadata, reverses: original.transactionId },
    request: { op: 'reverse', originalKey },
    lock: [...lock],
    house,
    plan() {
      return original.entries.map((entry) => ({ account: entry.account, amount: -entry.amount }));
    },
  };
}

/**
 * Real money back to a payment provider's clearing account: a credited deposit the provider took
 * back (`step: 'reversal'`), or a payout it made after the hold went back to the player
 * (`'late-payout'`). Posted once per payment and step.
 */
export function returnToProviderMovement(
  input: Omit<PaymentInput, 'key'> & {
    paymentId: string;
    step: 'reversal' | 'late-payout';
    kind: Extract<TransactionKind, 'correction' | 'withdrawal_payout'>;
  },
): Movement {
  const amount = positive(input.amount, input.currency);
  const clearing = { kind: 'payment_clearing' as const, key: input.provider };
  return {
    key: `payment:${input.paymentId}:${input.step}`,
    kind: input.kind,
    currency: input.currency,
    userId: input.userId,
    metadata: { paymentId: input.paymentId, ...input.metadata },
    request: { op: `payment-${input.step}`, paymentId: input.paymentId },
    lock: ['real'],
    house: [clearing],
    plan() {
      return [
        { account: { userId: input.userId, kind: 'real' }, amount: -amount },
        { account: { house: clearing.kind, key: clearing.key }, amount },
      ];
    },
  };
}

/** How a bet's entries were paid: its real and casino bonus parts, as positive amounts. */
export function paidSplit(entries: EntryInput[]): Split {
  const split = { real: 0n, bonus: 0n };
  for (const entry of entries) {
    if (!isPlayerAccount(entry.account)) continue;
    if (entry.account.kind === 'real') split.real -= entry.amount;
    if (entry.account.kind === 'bonus_casino') split.bonus -= entry.amount;
  }
  return split;
}

export function assertBalanced(entries: EntryInput[]): void {
  const sum = entries.reduce((total, entry) => total + entry.amount, 0n);
  if (sum !== 0n) throw new Error(`unbalanced ledger transaction: entries sum to ${sum}`);
}

/**
 * Decides a movement's entries on the locked balances and books them there: `held` moves (a
 * debit beyond a balance refuses the movement, InsufficientFunds) and each entry gets its account
 * row. Every call's entries meet here, so the bounds hold on every path: no entry past the
 * currency's MAX_TRANSACTION_AMOUNT, no credit taking a balance past MAX_BALANCE_AMOUNT. Book on
 * a copy (`copyHeld`) when a refusal must leave the caller's balances as they were.
 */
export function book(
  movement: Movement,
  held: HeldAccounts,
  houseIds: ReadonlyMap<string, number>,
): { entries: PostedEntry[]; rows: EntryRow[] } {
  const planned = movement.plan(balancesOf(held)).filter((entry) => entry.amount !== 0n);
  assertBalanced(planned);
  const largest = MAX_AMOUNT[movement.currency];
  const entries: PostedEntry[] = [];
  const rows: EntryRow[] = [];
  for (const entry of planned) {
    if (entry.amount > largest || -entry.amount > largest) {
      throw invalidAmount("The amount is past the currency's maximum.");
    }
    let accountId: number;
    let balanceAfter: bigint | null = null;
    if (isPlayerAccount(entry.account)) {
      const account = held.get(entry.account.kind);
      if (!account || entry.account.userId !== movement.userId) {
        throw new Error(`entry on an account the movement did not lock: ${entry.account.kind}`);
      }
      account.balance += entry.amount;
      if (account.balance < 0n) throw new InsufficientFunds();
      // A balance written before the bound existed may lie past it: it can still be spent.
      if (entry.amount > 0n && account.balance > MAX_BALANCE) throw new BalanceLimit();
      accountId = account.id;
      balanceAfter = account.balance;
    } else {
      const id = houseIds.get(houseRefKey({ kind: entry.account.house, key: entry.account.key }));
      if (id === undefined) throw new Error(`undeclared house account ${entry.account.house}`);
      accountId = id;
    }
    entries.push({ ...entry, balanceAfter });
    rows.push({ accountId, amount: entry.amount, balanceAfter });
  }
  return { entries, rows };
}

/** Net balance change per player account (house accounts keep no balance). */
export function deltasOf(rows: EntryRow[]): [number, bigint][] {
  const deltas = new Map<number, bigint>();
  for (const row of rows) {
    if (row.balanceAfter === null) continue;
    deltas.set(row.accountId, (deltas.get(row.accountId) ?? 0n) + row.amount);
  }
  return [...deltas];
}

/** What a replay under the same key must match: the movement's kind and request. */
export function fingerprintOf(movement: Movement): string {
  const body = JSON.stringify({ kind: movement.kind, ...movement.request }, (_key, value) =>
    typeof value === 'bigint' ? value.toString() : (value as unknown),
  );
  return createHash('sha256').update(body).digest('hex');
}
