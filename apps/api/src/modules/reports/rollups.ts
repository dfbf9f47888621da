import type { SqlRunner, SqlSession } from '../../db/client.js';
import { paymentChangesSince, type PaymentChange } from '../payments/index.js';
import { finishedRoundTotals } from '../play/index.js';
import { registrationFoldLimit, registrationTotals } from '../users/index.js';
import { ledgerFoldLimit, ledgerTotals } from '../wallet/index.js';

/** The transaction-level advisory lock one folder holds; others skip their round. */
const FOLD_LOCK = 20_210_021;
/** Payment changes are re-read this far back: a change committed late is still seen once. */
const PAYMENT_OVERLAP_MS = 60_000;
const PAYMENT_BATCH = 5_000;
/**
 * At most this many ledger transactions (or registrations) per fold: a backlog (the first fold
 * over years of history, a bulk import) is folded over several rounds of bounded length.
 */
export const FOLD_BATCH = 200_000n;

/** Statuses a payment ends in that count as success (deposits) or payout (withdrawals). */
export const SUCCESS_STATUSES = { deposit: 'success', withdraw: 'completed' } as const;

interface Mark {
  lastId: bigint;
  lastAt: string;
}

const ISO_TEXT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

async function readMarks(tx: SqlSession): Promise<Map<string, Mark>> {
  const rows = await tx.query<{ source: string; last_id: string; last_at: string }>(
    `select source, last_id::text as last_id,
       to_char(last_at at time zone 'UTC', ${ISO_TEXT}) as last_at
     from report_watermarks`,
  );
  return new Map(
    rows.map((row) => [row.source, { lastId: BigInt(row.last_id), lastAt: row.last_at }]),
  );
}

const EPOCH: Mark = { lastId: 0n, lastAt: '1970-01-01T00:00:00.000000Z' };

async function writeMark(tx: SqlSession, source: string, mark: Mark) {
  await tx.query(
    `insert into report_watermarks (source, last_id, last_at, folded_at)
     values ($1, $2::bigint, $3::timestamptz, now())
     on conflict (source) do update set last_id = excluded.last_id, last_at = excluded.last_at,
       folded_at = now()`,
    [source, mark.lastId.toString(), mark.lastAt],
  );
}

/** Columns of `rows` as text arrays, for one `unnest` insert. */
function columns<T>(rows: T[], pick: ((row: T) => unknown)[]): string[][] {
  return pick.map((get) => rows.map((row) => String(get(row))));
}

async function foldLedger(tx: SqlSession, mark: Mark, lagMs: number): Promise<Mark | null> {
  const limit = await ledgerFoldLimit(tx, lagMs);
  if (limit <= mark.lastId) return null;
  const upTo = limit < mark.lastId + FOLD_BATCH ? limit : mark.lastId + FOLD_BATCH;
  const totals = await ledgerTotals(tx, mark.lastId, upTo);
  if (totals.games.length > 0) {
    await tx.query(
      `insert into report_daily_games (day, currency_code, provider, game, bets, wins, rounds)
       select d::date, c, p, g, b::bigint, w::bigint, r::bigint
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
         $7::text[]) as x(d, c, p, g, b, w, r)
       on conflict (day, currency_code, provider, game) do update set
         bets = report_daily_games.bets + excluded.bets,
         wins = report_daily_games.wins + excluded.wins,
         rounds = report_daily_games.rounds + excluded.rounds`,
      columns(totals.games, [
        (row) => row.day,
        (row) => row.currency,
        (row) => row.provider,
        (row) => row.game,
        (row) => row.bets,
        (row) => row.wins,
        (row) => row.rounds,
      ]),
    );
  }
  if (totals.bonuses.length > 0) {
    await tx.query(
      `insert into report_daily_bonus (day, currency_code, bonus_credited)
       select d::date, c, a::bigint from unnest($1::text[], $2::text[], $3::text[]) as x(d, c, a)
       on conflict (day, currency_code) do update set
         bonus_credited = report_daily_bonus.bonus_credited + excluded.bonus_credited`,
      columns(totals.bonuses, [(row) => row.day, (row) => row.currency, (row) => row.amount]),
    );
  }
  if (totals.active.length > 0) await foldActive(tx, totals.active);
  return { ...mark, lastId: upTo };
}

/**
 * Who bet, per day: the (day, player) pairs not counted before add to that day's `players`; each
 * player's latest day moves forward (never back: the ledger's days are not strictly in id
 * order), taking the player out of the old day's `last_active` and into the new one's. The
 * dashboard then reads a few rows per day instead of every (day, player) pair of its range.
 */
async function foldActive(tx: SqlSession, active: { day: string; userId: number }[]) {
  const pairs = columns(active, [(row) => row.day, (row) => row.userId]);
  await tx.query(
    `with added as (
       insert into report_active_players (day, user_id)
       select d::date, u::integer from unnest($1::text[], $2::text[]) as x(d, u)
       on conflict do nothing
       returning day)
     insert into report_daily_active (day, players)
     select day, count(*) from added group by day
     on conflict (day) do update set players = report_daily_active.players + excluded.players`,
    pairs,
  );
  // All parts of one statement see the same snapshot: `before` reads the days the upsert
  // replaces. The fold lock keeps other folders out meanwhile.
  await tx.query(
    `with latest as (
       select u::integer as user_id, max(d::date) as day
       from unnest($1::text[], $2::text[]) as x(d, u) group by 1),
     before as (
       select l.user_id, l.day from report_player_last_active l join latest using (user_id)),
     moved as (
       insert into report_player_last_active as l (user_id, day)
       select user_id, day from latest
       on conflict (user_id) do update set day = excluded.day where l.day < excluded.day
       returning l.user_id, l.day),
     shifts as (
       select day, 1 as n from moved
       union all
       select before.day, -1 from before join moved using (user_id))
     insert into report_daily_active (day, last_active)
     select day, sum(n) from shifts group by day
     on conflict (day) do update set
       last_active = report_daily_active.last_active + excluded.last_active`,
    pairs,
  );
}

async function foldRegistrations(tx: SqlSession, mark: Mark, lagMs: number): Promise<Mark | null> {
  const limit = await registrationFoldLimit(tx, lagMs);
  if (limit <= mark.lastId) return null;
  const upTo = limit < mark.lastId + FOLD_BATCH ? limit : mark.lastId + FOLD_BATCH;
  const totals = await registrationTotals(tx, mark.lastId, upTo);
  if (totals.length > 0) {
    await tx.query(
      `insert into report_daily_players (day, currency_code, registrations)
       select d::date, c, n::bigint from unnest($1::text[], $2::text[], $3::text[]) as x(d, c, n)
       on conflict (day, currency_code) do update set
         registrations = report_daily_players.registrations + excluded.registrations`,
      columns(totals, [(row) => row.day, (row) => row.currency, (row) => row.count]),
    );
  }
  return { ...mark, lastId: upTo };
}

async function foldRounds(tx: SqlSession, mark: Mark, lagMs: number): Promise<Mark | null> {
  const [bound] = await tx.query<{ up_to: string }>(
    `select to_char((now() - ($1::int * interval '1 millisecond')) at time zone 'UTC', ${ISO_TEXT})
       as up_to`,
    [lagMs],
  );
  const upTo = bound!.up_to;
  if (upTo <= mark.lastAt) return null;
  const totals = await finishedRoundTotals(tx, mark.lastAt, upTo);
  if (totals.length > 0) {
    await tx.query(
      `insert into report_daily_rtp (day, title_id, currency_code, rounds, bets, wins, sum_ratio,
         sum_ratio_sq)
       select d::date, t, c, n::bigint, b::bigint, w::bigint, s::float8, q::float8
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
         $7::text[], $8::text[]) as x(d, t, c, n, b, w, s, q)
       on conflict (day, title_id, currency_code) do update set
         rounds = report_daily_rtp.rounds + excluded.rounds,
         bets = report_daily_rtp.bets + excluded.bets,
         wins = report_daily_rtp.wins + excluded.wins,
         sum_ratio = report_daily_rtp.sum_ratio + excluded.sum_ratio,
         sum_ratio_sq = report_daily_rtp.sum_ratio_sq + excluded.sum_ratio_sq`,
      columns(totals, [
        (row) => row.day,
        (row) => row.titleId,
        (row) => row.currency,
        (row) => row.rounds,
        (row) => row.bets,
        (row) => row.wins,
        (row) => row.sumRatio,
        (row) => row.sumRatioSq,
      ]),
    );
  }
  return { ...mark, lastAt: upTo };
}

interface Bucket {
  day: string;
  currency: string;
  method: string;
  kind: string;
  status: string;
  count: bigint;
  amount: bigint;
}

/**
 * Folds one batch of payment changes: each payment leaves the bucket it was last counted in
 * (report_payment_states) and enters the one of its status now; a deposit reaching success is
 * the player's first deposit when none was counted before.
 */
async function foldPaymentBatch(tx: SqlSession, changes: PaymentChange[]) {
  const known = await tx.query<{
    payment_id: string;
    day: string;
    currency_code: string;
    method_code: string;
    kind: string;
    status: string;
    amount: string;
  }>(
    `select payment_id, to_char(day, 'YYYY-MM-DD') as day, currency_code, method_code, kind,
       status, amount::text as amount
     from report_payment_states where payment_id = any($1::uuid[])`,
    [changes.map((change) => change.id)],
  );
  const last = new Map(known.map((row) => [row.payment_id, row]));
  const deltas = new Map<string, Bucket>();
  const add = (bucket: Omit<Bucket, 'count' | 'amount'>, count: bigint, amount: bigint) => {
    const key = [bucket.day, bucket.currency, bucket.method, bucket.kind, bucket.status].join('|');
    const found = deltas.get(key) ?? { ...bucket, count: 0n, amount: 0n };
    found.count += count;
    found.amount += amount;
    deltas.set(key, found);
  };
  const moved: PaymentChange[] = [];
  for (const change of changes) {
    const before = last.get(change.id);
    if (before?.status === change.status) continue;
    if (before) {
      add(
        {
          day: before.day,
          currency: before.currency_code,
          method: before.method_code,
          kind: before.kind,
          status: before.status,
        },
        -1n,
        -BigInt(before.amount),
      );
    }
    add(
      {
        day: change.day,
        currency: change.currency,
        method: change.methodCode,
        kind: change.kind,
        status: change.status,
      },
      1n,
      change.amount,
    );
    last.set(change.id, {
      payment_id: change.id,
      day: change.day,
      currency_code: change.currency,
      method_code: change.methodCode,
      kind: change.kind,
      status: change.status,
      amount: change.amount.toString(),
    });
    moved.push(change);
  }
  if (moved.length === 0) return;
  const buckets = [...deltas.values()].filter(
    (bucket) => bucket.count !== 0n || bucket.amount !== 0n,
  );
  if (buckets.length > 0) {
    await tx.query(
      `insert into report_daily_payments (day, currency_code, method_code, kind, status, count,
         amount)
       select d::date, c, m, k, s, n::bigint, a::bigint
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
         $7::text[]) as x(d, c, m, k, s, n, a)
       on conflict (day, currency_code, method_code, kind, status) do update set
         count = report_daily_payments.count + excluded.count,
         amount = report_daily_payments.amount + excluded.amount`,
      columns(buckets, [
        (row) => row.day,
        (row) => row.currency,
        (row) => row.method,
        (row) => row.kind,
        (row) => row.status,
        (row) => row.count,
        (row) => row.amount,
      ]),
    );
  }
  const latest = new Map(moved.map((change) => [change.id, change]));
  await tx.query(
    `insert into report_payment_states (payment_id, day, currency_code, method_code, kind, status,
       amount)
     select p::uuid, d::date, c, m, k, s, a::bigint
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::text[]) as x(p, d, c, m, k, s, a)
     on conflict (payment_id) do update set status = excluded.status`,
    columns(
      [...latest.values()],
      [
        (row) => row.id,
        (row) => row.day,
        (row) => row.currency,
        (row) => row.methodCode,
        (row) => row.kind,
        (row) => row.status,
        (row) => row.amount,
      ],
    ),
  );
  // First deposits: the earliest success of each player in this batch, if none counted before.
  const firsts = new Map<number, PaymentChange>();
  for (const change of moved) {
    if (change.kind !== 'deposit' || change.status !== SUCCESS_STATUSES.deposit) continue;
    if (!firsts.has(change.userId)) firsts.set(change.userId, change);
  }
  if (firsts.size === 0) return;
  const counted = await tx.query<{ day: string; currency_code: string; amount: string }>(
    `insert into report_first_deposits (user_id, day, currency_code, amount)
     select u::integer, d::date, c, a::bigint
     from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as x(u, d, c, a)
     on conflict do nothing
     returning to_char(day, 'YYYY-MM-DD') as day, currency_code, amount::text as amount`,
    columns(
      [...firsts.values()],
      [
        (row) => row.userId,
        (row) => row.updatedAtText.slice(0, 10),
        (row) => row.currency,
        (row) => row.amount,
      ],
    ),
  );
  if (counted.length === 0) return;
  await tx.query(
    `insert into report_daily_players (day, currency_code, first_deposits, first_deposit_amount)
     select d::date, c, count(*), sum(a::bigint)
     from unnest($1::text[], $2::text[], $3::text[]) as x(d, c, a) group by 1, 2
     on conflict (day, currency_code) do update set
       first_deposits = report_daily_players.first_deposits + excluded.first_deposits,
       first_deposit_amount = report_daily_players.first_deposit_amount
         + excluded.first_deposit_amount`,
    columns(counted, [(row) => row.day, (row) => row.currency_code, (row) => row.amount]),
  );
}

async function foldPayments(tx: SqlSession, mark: Mark): Promise<Mark | null> {
  let since = new Date(Date.parse(mark.lastAt) - PAYMENT_OVERLAP_MS).toISOString();
  let lastAt = mark.lastAt;
  for (;;) {
    const changes = await paymentChangesSince(tx, since, PAYMENT_BATCH);
    if (changes.length === 0) break;
    await foldPaymentBatch(tx, changes);
    const newest = changes[changes.length - 1]!.updatedAtText;
    if (newest > lastAt) lastAt = newest;
    if (changes.length < PAYMENT_BATCH) break;
    // A full batch: go on from its newest change (ties are read again, which changes nothing).
    if (newest === since) break;
    since = newest;
  }
  return lastAt === mark.lastAt ? null : { ...mark, lastAt };
}

export interface Rollups {
  /**
   * Folds what moved since the watermarks into the daily tables in one transaction. Answers
   * false when another instance holds the fold lock (it is folding the same changes).
   */
  fold(): Promise<boolean>;
}

/**
 * The daily roll-ups, kept up to date by folding each source's totals since its watermark.
 * `lagMs`: rows younger than this are left for the next fold, so that a transaction that drew
 * its id (or timestamp) before an earlier one committed is not skipped.
 */
export function createRollups(sql: SqlRunner, { lagMs }: { lagMs: number }): Rollups {
  return {
    fold: () =>
      sql.transaction(async (tx) => {
        const [lock] = await tx.query<{ ok: boolean }>(
          'select pg_try_advisory_xact_lock($1) as ok',
          [FOLD_LOCK],
        );
        if (!lock?.ok) return false;
        const marks = await readMarks(tx);
        const steps: [string, (mark: Mark) => Promise<Mark | null>][] = [
          ['ledger', (mark) => foldLedger(tx, mark, lagMs)],
          ['users', (mark) => foldRegistrations(tx, mark, lagMs)],
          ['rounds', (mark) => foldRounds(tx, mark, lagMs)],
          ['payments', (mark) => foldPayments(tx, mark)],
        ];
        for (const [source, step] of steps) {
          const next = await step(marks.get(source) ?? EPOCH);
          if (next) await writeMark(tx, source, next);
        }
        return true;
      }),
  };
}
