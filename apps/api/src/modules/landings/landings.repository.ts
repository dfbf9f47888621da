import type { LandingSource, LandingTexts, LanguageCode } from '@jackdaw/contracts';
import type { SqlSession } from '../../db/client.js';
import type { PrizeConfig } from './landings.rules.js';

/** The landings module's SQL (its own tables only; offers are read through bonuses). */

export type FunnelColumn = 'visits' | 'spins' | 'registrations' | 'first_deposits';

export interface StoredPrize extends PrizeConfig {
  updatedAt: Date;
}

export interface FunnelRow {
  source: string;
  day: string;
  visits: number;
  spins: number;
  registrations: number;
  firstDeposits: number;
}

type PrizeRaw = {
  source: string;
  offer_id: number;
  free_spins_game: string | null;
  free_spins_count: number | null;
  updated_at: string | Date;
};

const prizeOf = (row: PrizeRaw): StoredPrize => ({
  offerId: row.offer_id,
  freeSpins:
    row.free_spins_game !== null && row.free_spins_count !== null
      ? { game: row.free_spins_game, count: row.free_spins_count }
      : null,
  updatedAt: new Date(row.updated_at),
});

type TextsRaw = {
  source: string;
  language: string;
  title: string;
  body: string;
  cta: string;
  prize_line: string;
};

const textsOf = (row: TextsRaw): LandingTexts => ({
  title: row.title,
  body: row.body,
  cta: row.cta,
  prizeLine: row.prize_line,
});

export const landingsRepository = {
  /** Adds one to a funnel count of a landing's day: an upsert, safe under concurrent calls. */
  async count(executor: SqlSession, source: string, day: string, column: FunnelColumn, by = 1) {
    await executor.query(
      `insert into landing_funnel_days (source, day, ${column}) values ($1, $2, $3)
       on conflict (source, day) do update
         set ${column} = landing_funnel_days.${column} + excluded.${column}`,
      [source, day, by],
    );
  },

  /** Records a visit id of a landing; true when it is new (counted), false for one seen before. */
  async addVisit(executor: SqlSession, visitId: string, source: string): Promise<boolean> {
    const rows = await executor.query<{ visit_id: string }>(
      `insert into landing_visits (visit_id, source) values ($1, $2)
       on conflict (visit_id, source) do nothing returning visit_id`,
      [visitId, source],
    );
    return rows.length > 0;
  },

  /**
   * Marks a wheel attempt of a visit: `new` when the visit id was unknown on this landing (the
   * spin brings its visit), `spin` when the attempt is newly marked, null when it was counted
   * before.
   */
  async addSpin(
    executor: SqlSession,
    visitId: string,
    source: string,
    bit: number,
  ): Promise<'new' | 'spin' | null> {
    const [row] = await executor.query<{ inserted: boolean }>(
      `insert into landing_visits as v (visit_id, source, spins) values ($1, $2, $3)
       on conflict (visit_id, source) do update set spins = v.spins | excluded.spins
         where (v.spins & excluded.spins) = 0
       returning (xmax = 0) as inserted`,
      [visitId, source, bit],
    );
    if (!row) return null;
    return row.inserted ? 'new' : 'spin';
  },

  /** Drops visit ids older than `before` (a reload a week later is a new visit). */
  async pruneVisits(executor: SqlSession, before: Date): Promise<number> {
    const rows = await executor.query<{ visit_id: string }>(
      'delete from landing_visits where created_at < $1 returning visit_id',
      [before],
    );
    return rows.length;
  },

  async prizes(executor: SqlSession): Promise<Map<string, StoredPrize>> {
    const rows = await executor.query<PrizeRaw>(
      'select source, offer_id, free_spins_game, free_spins_count, updated_at from landing_prizes',
    );
    return new Map(rows.map((row) => [row.source, prizeOf(row)]));
  },

  async prize(executor: SqlSession, source: string, lock = false): Promise<StoredPrize | null> {
    const [row] = await executor.query<PrizeRaw>(
      `select source, offer_id, free_spins_game, free_spins_count, updated_at
       from landing_prizes where source = $1${lock ? ' for update' : ''}`,
      [source],
    );
    return row ? prizeOf(row) : null;
  },

  async setPrize(
    executor: SqlSession,
    source: string,
    prize: PrizeConfig,
    staffId: number,
  ): Promise<StoredPrize> {
    const [row] = await executor.query<PrizeRaw>(
      `insert into landing_prizes (source, offer_id, free_spins_game, free_spins_count, updated_by)
       values ($1, $2, $3, $4, $5)
       on conflict (source) do update set offer_id = excluded.offer_id,
         free_spins_game = excluded.free_spins_game, free_spins_count = excluded.free_spins_count,
         updated_by = excluded.updated_by, updated_at = now()
       returning source, offer_id, free_spins_game, free_spins_count, updated_at`,
      [
        source,
        prize.offerId,
        prize.freeSpins?.game ?? null,
        prize.freeSpins?.count ?? null,
        staffId,
      ],
    );
    return prizeOf(row!);
  },

  async texts(executor: SqlSession, source: string, language: LanguageCode) {
    const [row] = await executor.query<TextsRaw>(
      `select source, language, title, body, cta, prize_line from landing_texts
       where source = $1 and language = $2`,
      [source, language],
    );
    return row ? textsOf(row) : null;
  },

  /** Every edited text, by source then language. */
  async allTexts(executor: SqlSession, source?: string) {
    const rows = await executor.query<TextsRaw>(
      `select source, language, title, body, cta, prize_line from landing_texts
       ${source ? 'where source = $1' : ''} order by source, language`,
      source ? [source] : [],
    );
    const out = new Map<string, Map<string, LandingTexts>>();
    for (const row of rows) {
      const bySource = out.get(row.source) ?? new Map<string, LandingTexts>();
      bySource.set(row.language, textsOf(row));
      out.set(row.source, bySource);
    }
    return out;
  },

  async setTexts(
    executor: SqlSession,
    source: string,
    language: LanguageCode,
    texts: LandingTexts,
    staffId: number,
  ) {
    await executor.query(
      `insert into landing_texts (source, language, title, body, cta, prize_line, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (source, language) do update set title = excluded.title, body = excluded.body,
         cta = excluded.cta, prize_line = excluded.prize_line, updated_by = excluded.updated_by,
         updated_at = now()`,
      [source, language, texts.title, texts.body, texts.cta, texts.prizeLine, staffId],
    );
  },

  /** Drops a language's texts; answers what they were, or null when there were none. */
  async dropTexts(executor: SqlSession, source: string, language: LanguageCode) {
    const [row] = await executor.query<TextsRaw>(
      `delete from landing_texts where source = $1 and language = $2
       returning source, language, title, body, cta, prize_line`,
      [source, language],
    );
    return row ? textsOf(row) : null;
  },

  /** The funnel rows of a day range (all landings, or one). */
  async funnel(executor: SqlSession, from: string, to: string, source?: LandingSource) {
    const rows = await executor.query<{
      source: string;
      day: string | Date;
      visits: number;
      spins: number;
      registrations: number;
      first_deposits: number;
    }>(
      `select source, day::text as day, visits, spins, registrations, first_deposits
       from landing_funnel_days
       where day between $1 and $2${source ? ' and source = $3' : ''}
       order by day`,
      source ? [from, to, source] : [from, to],
    );
    return rows.map((row): FunnelRow => ({
      source: row.source,
      day: String(row.day).slice(0, 10),
      visits: Number(row.visits),
      spins: Number(row.spins),
      registrations: Number(row.registrations),
      firstDeposits: Number(row.first_deposits),
    }));
  },

  /** Ties an account to a landing and its prize; false when it was tied before. */
  async tie(
    executor: SqlSession,
    userId: number,
    source: string,
    prize: PrizeConfig,
  ): Promise<boolean> {
    const rows = await executor.query<{ user_id: number }>(
      `insert into landing_accounts (user_id, source, offer_id, free_spins_game, free_spins_count)
       values ($1, $2, $3, $4, $5)
       on conflict (user_id) do nothing returning user_id`,
      [
        userId,
        source,
        prize.offerId,
        prize.freeSpins?.game ?? null,
        prize.freeSpins?.count ?? null,
      ],
    );
    return rows.length > 0;
  },

  /** The prize an account was registered for, or null (not from a landing). */
  async reservedPrize(executor: SqlSession, userId: number): Promise<PrizeConfig | null> {
    const [row] = await executor.query<PrizeRaw>(
      `select source, offer_id, free_spins_game, free_spins_count, registered_at as updated_at
       from landing_accounts where user_id = $1`,
      [userId],
    );
    if (!row) return null;
    const { offerId, freeSpins } = prizeOf(row);
    return { offerId, freeSpins };
  },

  /** Marks the first deposit of an account from a landing; its landing the first time, else null. */
  async firstDeposit(executor: SqlSession, userId: number, at: Date): Promise<string | null> {
    const [row] = await executor.query<{ source: string }>(
      `update landing_accounts set first_deposit_at = $2
       where user_id = $1 and first_deposit_at is null returning source`,
      [userId, at],
    );
    return row?.source ?? null;
  },
};
