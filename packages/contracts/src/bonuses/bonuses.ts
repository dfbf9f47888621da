import * as z from 'zod/mini';
import type { CurrencyCode } from '../catalogue/currencies.js';
import { currencyCodeSchema } from '../catalogue/currencies.js';
import { okEnvelope } from '../envelope.js';

/*
 * The bonus engine as both sides see it (issue 21; engagement §3 "Bonus", §4, §7, §9). Amounts are
 * minor units of the player's currency (divide by 100), as everywhere.
 */

/** engagement §3 "Bonus kinds" and "Display kinds". */
export const BONUS_KINDS = ['deposit', 'freespins'] as const;
export const bonusKindSchema = z.enum(BONUS_KINDS);
export type BonusKind = z.infer<typeof bonusKindSchema>;
export const BONUS_DISPLAY_KINDS = ['welcome', 'deposit', 'freespins'] as const;
export const bonusDisplayKindSchema = z.enum(BONUS_DISPLAY_KINDS);
export type BonusDisplayKind = z.infer<typeof bonusDisplayKindSchema>;
export const BONUS_PRODUCTS = ['casino', 'sport'] as const;
export const bonusProductSchema = z.enum(BONUS_PRODUCTS);
export type BonusProduct = z.infer<typeof bonusProductSchema>;

/** engagement §3 "Bonus status values". */
export const BONUS_STATUSES = [
  'active',
  'deactivated',
  'queue',
  'ready_to_receive',
  'await_spin',
  'received',
] as const;
export const bonusStatusSchema = z.enum(BONUS_STATUSES);
export type BonusStatus = z.infer<typeof bonusStatusSchema>;

/** engagement §4 "Bonus activity": statuses (as the server and older clients write them) that count as active. */
export const BONUS_ACTIVE_STATUSES: readonly string[] = [
  'active',
  'queue',
  'Active',
  'Available',
  'Queue',
  'Available_queue',
];
/** engagement §4: statuses of a bonus in progress. */
export const BONUS_IN_PROGRESS_STATUSES: readonly BonusStatus[] = [
  'active',
  'await_spin',
  'ready_to_receive',
];

/** Where a grant came from. */
export const BONUS_SOURCES = ['welcome', 'deposit', 'promo', 'freespins', 'staff'] as const;
export const bonusSourceSchema = z.enum(BONUS_SOURCES);
export type BonusSource = z.infer<typeof bonusSourceSchema>;

/**
 * Turnover-contribution categories (engagement §9). A game's category is its catalogue
 * `bonusCategory`, else derived from its catalogue categories (server, bonuses README).
 */
export const BONUS_CATEGORIES = [
  'slots',
  'live',
  'tv_games',
  'virtual_sports',
  'table',
  'poker',
  'video_poker',
  'roulette',
  'baccarat',
  'blackjack',
  'lottery',
  'scratch',
  'bingo',
  'keno',
  'live_casino',
  'crash',
  'other',
] as const;
export const bonusCategorySchema = z.enum(BONUS_CATEGORIES);
export type BonusCategory = z.infer<typeof bonusCategorySchema>;

/** engagement §9 "Turnover contribution", percent of a stake; `other` counts nothing. */
export const BONUS_DEFAULT_CONTRIBUTIONS: Readonly<Record<BonusCategory, number>> = {
  slots: 100,
  live: 10,
  tv_games: 10,
  virtual_sports: 10,
  table: 0,
  poker: 0,
  video_poker: 0,
  roulette: 0,
  baccarat: 0,
  blackjack: 0,
  lottery: 0,
  scratch: 0,
  bingo: 0,
  keno: 0,
  live_casino: 0,
  crash: 0,
  other: 0,
};

/** The welcome offer as the card reads it (engagement §9, first reading; the seed uses it). */
export const WELCOME_BONUS = {
  percent: 100,
  fastPercent: 125,
  fastMinutes: 15,
  depositWindowHours: 7 * 24,
  wagerMultiplier: 50,
  wageringHours: 24,
  freespinWagerMultiplier: 50,
  freespinWageringHours: 48,
  spinsTotal: 250,
  spinsParts: 5,
  spinsPartHours: 24,
  payoutPercent: 100,
  /** Default and ready-to-receive expiry (engagement §9). */
  claimHours: 7 * 24,
} as const;
/** The terms' reading (engagement §9, second reading): an alternative offer configuration. */
export const WELCOME_BONUS_TERMS_READING = {
  wagerMultiplier: 60,
  wageringHours: 72,
  freespinWagerMultiplier: 60,
  freespinWageringHours: 24,
  sportWagerMultiplier: 5,
  sportWageringHours: 30 * 24,
} as const;
/** The sport bonus account resets after 7 days (engagement §4). */
export const SPORT_BONUS_RESET_HOURS = 7 * 24;

/** Per-currency figures of an offer, minor units. */
export const offerAmountsSchema = z.object({
  minDeposit: z.int().check(z.gte(0)),
  maxDeposit: z.int().check(z.gte(0)),
  minDepositFreespins: z.int().check(z.gte(0)),
  maxBonus: z.int().check(z.gte(0)),
  /** Free-spin winnings cap over a campaign. */
  winCap: z.int().check(z.gte(0)),
});
export type OfferAmounts = z.infer<typeof offerAmountsSchema>;

/**
 * engagement §9's figures where it gives them (minor units): minimum deposit for a bonus,
 * maximum bonus, free-spin win cap, free-spin minimum deposit. Other currencies: the USD figure
 * by the back-office exchange rates, rounded to a friendly number.
 */
export const BONUS_SPEC_AMOUNTS: Partial<Record<CurrencyCode, Partial<OfferAmounts>>> = {
  USD: { minDeposit: 200, maxBonus: 30_000, winCap: 5_000, minDepositFreespins: 2_000 },
  EUR: { minDeposit: 200, maxBonus: 30_000, winCap: 5_000, minDepositFreespins: 2_000 },
  INR: { minDeposit: 10_000, maxBonus: 2_500_000, winCap: 1_000_000 },
  AZN: { minDeposit: 300, maxBonus: 55_000, winCap: 25_000 },
  UZS: { minDeposit: 1_500_000, maxBonus: 300_000_000, winCap: 125_000_000 },
  BRL: { minDeposit: 700, maxBonus: 170_000, winCap: 70_000 },
};

/** What a grant was granted with; the card, the info page and the rules read it from the grant. */
export const bonusTermsSchema = z.object({
  name: z.string(),
  percent: z.int(),
  /** Percent for a deposit within `fastMinutes` of registration (welcome only). */
  fastPercent: z.nullable(z.int()),
  fastMinutes: z.nullable(z.int()),
  wagerMultiplier: z.int(),
  wageringHours: z.int(),
  freespinWagerMultiplier: z.nullable(z.int()),
  freespinWageringHours: z.nullable(z.int()),
  contributions: z.record(bonusCategorySchema, z.int().check(z.gte(0), z.lte(100))),
  payoutPercent: z.int().check(z.gte(0), z.lte(100)),
  /** Largest stake while wagering, null: no limit. */
  maxStake: z.nullable(z.int()),
  amounts: offerAmountsSchema,
  spinsTotal: z.nullable(z.int()),
  spinsParts: z.nullable(z.int()),
  spinsPartHours: z.nullable(z.int()),
  spinsGame: z.nullable(z.string()),
  claimHours: z.int(),
});
export type BonusTerms = z.infer<typeof bonusTermsSchema>;

const isoSchema = z.string();

/** engagement §3 "Bonus (server response)": info, the grant record (null while only offered). */
export const bonusInfoSchema = z.object({
  name: z.string(),
  percent: z.int(),
  quantitySpins: z.int(),
  displayKind: bonusDisplayKindSchema,
  product: bonusProductSchema,
  offerId: z.nullable(z.int()),
});
export const bonusRecordSchema = z.object({
  id: z.int(),
  status: bonusStatusSchema,
  validUntil: z.nullable(isoSchema),
  wagerValidUntil: z.nullable(isoSchema),
  updatedAt: isoSchema,
  createdAt: isoSchema,
});
export type BonusRecord = z.infer<typeof bonusRecordSchema>;

/** A grant's money and wagering, for the card's values, progress bar and reward. */
export const bonusProgressSchema = z.object({
  /** The bonus granted (free spins: the winnings being wagered). */
  amount: z.int(),
  /** The bonus account's balance now (active grants; else the amount waiting). */
  balance: z.int(),
  depositAmount: z.nullable(z.int()),
  wagerRequired: z.int(),
  wagerProgress: z.int(),
  /** What moves to the real balance when wagering is met: min(balance, amount × coefficient). */
  reward: z.int(),
  /** When it ends (engagement §4 "Expiry time"), null: no end. */
  expiresAt: z.nullable(isoSchema),
  category: bonusCategorySchema,
});

/** A free-spin campaign as its card and the game client show it. */
export const freespinCampaignSchema = z
  .object({
    id: z.int(),
    status: z.enum(['await_spin', 'finished', 'cancelled', 'expired']),
    game: z.string(),
    gameName: z.string(),
    bet: z.int(),
    spinsTotal: z.int(),
    spinsPlayed: z.int(),
    /** Spins of the current part still playable now. */
    spinsAvailable: z.int(),
    part: z.int(),
    parts: z.int(),
    /** End of the current part, null when none is open. */
    partEndsAt: z.nullable(isoSchema),
    /** Start of the next part, null when none is left. */
    nextPartAt: z.nullable(isoSchema),
    winTotal: z.int(),
    winCap: z.int(),
    grantId: z.nullable(z.int()),
    endsAt: isoSchema,
  })
  .register(z.globalRegistry, { id: 'FreespinCampaign' });
export type FreespinCampaign = z.infer<typeof freespinCampaignSchema>;

export const bonusEntrySchema = z
  .object({
    isActivated: z.boolean(),
    info: bonusInfoSchema,
    bonus: z.nullable(bonusRecordSchema),
    terms: bonusTermsSchema,
    progress: z.nullable(bonusProgressSchema),
    campaign: z.nullable(freespinCampaignSchema),
  })
  .register(z.globalRegistry, { id: 'BonusEntry' });
export type BonusEntry = z.infer<typeof bonusEntrySchema>;

export const bonusCurrencyInfoSchema = z.object({
  minDeposit: z.int(),
  maxDeposit: z.int(),
  minDepositByFreespin: z.int(),
});

/**
 * GET /bonuses: the welcome deposit bonus (offered or granted), the free-spin bonuses, the other
 * grants in progress or queued, and the currency's deposit figures of the welcome offer.
 */
export const bonusesResponseSchema = okEnvelope({
  bonuses: z.object({
    deposit: z.nullable(bonusEntrySchema),
    freespins: z.array(bonusEntrySchema),
    others: z.array(bonusEntrySchema),
  }),
  currencyInfo: bonusCurrencyInfoSchema,
});
export type BonusesResponse = z.infer<typeof bonusesResponseSchema>;

/** GET /bonuses/list-available: deposit offers the player may deposit for now (the `bonus` popup). */
export const availableBonusSchema = z.object({
  offerId: z.int(),
  name: z.string(),
  displayKind: bonusDisplayKindSchema,
  kind: bonusKindSchema,
  percent: z.int(),
  quantitySpins: z.int(),
  minDeposit: z.int(),
  maxDeposit: z.int(),
  maxBonus: z.int(),
  wagerMultiplier: z.int(),
  wageringHours: z.int(),
  endsAt: z.nullable(isoSchema),
});
export type AvailableBonus = z.infer<typeof availableBonusSchema>;
export const availableBonusesResponseSchema = okEnvelope({
  items: z.array(availableBonusSchema),
});

export const bonusIdParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.gte(1), z.lte(2 ** 53)),
});
export const bonusReceiveBodySchema = z.object({ id: z.int().check(z.gte(1)) });
export const bonusRecordResponseSchema = okEnvelope({ bonus: bonusRecordSchema });

/** GET /users/bonuses: every grant of the player, newest first (history included). */
export const userBonusSchema = z.object({
  id: z.int(),
  name: z.string(),
  kind: bonusKindSchema,
  displayKind: bonusDisplayKindSchema,
  product: bonusProductSchema,
  source: bonusSourceSchema,
  status: bonusStatusSchema,
  amount: z.int(),
  wagerRequired: z.int(),
  wagerProgress: z.int(),
  converted: z.nullable(z.int()),
  forfeited: z.nullable(z.int()),
  endReason: z.nullable(z.string()),
  createdAt: isoSchema,
  updatedAt: isoSchema,
});
export const userBonusesResponseSchema = okEnvelope({ items: z.array(userBonusSchema) });

export const freespinCampaignsResponseSchema = okEnvelope({
  items: z.array(freespinCampaignSchema),
});
export const freespinCampaignResponseSchema = okEnvelope({ campaign: freespinCampaignSchema });

/** Promo codes: case-insensitive, alphanumeric, 3–32 characters. */
export const promoCodeSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{3,32}$/));
export const PROMO_REWARDS = ['bonus', 'freespins', 'insurance', 'refund'] as const;
export const promoRewardSchema = z.enum(PROMO_REWARDS);
export type PromoReward = z.infer<typeof promoRewardSchema>;
/** At most this many failed attempts per player per hour. */
export const PROMO_MAX_FAILED_PER_HOUR = 10;

export const promoUseBodySchema = z.object({ code: promoCodeSchema });
export const promoUseResponseSchema = okEnvelope({
  reward: promoRewardSchema,
  /** Bonus money granted, the insurance cap, or the refund credited (minor units). */
  amount: z.int(),
  spins: z.int(),
  currency: currencyCodeSchema,
  grantId: z.nullable(z.int()),
  campaignId: z.nullable(z.int()),
});
export type PromoUseResponse = z.infer<typeof promoUseResponseSchema>;

/** One welcome offer as the sign-up choice and /info/welcome-bonus show it (its seeded terms). */
export const welcomeOfferSchema = z.object({
  offerId: z.int(),
  /** welcome-casino | welcome-freespins | welcome-sport. */
  slug: z.string(),
  kind: bonusKindSchema,
  displayKind: bonusDisplayKindSchema,
  product: bonusProductSchema,
  /** Percent of the first deposit and the increased one within `fastMinutes` of registration. */
  depositWindowHours: z.nullable(z.int()),
  terms: bonusTermsSchema,
});
export type WelcomeOffer = z.infer<typeof welcomeOfferSchema>;
export const welcomeQuerySchema = z.object({ currency: z.optional(currencyCodeSchema) });
/**
 * GET /bonuses/welcome: the welcome offers in a currency (the player's own when signed in, else
 * the query's, else USD); the sport offer only while the operator's sportsbook switch is on.
 */
export const welcomeBonusResponseSchema = okEnvelope({
  currency: currencyCodeSchema,
  sportsbookEnabled: z.boolean(),
  offers: z.array(welcomeOfferSchema),
});
export type WelcomeBonusResponse = z.infer<typeof welcomeBonusResponseSchema>;
