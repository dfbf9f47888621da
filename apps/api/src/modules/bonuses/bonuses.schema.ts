import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, money, updatedAt } from '../../db/columns.js';

/*
 * The bonus engine's tables (issue 21; engagement §3, §4, §5, §9). Amounts are minor units of the
 * row's currency (bigint). Offers are operator data; a grant copies the terms it was granted with
 * (`terms`), so editing an offer never changes a running bonus. The `BonusTerms`, `OfferAmounts`
 * and `PromoAmounts` shapes of the jsonb columns are the zod schemas in @jackdaw/contracts
 * (bonuses/bonuses.ts).
 */

/** The operator's bonus settings: one row (id 1). */
export const bonusSettings = pgTable(
  'bonus_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Sport bonus offered at registration only while the sportsbook is switched on. */
    sportsbookEnabled: boolean('sportsbook_enabled').notNull().default(false),
    /** Refuse a withdrawal while real-money stakes since registration are below deposits. */
    turnoverRule: boolean('turnover_rule').notNull().default(true),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by'),
  },
  (table) => [check('bonus_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * An offer: a deposit bonus (percent of a deposit, capped) or a free-spin offer. `amounts` holds
 * the per-currency minimum and maximum deposit, the free-spin minimum deposit, the maximum bonus
 * and the free-spin win cap; currencies missing there use the USD figure converted by the
 * exchange rates and rounded to a friendly number.
 */
export const bonusOffers = pgTable(
  'bonus_offers',
  {
    id: serial('id').primaryKey(),
    /** Stable key of seeded offers (`welcome-casino`…); null for offers staff create. */
    slug: text('slug').unique(),
    name: text('name').notNull(),
    /** deposit | freespins (engagement §3 "Bonus kinds"). */
    kind: text('kind').notNull(),
    /** welcome | deposit | freespins (engagement §3 "Display kinds"). */
    displayKind: text('display_kind').notNull(),
    /** casino | sport. */
    product: text('product').notNull().default('casino'),
    /** Percent of the deposit (deposit offers). */
    percent: integer('percent').notNull().default(0),
    /** The increased percent for a deposit within `fastMinutes` of registration (welcome 125). */
    fastPercent: integer('fast_percent'),
    fastMinutes: integer('fast_minutes'),
    /** A welcome offer applies to a first deposit within this many hours of registration. */
    depositWindowHours: integer('deposit_window_hours'),
    /** Which registrations: casino | sport | any (the bonus choice made at sign-up). */
    registration: text('registration').notNull().default('any'),
    /** Which deposits: first | any. */
    deposits: text('deposits').notNull().default('any'),
    /** Per currency: OfferAmounts (contracts). */
    amounts: jsonb('amounts').notNull(),
    /** Optional per-currency maximum stake while wagering; null: no limit. */
    maxStake: jsonb('max_stake'),
    wagerMultiplier: integer('wager_multiplier').notNull(),
    wageringHours: integer('wagering_hours').notNull(),
    /** Free-spin winnings' wagering (multiplier and hours). */
    freespinWagerMultiplier: integer('freespin_wager_multiplier'),
    freespinWageringHours: integer('freespin_wagering_hours'),
    /** Per game category (catalogue slug), percent of a stake that counts; see contracts. */
    contributions: jsonb('contributions').notNull(),
    /** Transferable amount = bonus × payout coefficient; percent (100 = coefficient 1). */
    payoutPercent: integer('payout_percent').notNull().default(100),
    /** Free-spin offers: spins in total, in equal daily parts, each playable for part hours. */
    spinsTotal: integer('spins_total'),
    spinsParts: integer('spins_parts'),
    spinsPartHours: integer('spins_part_hours'),
    /** The game the spins are played on (catalogue alias); own fruit slot by default. */
    spinsGame: text('spins_game'),
    /** Claim window of a grant ready to receive, hours (engagement §4: 7 days). */
    claimHours: integer('claim_hours').notNull().default(168),
    /** active | paused | ended. */
    status: text('status').notNull().default('active'),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('bonus_offers_kind', sql`${table.kind} in ('deposit', 'freespins')`),
    check(
      'bonus_offers_display_kind',
      sql`${table.displayKind} in ('welcome', 'deposit', 'freespins')`,
    ),
    check('bonus_offers_product', sql`${table.product} in ('casino', 'sport')`),
    check('bonus_offers_status', sql`${table.status} in ('active', 'paused', 'ended')`),
    check('bonus_offers_payout', sql`${table.payoutPercent} between 0 and 100`),
  ],
);

/**
 * A player's bonus: granted with a copy of its offer's terms. Status as engagement §3: active,
 * deactivated, queue, ready_to_receive, await_spin, received. One active per player and product.
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    offerId: integer('offer_id').references(() => bonusOffers.id),
    kind: text('kind').notNull(),
    displayKind: text('display_kind').notNull(),
    product: text('product').notNull().default('casino'),
    /** welcome | deposit | promo | freespins | staff. */
    source: text('source').notNull(),
    status: text('status').notNull(),
    /** BonusTerms (contracts): what the grant was granted with. */
    terms: jsonb('terms').notNull(),
    /** The bonus money granted (or to be credited when it leaves the queue). */
    amount: money('amount').notNull(),
    /** Where the money comes from on activation: expense | freespin_winnings. */
    fundedFrom: text('funded_from').notNull().default('expense'),
    depositAmount: money('deposit_amount'),
    paymentId: text('payment_id'),
    campaignId: bigint('campaign_id', { mode: 'number' }),
    promoCodeId: integer('promo_code_id'),
    wagerRequired: money('wager_required')
      .notNull()
      .default(sql`0`),
    wagerProgress: money('wager_progress')
      .notNull()
      .default(sql`0`),
    /** Moved to real on conversion, and back to the house when the bonus ended otherwise. */
    converted: money('converted'),
    forfeited: money('forfeited'),
    validUntil: at('valid_until'),
    wagerValidUntil: at('wager_valid_until'),
    activatedAt: at('activated_at'),
    endedAt: at('ended_at'),
    /** converted | expired | cancelled | depleted | withdrawal | staff | reset. */
    endReason: text('end_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('bonus_grants_user').on(table.userId, table.status),
    uniqueIndex('bonus_grants_one_active')
      .on(table.userId, table.product)
      .where(sql`${table.status} = 'active'`),
    uniqueIndex('bonus_grants_payment').on(table.paymentId, table.kind),
    index('bonus_grants_expiry')
      .on(table.validUntil)
      .where(sql`${table.status} in ('active', 'ready_to_receive', 'queue')`),
    check(
      'bonus_grants_status',
      sql`${table.status} in ('active', 'deactivated', 'queue', 'ready_to_receive', 'await_spin', 'received')`,
    ),
    check('bonus_grants_amount', sql`${table.amount} >= 0`),
    check('bonus_grants_progress', sql`${table.wagerProgress} >= 0`),
  ],
);

/**
 * Grants refused because another account sharing the person's e-mail, phone, card or address
 * already had one (engagement §5 "One bonus per account…"), for staff review.
 */
export const bonusRefusals = pgTable(
  'bonus_refusals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** welcome | deposit | promo | freespins. */
    source: text('source').notNull(),
    offerId: integer('offer_id'),
    promoCodeId: integer('promo_code_id'),
    paymentId: text('payment_id'),
    /** email | phone | card | address. */
    matchedOn: text('matched_on').notNull(),
    matchedUserId: integer('matched_user_id').notNull(),
    /** open | upheld | overturned. */
    status: text('status').notNull().default('open'),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('bonus_refusals_open')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
  ],
);

/**
 * The offer a player chose with their latest deposit request (the `bonus` popup, migration
 * 0024); the deposit's credit takes it (deposit-bonus.ts). One row per player.
 */
export const bonusDepositChoices = pgTable('bonus_deposit_choices', {
  userId: integer('user_id').primaryKey(),
  offerId: integer('offer_id')
    .notNull()
    .references(() => bonusOffers.id),
  chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
});
