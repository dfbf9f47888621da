import type {
  AdminTournamentPrizeBody,
  AdminTournamentText,
  CurrencyCode,
  TournamentEntry,
  TournamentScoring,
} from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import { finishRepository } from './finish.repository.js';
import {
  big,
  date,
  ENTRY_COLUMNS,
  entryOf,
  json,
  maybeDate,
  num,
  SCORING_LOCK_CLASS,
  type Raw,
} from './rows.js';

export { big, type EntryRow } from './rows.js';
export type { PayoutRow } from './finish.repository.js';

/*
 * The statements on the tournaments' tables (tournaments.schema.ts): tournaments, entries,
 * scoring and the board here; the finish's in finish.repository.ts; row readers in rows.ts.
 */

/** An eligible game as resolved on save. */
export interface EligibleGame {
  alias: string;
  provider: string;
  name: string;
}

export interface TournamentRow {
  id: number;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  games: EligibleGame[];
  categories: string[];
  reportingCurrency: CurrencyCode;
  currencies: CurrencyCode[];
  scoring: TournamentScoring;
  minStake: bigint;
  entry: TournamentEntry;
  prizes: AdminTournamentPrizeBody[];
  bannerUrl: string | null;
  texts: AdminTournamentText[];
  cancelledAt: Date | null;
  cancelReason: string | null;
  settledAt: Date | null;
  broadcastVersion: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What the stake hook needs of a running tournament. */
export type LiveTournament = Pick<
  TournamentRow,
  | 'id'
  | 'endsAt'
  | 'games'
  | 'categories'
  | 'reportingCurrency'
  | 'currencies'
  | 'scoring'
  | 'minStake'
  | 'entry'
>;

const COLUMNS = `id, starts_at, ends_at, time_zone, games, categories, reporting_currency,
  currencies, scoring, min_stake, entry, prizes, banner_url, texts, cancelled_at, cancel_reason,
  settled_at, broadcast_version, created_at, updated_at`;

function tournamentOf(row: Raw): TournamentRow {
  return {
    id: num(row.id),
    startsAt: date(row.starts_at),
    endsAt: date(row.ends_at),
    timeZone: row.time_zone as string,
    games: json<EligibleGame[]>(row.games),
    categories: (row.categories as string[]) ?? [],
    reportingCurrency: row.reporting_currency as CurrencyCode,
    currencies: (row.currencies as CurrencyCode[]) ?? [],
    scoring: row.scoring as TournamentScoring,
    minStake: big(row.min_stake),
    entry: row.entry as TournamentEntry,
    prizes: json<AdminTournamentPrizeBody[]>(row.prizes),
    bannerUrl: (row.banner_url as string | null) ?? null,
    texts: json<AdminTournamentText[]>(row.texts),
    cancelledAt: maybeDate(row.cancelled_at),
    cancelReason: (row.cancel_reason as string | null) ?? null,
    settledAt: maybeDate(row.settled_at),
    broadcastVersion: num(row.broadcast_version),
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
}

/** The fields a create or an edit writes. */
export interface TournamentWrite {
  startsAt: string;
  endsAt: string;
  timeZone: string;
  games: EligibleGame[];
  categories: string[];
  reportingCurrency: CurrencyCode;
  currencies: CurrencyCode[];
  scoring: TournamentScoring;
  minStake: bigint;
  entry: TournamentEntry;
  prizes: AdminTournamentPrizeBody[];
  bannerUrl: string | null;
  texts: AdminTournamentText[];
}

const writeValues = (write: TournamentWrite) => [
  write.startsAt,
  write.endsAt,
  write.timeZone,
  JSON.stringify(write.games),
  write.categories,
  write.reportingCurrency,
  write.currencies,
  write.scoring,
  write.minStake.toString(),
  write.entry,
  JSON.stringify(write.prizes),
  write.bannerUrl,
  JSON.stringify(write.texts),
];

const tournamentRows = {
  async insert(tx: SqlSession, write: TournamentWrite, staffId: number | null) {
    const [row] = await tx.query<Raw>(
      `insert into tournaments (starts_at, ends_at, time_zone, games, categories,
         reporting_currency, currencies, scoring, min_stake, entry, prizes, banner_url, texts,
         created_by)
       values ($1, $2, $3, $4::jsonb, $5::text[], $6, $7::text[], $8, $9::bigint, $10, $11::jsonb,
         $12, $13::jsonb, $14)
       returning ${COLUMNS}`,
      [...writeValues(write), staffId],
    );
    return tournamentOf(row!);
  },

  async update(tx: SqlSession, id: number, write: TournamentWrite) {
    const [row] = await tx.query<Raw>(
      `update tournaments set starts_at = $1, ends_at = $2, time_zone = $3, games = $4::jsonb,
         categories = $5::text[], reporting_currency = $6, currencies = $7::text[], scoring = $8,
         min_stake = $9::bigint, entry = $10, prizes = $11::jsonb, banner_url = $12,
         texts = $13::jsonb, updated_at = now()
       where id = $14
       returning ${COLUMNS}`,
      [...writeValues(write), id],
    );
    return tournamentOf(row!);
  },

  async cancel(tx: SqlSession, id: number, reason: string) {
    const [row] = await tx.query<Raw>(
      `update tournaments set cancelled_at = now(), cancel_reason = $2, updated_at = now()
       where id = $1 returning ${COLUMNS}`,
      [id, reason],
    );
    return tournamentOf(row!);
  },

  async find(executor: SqlSession, id: number, options: { lock?: boolean } = {}) {
    const [row] = await executor.query<Raw>(
      `select ${COLUMNS} from tournaments where id = $1${options.lock ? ' for update' : ''}`,
      [id],
    );
    return row ? tournamentOf(row) : undefined;
  },

  /** The database's clock, which every schedule decision uses (instances' clocks may drift). */
  async now(executor: SqlSession): Promise<Date> {
    const [row] = await executor.query<{ now: unknown }>('select now() as now');
    return date(row!.now);
  },

  /** Every tournament, latest start first (the console's list; at most 500). */
  async all(executor: SqlSession) {
    const rows = await executor.query<Raw>(
      `select ${COLUMNS} from tournaments order by starts_at desc, id desc limit 500`,
    );
    return rows.map(tournamentOf);
  },

  /** Not cancelled: running and upcoming, and the latest finished ones. */
  async listed(executor: SqlSession, finished: number) {
    const rows = await executor.query<Raw>(
      `(select ${COLUMNS} from tournaments where cancelled_at is null and ends_at > now()
        order by starts_at, id)
       union all
       (select ${COLUMNS} from tournaments where cancelled_at is null and ends_at <= now()
        order by ends_at desc, id desc limit $1)`,
      [finished],
    );
    return rows.map(tournamentOf);
  },

  /**
   * The tournaments scoring now: one read of the `tournaments_live` index (cancelled ones are
   * not in it; upcoming ones are filtered out by their start).
   */
  async live(tx: SqlSession): Promise<LiveTournament[]> {
    const rows = await tx.query<Raw>(
      `select id, ends_at, games, categories, reporting_currency, currencies, scoring, min_stake,
         entry
       from tournaments
       where cancelled_at is null and ends_at > now() and starts_at <= now()
         and settled_at is null`,
    );
    return rows.map((row) => ({
      id: num(row.id),
      endsAt: date(row.ends_at),
      games: json<EligibleGame[]>(row.games),
      categories: (row.categories as string[]) ?? [],
      reportingCurrency: row.reporting_currency as CurrencyCode,
      currencies: (row.currencies as CurrencyCode[]) ?? [],
      scoring: row.scoring as TournamentScoring,
      minStake: big(row.min_stake),
      entry: row.entry as TournamentEntry,
    }));
  },

  /**
   * Takes the tournament's scoring lock (shared: bets never wait on each other, only on the
   * finish) and answers whether it is still before its end by the clock of this moment.
   */
  async scoringOpen(tx: SqlSession, id: number): Promise<boolean> {
    const [row] = await tx.query<{ open: boolean }>(
      `select clock_timestamp() < t.ends_at as open
       from tournaments t, lateral (select pg_advisory_xact_lock_shared($1, $2)) locked
       where t.id = $2`,
      [SCORING_LOCK_CLASS, id],
    );
    return row?.open === true;
  },

  /**
   * `scoringOpen` and whether the player has an entry, in one round trip (the stake hook's hot
   * path): the lock is taken by the lateral join before the clock is read.
   */
  async scoringOpenFor(
    tx: SqlSession,
    id: number,
    userId: number,
  ): Promise<{ open: boolean; entered: boolean }> {
    const [row] = await tx.query<{ open: boolean; entered: boolean }>(
      `select clock_timestamp() < t.ends_at as open, e.user_id is not null as entered
       from tournaments t
       cross join lateral (select pg_advisory_xact_lock_shared($1, $2)) locked
       left join tournament_entries e on e.tournament_id = t.id and e.user_id = $3
       where t.id = $2`,
      [SCORING_LOCK_CLASS, id, userId],
    );
    return { open: row?.open === true, entered: row?.entered === true };
  },

  /**
   * Records a qualifying bet once and scores it in one statement (`how` as in `score`): nothing
   * moves when the bet's key was recorded before. Answers whether the bet was new.
   */
  async scoreBet(
    tx: SqlSession,
    bet: {
      tournamentId: number;
      userId: number;
      betKey: string;
      roundRef: string;
      stake: bigint;
      win: bigint;
    },
    how: 'sum' | 'best',
    points: bigint,
  ): Promise<boolean> {
    const next =
      how === 'sum' ? 'greatest(points + $7::bigint, 0)' : 'greatest(points, $7::bigint)';
    const [row] = await tx.query<{ recorded: boolean }>(
      `with bet as (
         insert into tournament_bets (tournament_id, user_id, bet_key, round_ref, stake, win)
         values ($1, $2, $3, $4, $5::bigint, $6::bigint)
         on conflict (tournament_id, bet_key) do nothing returning id),
       scored as (
         update tournament_entries
         set seq = case when ${next} <> points then nextval('tournament_entry_seq') else seq end,
             points = ${next}
         where tournament_id = $1 and user_id = $2 and exists (select 1 from bet)
         returning user_id)
       select exists (select 1 from bet) as recorded`,
      [
        bet.tournamentId,
        bet.userId,
        bet.betKey,
        bet.roundRef,
        bet.stake.toString(),
        bet.win.toString(),
        points.toString(),
      ],
    );
    return row?.recorded === true;
  },

  /** Marks a bet's records rolled back; answers what each had given. */
  async rollBack(tx: SqlSession, ids: number[], userId: number, betKey: string) {
    const rows = await tx.query<Raw>(
      `update tournament_bets set rolled_back = true
       where tournament_id = any($1::int[]) and bet_key = $2 and user_id = $3
         and not rolled_back
       returning tournament_id, stake, win`,
      [ids, betKey, userId],
    );
    return rows.map((row) => ({
      tournamentId: num(row.tournament_id),
      stake: big(row.stake),
      win: big(row.win),
    }));
  },

  /** The qualifying stakes and wins of a round so far, per tournament. */
  async round(tx: SqlSession, ids: number[], userId: number, roundRef: string) {
    const rows = await tx.query<Raw>(
      `select tournament_id, min(id) as first, sum(stake) as stake, sum(win) as win
       from tournament_bets
       where tournament_id = any($1::int[]) and user_id = $2 and round_ref = $3
         and not rolled_back
       group by tournament_id`,
      [ids, userId, roundRef],
    );
    return rows.map((row) => ({
      tournamentId: num(row.tournament_id),
      first: num(row.first),
      stake: big(row.stake),
      win: big(row.win),
    }));
  },

  async addWin(tx: SqlSession, betId: number, win: bigint) {
    await tx.query('update tournament_bets set win = win + $2::bigint where id = $1', [
      betId,
      win.toString(),
    ]);
  },

  /** The best multiplier (hundredths) of a player's rounds still standing in a tournament. */
  async bestMultiplier(tx: SqlSession, tournamentId: number, userId: number): Promise<bigint> {
    const [row] = await tx.query<{ best: unknown }>(
      `select coalesce(max(win * 100 / stake), 0) as best from (
         select sum(stake) as stake, sum(win) as win from tournament_bets
         where tournament_id = $1 and user_id = $2 and not rolled_back
         group by round_ref) rounds
       where stake > 0`,
      [tournamentId, userId],
    );
    return big(row?.best ?? 0);
  },

  /**
   * Adds `delta` to an entry's points (`sum`, floor zero) or keeps the larger (`best`); the
   * entry takes the next sequence value only when its points change. Answers whether an entry
   * exists.
   */
  async score(
    tx: SqlSession,
    tournamentId: number,
    userId: number,
    how: 'sum' | 'best' | 'set',
    value: bigint,
  ): Promise<boolean> {
    const next =
      how === 'sum'
        ? 'greatest(points + $3::bigint, 0)'
        : how === 'best'
          ? 'greatest(points, $3::bigint)'
          : '$3::bigint';
    const rows = await tx.query(
      `update tournament_entries
       set seq = case when ${next} <> points then nextval('tournament_entry_seq') else seq end,
           points = ${next}
       where tournament_id = $1 and user_id = $2 returning user_id`,
      [tournamentId, userId, value.toString()],
    );
    return rows.length > 0;
  },

  /** Enters a player once (a second join changes nothing); answers whether this call entered. */
  async enter(
    tx: SqlSession,
    entry: { tournamentId: number; userId: number; currency: CurrencyCode; name: string },
  ): Promise<boolean> {
    const rows = await tx.query(
      `insert into tournament_entries (tournament_id, user_id, currency_code, name)
       values ($1, $2, $3, $4)
       on conflict (tournament_id, user_id) do nothing returning user_id`,
      [entry.tournamentId, entry.userId, entry.currency, entry.name],
    );
    return rows.length > 0;
  },

  async entry(executor: SqlSession, tournamentId: number, userId: number) {
    const [row] = await executor.query<Raw>(
      `select ${ENTRY_COLUMNS} from tournament_entries where tournament_id = $1 and user_id = $2`,
      [tournamentId, userId],
    );
    return row ? entryOf(row) : undefined;
  },

  /**
   * A player's place and points: the entries ahead (more points, or as many reached earlier)
   * plus one, from two range reads of the board index. Once settled, the stored final place.
   */
  async place(executor: SqlSession, tournamentId: number, userId: number) {
    const [row] = await executor.query<Raw>(
      `select e.points, e.joined_at, e.final_place,
         (select count(*) from tournament_entries a
           where a.tournament_id = e.tournament_id and a.points > e.points)
         + (select count(*) from tournament_entries a
           where a.tournament_id = e.tournament_id and a.points = e.points and a.seq < e.seq)
         + 1 as place
       from tournament_entries e
       where e.tournament_id = $1 and e.user_id = $2`,
      [tournamentId, userId],
    );
    if (!row) return undefined;
    return {
      place: row.final_place === null ? num(row.place) : num(row.final_place),
      points: big(row.points),
      joinedAt: date(row.joined_at),
    };
  },

  /** The first `limit` entries by place. */
  async top(executor: SqlSession, tournamentId: number, limit: number) {
    const rows = await executor.query<Raw>(
      `select ${ENTRY_COLUMNS} from tournament_entries where tournament_id = $1
       order by points desc, seq limit $2`,
      [tournamentId, limit],
    );
    return rows.map(entryOf);
  },

  /** The leaderboard's version (largest sequence value) and the number of entries. */
  async version(executor: SqlSession, tournamentId: number) {
    const [row] = await executor.query<Raw>(
      `select coalesce(max(seq), 0) as version, count(*) as participants
       from tournament_entries where tournament_id = $1`,
      [tournamentId],
    );
    return { version: num(row?.version ?? 0), participants: num(row?.participants ?? 0) };
  },

  async participants(executor: SqlSession, ids: number[]) {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await executor.query<Raw>(
      `select tournament_id, count(*) as n from tournament_entries
       where tournament_id = any($1::int[]) group by tournament_id`,
      [ids],
    );
    return new Map(rows.map((row) => [num(row.tournament_id), num(row.n)]));
  },

  async joinedOf(executor: SqlSession, ids: number[], userId: number) {
    if (ids.length === 0) return new Set<number>();
    const rows = await executor.query<Raw>(
      `select tournament_id from tournament_entries
       where tournament_id = any($1::int[]) and user_id = $2`,
      [ids, userId],
    );
    return new Set(rows.map((row) => num(row.tournament_id)));
  },

  /** Tournaments whose board may have moved: running, or ended in the last two minutes. */
  async broadcastable(executor: SqlSession) {
    const rows = await executor.query<Raw>(
      `select id, broadcast_version from tournaments
       where cancelled_at is null and starts_at <= now()
         and ends_at > now() - interval '2 minutes'`,
    );
    return rows.map((row) => ({ id: num(row.id), broadcastVersion: num(row.broadcast_version) }));
  },

  /** Claims the broadcast of `version` (one instance wins it). */
  async claimBroadcast(executor: SqlSession, id: number, version: number): Promise<boolean> {
    const rows = await executor.query(
      `update tournaments set broadcast_version = $2
       where id = $1 and broadcast_version < $2 returning id`,
      [id, version],
    );
    return rows.length > 0;
  },
};

/** Every statement on the tournaments' tables: the rows and scoring here, the finish's apart. */
export const tournamentsRepository = { ...tournamentRows, ...finishRepository };

export type TournamentsRepository = typeof tournamentsRepository;
