import { createHash } from 'node:crypto';
import { GAME_CATEGORIES } from '@jackdaw/contracts';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { GameProviderRegistry } from './game-provider.js';
import {
  gameCategories,
  gameCategoryLinks,
  gameLobbies,
  gameProviders,
  games,
  gameTiles,
} from './games.schema.js';
import { searchPrefixes, sortName } from './search.js';

type Executor = Pick<Database, 'insert' | 'update' | 'delete' | 'select' | 'execute'>;

/** Home-page shelves: the category each shows. */
const LOBBIES = [
  { slug: 'popular', title: 'Popular', category: 'popular' },
  { slug: 'slots', title: 'Slots', category: 'slots' },
];

/**
 * The mobile top tiles of spec core §2, created once: afterwards they are the operator's (an edited
 * or deactivated tile stays as the operator left it). A tile is listed only while what it opens
 * has an active game, so the seed may name games and categories the catalogue does not have yet.
 */
export const TILES = [
  { slug: 'crazy-time', title: 'Crazy Time', gameAlias: 'crazy-time' },
  { slug: 'aviator', title: 'Aviator', gameAlias: 'aviator' },
  { slug: 'live-casino', title: 'Live casino', categorySlug: 'live-casino' },
  { slug: 'asian-games', title: 'Asian games', categorySlug: 'asian-games' },
].map((tile, index) => ({ ...tile, image: `/images/tile-${tile.slug}.svg`, sortOrder: index }));

/**
 * The same uuid for a provider's game in every environment, so cover URLs and launch links stay
 * valid across resets (name-based, like a UUID v5).
 */
export function gameUuid(providerAlias: string, alias: string): string {
  const hex = createHash('sha1').update(`jackdaw-game:${providerAlias}:${alias}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Categories, lobbies, the registered providers and their games. Idempotent; a provider's game
 * no longer offered is deactivated (never deleted: favorites and history keep pointing at it).
 * A game's starting `popularity` and its `recent_rounds` are left as they are (the app counts the
 * rounds when it starts: popularity.ts).
 */
export async function seedGames(tx: Executor, registry: GameProviderRegistry): Promise<void> {
  await tx
    .insert(gameCategories)
    .values(GAME_CATEGORIES.map((category, index) => ({ ...category, sortOrder: index })))
    .onConflictDoUpdate({
      target: gameCategories.slug,
      set: {
        title: sql`excluded.title`,
        url: sql`excluded.url`,
        // Staff's order (games-admin.ts) outlasts the seed.
        sortOrder: sql`case when ${gameCategories.editedAt} is null then excluded.sort_order
                       else ${gameCategories.sortOrder} end`,
      },
    });
  const categoryIds = new Map(
    (
      await tx.select({ id: gameCategories.id, slug: gameCategories.slug }).from(gameCategories)
    ).map((row) => [row.slug, row.id]),
  );
  await tx
    .insert(gameLobbies)
    .values(
      LOBBIES.map((lobby, index) => ({
        slug: lobby.slug,
        title: lobby.title,
        categoryId: categoryIds.get(lobby.category)!,
        sortOrder: index,
      })),
    )
    .onConflictDoUpdate({
      target: gameLobbies.slug,
      set: {
        title: sql`excluded.title`,
        categoryId: sql`excluded.category_id`,
        sortOrder: sql`excluded.sort_order`,
      },
    });

  await tx.insert(gameTiles).values(TILES).onConflictDoNothing({ target: gameTiles.slug });

  for (const [index, provider] of registry.all().entries()) {
    const [providerRow] = await tx
      .insert(gameProviders)
      .values({
        alias: provider.alias,
        name: provider.name,
        logo: provider.logo ?? null,
        sortOrder: index,
      })
      .onConflictDoUpdate({
        target: gameProviders.alias,
        set: {
          name: provider.name,
          logo: provider.logo ?? null,
          sortOrder: sql`case when ${gameProviders.editedAt} is null then ${index}::integer
                         else ${gameProviders.sortOrder} end`,
        },
      })
      .returning({ id: gameProviders.id });
    const providerId = providerRow!.id;
    const offered = await provider.games();

    for (const game of offered) {
      const values = {
        alias: game.alias,
        name: game.name,
        providerId,
        externalId: game.externalId,
        platforms: game.platforms,
        demoAllowed: game.demoAllowed,
        freespins: game.freespins ?? false,
        releasedAt: game.releasedAt,
        top: game.top ?? false,
        active: true,
        rtp: game.rtp ?? null,
        volatility: game.volatility ?? null,
        searchPrefixes: searchPrefixes(game.name),
        sortName: sortName(game.name),
      };
      const [row] = await tx
        .insert(games)
        .values({ ...values, uuid: gameUuid(provider.alias, game.alias) })
        .onConflictDoUpdate({
          target: games.alias,
          set: {
            ...values,
            // A game staff changed keeps their active, top and category links (games-admin.ts);
            // one its provider no longer offers is still switched off below.
            top: sql`case when ${games.editedAt} is null then ${values.top} else ${games.top} end`,
            active: sql`case when ${games.editedAt} is null then true else ${games.active} end`,
          },
        })
        .returning({ id: games.id, editedAt: games.editedAt });
      const gameId = row!.id;
      if (row!.editedAt !== null) continue;
      const wanted = game.categories
        .map((slug) => categoryIds.get(slug))
        .filter((id): id is number => id !== undefined);
      await tx
        .delete(gameCategoryLinks)
        .where(
          wanted.length
            ? and(
                eq(gameCategoryLinks.gameId, gameId),
                notInArray(gameCategoryLinks.categoryId, wanted),
              )
            : eq(gameCategoryLinks.gameId, gameId),
        );
      if (wanted.length) {
        await tx
          .insert(gameCategoryLinks)
          .values(wanted.map((categoryId) => ({ gameId, categoryId })))
          .onConflictDoNothing();
      }
    }

    const aliases = offered.map((game) => game.alias);
    await tx
      .update(games)
      .set({ active: false })
      .where(
        aliases.length
          ? and(eq(games.providerId, providerId), notInArray(games.alias, aliases))
          : eq(games.providerId, providerId),
      );
  }
}
