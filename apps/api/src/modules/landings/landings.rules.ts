import {
  CURRENCY_DISPLAY,
  MINOR_UNITS_PER_MAJOR,
  WELCOME_BONUS,
  landingPathParams,
  type BonusTerms,
  type CurrencyCode,
  type LandingPrize,
  type LandingSource,
  type LandingTexts,
  type LanguageCode,
} from '@jackdaw/contracts';
import { findSlotTitle } from '@jackdaw/games';
import { DEFAULT_TEXTS } from './default-texts.js';

/*
 * The landings' pure rules: the theme games, the default prize's free spins, the texts (defaults
 * and placeholders) and the prize as the player call shows it. No I/O here.
 */

/** The own fruit slot the ordinary welcome free spins are played on (bonuses' WELCOME_SPINS_GAME). */
export const FALLBACK_SPINS_GAME = 'fruit-classic';

/**
 * Each landing's theme game among the studio's slots, the only games free spins play on
 * (README "Decisions"): fruit and joker themes → Fruit Classic, the coin theme → Dragon's Hoard.
 * The others (aviator's theme is the crash game, plinko's the plinko original, live and table
 * themes) have no slot: their free spins are the ordinary welcome ones on FALLBACK_SPINS_GAME.
 */
export const THEME_SLOTS: Partial<Record<LandingSource, string>> = {
  'wheel:fruity': 'fruit-classic',
  'wheel:sweet-bonanza': 'fruit-classic',
  'wheel:energyJoker': 'fruit-classic',
  'wheel:coinStrike': 'dragons-hoard',
  'game:energy-joker': 'fruit-classic',
  'game:coin-strike': 'dragons-hoard',
};

/** The configured part of a prize: an offer and, optionally, free spins on a slot. */
export interface PrizeConfig {
  offerId: number;
  freeSpins: { game: string; count: number } | null;
}

/** The default prize's free spins: the welcome count on the theme slot, else the welcome game. */
export function defaultFreeSpins(source: LandingSource): { game: string; count: number } {
  return { game: THEME_SLOTS[source] ?? FALLBACK_SPINS_GAME, count: WELCOME_BONUS.spinsTotal };
}

/** A game alias free spins can be played on (a studio slot), with its name. */
export function spinsGameOf(alias: string): { alias: string; name: string } | null {
  const title = findSlotTitle(alias);
  return title ? { alias: title.id, name: title.name } : null;
}

/** What the console may set as a prize, or why not (422 LANDING.PRIZE_INVALID). */
export function prizeProblem(
  body: PrizeConfig,
  offer: { kind: string; status: string; deposits: string; product: string } | null,
): string | null {
  if (!offer) return `No bonus offer ${body.offerId}.`;
  if (offer.status === 'ended') return 'The offer has ended.';
  if (offer.product !== 'casino') return 'A landing prize is a casino offer.';
  if (offer.kind !== 'deposit' && offer.kind !== 'freespins') {
    return 'A landing prize is a deposit offer or a free-spin offer.';
  }
  if (offer.deposits !== 'first') return 'A landing prize is an offer for the first deposit.';
  if (body.freeSpins && !spinsGameOf(body.freeSpins.game)) {
    return `Free spins play only on the studio's slots; '${body.freeSpins.game}' is not one.`;
  }
  return null;
}

/** An offer as the prize view needs it. */
export interface PrizeOffer {
  id: number;
  kind: string;
  percent: number;
  fastPercent: number | null;
  fastMinutes: number | null;
  spinsGame: string | null;
  spinsTotal: number | null;
}

/** The prize in one currency, as the landing and spin calls answer it. */
export function prizeView(
  config: PrizeConfig,
  offer: PrizeOffer,
  terms: Pick<BonusTerms, 'amounts'>,
  currency: CurrencyCode,
): LandingPrize {
  const isSpins = offer.kind === 'freespins';
  const spins =
    config.freeSpins ??
    (isSpins && offer.spinsTotal
      ? { game: offer.spinsGame ?? FALLBACK_SPINS_GAME, count: offer.spinsTotal }
      : null);
  const game = spins && spinsGameOf(spins.game);
  return {
    offerId: offer.id,
    percent: isSpins ? 0 : (offer.fastPercent ?? offer.percent),
    fastMinutes: isSpins ? null : offer.fastPercent !== null ? offer.fastMinutes : null,
    basePercent: isSpins ? 0 : offer.percent,
    maxAmount: isSpins ? 0 : terms.amounts.maxBonus,
    minDeposit: terms.amounts.minDeposit,
    currency,
    freeSpins: spins && game ? { count: spins.count, game } : null,
  };
}

/** Minor units as the texts show them: `300 $`, `₹25 000`, `12.50 €`; groups by a narrow space. */
export function formatAmount(minor: number, currency: CurrencyCode): string {
  const whole = Math.trunc(minor / MINOR_UNITS_PER_MAJOR);
  const cents = Math.abs(minor % MINOR_UNITS_PER_MAJOR);
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  const number = cents === 0 ? grouped : `${grouped}.${String(cents).padStart(2, '0')}`;
  const { sign, signPosition } = CURRENCY_DISPLAY[currency];
  return signPosition === 'before' ? `${sign}${number}` : `${number} ${sign}`;
}

/** The landing's default texts in a language, the prize line fitting the prize. */
export function defaultTexts(
  source: LandingSource,
  language: LanguageCode,
  prize: Pick<LandingPrize, 'percent' | 'freeSpins'> | null,
): LandingTexts {
  const texts = DEFAULT_TEXTS[language];
  const wheel = landingPathParams(source).kind === 'wheel';
  const prizeLine =
    prize && prize.percent === 0
      ? texts.prizeSpinsOnly
      : prize && prize.freeSpins === null
        ? texts.prizeNoSpins
        : texts.prizeWithSpins;
  return {
    title: wheel ? texts.wheelTitle : texts.gameTitle,
    body: wheel ? texts.wheelBody : texts.gameBody,
    cta: wheel ? texts.wheelCta : texts.gameCta,
    prizeLine,
  };
}

/** Fills `{percent}`, `{amount}`, `{spins}` and `{game}` from the prize. */
export function fillTexts(texts: LandingTexts, prize: LandingPrize): LandingTexts {
  const values: Record<string, string> = {
    percent: String(prize.percent),
    amount: formatAmount(prize.maxAmount, prize.currency),
    spins: String(prize.freeSpins?.count ?? 0),
    game: prize.freeSpins?.game.name ?? '',
  };
  const fill = (text: string) =>
    text.replace(/\{(percent|amount|spins|game)\}/g, (_match, name: string) => values[name]!);
  return {
    title: fill(texts.title),
    body: fill(texts.body),
    cta: fill(texts.cta),
    prizeLine: fill(texts.prizeLine),
  };
}

/** The bit of a wheel attempt in `landing_visits.spins`. */
export const attemptBit = (attempt: number) => 1 << (attempt - 1);

/** The UTC day of a moment, as the funnel rows key it. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Every UTC day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let at = Date.parse(`${from}T00:00:00Z`);
    at <= Date.parse(`${to}T00:00:00Z`);
    at += 86_400_000
  ) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** The asked range, each end defaulting to the last 30 days ending today (UTC). */
export function rangeOf(query: { from?: string; to?: string }, now: Date) {
  const to = query.to ?? utcDay(now);
  const from = query.from ?? utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000));
  return from <= to ? { from, to } : { from: to, to };
}
