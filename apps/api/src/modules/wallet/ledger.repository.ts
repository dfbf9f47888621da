import type { CurrencyCode } from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import type { HouseAccountKind, PlayerAccountKind, TransactionKind } from './accounts.js';
import type { Split } from './allocation.js';
import {
  deltasOf,
  houseRefKey,
  type EntryRow,
  type FoundTransaction,
  type HeldAccounts,
  type HouseRef,
  type Movement,
  type PostedEntry,
} from './movements.js';

/** A movement booked in memory (movements.ts `book`), ready to be written. */
export interface BookedMovement {
  movement: Movement;
  fingerprint: string;
  rows: EntryRow[];
}

/*
 * Every statement is a constant text (arrays through `unnest`, never a placeholder list built per
 * call), so each is prepared once per connection however many entries a call writes.
 */

const LOCK_SQL = `select id, kind, balance from wallet_accounts
  where user_id = $1 and currency_code = $2 and kind = any($3::text[])
  order by id for update`;

const CREATE_ACCOUNTS_SQL = `insert into wallet_accounts (user_id, kind, currency_code, balance)
  select $1, kind, $2, 0 from unnest($3::text[]) as kind
  on conflict do nothing`;

/**
 * Transactions, their entries and the balances they change, in one statement: the fewer round
 * trips under the accounts' lock, the sooner the player's next call can take it. Nothing but
 * transaction rows is written unless every key is new (`complete`): a key posted before leaves
 * the others' rows behind, so the caller replays one movement, or rolls a round back.
 */
const WRITE_SQL = `with posted as (
    insert into wallet_transactions
      (idempotency_key, kind, user_id, currency_code, fingerprint, metadata)
    select t.key, t.kind, t.user_id::integer, t.currency_code, t.fingerprint, t.metadata::jsonb
    from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
      with ordinality as t(key, kind, user_id, currency_code, fingerprint, metadata, ord)
    order by t.ord
    on conflict (idempotency_key) do nothing
    returning id, idempotency_key),
  complete as (select count(*) = cardinality($1::text[]) as yes from posted),
  updated as (
    update wallet_accounts as a set balance = a.balance + v.delta::bigint
    from unnest($11::text[], $12::text[]) as v(id, delta)
    where a.id = v.id::bigint and (select yes from complete)
    returning a.id),
  entries as (
    insert into wallet_entries (transaction_id, account_id, amount, balance_after)
    select p.id, v.account_id::bigint, v.amount::bigint, v.balance_after::bigint
    from unnest($7::text[], $8::text[], $9::text[], $10::text[])
      with ordinality as v(key, account_id, amount, balance_after, ord)
    join posted p on p.idempotency_key = v.key
    where (select yes from complete)
    order by v.ord)
  select id::text as id, idempotency_key as key from posted`;

const ENTRIES_SQL = `select e.amount, e.balance_after, a.user_id, a.kind, a.key
  from wallet_entries e join wallet_accounts a on a.id = e.account_id
  where e.transaction_id = $1 order by e.id`;

const BET_SQL = `select t.user_id, -sum(e.amount) filter (where a.kind = 'real') as real,
    -sum(e.amount) filter (where a.kind = 'bonus_casino') as bonus
  from wallet_transactions t
  join wallet_entries e on e.transaction_id = t.id
  join wallet_accounts a on a.id = e.account_id and a.user_id is not null
  where t.idempotency_key = $1 and t.kind = 'bet'
  group by t.id`;

/*
 * The seamless wallet's bets (keys `game:…`) counted by the provider, game and round their
 * metadata name; the literal prefix lets the partial index of migration 0008 serve it.
 */
const PROVIDER_BET_ROUNDS_SQL = `select t.metadata->>'provider' as provider,
    t.metadata->>'gameId' as game_id, count(distinct t.metadata->>'roundId')::int as rounds
  from wallet_transactions t
  where t.kind = 'bet' and t.idempotency_key like 'game:%' and t.created_at > $1::timestamptz
  group by 1, 2`;

/** The ledger's SQL: nothing else reads or writes the wallet_* tables. */
export function createLedgerRepository(db: SqlRunner) {
  /** House account ids never change once committed, so they are looked up once per process. */
  const houseIds = new Map<string, number>();

  async function houseAccountId(
    executor: SqlSession,
    ref: HouseRef,
    currency: CurrencyCode,
    cacheable: boolean,
  ): Promise<number> {
    const cacheKey = `${houseRefKey(ref)}|${currency}`;
    const cached = houseIds.get(cacheKey);
    if (cached !== undefined) return cached;
    const key = ref.key ?? '';
    const inserted = await executor.query<{ id: number }>(
      `insert into wallet_accounts (kind, currency_code, key) values ($1, $2, $3)
       on conflict do nothing returning id`,
      [ref.kind, currency, key],
    );
    const id =
      inserted[0]?.id ??
      (
        await executor.query<{ id: number }>(
          `select id from wallet_accounts
           where user_id is null and kind = $1 and currency_code = $2 and key = $3`,
          [ref.kind, currency, key],
        )
      )[0]?.id;
    if (id === undefined) throw new Error(`house account ${cacheKey} could not be created`);
    // A row inserted inside a caller's open transaction may still roll back: not cached.
    if (cacheable || !inserted[0]) houseIds.set(cacheKey, Number(id));
    return Number(id);
  }

  async function entriesOf(executor: SqlSession, transactionId: number): Promise<PostedEntry[]> {
    const found = await executor.query<{
      amount: bigint;
      balance_after: bigint | null;
      user_id: number | null;
      kind: string;
      key: string;
    }>(ENTRIES_SQL, [transactionId]);
    return found.map((row) => ({
      account:
        row.user_id === null
          ? { house: row.kind as HouseAccountKind, key: row.key }
          : { userId: Number(row.user_id), kind: row.kind as PlayerAccountKind },
      amount: BigInt(row.amount),
      balanceAfter: row.balance_after === null ? null : BigInt(row.balance_after),
    }));
  }

  return {
    /**
     * The ids of the house accounts a movement declares, by `houseRefKey` (created when
     * missing). `cacheable`: `executor` is outside any transaction, so a created row is kept.
     */
    async houseAccountIds(
      executor: SqlSession,
      movement: Pick<Movement, 'house' | 'currency'>,
      cacheable: boolean,
    ): Promise<Map<string, number>> {
      const ids = new Map<string, number>();
      for (const ref of movement.house) {
        ids.set(
          houseRefKey(ref),
          await houseAccountId(executor, ref, movement.currency, cacheable),
        );
      }
      return ids;
    },

    /** The player's accounts of `kinds`, locked in id order (created at zero when missing). */
    async lockPlayerAccounts(
      tx: SqlSession,
      userId: number,
      currency: CurrencyCode,
      kinds: PlayerAccountKind[],
    ): Promise<HeldAccounts> {
      const select = () =>
        tx.query<{ id: number; kind: PlayerAccountKind; balance: bigint }>(LOCK_SQL, [
          userId,
          currency,
          kinds,
        ]);
      let found = await select();
      if (found.length < kinds.length) {
        const missing = kinds.filter((kind) => !found.some((row) => row.kind === kind));
        await tx.query(CREATE_ACCOUNTS_SQL, [userId, currency, missing]);
        found = await select();
      }
      return new Map(
        found.map((row) => [row.kind, { id: Number(row.id), balance: BigInt(row.balance) }]),
      );
    },

    /**
     * Writes booked movements on accounts `tx` holds locked: their transactions, entries and
     * balance changes in one statement. Answers the transaction id of each key it posted; a key
     * posted before is missing from the answer and then nothing else was written but the other
     * movements' transaction rows (see WRITE_SQL).
     */
    async write(tx: SqlSession, booked: BookedMovement[]): Promise<Map<string, number>> {
      const entries = booked.flatMap(({ movement, rows }) =>
        rows.map((row) => ({ key: movement.key, ...row })),
      );
      const changes = deltasOf(entries);
      const written = await tx.query<{ id: string; key: string }>(WRITE_SQL, [
        booked.map(({ movement }) => movement.key),
        booked.map(({ movement }) => movement.kind),
        booked.map(({ movement }) => (movement.userId === null ? null : String(movement.userId))),
        booked.map(({ movement }) => movement.currency),
        booked.map(({ fingerprint }) => fingerprint),
        booked.map(({ movement }) => JSON.stringify(movement.metadata ?? {})),
        entries.map((entry) => entry.key),
        entries.map((entry) => String(entry.accountId)),
        entries.map((entry) => entry.amount.toString()),
        entries.map((entry) => entry.balanceAfter?.toString() ?? null),
        changes.map(([id]) => String(id)),
        changes.map(([, delta]) => delta.toString()),
      ]);
      return new Map(written.map((row) => [row.key, Number(row.id)]));
    },

    /** The stored transaction under `key`, with the fingerprint a replay must match. */
    async transaction(executor: SqlSession, key: string) {
      const [found] = await executor.query<{
        id: number;
        kind: TransactionKind;
        fingerprint: string;
        user_id: number | null;
        currency_code: CurrencyCode;
      }>(
        `select id, kind, fingerprint, user_id, currency_code from wallet_transactions
         where idempotency_key = $1`,
        [key],
      );
      return found && { ...found, id: Number(found.id) };
    },

    entriesOf,

    /** The posted entries of an earlier call, found by its key (undefined when never posted). */
    async find(key: string, executor: SqlSession = db): Promise<FoundTransaction | undefined> {
      const [found] = await executor.query<{
        id: number;
        kind: TransactionKind;
        user_id: number | null;
        currency_code: CurrencyCode;
      }>(
        `select id, kind, user_id, currency_code from wallet_transactions
         where idempotency_key = $1`,
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
    },

    async isPosted(executor: SqlSession, key: string): Promise<boolean> {
      const found = await executor.query(
        'select 1 from wallet_transactions where idempotency_key = $1',
        [key],
      );
      return found.length > 0;
    },

    /** Every cached balance of a player, by currency and account kind. */
    async balances(userId: number, executor: SqlSession = db) {
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

    /** A posted bet's player and real and casino bonus parts (positive); undefined when none. */
    async bet(
      betKey: string,
      executor: SqlSession = db,
    ): Promise<{ userId: number; split: Split } | undefined> {
      const [found] = await executor.query<{
        user_id: number;
        real: bigint | null;
        bonus: bigint | null;
      }>(BET_SQL, [betKey]);
      if (!found) return undefined;
      return {
        userId: Number(found.user_id),
        split: { real: BigInt(found.real ?? 0), bonus: BigInt(found.bonus ?? 0) },
      };
    },

    /** Distinct rounds of the game providers' bets since `since`, per provider and game. */
    async providerBetRounds(since: Date, executor: SqlSession = db) {
      const rows = await executor.query<{ provider: string; game_id: string; rounds: number }>(
        PROVIDER_BET_ROUNDS_SQL,
        [since.toISOString()],
      );
      return rows.map((row) => ({
        provider: row.provider,
        gameId: row.game_id,
        rounds: Number(row.rounds),
      }));
    },

    /** The sum of the player's cached balances of `kinds` in `currency`. */
    async sumOf(
      userId: number,
      currency: CurrencyCode,
      kinds: PlayerAccountKind[],
      executor: SqlSession = db,
    ): Promise<bigint> {
      const [found] = await executor.query<{ total: bigint | null }>(
        `select sum(balance) as total from wallet_accounts
         where user_id = $1 and currency_code = $2 and kind = any($3::text[])`,
        [userId, currency, kinds],
      );
      return BigInt(found?.total ?? 0);
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
