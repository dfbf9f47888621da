import {
  ErrorCode,
  LANDING_SOURCES,
  LANGUAGE_CODES,
  landingPathParams,
  landingSitePath,
  type AdminLanding,
  type AdminLandingFunnel,
  type AdminLandingPrizeBody,
  type AdminLandingsQuery,
  type AdminLandingTextsEntry,
  type LandingSource,
  type LandingTexts,
  type LanguageCode,
} from '@jackdaw/contracts';
import { SLOT_TITLES } from '@jackdaw/games';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService, StaffActor } from '../audit/index.js';
import type { OffersService } from '../bonuses/index.js';
import { landingsRepository as repo, type FunnelRow } from './landings.repository.js';
import {
  daysOf,
  defaultTexts,
  prizeProblem,
  rangeOf,
  spinsGameOf,
  type PrizeConfig,
} from './landings.rules.js';
import { DEFAULT_PRIZE_CURRENCY, sourceOf, type LandingsService } from './landings.service.js';

/**
 * What staff do to landings (issue 25 "Back-office"): every landing with its prize and funnel,
 * one landing's texts and days, the prize and the texts per language. Each change is one
 * transaction with its audit row; the player answers of this instance are forgotten after it.
 */

export interface StaffContext {
  actor: StaffActor;
  address: string | null;
}

const EMPTY: AdminLandingFunnel = { visits: 0, spins: 0, registrations: 0, firstDeposits: 0 };

function add(total: AdminLandingFunnel, row: FunnelRow): AdminLandingFunnel {
  return {
    visits: total.visits + row.visits,
    spins: total.spins + row.spins,
    registrations: total.registrations + row.registrations,
    firstDeposits: total.firstDeposits + row.firstDeposits,
  };
}

export function createLandingsAdmin(deps: {
  sql: SqlRunner;
  offers: OffersService;
  audit: AuditService;
  landings: LandingsService;
  now?: () => Date;
}) {
  const { sql, offers, audit, landings } = deps;
  const now = deps.now ?? (() => new Date());

  async function prizeOf(executor: SqlSession, source: LandingSource) {
    const { config, updatedAt } = await landings.configured(executor, source);
    const found = await offers.byId(config.offerId, DEFAULT_PRIZE_CURRENCY, executor);
    const game = config.freeSpins && spinsGameOf(config.freeSpins.game);
    return {
      config,
      prize: {
        offerId: config.offerId,
        offerName: found?.offer.name ?? `#${config.offerId}`,
        offerStatus: found?.offer.status ?? 'ended',
        freeSpins: config.freeSpins && game ? { count: config.freeSpins.count, game } : null,
        updatedAt: updatedAt ? updatedAt.toISOString() : null,
      },
    };
  }

  async function row(
    executor: SqlSession,
    source: LandingSource,
    edited: Iterable<string>,
    funnel: AdminLandingFunnel,
  ): Promise<AdminLanding> {
    const { kind, name } = landingPathParams(source);
    return {
      source,
      kind,
      name,
      sitePath: landingSitePath(source),
      prize: (await prizeOf(executor, source)).prize,
      editedLanguages: LANGUAGE_CODES.filter((code) => new Set(edited).has(code)),
      funnel,
    };
  }

  async function oneRow(executor: SqlSession, source: LandingSource) {
    const range = rangeOf({}, now());
    const rows = await repo.funnel(executor, range.from, range.to, source);
    const texts = (await repo.allTexts(executor, source)).get(source);
    return row(executor, source, texts?.keys() ?? [], rows.reduce(add, EMPTY));
  }

  /** Defaults carry the prize line fitting the prize as shown in the default currency. */
  async function defaultsOf(executor: SqlSession, source: LandingSource, language: LanguageCode) {
    const { view } = await landings.effective(executor, source, DEFAULT_PRIZE_CURRENCY);
    return defaultTexts(source, language, view);
  }

  const entry = (
    language: LanguageCode,
    texts: LandingTexts,
    edited: boolean,
  ): AdminLandingTextsEntry => ({ language, texts, edited });

  return {
    async list(query: AdminLandingsQuery) {
      const range = rangeOf(query, now());
      const rows = await repo.funnel(sql, range.from, range.to);
      const texts = await repo.allTexts(sql);
      const totals = new Map<string, AdminLandingFunnel>();
      for (const funnel of rows)
        totals.set(funnel.source, add(totals.get(funnel.source) ?? EMPTY, funnel));
      const out: AdminLanding[] = [];
      for (const source of LANDING_SOURCES) {
        out.push(
          await row(sql, source, texts.get(source)?.keys() ?? [], totals.get(source) ?? EMPTY),
        );
      }
      return { statusCode: 200 as const, ...range, landings: out };
    },

    async one(params: { kind: string; name: string }, query: AdminLandingsQuery) {
      const source = sourceOf(params);
      const range = rangeOf(query, now());
      const rows = await repo.funnel(sql, range.from, range.to, source);
      const edited = (await repo.allTexts(sql, source)).get(source) ?? new Map();
      const byDay = new Map(rows.map((funnel) => [funnel.day, funnel]));
      const texts: AdminLandingTextsEntry[] = [];
      for (const language of LANGUAGE_CODES) {
        const own = edited.get(language);
        texts.push(
          own
            ? entry(language, own, true)
            : entry(language, await defaultsOf(sql, source, language), false),
        );
      }
      const running = await offers.running(DEFAULT_PRIZE_CURRENCY, now());
      return {
        statusCode: 200 as const,
        ...range,
        offers: running
          .filter(
            ({ offer }) => prizeProblem({ offerId: offer.id, freeSpins: null }, offer) === null,
          )
          .map(({ offer }) => ({ id: offer.id, name: offer.name, kind: offer.kind })),
        spinsGames: SLOT_TITLES.map((title) => ({ alias: title.id, name: title.name })),
        landing: await row(sql, source, edited.keys(), rows.reduce(add, EMPTY)),
        texts,
        days: daysOf(range.from, range.to).map((day) => {
          const funnel = byDay.get(day) ?? { ...EMPTY };
          return {
            day,
            visits: funnel.visits,
            spins: funnel.spins,
            registrations: funnel.registrations,
            firstDeposits: funnel.firstDeposits,
          };
        }),
      };
    },

    async setPrize(
      params: { kind: string; name: string },
      body: AdminLandingPrizeBody,
      context: StaffContext,
    ) {
      const source = sourceOf(params);
      const config: PrizeConfig = {
        offerId: body.offerId,
        freeSpins: body.freeSpins
          ? { game: body.freeSpins.gameAlias, count: body.freeSpins.count }
          : null,
      };
      const landing = await sql.transaction(async (tx) => {
        const found = await offers.byId(body.offerId, DEFAULT_PRIZE_CURRENCY, tx);
        const problem = prizeProblem(config, found?.offer ?? null);
        if (problem) throw new AppError(422, ErrorCode.LandingPrizeInvalid, problem);
        // The row lock orders two staff edits of one landing; the audit's before is the locked one.
        await repo.prize(tx, source, true);
        const before = (await prizeOf(tx, source)).prize;
        await repo.setPrize(tx, source, config, context.actor.staffId);
        const after = await oneRow(tx, source);
        await audit.record(tx, {
          ...context,
          action: 'landing.prize.edit',
          target: { type: 'landing', id: source },
          before: { offerId: before.offerId, freeSpins: before.freeSpins },
          after: { offerId: after.prize.offerId, freeSpins: after.prize.freeSpins },
        });
        return after;
      });
      landings.clearCache();
      return { statusCode: 200 as const, landing };
    },

    async setTexts(
      params: { kind: string; name: string; lang: LanguageCode },
      texts: LandingTexts,
      context: StaffContext,
    ) {
      const source = sourceOf(params);
      await sql.transaction(async (tx) => {
        const before = await repo.texts(tx, source, params.lang);
        await repo.setTexts(tx, source, params.lang, texts, context.actor.staffId);
        await audit.record(tx, {
          ...context,
          action: 'landing.texts.edit',
          target: { type: 'landing', id: source },
          before: before ? { language: params.lang, ...before } : null,
          after: { language: params.lang, ...texts },
        });
      });
      landings.clearCache();
      return { statusCode: 200 as const, entry: entry(params.lang, texts, true) };
    },

    async resetTexts(
      params: { kind: string; name: string; lang: LanguageCode },
      context: StaffContext,
    ) {
      const source = sourceOf(params);
      await sql.transaction(async (tx) => {
        const dropped = await repo.dropTexts(tx, source, params.lang);
        if (!dropped) return;
        await audit.record(tx, {
          ...context,
          action: 'landing.texts.reset',
          target: { type: 'landing', id: source },
          before: { language: params.lang, ...dropped },
        });
      });
      landings.clearCache();
      const defaults = await defaultsOf(sql, source, params.lang);
      return { statusCode: 200 as const, entry: entry(params.lang, defaults, false) };
    },
  };
}

export type LandingsAdmin = ReturnType<typeof createLandingsAdmin>;
