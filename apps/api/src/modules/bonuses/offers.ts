import {
  BONUS_DEFAULT_CONTRIBUTIONS,
  WELCOME_BONUS,
  WELCOME_BONUS_TERMS_READING,
  type BonusTerms,
  type CurrencyCode,
  type OfferAmounts,
} from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import type { ExchangeService, Rates } from '../reports/index.js';
import { convertAmounts, seededAmounts } from './amounts.js';
import { bonusesRepository as repo, type OfferRow } from './bonuses.repository.js';
import type { Offers } from './types.js';

/** The own fruit slot free spins are played on (games catalogue alias, studio `jackdaw`). */
export const WELCOME_SPINS_GAME = 'fruit-classic';

/** Seeded offers' USD figures (engagement §9), minor units. */
const USD_WELCOME: OfferAmounts = {
  minDeposit: 200,
  maxDeposit: 30_000,
  minDepositFreespins: 2_000,
  maxBonus: 30_000,
  winCap: 5_000,
};
const USD_RELOAD: OfferAmounts = { ...USD_WELCOME, maxDeposit: 60_000 };

type SeededOffer = Omit<OfferRow, 'id' | 'amounts'> & {
  usd: OfferAmounts;
  useSpec: boolean;
};

const base = {
  fastPercent: null,
  fastMinutes: null,
  depositWindowHours: null,
  maxStake: null,
  freespinWagerMultiplier: null,
  freespinWageringHours: null,
  contributions: { ...BONUS_DEFAULT_CONTRIBUTIONS },
  payoutPercent: WELCOME_BONUS.payoutPercent,
  spinsTotal: null,
  spinsParts: null,
  spinsPartHours: null,
  spinsGame: null,
  claimHours: WELCOME_BONUS.claimHours,
  status: 'active' as const,
  startsAt: null,
  endsAt: null,
};

/**
 * The seeded offers: the welcome card's reading of §9 (x50, 24 h, spins 48 h), the sport welcome
 * of the terms (5× within 30 days), and one reload offer for any deposit (the `bonus` popup).
 */
export const SEEDED_OFFERS: readonly SeededOffer[] = [
  {
    ...base,
    slug: 'welcome-casino',
    name: 'Welcome bonus',
    kind: 'deposit',
    displayKind: 'welcome',
    product: 'casino',
    percent: WELCOME_BONUS.percent,
    fastPercent: WELCOME_BONUS.fastPercent,
    fastMinutes: WELCOME_BONUS.fastMinutes,
    depositWindowHours: WELCOME_BONUS.depositWindowHours,
    registration: 'casino',
    deposits: 'first',
    wagerMultiplier: WELCOME_BONUS.wagerMultiplier,
    wageringHours: WELCOME_BONUS.wageringHours,
    freespinWagerMultiplier: WELCOME_BONUS.freespinWagerMultiplier,
    freespinWageringHours: WELCOME_BONUS.freespinWageringHours,
    usd: USD_WELCOME,
    useSpec: true,
  },
  {
    ...base,
    slug: 'welcome-freespins',
    name: 'Welcome free spins',
    kind: 'freespins',
    displayKind: 'freespins',
    product: 'casino',
    percent: 0,
    depositWindowHours: WELCOME_BONUS.depositWindowHours,
    registration: 'casino',
    deposits: 'first',
    wagerMultiplier: WELCOME_BONUS.freespinWagerMultiplier,
    wageringHours: WELCOME_BONUS.freespinWageringHours,
    freespinWagerMultiplier: WELCOME_BONUS.freespinWagerMultiplier,
    freespinWageringHours: WELCOME_BONUS.freespinWageringHours,
    spinsTotal: WELCOME_BONUS.spinsTotal,
    spinsParts: WELCOME_BONUS.spinsParts,
    spinsPartHours: WELCOME_BONUS.spinsPartHours,
    spinsGame: WELCOME_SPINS_GAME,
    usd: USD_WELCOME,
    useSpec: true,
  },
  {
    ...base,
    slug: 'welcome-sport',
    name: 'Sport welcome bonus',
    kind: 'deposit',
    displayKind: 'welcome',
    product: 'sport',
    percent: WELCOME_BONUS.percent,
    fastPercent: WELCOME_BONUS.fastPercent,
    fastMinutes: WELCOME_BONUS.fastMinutes,
    depositWindowHours: WELCOME_BONUS.depositWindowHours,
    registration: 'sport',
    deposits: 'first',
    wagerMultiplier: WELCOME_BONUS_TERMS_READING.sportWagerMultiplier,
    wageringHours: WELCOME_BONUS_TERMS_READING.sportWageringHours,
    usd: USD_WELCOME,
    useSpec: true,
  },
  {
    ...base,
    slug: 'reload',
    name: 'Reload bonus',
    kind: 'deposit',
    displayKind: 'deposit',
    product: 'casino',
    percent: 50,
    registration: 'any',
    deposits: 'any',
    wagerMultiplier: 35,
    wageringHours: 72,
    usd: USD_RELOAD,
    useSpec: false,
  },
];

/** Seeds the offers above once each (by slug); offers staff changed are kept as they are. */
export async function seedBonusOffers(sql: SqlRunner, exchange: ExchangeService): Promise<void> {
  const { rates } = await exchange.snapshot();
  await sql.transaction(async (tx) => {
    for (const { usd, useSpec, ...offer } of SEEDED_OFFERS) {
      const amounts = seededAmounts(usd, rates, { percent: offer.percent, useSpec });
      if (!useSpec) {
        for (const figures of Object.values(amounts)) {
          figures.maxDeposit = Math.round((figures.maxBonus * 100) / offer.percent);
        }
      }
      await repo.insertOffer(tx, { ...offer, amounts });
    }
  });
}

/** An offer's figures in `currency`: its own, else its USD ones by the rates. */
export function amountsOf(offer: OfferRow, currency: CurrencyCode, rates: Rates | null) {
  const own = offer.amounts[currency];
  if (own) return own;
  const usd = offer.amounts.USD;
  if (!usd || !rates) return null;
  return convertAmounts(usd, currency, rates);
}

/** The terms a grant of `offer` in `currency` is given with (copied onto the grant). */
export function termsOf(
  offer: OfferRow,
  amounts: OfferAmounts,
  currency: CurrencyCode,
): BonusTerms {
  return {
    name: offer.name,
    percent: offer.percent,
    fastPercent: offer.fastPercent,
    fastMinutes: offer.fastMinutes,
    wagerMultiplier: offer.wagerMultiplier,
    wageringHours: offer.wageringHours,
    freespinWagerMultiplier: offer.freespinWagerMultiplier,
    freespinWageringHours: offer.freespinWageringHours,
    contributions: { ...BONUS_DEFAULT_CONTRIBUTIONS, ...offer.contributions },
    payoutPercent: offer.payoutPercent,
    maxStake: offer.maxStake?.[currency] ?? null,
    amounts: { ...amounts },
    spinsTotal: offer.spinsTotal,
    spinsParts: offer.spinsParts,
    spinsPartHours: offer.spinsPartHours,
    spinsGame: offer.spinsGame,
    claimHours: offer.claimHours,
  };
}

export function createOffers(deps: { sql: SqlRunner; exchange: ExchangeService }) {
  const { sql, exchange } = deps;

  /** Rates read in the caller's transaction (no outside statement inside it), else cached. */
  async function ratesFor(executor?: SqlSession): Promise<Rates> {
    return executor ? (await exchange.read(executor)).rates : (await exchange.snapshot()).rates;
  }

  async function resolve(offer: OfferRow, currency: CurrencyCode, executor?: SqlSession) {
    const amounts =
      amountsOf(offer, currency, null) ?? amountsOf(offer, currency, await ratesFor(executor));
    return amounts ? termsOf(offer, amounts, currency) : null;
  }

  const offers: Offers & {
    bySlug(
      slug: string,
      currency: CurrencyCode,
      executor?: SqlSession,
    ): Promise<{ offer: OfferRow; terms: BonusTerms } | null>;
    byId(
      id: number,
      currency: CurrencyCode,
      executor?: SqlSession,
    ): Promise<{ offer: OfferRow; terms: BonusTerms } | null>;
    running(currency: CurrencyCode, now?: Date): Promise<{ offer: OfferRow; terms: BonusTerms }[]>;
  } = {
    async termsFor(offerId, currency, executor) {
      const offer = await repo.offerById(executor ?? sql, offerId);
      return offer ? resolve(offer, currency, executor) : null;
    },
    async bySlug(slug, currency, executor) {
      const offer = await repo.offerBySlug(executor ?? sql, slug);
      const terms = offer && (await resolve(offer, currency, executor));
      return offer && terms ? { offer, terms } : null;
    },
    async byId(id, currency, executor) {
      const offer = await repo.offerById(executor ?? sql, id);
      const terms = offer && (await resolve(offer, currency, executor));
      return offer && terms ? { offer, terms } : null;
    },
    async running(currency, now = new Date()) {
      const out: { offer: OfferRow; terms: BonusTerms }[] = [];
      for (const offer of await repo.runningOffers(sql, now)) {
        const terms = await resolve(offer, currency);
        if (terms) out.push({ offer, terms });
      }
      return out;
    },
  };
  return offers;
}

export type OffersService = ReturnType<typeof createOffers>;
