import { ErrorCode, type CurrencyCode } from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isPlayerAccount, type PlayerAccountKind, type TransactionKind } from './accounts.js';
import type { Split } from './allocation.js';
import { createLedgerRepository, type BookedMovement } from './ledger.repository.js';
import {
  balancesOf,
  betMovement,
  bonusCreditMovement,
  bonusEndMovement,
  book,
  copyHeld,
  depositMovement,
  endHoldMovement,
  fingerprintOf,
  freeRoundWinMovement,
  holdMovement,
  paidSplit,
  returnToProviderMovement,
  reverseMovement,
  ROUND_ACCOUNTS,
  transferMovement,
  unknownReference,
  winMovement,
  type HeldAccounts,
  type Movement,
  type PaymentInput,
  type PostedEntry,
  type RoundInput,
  type RoundSettlement,
} from './movements.js';

/**
 * The ledger: the only code that moves money. Every call is one database transaction of entries
 * that sum to zero, posted once per idempotency key. The movements are decided in memory
 * (movements.ts), on the player's accounts locked in the transaction, and written by the
 * ledger's own statements (ledger.repository.ts).
 *
 * - post(movement): the general form; the named calls below build movements.
 * - bet / win / reverse: a game round (bets spend real money first, then casino bonus money;
 *   see allocation.ts). settleRound: a round of the casino's own games, bet and win at once.
 * - deposit / returnToProvider: money arriving from, or going back to, a payment provider.
 * - hold / release / payout: a withdrawal request holds real money; it ends exactly once, either
 *   released back to the player or paid out to the provider.
 * - transfer: between two of one player's own accounts.
 *
 * Idempotency: a call repeated with the same key returns the first result (`replayed: true`) and
 * moves nothing; the same key with a different request is refused (WALLET.IDEMPOTENCY_CONFLICT).
 * A refused call (insufficient funds…) leaves nothing behind, so it can be retried with its key.
 *
 * Concurrency: the player's accounts are locked (`for update`, in id order) before the balances
 * are read, so parallel debits never overdraw; the `balance >= 0` check constraint is the last
 * guard. House accounts keep no cached balance, so they are never locked.
 *
 * @example
 * const ledger = createLedger(database.sql);
 * await ledger.deposit({ key: 'payment:42', userId, currency: 'INR', amount: 10_000n, provider: 'upi' });
 * const bet = await ledger.bet({ key: 'game:x:1', userId, currency: 'INR', amount: 500n, provider: 'x' });
 * await ledger.win({ key: 'game:x:2', userId, currency: 'INR', amount: 900n, provider: 'x', betKey: bet.key });
 */
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
}

export interface PostOptions {
  /** Run inside the caller's database transaction (e.g. with a payment's status update). */
  tx?: SqlSession;
  /**
   * The player's accounts `tx` already holds locked (`lock`, or an earlier movement's
   * `Posted.accounts`): the movement is posted on them without locking again, and their balances
   * follow it.
   */
  held?: HeldAccounts;
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
  tx: SqlSession;
  held: HeldAccounts;
  /** Writes the caller's round row in `tx`, once the money is posted; its answer is `recorded`. */
  record: (settled: SettledRound) => Promise<Recorded>;
}

/**
 * A stake as the rules that join a bet's transaction see it (bonus wagering, DESIGN.md "Money is
 * a ledger": typed hooks, so no path skips them). Called after the bet (or its rollback) is
 * written, in its transaction, on the accounts it holds; a hook that throws refuses the bet.
 */
export interface StakeEvent {
  tx: SqlSession;
  /** The player's accounts the transaction holds; post further movements with `{ tx, held }`. */
  held: HeldAccounts;
  userId: number;
  currency: CurrencyCode;
  /** The bet's ledger key. */
  key: string;
  /** How the stake was paid; negative parts for a bet's rollback. */
  split: Split;
  /** The game's house key (the game provider) and the movement's metadata (game, roundId…). */
  provider: string;
  metadata: Record<string, unknown> | undefined;
  /** Own games settle bet and win at once: the round's win, and whether a feature stays open. */
  settled?: { win: bigint; open: boolean };
}
export type StakeHook = (event: StakeEvent) => Promise<void>;

/**
 * A movement of a player's money, handed to the hooks in its transaction once written (issue 22:
 * the realtime balance event, the balance-utilisation notification; issue 25: referral
 * commission, tournament points). Not called on a replay. A round of the casino's own games
 * (`settleRound`) is told as its bet; its win is the StakeEvent's `settled.win`.
 */
export interface MovementEvent {
  tx: SqlSession;
  userId: number;
  currency: CurrencyCode;
  kind: TransactionKind;
  key: string;
  /** What the movement did to this player's balances together (a deposit's +, a bet's −). */
  amount: bigint;
  /** The movement's metadata (a win's game and round, a deposit's payment). */
  metadata: Record<string, unknown> | undefined;
}
export type MovementHook = (event: MovementEvent) => Promise<void>;

/** A round whose bet key was posted before: the caller's transaction must roll back. */
export class RoundPostedBefore extends Error {}

/** The game provider whose house an entry list touches (a bet, a win, their rollbacks). */
function gameHouseOf(entries: PostedEntry[]): string | undefined {
  for (const { account } of entries) {
    if (!isPlayerAccount(account) && account.house === 'game_house') return account.key ?? '';
  }
  return undefined;
}

/** Whether `held` has every account a movement of its player posts on. */
const covers = (held: HeldAccounts | undefined, movement: Movement): held is HeldAccounts =>
  held !== undefined && movement.userId !== null && movement.lock.every((kind) => held.has(kind));

/** Balances booked on a copy become the held accounts' own once written. */
function keep(working: HeldAccounts, held: HeldAccounts) {
  for (const [kind, account] of working) {
    const kept = held.get(kind);
    if (kept) kept.balance = account.balance;
  }
}

export function createLedger(db: SqlRunner) {
  const repository = createLedgerRepository(db);
  /** Rules joining every stake's transaction (`onStake`); wiring, set once at start-up. */
  const stakeHooks: StakeHook[] = [];
  /** Rules told of every movement of a player's money (`onMovement`); set once at start-up. */
  const movementHooks: MovementHook[] = [];

  async function moved(tx: SqlSession, movement: Movement, entries: readonly PostedEntry[]) {
    if (movement.userId === null || movementHooks.length === 0) return;
    let amount = 0n;
    for (const entry of entries) {
      if (isPlayerAccount(entry.account) && entry.account.userId === movement.userId) {
        amount += entry.amount;
      }
    }
    for (const hook of movementHooks) {
      await hook({
        tx,
        userId: movement.userId,
        currency: movement.currency,
        kind: movement.kind,
        key: movement.key,
        amount,
        metadata: movement.metadata,
      });
    }
  }

  async function runStakeHooks(event: StakeEvent) {
    for (const hook of stakeHooks) await hook(event);
  }

  /** A posted bet or bet rollback, handed to the stake hooks in its transaction. */
  async function stakePosted(tx: SqlSession, movement: Movement, posted: Posted) {
    if (posted.replayed || stakeHooks.length === 0 || movement.userId === null) return;
    const provider = gameHouseOf(posted.entries);
    if (provider === undefined || (movement.kind !== 'bet' && movement.kind !== 'rollback')) return;
    await runStakeHooks({
      tx,
      held: posted.accounts!,
      userId: movement.userId,
      currency: movement.currency,
      key: movement.key,
      split: paidSplit(posted.entries),
      provider,
      metadata: movement.metadata,
    });
  }

  async function replay(tx: SqlSession, movement: Movement, fingerprint: string): Promise<Posted> {
    const existing = await repository.transaction(tx, movement.key);
    if (!existing) throw new Error(`transaction ${movement.key} vanished during its replay`);
    if (existing.fingerprint !== fingerprint) {
      throw new AppError(
        409,
        ErrorCode.WalletIdempotencyConflict,
        'This transaction id was already used for a different request.',
      );
    }
    return {
      transactionId: existing.id,
      key: movement.key,
      kind: existing.kind,
      replayed: true,
      entries: await repository.entriesOf(tx, existing.id),
    };
  }

  function lockFor(tx: SqlSession, movement: Movement): Promise<HeldAccounts> | HeldAccounts {
    if (movement.userId === null || movement.lock.length === 0) return new Map();
    return repository.lockPlayerAccounts(tx, movement.userId, movement.currency, movement.lock);
  }

  /**
   * Books a movement on the held (or now locked) accounts and writes it. A key posted before is
   * answered as a replay, also when the movement no longer fits the balances it once spent.
   */
  async function postIn(
    tx: SqlSession,
    movement: Movement,
    houseIds: Map<string, number>,
    held: HeldAccounts | undefined,
  ): Promise<Posted> {
    const posted = await postOnce(tx, movement, houseIds, held);
    await stakePosted(tx, movement, posted);
    if (!posted.replayed) await moved(tx, movement, posted.entries);
    return posted;
  }

  async function postOnce(
    tx: SqlSession,
    movement: Movement,
    houseIds: Map<string, number>,
    held: HeldAccounts | undefined,
  ): Promise<Posted> {
    const fingerprint = fingerprintOf(movement);
    const accounts = covers(held, movement) ? held : await lockFor(tx, movement);
    const working = copyHeld(accounts);
    let booked: ReturnType<typeof book>;
    try {
      booked = book(movement, working, houseIds);
    } catch (error) {
      if (error instanceof AppError && (await repository.isPosted(tx, movement.key))) {
        return replay(tx, movement, fingerprint);
      }
      throw error;
    }
    const ids = await repository.write(tx, [{ movement, fingerprint, rows: booked.rows }]);
    const transactionId = ids.get(movement.key);
    if (transactionId === undefined) return replay(tx, movement, fingerprint);
    keep(working, accounts);
    // Accounts locked anew that the caller's `held` also has must not keep a stale balance there.
    if (held && held !== accounts) keep(working, held);
    return {
      transactionId,
      key: movement.key,
      kind: movement.kind,
      replayed: false,
      entries: booked.entries,
      balances: balancesOf(accounts),
      accounts,
    };
  }

  /**
   * The general form of every call: locks the player's accounts named in `movement.lock` (unless
   * `held` has them), asks `plan` for the entries with the balances in hand, checks they sum to
   * zero and leave no player balance negative, and writes them.
   */
  async function post(movement: Movement, options: PostOptions = {}): Promise<Posted> {
    const { tx, held } = options;
    // Outside any transaction a house row found or created is kept for the process; inside the
    // caller's `tx` one created may still roll back, so it is not (repository.houseAccountIds).
    const houseIds = await repository.houseAccountIds(tx ?? db, movement, !tx);
    if (tx) return postIn(tx, movement, houseIds, held);
    return db.transaction((own) => postIn(own, movement, houseIds, undefined));
  }

  /**
   * A whole round of the casino's own games on the accounts the caller's transaction holds
   * (`lock`): its bet and, when it won, its win in the bet's proportion (as `win`), written in one
   * statement, then the caller's `record` of the round in the same transaction. Throws
   * RoundPostedBefore when the bet's key was posted before: let it roll the transaction back
   * (the round's other rows may have been written), then answer the stored round.
   *
   * @example
   * await sql.transaction(async (tx) => {
   *   const held = await ledger.lock(tx, { userId, currency, kinds: ['real', 'bonus_casino'] });
   *   return ledger.settleRound(round, { tx, held, record: (settled) => rounds.insert(tx, settled) });
   * });
   */
  async function settleRound<Recorded>(
    round: RoundSettlement,
    { tx, held, record }: SettleOptions<Recorded>,
  ): Promise<SettledRound & { recorded: Recorded }> {
    const bet = betMovement(round);
    if (!covers(held, bet)) throw new Error('settleRound needs real and bonus_casino held');
    const houseIds = await repository.houseAccountIds(tx, bet, false);
    const working = copyHeld(held);
    const booked: (BookedMovement & { entries: PostedEntry[] })[] = [];
    let split: Split;
    try {
      const paid = book(bet, working, houseIds);
      split = paidSplit(paid.entries);
      booked.push({ movement: bet, fingerprint: fingerprintOf(bet), ...paid });
      if (round.win > 0n) {
        const win = winMovement(
          { ...round, key: round.winKey, amount: round.win, betKey: round.key },
          split,
        );
        booked.push({
          movement: win,
          fingerprint: fingerprintOf(win),
          ...book(win, working, houseIds),
        });
      }
    } catch (error) {
      if (error instanceof AppError && (await repository.isPosted(tx, round.key))) {
        throw new RoundPostedBefore(round.key);
      }
      throw error;
    }
    const ids = await repository.write(tx, booked);
    if (ids.size < booked.length) throw new RoundPostedBefore(round.key);
    keep(working, held);
    if (stakeHooks.length > 0) {
      await runStakeHooks({
        tx,
        held,
        userId: round.userId,
        currency: round.currency,
        key: round.key,
        split,
        provider: round.provider,
        metadata: round.metadata,
        settled: { win: round.win, open: round.open ?? false },
      });
    }
    await moved(tx, bet, booked[0]!.entries);
    const settled: SettledRound = {
      split,
      balances: balancesOf(held),
      posted: booked.map(({ movement, entries }) => ({
        transactionId: ids.get(movement.key)!,
        key: movement.key,
        kind: movement.kind,
        replayed: false,
        entries,
        balances: balancesOf(held),
        accounts: held,
      })),
    };
    return { ...settled, recorded: await record(settled) };
  }

  const find = repository.find;

  return {
    post,
    find,
    settleRound,

    /** Adds a rule every stake's transaction runs (StakeEvent); called once at start-up. */
    onStake(hook: StakeHook) {
      stakeHooks.push(hook);
    },

    /** Adds a rule told of every movement of a player's money (MovementEvent); at start-up. */
    onMovement(hook: MovementHook) {
      movementHooks.push(hook);
    },

    /** Bonus money from the house's bonus expense onto a player's account (a grant, a refund). */
    async bonusCredit(input: Parameters<typeof bonusCreditMovement>[0], options?: PostOptions) {
      return post(bonusCreditMovement(input), options);
    },

    /**
     * Ends a bonus account's money: `toReal` to the real balance, `forfeit` back to the bonus
     * expense, in one transaction (bonuses: conversion, expiry, cancellation).
     */
    async bonusEnd(input: Parameters<typeof bonusEndMovement>[0], options?: PostOptions) {
      return post(bonusEndMovement(input), options);
    },

    /** A free round's win onto the player's free-spin winnings (no stake taken). */
    async freeRoundWin(input: RoundInput, options?: PostOptions) {
      return post(freeRoundWinMovement(input), options);
    },

    /**
     * Locks the player's accounts of `kinds` in the caller's transaction (in id order, created at
     * zero when missing), for the calls' `held`. Lock the caller's own rows (a payment, a seed
     * pair, a round) first, as everywhere else, so no two transactions take them in different
     * orders.
     */
    lock(
      tx: SqlSession,
      owner: { userId: number; currency: CurrencyCode; kinds: PlayerAccountKind[] },
    ) {
      return repository.lockPlayerAccounts(tx, owner.userId, owner.currency, owner.kinds);
    },

    /** Debits a bet: real money first, then casino bonus money; answers how it was paid. */
    async bet(input: RoundInput, options?: PostOptions) {
      const posted = await post(betMovement(input), options);
      return { ...posted, split: paidSplit(posted.entries) };
    },

    /**
     * Credits a win; with `betKey` it goes back in the proportion that bet was paid
     * (allocation.ts). A win of zero records the key and moves nothing. A caller that knows the
     * bet's split (`bet()` or `betSplit()` answered it) passes it as `betSplit`, which spares
     * reading the bet back.
     */
    async win(input: RoundInput & { betKey?: string; betSplit?: Split }, options?: PostOptions) {
      let split = input.betSplit;
      if (input.betKey !== undefined && split === undefined) {
        const bet = await repository.bet(input.betKey, options?.tx);
        if (!bet || bet.userId !== input.userId) {
          throw unknownReference('The bet this win settles is unknown.');
        }
        split = bet.split;
      }
      return post(winMovement(input, split), options);
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
      return post(reverseMovement(input.originalKey, original, input.metadata), options);
    },

    /** Money arriving from a payment provider onto the player's real balance. */
    async deposit(input: PaymentInput, options?: PostOptions) {
      return post(depositMovement(input), options);
    },

    /**
     * Takes money from the player's real balance back to a payment provider's clearing account:
     * a credited deposit the provider took back (`step: 'reversal'`), or a payout the provider
     * made after its hold went back to the player (`'late-payout'`). Not covered:
     * InsufficientFunds. Posted once per payment and step.
     */
    async returnToProvider(
      input: Parameters<typeof returnToProviderMovement>[0],
      options?: PostOptions,
    ) {
      return post(returnToProviderMovement(input), options);
    },

    /** Holds real money for a withdrawal request. */
    async hold(input: Omit<PaymentInput, 'provider'>, options?: PostOptions) {
      return post(holdMovement(input), options);
    },

    /** Gives a held amount back to the player's real balance (request rejected or cancelled). */
    async release(
      input: { holdKey: string; metadata?: Record<string, unknown> },
      options?: PostOptions,
    ) {
      const hold = await find(input.holdKey, options?.tx);
      return post(endHoldMovement(input.holdKey, hold, { to: 'player' }, input.metadata), options);
    },

    /** Pays a held amount out to the payment provider (withdrawal completed). */
    async payout(
      input: { holdKey: string; provider: string; metadata?: Record<string, unknown> },
      options?: PostOptions,
    ) {
      const hold = await find(input.holdKey, options?.tx);
      const target = { to: 'provider' as const, provider: input.provider };
      return post(endHoldMovement(input.holdKey, hold, target, input.metadata), options);
    },

    /** Moves money between two of one player's own accounts. */
    async transfer(
      input: Omit<PaymentInput, 'provider'> & { from: PlayerAccountKind; to: PlayerAccountKind },
      options?: PostOptions,
    ) {
      return post(transferMovement(input), options);
    },

    /** Every cached balance of a player, by currency and account kind. */
    balances: repository.balances,

    /**
     * How a posted bet was paid: its real and casino bonus parts (positive), or undefined when
     * no bet was posted under `betKey`. A later win of the round goes back in this proportion.
     */
    async betSplit(betKey: string, executor?: SqlSession): Promise<Split | undefined> {
      return (await repository.bet(betKey, executor))?.split;
    },

    /**
     * The distinct rounds of the bets game providers placed through the seamless wallet
     * (`../game-wallet`, keys `game:…`) since `since`, per provider and game id, as their
     * metadata names them; rolled-back bets included.
     */
    providerBetRounds: repository.providerBetRounds,

    /** What a bet may spend: the player's real plus casino bonus money in `currency`. */
    spendable(userId: number, currency: CurrencyCode, executor?: SqlSession): Promise<bigint> {
      return repository.sumOf(userId, currency, ROUND_ACCOUNTS, executor);
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
