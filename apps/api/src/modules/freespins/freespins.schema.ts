import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, money, updatedAt } from '../../db/columns.js';

/*
 * Free-spin campaigns (issue 21; engagement §9 "Free spins"). `terms` is BonusTerms (contracts);
 * `offer_id` names a bonuses offer (read through the bonuses module, never joined).
 */

/**
 * A free-spin campaign: spins in equal parts, one part a day, each playable within its hours, on
 * one game at that game's minimum bet. Winnings go to `freespin_winnings`, capped by `winCap`
 * over the campaign, then are wagered by a grant (`grantId`) before they become real money.
 */
export const bonusFreespinCampaigns = pgTable(
  'bonus_freespin_campaigns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    offerId: integer('offer_id'),
    /** The grant that wagers the winnings, once the spins are over. */
    grantId: bigint('grant_id', { mode: 'number' }),
    source: text('source').notNull(),
    paymentId: text('payment_id').unique(),
    promoCodeId: integer('promo_code_id'),
    /** Catalogue alias of the game. */
    game: text('game').notNull(),
    bet: money('bet').notNull(),
    spinsTotal: integer('spins_total').notNull(),
    spinsPlayed: integer('spins_played').notNull().default(0),
    winTotal: money('win_total')
      .notNull()
      .default(sql`0`),
    winCap: money('win_cap').notNull(),
    /** BonusTerms of the winnings' wagering. */
    terms: jsonb('terms').notNull(),
    /** await_spin | finished | cancelled | expired. */
    status: text('status').notNull().default('await_spin'),
    startsAt: at('starts_at').notNull().defaultNow(),
    endsAt: at('ends_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('bonus_freespin_campaigns_user').on(table.userId, table.status),
    check('bonus_freespin_campaigns_played', sql`${table.spinsPlayed} <= ${table.spinsTotal}`),
    check('bonus_freespin_campaigns_win', sql`${table.winTotal} <= ${table.winCap}`),
  ],
);

/** A campaign's daily parts: spins available from `availableFrom` until `expiresAt`. */
export const bonusFreespinParts = pgTable(
  'bonus_freespin_parts',
  {
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => bonusFreespinCampaigns.id),
    part: integer('part').notNull(),
    spins: integer('spins').notNull(),
    played: integer('played').notNull().default(0),
    availableFrom: at('available_from').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.part] }),
    check('bonus_freespin_parts_played', sql`${table.played} between 0 and ${table.spins}`),
  ],
);

/** Free rounds played, one row per round id (idempotency of a free round). */
export const bonusFreespinRounds = pgTable('bonus_freespin_rounds', {
  roundId: text('round_id').primaryKey(),
  campaignId: bigint('campaign_id', { mode: 'number' }).notNull(),
  part: integer('part').notNull(),
  win: money('win').notNull(),
  /** What was credited after the campaign's win cap. */
  credited: money('credited').notNull(),
  createdAt: createdAt(),
});
