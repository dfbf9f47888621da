import { createHash } from 'node:crypto';
import {
  CURRENCY_CODES,
  ErrorCode,
  MAX_BALANCE_AMOUNT,
  MAX_TRANSACTION_AMOUNT,
  type CurrencyCode,
} from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../lib/app-error.js';
import {
  isPlayerAccount,
  type AccountRef,
  type HouseAccountKind,
  type PlayerAccountKind,
  type TransactionKind,
} from './accounts.js';
import { allocateBet, allocateWin, type Split } from './allocation.js';

/**
 * The ledger: the only code that moves money. Every call is one database transaction of entries
 * that sum to zero, posted once per idempotency key.
 *
 * - post(movement): the general form; the named calls below build movements.
 * - bet / win / rollback: a game round (bets spend real money first, then casino bonus money;
 *   see allocation.ts).
 * - deposit: money arriving from a payment provider.
 * - hold / release / payout: a withdrawal request holds real money; it ends exactly once, either
 *   released back to the player or paid out to the provider.
 * - transfer: between two of one player's own accounts (referral commission to real, bonus
 *   converted to real…).
 *
 * Idempotency: a call repeated with the same key returns the first result (`replayed: true`) and
 * moves nothing; the same key with a different request is refused (WALLET.IDEMPOTENCY_CONFLICT).
 * A refused call (insufficient funds…) leaves nothing behind, so it can be retried with its key.
 *
 * Concurrency: the player's accounts are locked (`for update`, in id order) before the balance
 * check, so parallel debits never overdraw; the `balance >= 0` check constraint on the table is
 * the last guard. House accounts keep no cached balance, so they are never locked.
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

export interface Posted {
  transactionId: number;
  key: string;
  kind: TransactionKind;
  replayed: boolean;
  entries: PostedEntry[];
  /** Balances of the player's locked accounts after the movement (absent on a replay). */
  balances?: ReadonlyMap<PlayerAccountKind, bigint>;
  /** The locked accounts themselves, for a next movement in the same transaction (`held`). */
  accounts?: HeldAccounts;
  /** The rows of the caller's statement run alongside (`PostOptions.alongside`). */
  alongside?: Row[];
}

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
  /** House accounts the entries may touch (resolved before the transaction opens). */
  house: { kind: HouseAccountKind; key?: string }[];
  /** The entries, decided with the locked balances in hand. */
  plan(locked: ReadonlyMap<PlayerAccountKind, bigint>, tx: Executor): Promise<EntryInput[]>;
}

export interface PostOptions {
  /** Run inside the caller's database transaction (e.g. with a payment's status update). */
  tx?: Executor;
  /**
   * The player's accounts this same `tx` already holds locked, as an earlier movement of it
   * answered them (`Posted.accounts`): a win posted right after its bet skips locking again.
   */
  held?: HeldAccounts;
  /**
   * The caller's own statement, written in the same round trip as the movement (needs `held`):
   * e.g. a payment's status change with the deposit it causes.
   */
  alongside?: Alongside;
}

/**
 * A statement of the caller's that the ledger runs inside one of its own (as a CTE): its
 * placeholders are $1…$n of `params`, the ledger numbers its own after them. Its rows come back
 * through JSON, so bigint columns should be selected as text.
 */
export interface Alongside {
  text: string;
  params: unknown[];
}

export type Row = Record<string, unknown>;

/**
 * The caller's side of a statement that settles on balances it expects rather than holds
 * (`settleRoundIfUnchanged`): its SQL, and one list of parameters ($1…$n, the ledger numbers its
 * own after them) for a guard and the writes.
 */
export interface Guarded {
  params: unknown[];
  sql: GuardedSql;
}

/**
 * The fixed SQL of a guarded statement: one constant object per kind of statement, since the
 * ledger builds its statement around it once per shape and keeps the text (the texts run to
 * kilobytes, and building and hashing them on every call is a measurable share of a spin).
 */
export interface GuardedSql {
  /**
   * A locking read (`for update`) of the caller's rows, locked before the player's accounts:
   * nothing is written unless it answers rows whose boolean `ok` are all true.
   */
  guard: string;
  /** The caller's writes, each to run only where its condition includes {@link READY}. */
  writes: string[];
}

/** The SQL condition that is true when a guarded statement may write (see GuardedSql.writes). */
export const READY = '(select yes from ready)';

/** An entry as written: the account row it lands on and the balance it leaves (player only). */
interface EntryRow {
  accountId: number;
  amount: bigint;
  balanceAfter: bigint | null;
}

/** A player's locked accounts by kind, with their balances as the transaction left them. */
export type HeldAccounts = Map<PlayerAccountKind, { id: number; balance: bigint }>;

type Executor = SqlSession;

/** `$from, $from+1, …` placeholders for a row of `count` values. */
const placeholders = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => `$${from + index}`).join(', ');

/**
 * The locking read of a player's accounts; its three placeholders start after `offset`. With
 * `after`, the CTE named so is read to its end before the first account is locked.
 */
const lockSql = (offset: number, after?: string) =>
  `select id, kind, balance from wallet_accounts
   where user_id = $${offset + 1} and currency_code = $${offset + 2}
     and kind = any($${offset + 3}::text[])
     ${after ? `and (select count(*) from ${after}) >= 0` : ''}
   order by id for update`;

/** The accounts a round's bet and win post on. */
const ROUND_ACCOUNTS: PlayerAccountKind[] = ['real', 'bonus_casino'];

/** The balances of held accounts, by kind. */
export const balancesOf = (locked: HeldAccounts) =>
  new Map([...locked].map(([kind, account]) => [kind, account.balance]));

/** A round whose bet key was posted before: the caller's transaction must roll back. */
export class RoundPostedBefore extends Error {}

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

export function createLedger(db: SqlRunner) {
  /** House account ids never change once committed, so they are looked up once per process. */
  const houseIds = new Map<string, number>();

  async function houseAccountId(
    executor: Executor,
    kind: HouseAccountKind,
    currency: CurrencyCode,
    key: string,
    cacheable: boolean,
  ): Promise<number> {
    const cacheKey = `${kind}|${currency}|${key}`;
    const cached = houseIds.get(cacheKey);
    if (cached !== undefined) return cached;
    const inserted = await executor.query<{ id: number }>(
      `insert into wallet_accounts (kind, currency_code, key) values ($1, $2, $3)
       on conflict do nothing returning id`,
      [kind, currency, key],
    );
    const id =
      inserted[0]?.id ??
      (
        await executor.query<{ id: number }>(
          `select id from wallet_accounts
           where user_id is null and kind = $1 and currency_code = $2 and key = $3`,
          [kind, currency, key],
        )
      )[0]?.id;
    if (id === undefined) throw new Error(`house account ${cacheKey} could not be created`);
    // A row inserted inside the caller's open transaction may still roll back: not cached.
    if (cacheable || !inserted[0]) houseIds.set(cacheKey, Number(id));
    return Number(id);
  }

  /** The player's accounts of `kinds`, locked in id order (created at zero when missing). */
  async function lockPlayerAccounts(
    tx: Executor,
    userId: number,
    currency: CurrencyCode,
    kinds: PlayerAccountKind[],
  ): Promise<HeldAccounts> {
    const select = () =>
      tx.query<{ id: number; kind: PlayerAccountKind; balance: bigint }>(lockSql(0), [
        userId,
        currency,
        kinds,
      ]);
    let found = await select();
    if (found.length < kinds.length) {
      const missing = kinds.filter((kind) => !found.some((row) => row.kind === kind));
      await tx.query(
        `insert into wallet_accounts (user_id, kind, currency_code, balance)
         select $1, kind, $2, 0 from unnest($3::text[]) as kind
         on conflict do nothing`,
        [userId, currency, missing],
      );
      found = await select();
    }
    return new Map(
      found.map((row) => [row.kind, { id: Number(row.id), balance: BigInt(row.balance) }]),
    );
  }

  /**
   * Locks the player's accounts as `lockPlayerAccounts` does, and runs the caller's statement in
   * the same round trip: the held accounts for `post`'s `held`, and the statement's rows.
   */
  async function lockAccounts(
    tx: Executor,
    owner: { userId: number; currency: CurrencyCode; kinds: PlayerAccountKind[] },
    alongside: Alongside,
  ): Promise<{ held: HeldAccounts; rows: Row[] }> {
    const [found] = await tx.query<{
      accounts: [number, PlayerAccountKind, string][];
      rows: Row[];
    }>(
      // The caller's rows (a payment, a seed pair) are locked before the accounts, as everywhere
      // else: left to the plan, the order can differ between executions and deadlock.
      `with alongside as (${alongside.text}),
         locked as (${lockSql(alongside.params.length, 'alongside')})
       select coalesce((select json_agg(json_build_array(id, kind, balance::text)) from locked),
           '[]'::json) as accounts,
         coalesce((select json_agg(a) from alongside a), '[]'::json) as rows`,
      [...alongside.params, owner.userId, owner.currency, owner.kinds],
    );
    const { accounts, rows } = found!;
    const held: HeldAccounts =
      accounts.length === owner.kinds.length
        ? new Map(
            accounts.map(([id, kind, balance]) => [
              kind,
              { id: Number(id), balance: BigInt(balance) },
            ]),
          )
        : await lockPlayerAccounts(tx, owner.userId, owner.currency, owner.kinds);
    return { held, rows };
  }

  async function replay(tx: Executor, movement: Movement, fingerprint: string): Promise<Posted> {
    const [existing] = await tx.query<{ id: number; kind: TransactionKind; fingerprint: string }>(
      'select id, kind, fingerprint from wallet_transactions where idempotency_key = $1',
      [movement.key],
    );
    if (!existing) throw new Error(`transaction ${movement.key} vanished during its replay`);
    if (existing.fingerprint !== fingerprint) {
      throw new AppError(
        409,
        ErrorCode.WalletIdempotencyConflict,
        'This transaction id was already used for a different request.',
      );
    }
    return {
      transactionId: Number(existing.id),
      key: movement.key,
      kind: existing.kind,
      replayed: true,
      entries: await entriesOf(tx, Number(existing.id)),
    };
  }

  /**
   * Decides a movement's entries on the locked balances and books them there, in memory: the
   * balances move (a debit beyond one refuses the movement) and each entry gets its row.
   */
  async function book(
    tx: Executor,
    movement: Movement,
    locked: HeldAccounts,
    houseRefs: Map<string, number>,
  ): Promise<{ entries: PostedEntry[]; rows: EntryRow[] }> {
    const balances = new Map([...locked].map(([kind, account]) => [kind, account.balance]));
    const planned = (await movement.plan(balances, tx)).filter((entry) => entry.amount !== 0n);
    assertBalanced(planned);
    const entries: PostedEntry[] = [];
    const rows: EntryRow[] = [];
    const largest = MAX_AMOUNT[movement.currency];
    for (const entry of planned) {
      // Every path's entries meet here: no movement is larger than its currency allows.
      if (entry.amount > largest || -entry.amount > largest) {
        throw invalidAmount("The amount is past the currency's maximum.");
      }
      let accountId: number;
      let balanceAfter: bigint | null = null;
      if (isPlayerAccount(entry.account)) {
        const account = locked.get(entry.account.kind);
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
        const id = houseRefs.get(houseRefKey(entry.account.house, entry.account.key));
        if (id === undefined) throw new Error(`undeclared house account ${entry.account.house}`);
        accountId = id;
      }
      entries.push({ ...entry, balanceAfter });
      rows.push({ accountId, amount: entry.amount, balanceAfter });
    }
    return { entries, rows };
  }

  /** Net balance change per player account (house accounts keep no balance). */
  function deltasOf(rows: EntryRow[]): [number, bigint][] {
    const deltas = new Map<number, bigint>();
    for (const row of rows) {
      if (row.balanceAfter === null) continue;
      deltas.set(row.accountId, (deltas.get(row.accountId) ?? 0n) + row.amount);
    }
    return [...deltas];
  }

  /** The key first (a replay stops there), then the lock, the plan and one write. */
  async function apply(tx: Executor, movement: Movement, houseRefs: Map<string, number>) {
    const fingerprint = fingerprintOf(movement);
    const [created] = await tx.query<{ id: number }>(
      `insert into wallet_transactions
         (idempotency_key, kind, user_id, currency_code, fingerprint, metadata)
       values ($1, $2, $3, $4, $5, $6::jsonb)
       on conflict (idempotency_key) do nothing
       returning id`,
      [
        movement.key,
        movement.kind,
        movement.userId,
        movement.currency,
        fingerprint,
        JSON.stringify(movement.metadata ?? {}),
      ],
    );
    if (!created) return replay(tx, movement, fingerprint);
    const transactionId = Number(created.id);

    const locked: HeldAccounts =
      movement.userId === null || movement.lock.length === 0
        ? new Map()
        : await lockPlayerAccounts(tx, movement.userId, movement.currency, movement.lock);
    const { entries, rows } = await book(tx, movement, locked, houseRefs);

    // Balances and entries in one statement: the fewer round trips under the row lock, the
    // sooner the player's next bet can take it. Entry rows are $1…$4n, then (id, delta) pairs.
    if (rows.length > 0) {
      const values: unknown[] = rows.flatMap((row) => [
        transactionId,
        row.accountId,
        row.amount.toString(),
        row.balanceAfter?.toString() ?? null,
      ]);
      const rowsSql = rows.map((_, index) => `(${placeholders(index * 4 + 1, 4)})`).join(', ');
      const changes = deltasOf(rows);
      const changesSql = changes
        .map((_, index) => {
          const at = values.length + index * 2 + 1;
          return `($${at}::bigint, $${at + 1}::bigint)`;
        })
        .join(', ');
      const insert = `insert into wallet_entries (transaction_id, account_id, amount, balance_after)
        values ${rowsSql}`;
      await tx.query(
        changes.length > 0
          ? `with updated as (
               update wallet_accounts as a set balance = a.balance + v.delta
               from (values ${changesSql}) as v(id, delta) where a.id = v.id returning a.id)
             ${insert}`
          : insert,
        [...values, ...changes.flatMap(([id, delta]) => [id, delta.toString()])],
      );
    }
    return {
      transactionId,
      key: movement.key,
      kind: movement.kind,
      replayed: false,
      entries,
      balances: balancesOf(locked),
      accounts: locked,
    };
  }

  /**
   * Movements on accounts the caller's transaction already holds: all of them decided first, then
   * written in ONE statement (their transactions, entries and balances, and the caller's own
   * statement alongside). Undefined `posted` when a key was posted before: nothing of the ledger's
   * is kept then but, for several movements, the others' transaction rows, so the caller must
   * roll back (settleRound throws for it).
   *
   * With `guarded`, `held` is not locked but expected: the statement, on its own connection and
   * outside any transaction, locks the caller's rows and the accounts itself and writes only when
   * the caller's guard holds and every account still has the balance expected (undefined `posted`
   * otherwise, nothing written). A key posted before fails the whole statement (unique violation).
   */
  async function applyHeld(
    tx: Executor,
    movements: { movement: Movement; houseRefs: Map<string, number> }[],
    held: HeldAccounts,
    alongside?: Alongside,
    guarded?: Guarded,
  ): Promise<{ posted?: Posted[]; rows: Row[] }> {
    // Booked on a copy: a refused movement leaves the caller's balances as they were.
    const working: HeldAccounts = new Map(
      [...held].map(([kind, account]) => [kind, { ...account }]),
    );
    const booked: { entries: PostedEntry[]; rows: EntryRow[] }[] = [];
    for (const { movement, houseRefs } of movements) {
      if (movement.userId !== null && !movement.lock.every((kind) => working.has(kind))) {
        throw new Error(`movement ${movement.key} posts on accounts that are not held`);
      }
      booked.push(await book(tx, movement, working, houseRefs));
    }

    const params: unknown[] = [...(guarded?.params ?? alongside?.params ?? [])];
    const prefix = params.length;
    // Values in the order heldStatement numbers them: expected balances, transactions, entries,
    // balance changes.
    if (guarded) for (const { id, balance } of held.values()) params.push(id, balance.toString());
    for (const { movement } of movements) {
      params.push(
        movement.key,
        movement.kind,
        movement.userId,
        movement.currency,
        fingerprintOf(movement),
        JSON.stringify(movement.metadata ?? {}),
      );
    }
    const rows = booked.flatMap(({ rows }, index) =>
      rows.map((row) => ({ ...row, key: movements[index]!.movement.key })),
    );
    for (const row of rows) {
      params.push(
        row.key,
        row.accountId,
        row.amount.toString(),
        row.balanceAfter?.toString() ?? null,
      );
    }
    const changes = deltasOf(rows);
    for (const [id, delta] of changes) params.push(id, delta.toString());
    const text = heldStatement(guarded?.sql ?? alongside?.text, {
      prefix,
      expected: guarded ? held.size : 0,
      movements: movements.length,
      entries: rows.length,
      changes: changes.length,
    });
    const [written] = await tx.query<{ posted: [string, string][]; rows: Row[] }>(text, params);
    const ids = new Map(written!.posted.map(([id, key]) => [key, Number(id)]));
    if (ids.size < movements.length) return { rows: written!.rows };
    for (const [kind, account] of working) held.get(kind)!.balance = account.balance;
    return {
      posted: movements.map(({ movement }, index) => ({
        transactionId: ids.get(movement.key)!,
        key: movement.key,
        kind: movement.kind,
        replayed: false,
        entries: booked[index]!.entries,
        balances: balancesOf(held),
        accounts: held,
      })),
      rows: written!.rows,
    };
  }

  /** The house accounts a movement declares, by reference key (looked up once per process). */
  async function houseRefsOf(movement: Movement, executor: Executor, cacheable: boolean) {
    const houseRefs = new Map<string, number>();
    for (const { kind, key = '' } of movement.house) {
      houseRefs.set(
        houseRefKey(kind, key),
        await houseAccountId(executor, kind, movement.currency, key, cacheable),
      );
    }
    return houseRefs;
  }

  async function post(movement: Movement, options: PostOptions = {}): Promise<Posted> {
    const { tx: outer, held, alongside } = options;
    const houseRefs = await houseRefsOf(movement, outer ?? db, !outer);
    if (!outer) return db.transaction((tx) => apply(tx, movement, houseRefs));
    const covered =
      held && movement.userId !== null && movement.lock.every((kind) => held.has(kind));
    if (!covered) {
      if (alongside) throw new Error('a statement alongside needs the accounts held');
      return apply(outer, movement, houseRefs);
    }
    const fingerprint = fingerprintOf(movement);
    try {
      const { posted, rows } = await applyHeld(outer, [{ movement, houseRefs }], held, alongside);
      if (posted) return { ...posted[0]!, alongside: rows };
    } catch (error) {
      // A replay is decided before the balances: one of a movement that spent them answers so.
      if (!(error instanceof InsufficientFunds) || !(await isPosted(outer, movement.key))) {
        throw error;
      }
    }
    return replay(outer, movement, fingerprint);
  }

  async function isPosted(executor: Executor, key: string) {
    const found = await executor.query(
      'select 1 from wallet_transactions where idempotency_key = $1',
      [key],
    );
    return found.length > 0;
  }

  /** The entries of a posted transaction, as the first call answered them. */
  async function entriesOf(executor: Executor, transactionId: number): Promise<PostedEntry[]> {
    const found = await executor.query<{
      amount: bigint;
      balance_after: bigint | null;
      user_id: number | null;
      kind: string;
      key: string;
    }>(
      `select e.amount, e.balance_after, a.user_id, a.kind, a.key
       from wallet_entries e join wallet_accounts a on a.id = e.account_id
       where e.transaction_id = $1 order by e.id`,
      [transactionId],
    );
    return found.map((row) => ({
      account:
        row.user_id === null
          ? { house: row.kind as HouseAccountKind, key: row.key }
          : { userId: Number(row.user_id), kind: row.kind as PlayerAccountKind },
      amount: BigInt(row.amount),
      balanceAfter: row.balance_after === null ? null : BigInt(row.balance_after),
    }));
  }

  /** The posted entries of an earlier call, found by its key (undefined when never posted). */
  async function find(key: string, executor: Executor = db) {
    const [found] = await executor.query<{
      id: number;
      kind: TransactionKind;
      user_id: number | null;
      currency_code: CurrencyCode;
    }>(
      'select id, kind, user_id, currency_code from wallet_transactions where idempotency_key = $1',
      [key],
    );
    if (!found) return undefined;
    return {
      transactionId: Number(found.id),
      kind: found.kind,
      userId: found.user_id === null ? null : Number(found.user_id),
      currency: found.currency_code,
      entries: await entriesOf(executor, Number(found.id)),
    };
  }

  /** A bet's movement: real money first, then casino bonus money; `decided` hears the split. */
  function betMovement(input: RoundInput, decided?: (split: Split) => void): Movement {
    const amount = positive(input.amount, input.currency);
    const game = { kind: 'game_house' as const, key: input.provider };
    return {
      ...playerMovement('bet', input),
      lock: ROUND_ACCOUNTS,
      house: [game],
      async plan(locked) {
        const split = allocateBet(amount, {
          real: locked.get('real') ?? 0n,
          bonus: locked.get('bonus_casino') ?? 0n,
        });
        if (!split) throw new InsufficientFunds();
        decided?.(split);
        return [
          { account: { userId: input.userId, kind: 'real' }, amount: -split.real },
          { account: { userId: input.userId, kind: 'bonus_casino' }, amount: -split.bonus },
          { account: { house: game.kind, key: game.key }, amount },
        ];
      },
    };
  }

  /**
   * A win's movement; with `betKey` split as that bet was paid: by `betSplit()` when the caller
   * knows it, else read back from the bet.
   */
  function winMovement(
    input: RoundInput & { betKey?: string },
    betSplit: () => Split | undefined,
  ): Movement {
    const amount = nonNegative(input.amount, input.currency);
    const game = { kind: 'game_house' as const, key: input.provider };
    return {
      ...playerMovement('win', input, { betKey: input.betKey ?? null }),
      lock: ROUND_ACCOUNTS,
      house: [game],
      async plan(_locked, tx) {
        let split = input.betKey === undefined ? undefined : betSplit();
        if (input.betKey !== undefined && split === undefined) {
          const bet = await find(input.betKey, tx);
          if (!bet || bet.kind !== 'bet' || bet.userId !== input.userId) {
            throw unknownReference('The bet this win settles is unknown.');
          }
          const paid = splitOf(bet.entries);
          split = { real: -paid.real, bonus: -paid.bonus };
        }
        const share = allocateWin(amount, split);
        return [
          { account: { userId: input.userId, kind: 'real' }, amount: share.real },
          { account: { userId: input.userId, kind: 'bonus_casino' }, amount: share.bonus },
          { account: { house: game.kind, key: game.key }, amount: -amount },
        ];
      },
    };
  }

  /** How much of a posted movement landed on the player's real and casino bonus accounts. */
  function splitOf(entries: PostedEntry[]): Split {
    const split = { real: 0n, bonus: 0n };
    for (const entry of entries) {
      if (!isPlayerAccount(entry.account)) continue;
      if (entry.account.kind === 'real') split.real += entry.amount;
      if (entry.account.kind === 'bonus_casino') split.bonus += entry.amount;
    }
    return split;
  }

  /** applyHeld on expected balances (`guarded`), outside any transaction; see settleRoundIfUnchanged. */
  async function applyIfUnchanged(
    movements: { movement: Movement; houseRefs: Map<string, number> }[],
    options: { expected: HeldAccounts; guarded: Guarded },
  ) {
    try {
      return (await applyHeld(db, movements, options.expected, undefined, options.guarded)).posted;
    } catch (error) {
      // Short on the expected balances, or a key taken: the locking path decides.
      if (
        error instanceof InsufficientFunds ||
        error instanceof BalanceLimit ||
        isUniqueViolation(error)
      ) {
        return undefined;
      }
      throw error;
    }
  }

  /** A round's bet and, when it won, its win in the bet's proportion (settleRound…). */
  function roundMovements(input: RoundInput & { winKey: string; win: bigint }) {
    let split: Split | undefined;
    const bet = betMovement(input, (decided) => (split = decided));
    const list = [bet];
    if (input.win > 0n) {
      list.push(
        winMovement(
          { ...input, key: input.winKey, amount: input.win, betKey: input.key },
          () => split,
        ),
      );
    }
    return {
      /** The split the bet was decided with, once booked. */
      split: () => split,
      async movements(executor: Executor, cacheable: boolean) {
        const houseRefs = await houseRefsOf(bet, executor, cacheable);
        return list.map((movement) => ({ movement, houseRefs }));
      },
    };
  }

  /**
   * A whole round of the casino's own games on the accounts the caller's transaction holds
   * (`lock`): its bet and, when it won, its win in the bet's proportion (as `win`), then the
   * caller's `record` of the round in the same transaction. Throws RoundPostedBefore when the
   * bet's key was posted before (the caller rolls back and answers the stored round).
   *
   * @example
   * await sql.transaction(async (tx) => {
   *   const held = await ledger.lock(tx, { userId, currency, kinds: ['real', 'bonus_casino'] });
   *   return ledger.settleRound(round, { tx, held, record: (settled) => rounds.insert(tx, settled) });
   * });
   */
  async function settleRound<Recorded>(
    input: RoundSettlement,
    options: SettleOptions<Recorded>,
  ): Promise<SettledRound & { recorded: Recorded }>;
  /** The former form, a caller statement alongside: goes once play records through `record`. */
  async function settleRound(
    input: RoundSettlement,
    options: { tx: Executor; held: HeldAccounts; alongside?: Alongside },
  ): Promise<SettledRound & { alongside: Row[] }>;
  async function settleRound<Recorded>(
    input: RoundSettlement,
    options: {
      tx: Executor;
      held: HeldAccounts;
      alongside?: Alongside;
      record?: (settled: SettledRound) => Promise<Recorded>;
    },
  ) {
    const round = roundMovements(input);
    const { posted, rows } = await applyHeld(
      options.tx,
      await round.movements(options.tx, false),
      options.held,
      options.alongside,
    );
    if (!posted) throw new RoundPostedBefore(input.key);
    const settled: SettledRound = {
      split: round.split()!,
      balances: balancesOf(options.held),
      posted,
    };
    if (!options.record) return { ...settled, alongside: rows };
    return { ...settled, recorded: await options.record(settled) };
  }

  return {
    post,
    find,

    /**
     * How a posted bet was paid: its real and casino bonus parts (positive), or undefined when
     * no bet was posted under `betKey`. A later win of the round goes back in this proportion.
     */
    async betSplit(betKey: string, executor: Executor = db): Promise<Split | undefined> {
      const [found] = await executor.query<{ real: bigint | null; bonus: bigint | null }>(
        `select -sum(e.amount) filter (where a.kind = 'real') as real,
           -sum(e.amount) filter (where a.kind = 'bonus_casino') as bonus
         from wallet_transactions t
         join wallet_entries e on e.transaction_id = t.id
         join wallet_accounts a on a.id = e.account_id and a.user_id is not null
         where t.idempotency_key = $1 and t.kind = 'bet'
         group by t.id`,
        [betKey],
      );
      if (!found) return undefined;
      return { real: BigInt(found.real ?? 0), bonus: BigInt(found.bonus ?? 0) };
    },

    /** What a bet may spend: the player's real plus casino bonus money in `currency`. */
    async spendable(
      userId: number,
      currency: CurrencyCode,
      executor: Executor = db,
    ): Promise<bigint> {
      const [found] = await executor.query<{ total: bigint | null }>(
        `select sum(balance) as total from wallet_accounts
         where user_id = $1 and currency_code = $2 and kind = any($3::text[])`,
        [userId, currency, ROUND_ACCOUNTS],
      );
      return BigInt(found?.total ?? 0);
    },

    /** Debits a bet: real money first, then casino bonus money. */
    async bet(input: RoundInput, options?: PostOptions) {
      const posted = await post(betMovement(input), options);
      const paid = splitOf(posted.entries);
      return { ...posted, split: { real: -paid.real, bonus: -paid.bonus } };
    },

    /**
     * Credits a win; with `betKey` it goes back in the proportion that bet was paid
     * (allocation.ts). A win of zero records the key and moves nothing. A caller that posted the
     * bet in the same database transaction passes its `betSplit` too, which spares reading the
     * bet back (`bet()` answers it).
     */
    async win(input: RoundInput & { betKey?: string; betSplit?: Split }, options?: PostOptions) {
      return post(
        winMovement(input, () => input.betSplit),
        options,
      );
    },

    lockAccounts,

    /**
     * Locks the player's accounts of `kinds` in the caller's transaction (in id order, created at
     * zero when missing), for `post`'s `held`. Lock the caller's own rows (a payment, a seed pair)
     * first, as everywhere else, so no two transactions take them in different orders.
     */
    lock(
      tx: Executor,
      owner: { userId: number; currency: CurrencyCode; kinds: PlayerAccountKind[] },
    ) {
      return lockPlayerAccounts(tx, owner.userId, owner.currency, owner.kinds);
    },

    /**
     * Takes money from the player's real balance back to a payment provider's clearing account:
     * a credited deposit the provider took back (`step: 'reversal'`), or a payout the provider
     * made after its hold went back to the player (`'late-payout'`). Not covered:
     * InsufficientFunds. Posted once per payment and step.
     */
    returnToProvider(
      input: Omit<PaymentInput, 'key'> & {
        paymentId: string;
        step: 'reversal' | 'late-payout';
        kind: Extract<TransactionKind, 'correction' | 'withdrawal_payout'>;
      },
      options?: PostOptions,
    ) {
      const amount = positive(input.amount, input.currency);
      const clearing = { kind: 'payment_clearing' as const, key: input.provider };
      return post(
        {
          key: `payment:${input.paymentId}:${input.step}`,
          kind: input.kind,
          currency: input.currency,
          userId: input.userId,
          metadata: { paymentId: input.paymentId, ...input.metadata },
          request: { op: `payment-${input.step}`, paymentId: input.paymentId },
          lock: ['real'],
          house: [clearing],
          async plan() {
            return [
              { account: { userId: input.userId, kind: 'real' }, amount: -amount },
              { account: { house: clearing.kind, key: clearing.key }, amount },
            ];
          },
        },
        options,
      );
    },

    /**
     * A whole round of the casino's own games: its bet and, when it won, its win, written in one
     * statement with the caller's round row alongside, on the accounts the caller's transaction
     * holds (`lockAccounts`). The win goes back in the bet's proportion, as `win` does. Throws
     * RoundPostedBefore when the bet's key was posted before (the caller rolls back and answers
     * the stored round).
     */
    settleRound,

    /**
     * settleRound in ONE statement of its own, without a transaction around it, on the balances
     * the caller `expects` (as an earlier settlement left them): the statement locks the caller's
     * rows (`guarded.sql.guard`), then the accounts, and writes the round, and the caller's writes,
     * only when the guard holds and the balances are still the expected ones. Undefined when
     * anything differs or a key was posted before (nothing is written then): the caller falls
     * back to lockAccounts and settleRound, which tell why. On success `expected` holds the
     * balances after the round.
     */
    async settleRoundIfUnchanged(
      input: RoundInput & { winKey: string; win: bigint },
      options: { expected: HeldAccounts; guarded: Guarded },
    ) {
      const round = roundMovements(input);
      const posted = await applyIfUnchanged(await round.movements(db, true), options);
      return posted && { split: round.split()!, balances: balancesOf(options.expected), posted };
    },

    /**
     * A win settling a bet whose split the caller knows (a free spin of a round), in ONE
     * statement on expected balances, as settleRoundIfUnchanged: undefined, and nothing
     * written, when the guard or the balances differ or the key was posted before.
     */
    async winIfUnchanged(
      input: RoundInput & { betKey: string; betSplit: Split },
      options: { expected: HeldAccounts; guarded: Guarded },
    ) {
      const movement = winMovement(input, () => input.betSplit);
      const houseRefs = await houseRefsOf(movement, db, true);
      const posted = await applyIfUnchanged([{ movement, houseRefs }], options);
      return posted && { balances: balancesOf(options.expected), posted: posted[0]! };
    },

    /**
     * Cancels an earlier movement by posting its exact opposite. A movement is cancelled at most
     * once, whatever key the caller sends: the ledger key is derived from the original's.
     */
    async reverse(
      input: { originalKey: string; metadata?: Record<string, unknown> },
      options?: PostOptions,
    ) {
      const original = await find(input.originalKey, options?.tx);
      if (!original) throw unknownReference('The transaction to cancel is unknown.');
      const kinds = [
        ...new Set(
          original.entries.flatMap((entry) =>
            isPlayerAccount(entry.account) ? [entry.account.kind] : [],
          ),
        ),
      ];
      const house = original.entries.flatMap((entry) =>
        isPlayerAccount(entry.account)
          ? []
          : [{ kind: entry.account.house, key: entry.account.key }],
      );
      return post(
        {
          key: `reverse:${input.originalKey}`,
          kind: original.kind === 'bet' ? 'rollback' : 'correction',
          currency: original.currency,
          userId: original.userId,
          metadata: { ...input.metadata, reverses: original.transactionId },
          request: { op: 'reverse', originalKey: input.originalKey },
          lock: kinds,
          house,
          async plan() {
            return original.entries.map((entry) => ({
              account: entry.account,
              amount: -entry.amount,
            }));
          },
        },
        options,
      );
    },

    /** Money arriving from a payment provider onto the player's real balance. */
    async deposit(input: PaymentInput, options?: PostOptions) {
      const amount = positive(input.amount, input.currency);
      const clearing = { kind: 'payment_clearing' as const, key: input.provider };
      return post(
        {
          ...playerMovement('deposit', input),
          lock: ['real'],
          house: [clearing],
          async plan() {
            return [
              { account: { userId: input.userId, kind: 'real' }, amount },
              { account: { house: clearing.kind, key: clearing.key }, amount: -amount },
            ];
          },
        },
        options,
      );
    },

    /** Holds real money for a withdrawal request. */
    async hold(input: Omit<PaymentInput, 'provider'>, options?: PostOptions) {
      const amount = positive(input.amount, input.currency);
      return post(
        {
          ...playerMovement('withdrawal_hold', input),
          lock: ['real', 'withdrawal_hold'],
          house: [],
          async plan() {
            return [
              { account: { userId: input.userId, kind: 'real' }, amount: -amount },
              { account: { userId: input.userId, kind: 'withdrawal_hold' }, amount },
            ];
          },
        },
        options,
      );
    },

    /** Gives a held amount back to the player's real balance (request rejected or cancelled). */
    release(input: { holdKey: string; metadata?: Record<string, unknown> }, options?: PostOptions) {
      return endHold(input.holdKey, { to: 'player' }, input.metadata, options);
    },

    /** Pays a held amount out to the payment provider (withdrawal completed). */
    payout(
      input: { holdKey: string; provider: string; metadata?: Record<string, unknown> },
      options?: PostOptions,
    ) {
      return endHold(
        input.holdKey,
        { to: 'provider', provider: input.provider },
        input.metadata,
        options,
      );
    },

    /** Moves money between two of one player's own accounts. */
    async transfer(
      input: Omit<PaymentInput, 'provider'> & { from: PlayerAccountKind; to: PlayerAccountKind },
      options?: PostOptions,
    ) {
      const amount = positive(input.amount, input.currency);
      if (input.from === input.to) throw invalidAmount('A transfer needs two different accounts.');
      return post(
        {
          ...playerMovement('transfer', input, { from: input.from, to: input.to }),
          lock: [input.from, input.to],
          house: [],
          async plan() {
            return [
              { account: { userId: input.userId, kind: input.from }, amount: -amount },
              { account: { userId: input.userId, kind: input.to }, amount },
            ];
          },
        },
        options,
      );
    },

    /** Every cached balance of a player, by currency and account kind. */
    async balances(userId: number, executor: Executor = db) {
      const found = await executor.query<{
        kind: PlayerAccountKind;
        currency_code: CurrencyCode;
        balance: bigint;
      }>('select kind, currency_code, balance from wallet_accounts where user_id = $1', [userId]);
      const byCurrency = new Map<CurrencyCode, Map<PlayerAccountKind, bigint>>();
      for (const row of found) {
        const kinds = byCurrency.get(row.currency_code) ?? new Map<PlayerAccountKind, bigint>();
        kinds.set(row.kind, BigInt(row.balance));
        byCurrency.set(row.currency_code, kinds);
      }
      return byCurrency;
    },
  };

  async function endHold(
    holdKey: string,
    target: { to: 'player' } | { to: 'provider'; provider: string },
    metadata: Record<string, unknown> | undefined,
    options: PostOptions | undefined,
  ) {
    const hold = await find(holdKey, options?.tx);
    if (!hold || hold.kind !== 'withdrawal_hold' || hold.userId === null) {
      throw unknownReference('The withdrawal hold is unknown.');
    }
    const userId = hold.userId;
    const amount = hold.entries.find(
      (entry) => isPlayerAccount(entry.account) && entry.account.kind === 'withdrawal_hold',
    )?.amount;
    if (amount === undefined) throw unknownReference('The withdrawal hold is unknown.');
    const clearing =
      target.to === 'provider' ? { kind: 'payment_clearing' as const, key: target.provider } : null;
    // One key for both endings: a hold is released or paid out, once, never both.
    return post(
      {
        key: `hold-end:${holdKey}`,
        kind: clearing ? 'withdrawal_payout' : 'withdrawal_release',
        currency: hold.currency,
        userId,
        metadata: { ...metadata, hold: hold.transactionId },
        request: { op: 'end-hold', holdKey, ...target },
        lock: clearing ? ['withdrawal_hold'] : ['real', 'withdrawal_hold'],
        house: clearing ? [clearing] : [],
        async plan() {
          return [
            { account: { userId, kind: 'withdrawal_hold' }, amount: -amount },
            clearing
              ? { account: { house: clearing.kind, key: clearing.key }, amount }
              : { account: { userId, kind: 'real' }, amount },
          ];
        },
      },
      options,
    );
  }
}

export type Ledger = ReturnType<typeof createLedger>;

export interface RoundInput {
  key: string;
  userId: number;
  currency: CurrencyCode;
  amount: bigint;
  /** The game provider whose house account takes the other side. */
  provider: string;
  metadata?: Record<string, unknown>;
}

/** A round of the casino's own games as the ledger settles it: its bet and its win. */
export interface RoundSettlement extends RoundInput {
  /** The win's idempotency key (the win is posted only when `win` > 0). */
  winKey: string;
  win: bigint;
}

/** What settleRound posted, as handed to the caller's `record` and answered. */
export interface SettledRound {
  /** How the bet was paid (positive real and casino bonus parts). */
  split: Split;
  /** The held accounts' balances after the round. */
  balances: ReadonlyMap<PlayerAccountKind, bigint>;
  /** The bet, then the win when there was one. */
  posted: Posted[];
}

export interface SettleOptions<Recorded> {
  /** The caller's transaction, holding the player's real and bonus_casino accounts (`held`). */
  tx: Executor;
  held: HeldAccounts;
  /** Writes the caller's round row in `tx`, once the money is posted; its answer is `recorded`. */
  record: (settled: SettledRound) => Promise<Recorded>;
}

export interface PaymentInput {
  key: string;
  userId: number;
  currency: CurrencyCode;
  amount: bigint;
  /** The payment provider whose clearing account takes the other side. */
  provider: string;
  metadata?: Record<string, unknown>;
}

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

function fingerprintOf(movement: Movement): string {
  const body = JSON.stringify({ kind: movement.kind, ...movement.request }, (_key, value) =>
    typeof value === 'bigint' ? value.toString() : (value as unknown),
  );
  return createHash('sha256').update(body).digest('hex');
}

/** The shape of an applyHeld statement: how many values of each kind it takes. */
interface HeldShape {
  /** The caller's own parameters, numbered first. */
  prefix: number;
  /** Accounts whose balances are expected (guarded statements). */
  expected: number;
  movements: number;
  entries: number;
  /** Player accounts whose balance changes. */
  changes: number;
}

/** Kinds of caller SQL kept at most; a caller's SQL is meant to be a constant. */
const HELD_CALLERS = 256;
/** applyHeld's statement texts, by the caller's SQL (guarded or alongside), then by shape. */
const heldStatements = new Map<GuardedSql | string | undefined, Map<string, string>>();

/**
 * The text of an applyHeld statement: built once per caller SQL and shape, then the same string
 * object every time (the prepared-statement caches find it by a hash V8 keeps on the string).
 */
function heldStatement(caller: GuardedSql | string | undefined, shape: HeldShape): string {
  let byShape = heldStatements.get(caller);
  if (!byShape) {
    if (heldStatements.size >= HELD_CALLERS) {
      heldStatements.delete(heldStatements.keys().next().value);
    }
    heldStatements.set(caller, (byShape = new Map()));
  }
  const key = `${shape.prefix}|${shape.expected}|${shape.movements}|${shape.entries}|${shape.changes}`;
  let text = byShape.get(key);
  if (text === undefined) {
    text = buildHeldStatement(caller, shape);
    byShape.set(key, text);
  }
  return text;
}

function buildHeldStatement(caller: GuardedSql | string | undefined, shape: HeldShape): string {
  const guarded = typeof caller === 'object' ? caller : undefined;
  const alongside = typeof caller === 'string' ? caller : undefined;
  if (guarded?.writes.some((write) => !write.includes(READY))) {
    throw new Error('a guarded write must wait for READY');
  }
  let next = shape.prefix;
  const take = () => `$${++next}`;
  const rowsOf = (count: number, row: () => string) =>
    Array.from({ length: count }, row).join(', ');
  // What every write waits for: the guard and the expected balances, or all keys new.
  const gate = guarded ? READY : '(select yes from complete)';
  const head = guarded
    ? `guard as (${guarded.guard}),
         locked as (
           select id from wallet_accounts
           where (id, balance) in (${rowsOf(shape.expected, () => `(${take()}::bigint, ${take()}::bigint)`)})
             and (select count(*) from guard) >= 0
           order by id for update),
         ready as (
           select coalesce((select bool_and(ok) from guard), false)
             and (select count(*) from locked) = ${shape.expected} as yes),`
    : alongside
      ? `alongside as (${alongside}),`
      : '';
  const transactionsSql = rowsOf(
    shape.movements,
    () => `(${take()}, ${take()}, ${take()}::integer, ${take()}, ${take()}, ${take()}::jsonb)`,
  );
  const entriesSql = rowsOf(
    shape.entries,
    () => `(${take()}, ${take()}::bigint, ${take()}::bigint, ${take()}::bigint)`,
  );
  const changesSql = rowsOf(shape.changes, () => `(${take()}::bigint, ${take()}::bigint)`);
  return `with ${head}
         posted as (
           insert into wallet_transactions
             (idempotency_key, kind, user_id, currency_code, fingerprint, metadata)
           ${
             guarded
               ? `select * from (values ${transactionsSql}) as v where ${gate}`
               : `values ${transactionsSql} on conflict (idempotency_key) do nothing`
           }
           returning id, idempotency_key)
         ${guarded ? '' : `, complete as (select count(*) = ${shape.movements} as yes from posted)`}
         ${
           changesSql
             ? `, updated as (
                 update wallet_accounts as a set balance = a.balance + v.delta
                 from (values ${changesSql}) as v(id, delta)
                 where a.id = v.id and ${gate} returning a.id)`
             : ''
         }
         ${
           entriesSql
             ? `, entries as (
                 insert into wallet_entries (transaction_id, account_id, amount, balance_after)
                 select p.id, v.account_id, v.amount, v.balance_after
                 from (values ${entriesSql}) as v(key, account_id, amount, balance_after)
                 join posted p on p.idempotency_key = v.key
                 where ${gate})`
             : ''
         }
         ${(guarded?.writes ?? []).map((write, index) => `, write${index} as (${write})`).join('')}
       select coalesce((select json_agg(json_build_array(id::text, idempotency_key)) from posted),
           '[]'::json) as posted,
         ${alongside ? `coalesce((select json_agg(a) from alongside a), '[]'::json)` : `'[]'::json`} as rows`;
}

const houseRefKey = (kind: HouseAccountKind, key = '') => `${kind}|${key}`;

function assertBalanced(entries: EntryInput[]): void {
  const sum = entries.reduce((total, entry) => total + entry.amount, 0n);
  if (sum !== 0n) throw new Error(`unbalanced ledger transaction: entries sum to ${sum}`);
}

function invalidAmount(message: string): AppError {
  return new AppError(400, ErrorCode.WalletInvalidAmount, message);
}

function unknownReference(message: string): AppError {
  return new AppError(404, ErrorCode.WalletUnknownReference, message);
}

/** MAX_TRANSACTION_AMOUNT as bigints, and MAX_BALANCE_AMOUNT: read per entry, built once. */
const MAX_AMOUNT = Object.fromEntries(
  CURRENCY_CODES.map((currency) => [currency, BigInt(MAX_TRANSACTION_AMOUNT[currency])]),
) as Record<CurrencyCode, bigint>;
const MAX_BALANCE = BigInt(MAX_BALANCE_AMOUNT);

function positive(amount: bigint, currency: CurrencyCode): bigint {
  if (amount <= 0n) throw invalidAmount('The amount must be positive.');
  if (amount > MAX_AMOUNT[currency])
    throw invalidAmount("The amount is past the currency's maximum.");
  return amount;
}

function nonNegative(amount: bigint, currency: CurrencyCode): bigint {
  if (amount < 0n) throw invalidAmount('The amount cannot be negative.');
  if (amount > MAX_AMOUNT[currency])
    throw invalidAmount("The amount is past the currency's maximum.");
  return amount;
}
