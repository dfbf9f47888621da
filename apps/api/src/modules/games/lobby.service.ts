import type {
  GameCategoriesResponse,
  GameTilesResponse,
  RecentWinsResponse,
} from '@jackdaw/contracts';
import type { GamesRepository } from './games.repository.js';
import { listRecentWins, type RecentWinSources } from './recent-wins.js';

/** What the lobby offers besides the games: categories and tiles with something to open, wins. */
export function createLobby(repository: GamesRepository, wins: RecentWinSources) {
  return {
    /**
     * The categories that have an active game, and `favorite` (the caller's own list): an empty
     * category is not offered until it has something to open.
     */
    async categories(): Promise<GameCategoriesResponse> {
      const rows = await repository.categories();
      return {
        statusCode: 200,
        data: rows
          .filter((row) => row.slug === 'favorite' || Number(row.games_count) > 0)
          .map((row) => ({
            id: row.id,
            slug: row.slug,
            title: row.title,
            url: row.url,
            gamesCount: Number(row.games_count),
          })),
      };
    },

    /** The mobile top tiles whose game or category has an active game, in the operator's order. */
    async tiles(): Promise<GameTilesResponse> {
      const rows = await repository.tiles();
      return {
        statusCode: 200,
        data: rows.map((row) => ({
          slug: row.slug,
          title: row.title,
          image: row.image,
          game: row.game_alias === null ? null : { alias: row.game_alias },
          category:
            row.category_slug === null || row.category_url === null
              ? null
              : { slug: row.category_slug, url: row.category_url },
        })),
      };
    },

    /** The latest big real-money wins, read from the rounds each time (the answer is cached by HTTP). */
    async recentWins(): Promise<RecentWinsResponse> {
      const data = await listRecentWins(wins, async (provider, externalIds) => {
        const rows = await repository.byExternalIds(provider, externalIds);
        return new Map(rows.map((row) => [row.external_id, { alias: row.alias, name: row.name }]));
      });
      return { statusCode: 200, data };
    },
  };
}
