import {
  ErrorCode,
  WHEEL_SPIN_ANGLES,
  landingSourceFromPath,
  wheelAttempts,
  wheelSpinOutcome,
  wheelTypeFromPath,
  type CurrencyCode,
  type LandingPrize,
  type LandingQuery,
  type LandingResponse,
  type LandingSource,
  type LandingSpinBody,
  type LandingSpinResponse,
  type LanguageCode,
  type WheelType,
} from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { OfferRow, OffersService, ReservedPrizes } from '../bonuses/index.js';
import type { MovementEvent } from '../wallet/index.js';
import { landingsRepository as repo } from './landings.repository.js';
import {
  attemptBit,
  defaultFreeSpins,
  defaultTexts,
  fillTexts,
  prizeView,
  utcDay,
  type PrizeConfig,
} from './landings.rules.js';

/** The offer a landing gives until staff choose another (with the theme's free spins). */
export const DEFAULT_PRIZE_OFFER = 'welcome-casino';
/** The currency a prize is shown in when the visitor names none (the site's default). */
export const DEFAULT_PRIZE_CURRENCY: CurrencyCode = 'USD';
/** How long one instance keeps a landing's answer (staff edits on it clear it at once). */
const CACHE_MS = 30_000;

export interface LandingsDependencies {
  sql: SqlRunner;
  offers: OffersService;
  now?: () => Date;
}

const notFound = () => new AppError(404, ErrorCode.LandingNotFound, 'There is no such landing.');

/** The landing named by two path segments, or 404 LANDING.NOT_FOUND. */
export function sourceOf(params: { kind: string; name: string }): LandingSource {
  const source = landingSourceFromPath(params.kind, params.name);
  if (!source) throw notFound();
  return source;
}

const offerRunning = (offer: OfferRow, now: Date) =>
  offer.status === 'active' &&
  (offer.startsAt === null || offer.startsAt <= now) &&
  (offer.endsAt === null || offer.endsAt > now);

/**
 * The landings' player side and hooks (README.md in this folder): a landing's texts and prize,
 * its visit and spin counters, the sign-up tie, the first-deposit count, and the prize reserved
 * for an account as the bonus engine asks for it.
 */
export function createLandingsService({
  sql,
  offers,
  now = () => new Date(),
}: LandingsDependencies) {
  const cache = new Map<string, { at: number; value: Promise<LandingResponse> }>();

  /** The prize as configured: staff's row, else the default offer with the theme's spins. */
  async function configured(executor: SqlSession, source: LandingSource) {
    const stored = await repo.prize(executor, source);
    if (stored)
      return { config: stored as PrizeConfig, updatedAt: stored.updatedAt as Date | null };
    return { config: await defaultConfig(executor, source), updatedAt: null };
  }

  async function defaultConfig(executor: SqlSession, source: LandingSource): Promise<PrizeConfig> {
    const welcome = await offers.bySlug(DEFAULT_PRIZE_OFFER, DEFAULT_PRIZE_CURRENCY, executor);
    if (!welcome) throw new Error(`the ${DEFAULT_PRIZE_OFFER} offer is not seeded`);
    return { offerId: welcome.offer.id, freeSpins: defaultFreeSpins(source) };
  }

  /**
   * The prize a visitor is shown and a sign-up is tied to: the configured one while its offer
   * runs, else the default (README "Decisions": never a prize that would not be granted).
   */
  async function effective(executor: SqlSession, source: LandingSource, currency: CurrencyCode) {
    const { config } = await configured(executor, source);
    let found = await offers.byId(config.offerId, currency, executor);
    let used = config;
    if (!found || !offerRunning(found.offer, now())) {
      used = await defaultConfig(executor, source);
      found = await offers.byId(used.offerId, currency, executor);
    }
    if (!found) throw new Error(`offer ${used.offerId} has no terms in ${currency}`);
    return { config: used, view: prizeView(used, found.offer, found.terms, currency) };
  }

  async function load(
    source: LandingSource,
    language: LanguageCode,
    currency: CurrencyCode,
  ): Promise<LandingResponse> {
    const { view } = await effective(sql, source, currency);
    const texts = (await repo.texts(sql, source, language)) ?? defaultTexts(source, language, view);
    const [kind, name] = source.split(':') as ['wheel' | 'game', string];
    const wheel =
      kind === 'wheel'
        ? {
            type: name as WheelType,
            attempts: wheelAttempts(name as WheelType),
            angles: WHEEL_SPIN_ANGLES.slice(0, wheelAttempts(name as WheelType)),
          }
        : null;
    return {
      statusCode: 200,
      source,
      kind,
      wheel,
      language,
      texts: fillTexts(texts, view),
      prize: view,
    };
  }

  async function prizeOf(source: LandingSource, currency: CurrencyCode): Promise<LandingPrize> {
    return (await effective(sql, source, currency)).view;
  }

  const reservedPrizes: ReservedPrizes = {
    prizeOf: (tx, userId) => repo.reservedPrize(tx, userId),
  };

  return {
    /** GET /landings/:kind/:name: texts in the language, prize in the currency. */
    landing(params: { kind: string; name: string }, query: LandingQuery & { lang: LanguageCode }) {
      const source = sourceOf(params);
      const currency = query.currency ?? DEFAULT_PRIZE_CURRENCY;
      const key = `${source}|${query.lang}|${currency}`;
      const at = Date.now();
      const hit = cache.get(key);
      if (hit && at - hit.at < CACHE_MS) return hit.value;
      const value = load(source, query.lang, currency);
      cache.set(key, { at, value });
      value.catch(() => cache.delete(key));
      return value;
    },

    /** POST /landings/:kind/:name/visit: counted once per visit id. */
    async visit(params: { kind: string; name: string }, visitId: string) {
      const source = sourceOf(params);
      const counted = await sql.transaction(async (tx) => {
        const added = await repo.addVisit(tx, visitId, source);
        if (added) await repo.count(tx, source, utcDay(now()), 'visits');
        return added;
      });
      return { statusCode: 200 as const, counted };
    },

    /** POST /landings/wheel/:type/spin: counted once per visit id and attempt. */
    async spin(segment: string, body: LandingSpinBody): Promise<LandingSpinResponse> {
      const type = wheelTypeFromPath(segment);
      if (!type) throw notFound();
      if (body.attempt > wheelAttempts(type)) {
        throw new AppError(
          422,
          ErrorCode.LandingAttemptInvalid,
          `The ${type} wheel has ${wheelAttempts(type)} attempt(s).`,
        );
      }
      const source: LandingSource = `wheel:${type}`;
      const counted = await sql.transaction(async (tx) => {
        const marked = await repo.addSpin(tx, body.visitId, source, attemptBit(body.attempt));
        if (!marked) return false;
        const day = utcDay(now());
        if (marked === 'new') await repo.count(tx, source, day, 'visits');
        await repo.count(tx, source, day, 'spins');
        return true;
      });
      const prize = await prizeOf(source, body.currency ?? DEFAULT_PRIZE_CURRENCY);
      return {
        statusCode: 200,
        type,
        attempt: body.attempt,
        ...wheelSpinOutcome(type, body.attempt),
        counted,
        prize,
      };
    },

    /**
     * auth.onRegistered: a sign-up with a landing ties the account to the prize shown at that
     * moment (once per account) and counts a registration, in one transaction.
     */
    async onRegistered(event: {
      userId: number;
      currency: CurrencyCode;
      landing: LandingSource | undefined;
    }) {
      const source = event.landing;
      if (!source) return;
      await sql.transaction(async (tx) => {
        const { config } = await effective(tx, source, event.currency);
        if (await repo.tie(tx, event.userId, source, config)) {
          await repo.count(tx, source, utcDay(now()), 'registrations');
        }
      });
    },

    /** ledger.onMovement: the first credited deposit of an account from a landing, once. */
    async onMovement(event: MovementEvent) {
      if (event.kind !== 'deposit' || event.amount <= 0n) return;
      const at = now();
      const source = await repo.firstDeposit(event.tx, event.userId, at);
      if (source) await repo.count(event.tx, source, utcDay(at), 'first_deposits');
    },

    /** The bonus engine's question on a first deposit (bonuses.useReservedPrizes). */
    reservedPrizes,

    /** The prize as configured and as shown (the console reads both). */
    configured,
    effective,

    /** Forgets this instance's answers (a staff edit). */
    clearCache() {
      cache.clear();
    },

    /** Drops visit ids older than a week. */
    prune: () => repo.pruneVisits(sql, new Date(now().getTime() - 7 * 86_400_000)),
  };
}

export type LandingsService = ReturnType<typeof createLandingsService>;
