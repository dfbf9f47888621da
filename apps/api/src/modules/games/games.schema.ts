import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

export const gameProviders = pgTable('game_providers', {
  id: serial('id').primaryKey(),
  /** The identifier in the registry, the list filter and the seamless wallet's URL. */
  alias: text('alias').notNull().unique(),
  name: text('name').notNull(),
  /** File name of its logo under the module's assets; null gets the default icon. */
  logo: text('logo'),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Set when staff change it (migration 0020): the seed then keeps its order. */
  editedAt: timestamp('edited_at', { withTimezone: true }),
});

export const gameCategories = pgTable('game_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** Shown in the lobby's menu (staff may hide one, migration 0020). */
  active: boolean('active').notNull().default(true),
  /** Set when staff change it: the seed then keeps its order. */
  editedAt: timestamp('edited_at', { withTimezone: true }),
});

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    /** Public id: cover images and POST /games/{id}/init use it. */
    uuid: uuid('uuid').notNull().unique(),
    alias: text('alias').notNull().unique(),
    name: text('name').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    /** The provider's own id of the game, passed back to it at launch. */
    externalId: text('external_id').notNull(),
    platforms: text('platforms').array().notNull(),
    demoAllowed: boolean('demo_allowed').notNull().default(true),
    /** Free-spin campaigns may give spins on it (GET /games/freespin-games). */
    freespins: boolean('freespins').notNull().default(false),
    /** Barred from bonus play (engagement §5: 9 tigers, Lucky 9…): a stake adds no wagering. */
    bonusExcluded: boolean('bonus_excluded').notNull().default(false),
    /**
     * The turnover-contribution category of bonus wagering (engagement §9: slots, live, table,
     * crash…); null: the category of its first catalogue link.
     */
    bonusCategory: text('bonus_category'),
    /**
     * Starting popularity (seeded or set by the operator): the `pop` order among games with the
     * same number of recent rounds, so a catalogue nobody has played yet still has an order.
     */
    popularity: integer('popularity').notNull().default(0),
    /**
     * Real-money rounds of the last `POPULARITY_WINDOW_DAYS` (own studio rounds and third-party
     * bets through the game wallet), refreshed by `popularity.ts`: the `pop` order's first key.
     */
    recentRounds: integer('recent_rounds').notNull().default(0),
    releasedAt: date('released_at', { mode: 'string' }).notNull(),
    top: boolean('top').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Percent, e.g. 96.12. */
    rtp: numeric('rtp', { precision: 5, scale: 2, mode: 'number' }),
    volatility: text('volatility'),
    /**
     * Every prefix of every word of the name, lower-cased and without accents (filled by the
     * app, see search.ts): a GIN index answers "each searched word starts a word of the name"
     * the same way on PGlite and PostgreSQL, with no extension.
     */
    searchPrefixes: text('search_prefixes').array().notNull(),
    /** The lower-cased, unaccented name, for A→Z order that ignores case and accents. */
    sortName: text('sort_name').notNull(),
    /** An uploaded cover (`/static/uploads/…`, migration 0020) shown instead of the generated one. */
    cover: text('cover'),
    coverWidth: integer('cover_width'),
    /** Set when staff change it: the seed then keeps its active, top and category links. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('games_search_prefixes_gin').using('gin', table.searchPrefixes),
    index('games_active_popularity').on(
      table.active,
      table.recentRounds.desc(),
      table.popularity.desc(),
      table.id,
    ),
    index('games_active_sort_name').on(table.active, table.sortName, table.id),
    index('games_active_released').on(table.active, table.releasedAt.desc(), table.id),
    index('games_provider').on(table.providerId),
  ],
);

export type GameRow = typeof games.$inferSelect;

export const gameCategoryLinks = pgTable(
  'game_category_links',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => gameCategories.id, { onDelete: 'cascade' }),
    /** Staff's place of the game in the category (first by `pop`); null: after the placed ones. */
    position: integer('position'),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.categoryId] }),
    index('game_category_links_category').on(table.categoryId, table.gameId),
  ],
);

/** Shelves of the home page, each showing the first games of a category. */
export const gameLobbies = pgTable('game_lobbies', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => gameCategories.id),
  sortOrder: integer('sort_order').notNull(),
  active: boolean('active').notNull().default(true),
});

/**
 * The casino layout's mobile top tiles (spec core §2), operator data (migration 0015): each opens
 * one game (by alias, so a tile may wait for a game not in the catalogue yet) or a category. The
 * site lists a tile only while its game or category has an active game.
 */
export const gameTiles = pgTable(
  'game_tiles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** A path of the site's own images, e.g. `/images/tile-aviator.svg`. */
    image: text('image').notNull(),
    gameAlias: text('game_alias'),
    categorySlug: text('category_slug'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    check(
      'game_tiles_one_target',
      sql`(${table.gameAlias} is null) <> (${table.categorySlug} is null)`,
    ),
  ],
);

export const gameFavorites = pgTable(
  'game_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.gameId] }),
    index('game_favorites_user_created').on(table.userId, table.createdAt.desc()),
  ],
);

/**
 * One launch: the single-use token of the launch URL (stored as its SHA-256) and what it was for.
 * A visitor's demo launch has no player. The history of played games reads these until rounds
 * are recorded.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    mode: text('mode').notNull(),
    platform: text('platform').notNull(),
    language: text('language').notNull(),
    returnUrl: text('return_url'),
    currencyCode: text('currency_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the game client redeems the token; a used token never opens again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The player's token version at launch: a password change since revokes the token. */
    tokenVersion: integer('token_version'),
  },
  (table) => [
    uniqueIndex('game_sessions_token_hash').on(table.tokenHash),
    index('game_sessions_user_created')
      .on(table.userId, table.createdAt.desc())
      .where(sql`${table.userId} is not null`),
  ],
);

/**
 * Advanced by a statement trigger on every change to games, their categories or providers
 * (migration 0005): the list's page cache keeps a page while the number stays the same.
 */
export const gameCatalogueVersion = pgSequence('game_catalogue_version');
