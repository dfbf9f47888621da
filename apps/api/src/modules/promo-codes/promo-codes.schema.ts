import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, money, updatedAt } from '../../db/columns.js';

/*
 * Promo codes (issue 21; engagement §3 "Promo code", §5): codes, their uses, failed attempts and
 * bet insurance. `amounts` is PromoAmounts; `offer_id` names a bonuses offer (through its module).
 */

/**
 * Operator-made promo codes: `code` upper case, alphanumeric. reward bonus | freespins |
 * insurance | refund; `amounts` per currency (PromoAmounts in contracts).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    reward: text('reward').notNull(),
    /** The offer whose terms a bonus or free-spin reward is granted with. */
    offerId: integer('offer_id'),
    amounts: jsonb('amounts').notNull(),
    /** Refund: percent of net losses over `refundDays` days. */
    refundPercent: integer('refund_percent'),
    refundDays: integer('refund_days'),
    validFrom: at('valid_from'),
    validUntil: at('valid_until'),
    /** Currencies and countries it is for; empty: all. */
    currencies: text('currencies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    /** active | paused | ended. */
    status: text('status').notNull().default('active'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'promo_codes_reward',
      sql`${table.reward} in ('bonus', 'freespins', 'insurance', 'refund')`,
    ),
    check('promo_codes_status', sql`${table.status} in ('active', 'paused', 'ended')`),
    check('promo_codes_code', sql`${table.code} ~ '^[A-Z0-9]{3,32}$'`),
    check('promo_codes_uses', sql`${table.maxUses} is null or ${table.uses} <= ${table.maxUses}`),
  ],
);

/** One use of a code per player. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    userId: integer('user_id').notNull(),
    grantId: bigint('grant_id', { mode: 'number' }),
    campaignId: bigint('campaign_id', { mode: 'number' }),
    insuranceId: bigint('insurance_id', { mode: 'number' }),
    amount: money('amount'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('promo_redemptions_once').on(table.promoCodeId, table.userId)],
);

/** Failed code attempts, for the limit of 10 per player per hour. */
export const promoAttempts = pgTable(
  'promo_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    code: text('code').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('promo_attempts_user').on(table.userId, table.createdAt)],
);

/**
 * Bet insurance from a promo code: the stake of the player's next losing round, up to `cap`,
 * comes back as bonus money. armed | paid | expired.
 */
export const bonusInsurances = pgTable(
  'bonus_insurances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    promoCodeId: integer('promo_code_id').notNull(),
    cap: money('cap').notNull(),
    status: text('status').notNull().default('armed'),
    roundKey: text('round_key'),
    paid: money('paid'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('bonus_insurances_armed')
      .on(table.userId)
      .where(sql`${table.status} = 'armed'`),
  ],
);
