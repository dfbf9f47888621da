import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from '../../db/columns.js';
import { users } from '../users/users.schema.js';

/*
 * Landings (issue 25): the prize wheels' and game registration popups' prizes and texts, their
 * funnel counters and the accounts registered from them. `source` is a LandingSource of the
 * contracts (`wheel:olympus`, `game:plinko`); `offer_id` names a bonuses offer (through its
 * module, no foreign key across modules).
 */

/** A landing's prize as staff set it; no row: the default prize (README "Decisions"). */
export const landingPrizes = pgTable(
  'landing_prizes',
  {
    source: text('source').primaryKey(),
    offerId: integer('offer_id').notNull(),
    /** Free spins added to the offer: a studio slot's alias and a count, or both null. */
    freeSpinsGame: text('free_spins_game'),
    freeSpinsCount: integer('free_spins_count'),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'landing_prizes_free_spins',
      sql`(${table.freeSpinsGame} is null) = (${table.freeSpinsCount} is null) and (${table.freeSpinsCount} is null or ${table.freeSpinsCount} > 0)`,
    ),
  ],
);

/** A landing's texts in one language (upper-case code); no row: the defaults. */
export const landingTexts = pgTable(
  'landing_texts',
  {
    source: text('source').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    cta: text('cta').notNull(),
    prizeLine: text('prize_line').notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.source, table.language] })],
);

/**
 * The funnel per landing and UTC day, each count added by an upsert on (source, day) so that
 * concurrent visits never lose one.
 */
export const landingFunnelDays = pgTable(
  'landing_funnel_days',
  {
    source: text('source').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visits: integer('visits').notNull().default(0),
    spins: integer('spins').notNull().default(0),
    registrations: integer('registrations').notNull().default(0),
    firstDeposits: integer('first_deposits').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.source, table.day] })],
);

/**
 * The visit ids seen per landing (the tab's own id, so a reload is one visit; one tab opening
 * two landings visits each) and the wheel attempts counted for each (bit 1: first attempt,
 * bit 2: second). Pruned after a week.
 */
export const landingVisits = pgTable(
  'landing_visits',
  {
    visitId: uuid('visit_id').notNull(),
    source: text('source').notNull(),
    spins: smallint('spins').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.visitId, table.source] }),
    index('landing_visits_created_at').on(table.createdAt),
  ],
);

/**
 * The account registered from a landing (one per account), with the prize configured at that
 * moment: the bonus engine grants it on the first qualifying deposit.
 */
export const landingAccounts = pgTable(
  'landing_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    source: text('source').notNull(),
    offerId: integer('offer_id').notNull(),
    freeSpinsGame: text('free_spins_game'),
    freeSpinsCount: integer('free_spins_count'),
    registeredAt: at('registered_at').notNull().defaultNow(),
    /** Set once, in the first credited deposit's transaction. */
    firstDepositAt: at('first_deposit_at'),
  },
  (table) => [index('landing_accounts_source').on(table.source)],
);
